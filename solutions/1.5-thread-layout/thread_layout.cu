// Chapter 1.5 thread-layout: reference solution.
#include "thread_layout.h"

#include <algorithm>

// Step 1: the course's loop over six (dimension, index) pairs, slowest first. Multiply what
// you have by the next dimension (left multiply), add the next index (right add). In 64 bits:
// dim3 and uint3 hold unsigned int, and a product of those wraps around past 2^32.
__host__ __device__ long long layout_position(dim3 grid, dim3 block, uint3 block_idx,
                                              uint3 thread_idx) {
  const unsigned dims[6] = {grid.z, grid.y, grid.x, block.z, block.y, block.x};
  const unsigned index[6] = {block_idx.z,  block_idx.y,  block_idx.x,
                             thread_idx.z, thread_idx.y, thread_idx.x};
  long long position = 0;
  for (int i = 0; i < 6; ++i) position = position * dims[i] + index[i];
  return position;
}

// Step 2: one thread per element, so no bounds check: the launch has exactly as many threads
// as `out` has elements, and layout_position numbers them without gaps.
__global__ void record_thread_indices_kernel(ThreadIndex* out) {
  out[layout_position(gridDim, blockDim, blockIdx, threadIdx)] = ThreadIndex{blockIdx, threadIdx};
}

void record_thread_indices(ThreadIndex* out, dim3 grid, dim3 block, cudaStream_t stream) {
  record_thread_indices_kernel<<<grid, block, 0, stream>>>(out);
}

// Step 3: cudaDeviceGetAttribute reads one cached value, so it is cheap enough to call on
// every launch (cudaGetDeviceProperties fills the whole structure). A failed query leaves 0:
// a grid capped at 0 blocks is rejected, rather than run wrongly.
DeviceLimits query_limits() {
  int device = 0;
  cudaGetDevice(&device);
  const auto get = [device](cudaDeviceAttr attribute) {
    int value = 0;
    cudaDeviceGetAttribute(&value, attribute, device);
    return static_cast<unsigned>(value);
  };
  DeviceLimits limits;
  limits.max_block = dim3(get(cudaDevAttrMaxBlockDimX), get(cudaDevAttrMaxBlockDimY),
                          get(cudaDevAttrMaxBlockDimZ));
  limits.max_grid =
      dim3(get(cudaDevAttrMaxGridDimX), get(cudaDevAttrMaxGridDimY), get(cudaDevAttrMaxGridDimZ));
  limits.max_threads_per_block = static_cast<int>(get(cudaDevAttrMaxThreadsPerBlock));
  limits.warp_size = static_cast<int>(get(cudaDevAttrWarpSize));
  return limits;
}

// Step 4: a __device__ function, because it reads the built-in variables, which exist only
// on the GPU. "Left multiply, right add" once per dimension.
__device__ uint3 global_xyz() {
  return make_uint3(blockIdx.x * blockDim.x + threadIdx.x, blockIdx.y * blockDim.y + threadIdx.y,
                    blockIdx.z * blockDim.z + threadIdx.z);
}

// Step 5: the grid may cover fewer rows and planes than the volume has (the launcher keeps
// gridDim.y and gridDim.z within the device's limits), so each thread steps through y and z
// a whole grid at a time: a grid-stride loop. Its condition is also the bounds check.
// Consecutive threads of a warp (x) store to consecutive voxels of one row: coalesced.
__global__ void fill_coordinates_kernel(int3* out, int width, int height, int depth) {
  const uint3 start = global_xyz();
  // Unsigned comparisons: start.x may exceed INT_MAX when width is close to it.
  if (start.x >= static_cast<unsigned>(width)) return;
  const unsigned step_y = gridDim.y * blockDim.y, step_z = gridDim.z * blockDim.z;
  for (unsigned z = start.z; z < static_cast<unsigned>(depth); z += step_z)
    for (unsigned y = start.y; y < static_cast<unsigned>(height); y += step_y)
      out[(static_cast<long long>(z) * height + y) * width + start.x] =
          make_int3(static_cast<int>(start.x), static_cast<int>(y), static_cast<int>(z));
}

// Enough blocks of `per_block` threads to cover `extent`: rounded up.
static unsigned blocks_for(int extent, unsigned per_block) {
  return (static_cast<unsigned>(extent) - 1) / per_block + 1;
}

// Step 6. In y and z the device takes at most 65535 blocks, so a tall volume gets a grid of
// 65535 blocks there and the kernel's loops do the rest. In x it takes 2^31 - 1 blocks, more
// than any int width needs.
void fill_coordinates(int3* out, int width, int height, int depth, dim3 block,
                      cudaStream_t stream) {
  if (width <= 0 || height <= 0 || depth <= 0) return;  // a grid of 0 blocks is rejected
  const DeviceLimits limits = query_limits();
  const dim3 grid(blocks_for(width, block.x),
                  std::min(blocks_for(height, block.y), limits.max_grid.y),
                  std::min(blocks_for(depth, block.z), limits.max_grid.z));
  fill_coordinates_kernel<<<grid, block, 0, stream>>>(out, width, height, depth);
}
