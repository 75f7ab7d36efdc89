// Chapter 1.5 thread-layout: 2D and 3D launches with dim3.     docs/1.5-thread-layout.md
//
// Fill in the six TODO(1.5) steps, then check your work with
//     ./lab check 1.5
// Stuck? `./lab hint 1.5` reveals one hint at a time.
#include "thread_layout.h"

#include <algorithm>

// __host__ __device__: compiled twice, for the CPU and for the GPU, so that your kernel and
// the checker's CPU code both call it. It may not read threadIdx & co: they exist on the GPU only.
__host__ __device__ long long layout_position(dim3 grid, dim3 block, uint3 block_idx,
                                              uint3 thread_idx) {
  // TODO(1.5) step 1: the thread's position with the course's six-index formula: go through
  //   the six (dimension, index) pairs from blockIdx.z down to threadIdx.x, multiplying by the
  //   next dimension and adding the next index. The total can pass 2^32: compute in 64 bits.
  (void)grid, (void)block, (void)block_idx, (void)thread_idx;
  return 0;
}

__global__ void record_thread_indices_kernel(ThreadIndex* out) {
  // TODO(1.5) step 2: store {blockIdx, threadIdx} at this thread's position, which
  //   layout_position computes from the four built-in variables gridDim, blockDim, blockIdx
  //   and threadIdx.
}

void record_thread_indices(ThreadIndex* out, dim3 grid, dim3 block, cudaStream_t stream) {
  record_thread_indices_kernel<<<grid, block, 0, stream>>>(out);
}

DeviceLimits query_limits() {
  DeviceLimits limits;
  // TODO(1.5) step 3: ask the current device for its limits: maxThreadsDim, maxGridSize,
  //   maxThreadsPerBlock and warpSize. Launchers call this while their stream is captured,
  //   so use the cheap one-value query, not the call that fills a whole cudaDeviceProp.
  return limits;
}

// __device__: called from kernels only. It reads the built-in variables, so it could not run
// on the CPU anyway.
__device__ uint3 global_xyz() {
  // TODO(1.5) step 4: this thread's (x, y, z) in the whole grid: for each dimension, the
  //   block's index times the block's size, plus the thread's index in its block.
  return make_uint3(0, 0, 0);
}

__global__ void fill_coordinates_kernel(int3* out, int width, int height, int depth) {
  [[maybe_unused]] const uint3 start = global_xyz();
  // TODO(1.5) step 5: store {x, y, z} at out[(z * height + y) * width + x] for the voxels this
  //   thread owns. The grid may be shorter than the volume in y and z (step 6), so loop over y
  //   and z a whole grid at a time; threads outside the volume must not store anything.
}

void fill_coordinates(int3* out, int width, int height, int depth, dim3 block,
                      cudaStream_t stream) {
  if (width <= 0 || height <= 0 || depth <= 0) return;  // a grid of 0 blocks is rejected
  const DeviceLimits limits = query_limits();
  // TODO(1.5) step 6: enough blocks in each dimension to cover the volume (round up), but in
  //   y and z never more than the device allows (limits.max_grid): a launch past the limit is
  //   rejected, and the kernel's loops of step 5 cover the rest.
  const dim3 grid(0, 0, 0);
  (void)limits;
  fill_coordinates_kernel<<<grid, block, 0, stream>>>(out, width, height, depth);
}
