// Correct 1.5, written another way: fill_coordinates launches at most 2 blocks in each
// dimension, far below the limits, and every thread loops over x, y and z with grid-sized
// steps. The checker must accept any grid that, with its loops, covers the volume.
#include <algorithm>

#include "thread_layout.h"

__host__ __device__ long long layout_position(dim3 grid, dim3 block, uint3 block_idx,
                                              uint3 thread_idx) {
  const long long threads_per_block = static_cast<long long>(block.x) * block.y * block.z;
  const long long block_rank =
      (static_cast<long long>(block_idx.z) * grid.y + block_idx.y) * grid.x + block_idx.x;
  return block_rank * threads_per_block +
         (static_cast<long long>(thread_idx.z) * block.y + thread_idx.y) * block.x + thread_idx.x;
}

__global__ void record_thread_indices_kernel(ThreadIndex* out) {
  const ThreadIndex me{blockIdx, threadIdx};
  out[layout_position(gridDim, blockDim, me.block, me.thread)] = me;
}

void record_thread_indices(ThreadIndex* out, dim3 grid, dim3 block, cudaStream_t stream) {
  record_thread_indices_kernel<<<grid, block, 0, stream>>>(out);
}

static unsigned attribute(cudaDeviceAttr what) {
  int device = 0, value = 0;
  cudaGetDevice(&device);
  cudaDeviceGetAttribute(&value, what, device);
  return static_cast<unsigned>(value);
}

DeviceLimits query_limits() {
  DeviceLimits limits;
  limits.max_block = dim3(attribute(cudaDevAttrMaxBlockDimX), attribute(cudaDevAttrMaxBlockDimY),
                          attribute(cudaDevAttrMaxBlockDimZ));
  limits.max_grid = dim3(attribute(cudaDevAttrMaxGridDimX), attribute(cudaDevAttrMaxGridDimY),
                         attribute(cudaDevAttrMaxGridDimZ));
  limits.max_threads_per_block = static_cast<int>(attribute(cudaDevAttrMaxThreadsPerBlock));
  limits.warp_size = static_cast<int>(attribute(cudaDevAttrWarpSize));
  return limits;
}

__global__ void fill_loops_kernel(int3* out, int width, int height, int depth) {
  for (unsigned z = blockIdx.z * blockDim.z + threadIdx.z; z < unsigned(depth);
       z += gridDim.z * blockDim.z)
    for (unsigned y = blockIdx.y * blockDim.y + threadIdx.y; y < unsigned(height);
         y += gridDim.y * blockDim.y)
      for (unsigned x = blockIdx.x * blockDim.x + threadIdx.x; x < unsigned(width);
           x += gridDim.x * blockDim.x)
        out[(static_cast<long long>(z) * height + y) * width + x] =
            make_int3(int(x), int(y), int(z));
}

void fill_coordinates(int3* out, int width, int height, int depth, dim3 block,
                      cudaStream_t stream) {
  if (width <= 0 || height <= 0 || depth <= 0) return;
  const auto two_at_most = [](int extent, unsigned per_block) {
    return std::min((static_cast<unsigned>(extent) + per_block - 1) / per_block, 2u);
  };
  const dim3 grid(two_at_most(width, block.x), two_at_most(height, block.y),
                  two_at_most(depth, block.z));
  fill_loops_kernel<<<grid, block, 0, stream>>>(out, width, height, depth);
}
