// Known-wrong 1.5: the kernel checks x and z but not y, so the threads of the last, partial
// row of blocks store past the volume's rows (into the next plane, or past the end).
// expect-diagnosis: wrote past the end of out
#include "capped_launch.cuh"
#include "correct_limits.cuh"
#include "correct_position.cuh"
#include "correct_record.cuh"

__global__ void fill_coordinates_kernel(int3* out, int width, int height, int depth) {
  const int x = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  const int y = static_cast<int>(blockIdx.y * blockDim.y + threadIdx.y);
  const int z = static_cast<int>(blockIdx.z * blockDim.z + threadIdx.z);
  if (x < width && z < depth)
    out[(static_cast<long long>(z) * height + y) * width + x] = make_int3(x, y, z);
}
