// Chapter 1.11 cublas-gemm: your own GEMM kernels, and cublasSgemm.  docs/1.11-cublas-gemm.md
//
// C = A * B, row-major: A is M x K, B is K x N, C is M x N (see gemm.h).
// Fill in the TODO(1.11) steps, then check your work with
//     ./lab check 1.11
// Stuck? `./lab hint 1.11` reveals one hint at a time.
#include "gemm.h"

#include "common/cublas_check.h"

namespace {

constexpr int kTile = 16;  // the tiled kernel's tiles are kTile x kTile; its blocks too

// ---------------------------------------------------------------------------------------
// The naive kernel: one thread per element C[row][col].
// ---------------------------------------------------------------------------------------
__global__ void gemm_naive_kernel(const float* A, const float* B, float* C, int M, int N, int K) {
  // TODO(1.11) step 1: this thread's row and column of C.
  //   The grid is 2D: x runs along the columns of C, y along the rows, so that threads
  //   next to each other in a warp (consecutive threadIdx.x) read consecutive elements of
  //   a row of B. "Left multiply, right add" in each direction:
  //     col = blockIdx.x * blockDim.x + threadIdx.x,   row = ... with .y
  //   The grid is rounded up, so threads outside C (row >= M or col >= N) must return.
  //
  // TODO(1.11) step 2: the K loop.
  //   C[row][col] is the dot product of row `row` of A and column `col` of B. In row-major
  //   memory, A[i][k] is A[i * K + k] and B[k][j] is B[k * N + j]. Add up in a float
  //   register and store once: C[row * N + col] = sum.
}

// ---------------------------------------------------------------------------------------
// The tiled kernel: the block loads a kTile x kTile tile of A and one of B into shared
// memory, then every thread takes its kTile multiply-adds from there, and moves on along K.
// ---------------------------------------------------------------------------------------
__global__ void gemm_tiled_kernel(const float* A, const float* B, float* C, int M, int N, int K) {
  [[maybe_unused]] __shared__ float a_tile[kTile][kTile];
  [[maybe_unused]] __shared__ float b_tile[kTile][kTile];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int col = blockIdx.x * kTile + tx;
  const int row = blockIdx.y * kTile + ty;
  [[maybe_unused]] float sum = 0.0f;

  // TODO(1.11) step 3: the loop over the tiles of K: k0 = 0, kTile, 2 kTile, ... while k0 < K.
  //   K is not always a multiple of kTile: the last tile is partial and must still be done,
  //   so the number of tiles rounds UP ((K + kTile - 1) / kTile), never K / kTile.
  //
  // TODO(1.11) step 4: inside it, each thread loads ONE element of each tile:
  //     a_tile[ty][tx] = A[row][k0 + tx],   b_tile[ty][tx] = B[k0 + ty][col]
  //   with bounds: outside A or B (row >= M, k0 + tx >= K, k0 + ty >= K, col >= N) load 0,
  //   which adds nothing. Without the check, edge tiles read other rows or past the end of
  //   the arrays. Threads outside C load too: other threads of the block need their values.
  //
  // TODO(1.11) step 5: the barriers, then the multiply-adds.
  //     __syncthreads();   all of both tiles written before ANY thread reads them
  //     for (k = 0; k < kTile; ++k) sum += a_tile[ty][k] * b_tile[k][tx];
  //     __syncthreads();   all threads done reading before the next loads overwrite the tiles
  //   Both barriers must be reached by every thread of the block: never inside an `if`.

  if (row < M && col < N) {
    // C[row * N + col] = sum;   (uncomment when the steps above are done)
  }
  (void)A, (void)B, (void)C;
}

}  // namespace

void gemm_naive(const float* A, const float* B, float* C, int M, int N, int K, cudaStream_t stream) {
  const dim3 block(16, 16);  // x: columns of C, y: rows; rounded up to cover the edges
  const dim3 grid((N + block.x - 1) / block.x, (M + block.y - 1) / block.y);
  gemm_naive_kernel<<<grid, block, 0, stream>>>(A, B, C, M, N, K);
}

void gemm_tiled(const float* A, const float* B, float* C, int M, int N, int K, cudaStream_t stream) {
  const dim3 block(kTile, kTile);
  const dim3 grid((N + kTile - 1) / kTile, (M + kTile - 1) / kTile);
  gemm_tiled_kernel<<<grid, block, 0, stream>>>(A, B, C, M, N, K);
}

// The optional exercise: a faster kernel (register blocking, float4 loads; see the doc,
// "The fast kernel, step by step"). Until you write one, it is the tiled kernel.
void gemm_fast(const float* A, const float* B, float* C, int M, int N, int K, cudaStream_t stream) {
  gemm_tiled(A, B, C, M, N, K, stream);
}

void gemm_cublas(cublasHandle_t handle, const float* A, const float* B, float* C, int M, int N, int K,
                 cudaStream_t stream) {
  const float alpha = 1.0f, beta = 0.0f;  // C = alpha * (first * second) + beta * C
  checkCublas(cublasSetStream(handle, stream));  // cuBLAS launches on the caller's stream

  // TODO(1.11) step 6: the arguments of cublasSgemm.
  //   cuBLAS is column-major: a matrix's element (r, c) is at [r + c * ld], ld ("leading
  //   dimension") being the distance between two columns. Our row-major R x S matrix is, in
  //   the same memory, the column-major S x R matrix: its TRANSPOSE. So ask cuBLAS for
  //     C^T = B^T * A^T          (the transpose of A * B)
  //   which it sees as an (m x k) times (k x n) product of column-major matrices with
  //     m = N, n = M, k = K,   first matrix B with ld = N, second A with ld = K, ldc = N.
  //   No CUBLAS_OP_T is needed: the transposition is only in how the memory is read.
  //   Leave the handle's default math mode: it keeps FP32 (no TF32).
  const int m = 0, n = 0, k = 0;
  const float* first = nullptr;
  const float* second = nullptr;
  const int ld_first = 1, ld_second = 1, ldc = 1;
  checkCublas(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, first, ld_first, second, ld_second,
                          &beta, C, ldc));
  (void)A, (void)B, (void)M, (void)N, (void)K;
}
