// Known-wrong 1.11: gemm_cublas passes the leading dimensions the other way round
// (B with K, A with N); cuBLAS rejects that unless K >= N and computes garbage otherwise.
// expect-diagnosis: leading dimension
#define LAB_CUBLAS_ARGS N, M, K, B, K, A, N, C, N
#include "correct_parts.cuh"
