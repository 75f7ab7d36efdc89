// Known-wrong 1.7: thread 0 loads the block's factor from the wrong input, in[blockIdx.x]
// instead of scale[blockIdx.x]: a name mixed up, and scale is never read.
// expect-diagnosis: scale has no effect on out
#define LAB_SCALE_FACTOR_FROM in
#include "correct_block_reverse.cuh"
#include "correct_block_scale.cuh"
#include "correct_stencil_sum.cuh"
