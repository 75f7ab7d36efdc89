// Row-major C = A * B (M x K times K x N) by cublasSgemm, FP32, default math mode, on the
// caller's handle and stream: the column-major call C^T = B^T * A^T (chapters/1.11-cublas-gemm/
// gemm.h explains it). The checker's reference, its timing test's ceiling and the benchmark's
// ceiling are this one call.
#pragma once

#include <cublas_v2.h>

#include "common/cublas_check.h"

namespace lab {

inline void cublas_product(cublasHandle_t handle, const float* A, const float* B, float* C, int M,
                           int N, int K, cudaStream_t stream) {
  const float one = 1.0f, zero = 0.0f;
  LAB_CUBLAS_TRY(cublasSetStream(handle, stream));
  LAB_CUBLAS_TRY(
      cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, N, M, K, &one, B, N, A, K, &zero, C, N));
}

}  // namespace lab
