// Known-wrong 1.11: gemm_tiled has no __syncthreads() between the tile loads and the
// multiply-adds: threads read tile entries other warps have not written yet.
// expect-diagnosis: __syncthreads
#define LAB_TILED_FLAGS true, false, true
#include "correct_parts.cuh"
