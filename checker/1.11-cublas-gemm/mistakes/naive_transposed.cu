// Known-wrong 1.11: gemm_naive stores C[col * M + row], the column-major (transposed)
// layout, instead of the row-major C[row * N + col].
// expect-diagnosis: transposed
#define LAB_NAIVE_TRANSPOSED true
#include "correct_parts.cuh"
