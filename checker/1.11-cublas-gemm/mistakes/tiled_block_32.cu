// Known-wrong 1.11: gemm_tiled's kernel is written for kTile x kTile = 16 x 16 tiles, one
// element per thread, but launched with blocks of 32 x 32 threads: the threads beyond the
// tiles store past them, into the other tile or outside shared memory.
// expect-diagnosis: the block and the shared tiles do not match
#define LAB_TILED_BLOCK 32
#include "correct_parts.cuh"
