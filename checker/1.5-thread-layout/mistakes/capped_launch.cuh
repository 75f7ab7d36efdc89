// The correct 1.5 fill_coordinates launcher: the grid rounded up, and capped in y and z at the
// device's limits. The kernel it launches is defined by the file that includes it.
#pragma once

#include <algorithm>

#include "thread_layout.h"

__global__ void fill_coordinates_kernel(int3* out, int width, int height, int depth);

inline unsigned blocks_for(int extent, unsigned per_block) {
  return (extent + per_block - 1) / per_block;
}

void fill_coordinates(int3* out, int width, int height, int depth, dim3 block,
                      cudaStream_t stream) {
  if (width <= 0 || height <= 0 || depth <= 0) return;
  const DeviceLimits limits = query_limits();
  const dim3 grid(blocks_for(width, block.x),
                  std::min(blocks_for(height, block.y), limits.max_grid.y),
                  std::min(blocks_for(depth, block.z), limits.max_grid.z));
  fill_coordinates_kernel<<<grid, block, 0, stream>>>(out, width, height, depth);
}
