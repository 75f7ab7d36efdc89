// Known-wrong 1.11: gemm_tiled loops over K / TILE tiles, which rounds down and leaves out
// the last, partial tile of K.
// expect-diagnosis: rounds down
#define LAB_TILED_FLAGS true, true, false
#include "correct_parts.cuh"
