// Known-wrong 1.5: the row's offset multiplies y by height instead of width, so rows overlap
// (or leave gaps) whenever the volume is not square.
// expect-diagnosis: a step of 1 in y moves the store by 19 elements
#include "capped_launch.cuh"
#include "correct_limits.cuh"
#include "correct_position.cuh"
#include "correct_record.cuh"

__global__ void fill_coordinates_kernel(int3* out, int width, int height, int depth) {
  const int x = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
  if (x >= width) return;
  for (int z = static_cast<int>(blockIdx.z * blockDim.z + threadIdx.z); z < depth;
       z += gridDim.z * blockDim.z)
    for (int y = static_cast<int>(blockIdx.y * blockDim.y + threadIdx.y); y < height;
         y += gridDim.y * blockDim.y)
      out[(static_cast<long long>(z) * height + y) * height + x] = make_int3(x, y, z);
}
