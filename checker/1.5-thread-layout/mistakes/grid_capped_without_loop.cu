// Known-wrong 1.5: the launcher keeps the grid within maxGridSize, but the kernel handles one
// voxel per thread, so the rows past 65535 blocks' worth get no thread.
// expect-diagnosis: let each thread loop over y
#include "capped_launch.cuh"
#include "correct_limits.cuh"
#include "correct_position.cuh"
#include "correct_record.cuh"

__global__ void fill_coordinates_kernel(int3* out, int width, int height, int depth) {
  const int x = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  const int y = static_cast<int>(blockIdx.y * blockDim.y + threadIdx.y);
  const int z = static_cast<int>(blockIdx.z * blockDim.z + threadIdx.z);
  if (x < width && y < height && z < depth)
    out[(static_cast<long long>(z) * height + y) * width + x] = make_int3(x, y, z);
}
