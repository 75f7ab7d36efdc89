// Known-wrong 1.5: the grid covers the whole volume with one voxel per thread, whatever the
// device allows: a volume 70001 rows high asks for 70001 blocks in y, and the launch is rejected.
// expect-diagnosis: more than the device allows (maxGridSize.y = 65535)
#include "correct_fill_kernel.cuh"
#include "correct_limits.cuh"
#include "correct_position.cuh"
#include "correct_record.cuh"

void fill_coordinates(int3* out, int width, int height, int depth, dim3 block,
                      cudaStream_t stream) {
  if (width <= 0 || height <= 0 || depth <= 0) return;
  const dim3 grid((width + block.x - 1) / block.x, (height + block.y - 1) / block.y,
                  (depth + block.z - 1) / block.z);
  fill_coordinates_kernel<<<grid, block, 0, stream>>>(out, width, height, depth);
}
