// The 1.11 functions done right, shared by the known-wrong variants: each variant breaks
// one thing (a flag or the cublasSgemm arguments below) and keeps the rest correct, so the
// checker's diagnosis must come from that one mistake. gemm_fast is the skeleton's
// fallback (it calls gemm_tiled).
#pragma once

#include "common/cublas_check.h"
#include "gemm.h"

constexpr int kTile = 16;

#ifndef LAB_NAIVE_B  // the matrix gemm_naive reads its second factor from
#define LAB_NAIVE_B B
#endif
#ifndef LAB_TILED_BLOCK  // the side of gemm_tiled's square blocks, in threads
#define LAB_TILED_BLOCK kTile
#endif

template <bool kTransposedStore>
__global__ void naive_kernel(const float* A, const float* B, float* C, int M, int N, int K) {
  const int col = blockIdx.x * blockDim.x + threadIdx.x;
  const int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (row >= M || col >= N) return;
  float sum = 0.0f;
  for (int k = 0; k < K; ++k) sum += A[row * K + k] * LAB_NAIVE_B[k * N + col];
  C[kTransposedStore ? col * M + row : row * N + col] = sum;
}

template <bool kBoundsInLoads, bool kBarrierAfterLoads, bool kRoundKUp>
__global__ void tiled_kernel(const float* A, const float* B, float* C, int M, int N, int K) {
  __shared__ float a_tile[kTile][kTile];
  __shared__ float b_tile[kTile][kTile];
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int col = blockIdx.x * kTile + tx, row = blockIdx.y * kTile + ty;
  const int tiles = kRoundKUp ? (K + kTile - 1) / kTile : K / kTile;
  float sum = 0.0f;
  for (int t = 0; t < tiles; ++t) {
    const int k0 = t * kTile;
    if (kBoundsInLoads) {
      a_tile[ty][tx] = (row < M && k0 + tx < K) ? A[row * K + k0 + tx] : 0.0f;
      b_tile[ty][tx] = (k0 + ty < K && col < N) ? B[(k0 + ty) * N + col] : 0.0f;
    } else {
      a_tile[ty][tx] = A[row * K + k0 + tx];
      b_tile[ty][tx] = B[(k0 + ty) * N + col];
    }
    if (kBarrierAfterLoads) __syncthreads();
    for (int k = 0; k < kTile; ++k) sum += a_tile[ty][k] * b_tile[k][tx];
    __syncthreads();
  }
  if (row < M && col < N) C[row * N + col] = sum;
}

#ifndef LAB_NAIVE_TRANSPOSED
#define LAB_NAIVE_TRANSPOSED false
#endif
#ifndef LAB_TILED_FLAGS  // bounds in the tile loads, barrier after them, K tiles rounded up
#define LAB_TILED_FLAGS true, true, true
#endif

inline dim3 grid_for(int M, int N) {
  return dim3((N + kTile - 1) / kTile, (M + kTile - 1) / kTile);
}

#ifndef LAB_SKIPS_REPEATED_CALLS  // true: a call with the same buffers and sizes as the last does nothing
#define LAB_SKIPS_REPEATED_CALLS false
#endif

// Whether launcher number `kLauncher` does no work on this call.
template <int kLauncher>
bool skips(const float* A, const float* B, const float* C, int M, int N, int K) {
  static const float* last[3] = {nullptr, nullptr, nullptr};
  static int sizes[3] = {};
  const bool same = last[0] == A && last[1] == B && last[2] == C && sizes[0] == M &&
                    sizes[1] == N && sizes[2] == K;
  last[0] = A, last[1] = B, last[2] = C, sizes[0] = M, sizes[1] = N, sizes[2] = K;
  return LAB_SKIPS_REPEATED_CALLS && same;
}

void gemm_naive(const float* A, const float* B, float* C, int M, int N, int K,
                cudaStream_t stream) {
  if (skips<0>(A, B, C, M, N, K)) return;
  naive_kernel<LAB_NAIVE_TRANSPOSED>
      <<<grid_for(M, N), dim3(kTile, kTile), 0, stream>>>(A, B, C, M, N, K);
}

void gemm_tiled(const float* A, const float* B, float* C, int M, int N, int K,
                cudaStream_t stream) {
  if (skips<1>(A, B, C, M, N, K)) return;
  tiled_kernel<LAB_TILED_FLAGS>
      <<<grid_for(M, N), dim3(LAB_TILED_BLOCK, LAB_TILED_BLOCK), 0, stream>>>(A, B, C, M, N, K);
}

void gemm_fast(const float* A, const float* B, float* C, int M, int N, int K, cudaStream_t stream) {
  gemm_tiled(A, B, C, M, N, K, stream);
}

#ifndef LAB_CUBLAS_SETS_STREAM  // false: the handle stays on whatever stream it had
#define LAB_CUBLAS_SETS_STREAM true
#endif
#ifndef LAB_CUBLAS_ARGS  // m, n, k, first matrix, its ld, second matrix, its ld, C, ldc
#define LAB_CUBLAS_ARGS N, M, K, B, N, A, K, C, N
#endif

void gemm_cublas(cublasHandle_t handle, const float* A, const float* B, float* C, int M, int N,
                 int K, cudaStream_t stream) {
  const float alpha = 1.0f, beta = 0.0f;
  auto sgemm = [&](int m, int n, int k, const float* x, int ldx, const float* y, int ldy, float* c,
                   int ldc) {
    checkCublas(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, x, ldx, y, ldy,
                            &beta, c, ldc));
  };
  if (skips<2>(A, B, C, M, N, K)) return;
  if (LAB_CUBLAS_SETS_STREAM) checkCublas(cublasSetStream(handle, stream));
  sgemm(LAB_CUBLAS_ARGS);
}
