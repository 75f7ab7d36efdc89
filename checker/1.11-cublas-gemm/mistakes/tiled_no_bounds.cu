// Known-wrong 1.11: gemm_tiled loads its tiles without bounds checks, so at the edges it
// reads other rows of A and B, or past their ends, instead of zeros.
// expect-diagnosis: without bounds checks
#define LAB_TILED_FLAGS false, true, true
#include "correct_parts.cuh"
