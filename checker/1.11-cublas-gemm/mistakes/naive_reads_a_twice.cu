// Known-wrong 1.11: gemm_naive reads its second factor from A, A[k * N + col], where B belongs:
// a name typed twice, so B is never read.
// expect-diagnosis: B has no effect on C
#define LAB_NAIVE_B A
#include "correct_parts.cuh"
