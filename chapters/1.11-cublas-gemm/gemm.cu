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
  // TODO(1.11) step 1: this thread's row and column of C. The grid is 2D: x runs along the
  //   columns, y along the rows, so that neighbouring threads of a warp read neighbouring
  //   elements of a row of B. The grid is rounded up: threads outside C return.
  //
  // TODO(1.11) step 2: the K loop. C[row][col] is the dot product of row `row` of A and
  //   column `col` of B, all three matrices row-major. Add up in a float register and
  //   store once.
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

  // TODO(1.11) step 3: the loop over K, one tile of kTile columns of A (rows of B) at a
  //   time. K is not always a multiple of kTile: the last, partial tile must be done too.
  //
  // TODO(1.11) step 4: inside it, each thread loads ONE element of A's tile and one of B's,
  //   0 where the tile sticks out of A or B (0 adds nothing; the check keeps edge tiles from
  //   reading other rows). Threads outside C load too: the others need their values.
  //
  // TODO(1.11) step 5: a barrier, the tile's kTile multiply-adds into sum, and a barrier:
  //   both tiles written before anyone reads them, all reads done before the next loads.
  //   Every thread of the block must reach both barriers: never inside an `if`.

  if (row < M && col < N) {
    // store sum in C[row][col] (uncomment and complete when the steps above are done)
  }
}

}  // namespace

void gemm_naive(const float* A, const float* B, float* C, int M, int N, int K,
                cudaStream_t stream) {
  const dim3 block(16, 16);  // x: columns of C, y: rows; rounded up to cover the edges
  const dim3 grid((N + block.x - 1) / block.x, (M + block.y - 1) / block.y);
  gemm_naive_kernel<<<grid, block, 0, stream>>>(A, B, C, M, N, K);
}

void gemm_tiled(const float* A, const float* B, float* C, int M, int N, int K,
                cudaStream_t stream) {
  const dim3 block(kTile, kTile);
  const dim3 grid((N + kTile - 1) / kTile, (M + kTile - 1) / kTile);
  gemm_tiled_kernel<<<grid, block, 0, stream>>>(A, B, C, M, N, K);
}

// The optional exercise: a faster kernel (register blocking, float4 loads; see the doc,
// "The fast kernel, step by step"). Until you write one, it is the tiled kernel.
void gemm_fast(const float* A, const float* B, float* C, int M, int N, int K, cudaStream_t stream) {
  gemm_tiled(A, B, C, M, N, K, stream);
}

void gemm_cublas(cublasHandle_t handle, const float* A, const float* B, float* C, int M, int N,
                 int K, cudaStream_t stream) {
  const float alpha = 1.0f, beta = 0.0f;         // C = alpha * (first * second) + beta * C
  checkCublas(cublasSetStream(handle, stream));  // cuBLAS launches on the caller's stream

  // TODO(1.11) step 6: the arguments of cublasSgemm. cuBLAS is column-major, so it reads
  //   each of our row-major matrices as its transpose: ask it for C^T = B^T * A^T, with no
  //   CUBLAS_OP_T. Leave the handle's math mode alone: its default keeps FP32 (no TF32).
  const int m = 0, n = 0, k = 0;
  const float* first = nullptr;
  const float* second = nullptr;
  const int ld_first = 1, ld_second = 1, ldc = 1;
  checkCublas(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, first, ld_first,
                          second, ld_second, &beta, C, ldc));
  (void)A, (void)B, (void)M, (void)N, (void)K;
}
