// Chapter 1.11 cublas-gemm: reference solution.                docs/1.11-cublas-gemm.md
#include "gemm.h"

#include <cstdint>

#include "common/cublas_check.h"

namespace {

// ---------------------------------------------------------------------------------------
// gemm_naive: one thread per element of C. Threads next to each other in x take
// neighbouring columns, so a warp reads one row of B coalesced and the same A element
// (a broadcast). Every A and B element is read from global memory K times over.
// ---------------------------------------------------------------------------------------
__global__ void gemm_naive_kernel(const float* __restrict__ A, const float* __restrict__ B,
                                  float* __restrict__ C, int M, int N, int K) {
  const int col = blockIdx.x * blockDim.x + threadIdx.x;
  const int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (row >= M || col >= N) return;  // the edge blocks stick out of C
  float sum = 0.0f;
  for (int k = 0; k < K; ++k) sum += A[size_t(row) * K + k] * B[size_t(k) * N + col];
  C[size_t(row) * N + col] = sum;
}

// ---------------------------------------------------------------------------------------
// gemm_tiled: the block stages a kTile x kTile tile of A and one of B in shared memory,
// then every thread takes kTile multiply-adds from there. Each global element is read
// once per block instead of once per thread: kTile times fewer global reads.
// ---------------------------------------------------------------------------------------
constexpr int kTile = 16;

__global__ void gemm_tiled_kernel(const float* __restrict__ A, const float* __restrict__ B,
                                  float* __restrict__ C, int M, int N, int K) {
  __shared__ float a_tile[kTile][kTile];
  __shared__ float b_tile[kTile][kTile];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int col = blockIdx.x * kTile + tx;
  const int row = blockIdx.y * kTile + ty;
  float sum = 0.0f;
  // Round up: the last tile is partial when K is not a multiple of kTile.
  for (int k0 = 0; k0 < K; k0 += kTile) {
    // Outside A or B the tile holds 0, which adds nothing to the sum. Threads outside C
    // load too: their loads feed the other threads of the block.
    a_tile[ty][tx] = (row < M && k0 + tx < K) ? A[size_t(row) * K + k0 + tx] : 0.0f;
    b_tile[ty][tx] = (k0 + ty < K && col < N) ? B[size_t(k0 + ty) * N + col] : 0.0f;
    __syncthreads();  // the whole tile is written before anyone reads it
    for (int k = 0; k < kTile; ++k) sum += a_tile[ty][k] * b_tile[k][tx];
    __syncthreads();  // everyone is done reading before the next loads overwrite the tile
  }
  if (row < M && col < N) C[size_t(row) * N + col] = sum;
}

// ---------------------------------------------------------------------------------------
// gemm_fast: a 128 x 128 tile of C per block of 256 threads, each thread an 8 x 8 piece of
// it in registers (register blocking: every value read from shared memory feeds 8 FMAs).
// K advances 8 at a time; the next tiles are fetched from global memory into registers
// while the current ones are used, into the second of two shared buffers (double
// buffering: one barrier per step). The loads walk pointers forward, and the last step,
// which fetches nothing, runs after the loop: the loop body is the loads, the FMAs, the
// stores and the barrier, with no branch and no index arithmetic. A is stored transposed in
// shared memory so that a thread's 4 consecutive rows of A are one float4, like its 4
// consecutive columns of B.
// ---------------------------------------------------------------------------------------
constexpr int kBM = 128, kBN = 128, kBK = 8, kThreads = 256;
constexpr int kAPad = 4;  // a_tile rows of 132 floats: the transposed stores hit 32 banks

template <bool kFullTiles>
__global__ void __launch_bounds__(kThreads, 2)
    gemm_fast_kernel(const float* __restrict__ A, const float* __restrict__ B,
                     float* __restrict__ C, int M, int N, int K) {
  __shared__ __align__(16) float a_tile[2][kBK][kBM + kAPad];  // a_tile[.][k][m] = A[m][k]
  __shared__ __align__(16) float b_tile[2][kBK][kBN];
  const int tid = threadIdx.x;
  const int block_row = blockIdx.y * kBM, block_col = blockIdx.x * kBN;
  // Who loads what: A's 128 x 8 tile as 2 float4 per row, B's 8 x 128 tile as 32 per row.
  const int a_row = tid / 2, a_col = (tid % 2) * 4;
  const int b_row = tid / 32, b_col = (tid % 32) * 4;
  // Who computes what: rows 4ty..4ty+3 and 64+4ty..64+4ty+3, the same for columns with tx.
  // Split in two halves, a warp's float4 reads of b_tile cover 64 consecutive floats: no
  // bank conflicts.
  const int ty = tid / 16, tx = tid % 16;

  // Where this thread's next float4 of A and of B are (whole tiles only): each step moves
  // them on by kBK columns of A and kBK rows of B, one add instead of an index computation.
  const float* a_next = kFullTiles ? A + (size_t(block_row + a_row) * K + a_col) : A;
  const float* b_next = kFullTiles ? B + (size_t(b_row) * N + block_col + b_col) : B;
  auto load_a = [&](int k0) {
    if constexpr (kFullTiles) {
      const float4 v = *reinterpret_cast<const float4*>(a_next);
      a_next += kBK;
      return v;
    } else {
      const int r = block_row + a_row, c = k0 + a_col;
      float v[4];
      for (int i = 0; i < 4; ++i) v[i] = (r < M && c + i < K) ? A[size_t(r) * K + c + i] : 0.0f;
      return make_float4(v[0], v[1], v[2], v[3]);
    }
  };
  auto load_b = [&](int k0) {
    if constexpr (kFullTiles) {
      const float4 v = *reinterpret_cast<const float4*>(b_next);
      b_next += size_t(kBK) * N;
      return v;
    } else {
      const int r = k0 + b_row, c = block_col + b_col;
      float v[4];
      for (int i = 0; i < 4; ++i) v[i] = (r < K && c + i < N) ? B[size_t(r) * N + c + i] : 0.0f;
      return make_float4(v[0], v[1], v[2], v[3]);
    }
  };
  auto store = [&](int buffer, float4 a, float4 b) {
    a_tile[buffer][a_col + 0][a_row] = a.x;
    a_tile[buffer][a_col + 1][a_row] = a.y;
    a_tile[buffer][a_col + 2][a_row] = a.z;
    a_tile[buffer][a_col + 3][a_row] = a.w;
    *reinterpret_cast<float4*>(&b_tile[buffer][b_row][b_col]) = b;
  };

  float acc[8][8] = {};
  // The tile's kBK multiply-adds into acc, from shared buffer `buffer`.
  auto multiply_tile = [&](int buffer) {
#pragma unroll
    for (int k = 0; k < kBK; ++k) {
      float a[8], b[8];
      *reinterpret_cast<float4*>(a) = *reinterpret_cast<const float4*>(&a_tile[buffer][k][4 * ty]);
      *reinterpret_cast<float4*>(a + 4) =
          *reinterpret_cast<const float4*>(&a_tile[buffer][k][64 + 4 * ty]);
      *reinterpret_cast<float4*>(b) = *reinterpret_cast<const float4*>(&b_tile[buffer][k][4 * tx]);
      *reinterpret_cast<float4*>(b + 4) =
          *reinterpret_cast<const float4*>(&b_tile[buffer][k][64 + 4 * tx]);
#pragma unroll
      for (int i = 0; i < 8; ++i)
#pragma unroll
        for (int j = 0; j < 8; ++j) acc[i][j] += a[i] * b[j];
    }
  };

  store(0, load_a(0), load_b(0));
  __syncthreads();
  // Every step but the last fetches the next tiles while it multiplies the current ones; the
  // last step has nothing to fetch and runs after the loop, so the loop body has no branch.
  const int steps = (K + kBK - 1) / kBK;
  int current = 0;
  for (int step = 1; step < steps; ++step) {
    const float4 next_a = load_a(step * kBK), next_b = load_b(step * kBK);  // in flight
    multiply_tile(current);
    // The other buffer was last read in the previous step, before its closing barrier.
    store(1 - current, next_a, next_b);
    __syncthreads();
    current = 1 - current;
  }
  multiply_tile(current);

#pragma unroll
  for (int i = 0; i < 8; ++i) {
    const int r = block_row + (i < 4 ? 4 * ty + i : 64 + 4 * ty + i - 4);
#pragma unroll
    for (int half = 0; half < 2; ++half) {
      const int c = block_col + 64 * half + 4 * tx;
      const float* v = &acc[i][4 * half];
      if constexpr (kFullTiles) {
        *reinterpret_cast<float4*>(C + size_t(r) * N + c) = make_float4(v[0], v[1], v[2], v[3]);
      } else if (r < M) {
        for (int j = 0; j < 4; ++j)
          if (c + j < N) C[size_t(r) * N + c + j] = v[j];
      }
    }
  }
}

bool aligned16(const void* p) { return reinterpret_cast<std::uintptr_t>(p) % 16 == 0; }

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

void gemm_fast(const float* A, const float* B, float* C, int M, int N, int K, cudaStream_t stream) {
  const dim3 grid((N + kBN - 1) / kBN, (M + kBM - 1) / kBM);
  // Whole tiles and 16-byte aligned rows: float4 loads and stores without bounds checks.
  // Anything else takes the same kernel with checked scalar loads (zeros outside).
  const bool full =
      M % kBM == 0 && N % kBN == 0 && K % kBK == 0 && aligned16(A) && aligned16(B) && aligned16(C);
  if (full)
    gemm_fast_kernel<true><<<grid, kThreads, 0, stream>>>(A, B, C, M, N, K);
  else
    gemm_fast_kernel<false><<<grid, kThreads, 0, stream>>>(A, B, C, M, N, K);
}

void gemm_cublas(cublasHandle_t handle, const float* A, const float* B, float* C, int M, int N,
                 int K, cudaStream_t stream) {
  const float alpha = 1.0f, beta = 0.0f;
  checkCublas(cublasSetStream(handle, stream));
  // cuBLAS is column-major. Row-major memory of an R x S matrix IS its S x R transpose in
  // column-major, so C (row-major M x N) is C^T (column-major N x M, leading dimension N),
  // and C^T = B^T * A^T: cuBLAS's m = N, n = M, k = K, first operand B (B^T is N x K with
  // leading dimension N), second A (A^T is K x M, leading dimension K). No transposition
  // is done anywhere: CUBLAS_OP_N for both.
  checkCublas(
      cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, N, M, K, &alpha, B, N, A, K, &beta, C, N));
}
