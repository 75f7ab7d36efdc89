// Known-wrong 1.11: gemm_cublas passes A first and B second, as for column-major data.
// For square matrices that computes B * A; for others, a product of the wrong elements.
// expect-diagnosis: swapped
#define LAB_CUBLAS_ARGS N, M, K, A, N, B, K, C, N
#include "correct_parts.cuh"
