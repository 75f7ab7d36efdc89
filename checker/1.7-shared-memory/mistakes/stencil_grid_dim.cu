// Known-wrong 1.7: the block's first output is blockIdx.x * gridDim.x (the number of blocks)
// instead of blockIdx.x * blockDim.x (the threads in one), so blocks overlap or leave gaps.
// expect-diagnosis: your index uses gridDim.x where blockDim.x belongs
#define LAB_STENCIL_START blockIdx.x* gridDim.x
#include "correct_block_reverse.cuh"
#include "correct_block_scale.cuh"
#include "correct_stencil_sum.cuh"
