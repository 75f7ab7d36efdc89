// Known-wrong 1.11: gemm_cublas never calls cublasSetStream, so cuBLAS launches on the handle's
// stream (the legacy default stream) instead of the caller's. The product is right, but nothing
// orders it with the caller's non-blocking stream.
// expect-diagnosis: but not on the stream it was given: cuBLAS
#define LAB_CUBLAS_SETS_STREAM false
#include "correct_parts.cuh"
