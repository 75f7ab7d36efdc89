// Known-wrong 1.5: width / block.x rounds down, so the last partial block of columns gets no
// thread (the kernel's loops cover y and z, but not x).
// expect-diagnosis: round the number of blocks up
#include <algorithm>

#include "correct_fill_kernel.cuh"
#include "correct_limits.cuh"
#include "correct_position.cuh"
#include "correct_record.cuh"

void fill_coordinates(int3* out, int width, int height, int depth, dim3 block,
                      cudaStream_t stream) {
  if (width <= 0 || height <= 0 || depth <= 0) return;
  const DeviceLimits limits = query_limits();
  const dim3 grid(width / block.x, std::min(height / block.y, limits.max_grid.y),
                  std::min(depth / block.z, limits.max_grid.z));
  fill_coordinates_kernel<<<grid, block, 0, stream>>>(out, width, height, depth);
}
