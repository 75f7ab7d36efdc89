// Known-wrong 1.5: query_limits fills max_grid from the block attributes (maxThreadsDim), a
// copy-and-paste slip. The fill still works (its grid is capped lower and loops), but the
// limits it reports are wrong.
// expect-diagnosis: the device's maxGridSize is
#include "correct_fill.cuh"
#include "correct_position.cuh"
#include "correct_record.cuh"
#include "device_attribute.cuh"

DeviceLimits query_limits() {
  const auto get = device_attribute;
  DeviceLimits limits;
  limits.max_block = dim3(get(cudaDevAttrMaxBlockDimX), get(cudaDevAttrMaxBlockDimY),
                          get(cudaDevAttrMaxBlockDimZ));
  limits.max_grid = dim3(get(cudaDevAttrMaxBlockDimX), get(cudaDevAttrMaxBlockDimY),
                         get(cudaDevAttrMaxBlockDimZ));
  limits.max_threads_per_block = static_cast<int>(get(cudaDevAttrMaxThreadsPerBlock));
  limits.warp_size = static_cast<int>(get(cudaDevAttrWarpSize));
  return limits;
}
