// Known-wrong 1.10: a thread's pixel is blockIdx * gridDim + threadIdx, the number of blocks
// where the number of threads per block belongs: blocks overlap in x and leave stripes in y.
// expect-diagnosis: your index uses gridDim where blockDim belongs
#include "warp_policy.cuh"

struct GridDimIndex : Correct {
  __device__ static int2 thread_pixel() {
    return make_int2(blockIdx.x * gridDim.x + threadIdx.x, blockIdx.y * gridDim.y + threadIdx.y);
  }
};

LAB_WARP_AFFINE_WITH(GridDimIndex)
