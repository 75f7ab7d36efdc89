// Known-wrong 1.5: the fill kernel's x uses gridDim.x where blockDim.x belongs, so blocks of
// columns start gridDim.x apart and most columns are never written.
// expect-diagnosis: uses gridDim.x where blockDim.x belongs
#include "capped_launch.cuh"
#include "correct_limits.cuh"
#include "correct_position.cuh"
#include "correct_record.cuh"

__global__ void fill_coordinates_kernel(int3* out, int width, int height, int depth) {
  const int x = static_cast<int>(blockIdx.x * gridDim.x + threadIdx.x);
  if (x >= width) return;
  for (int z = static_cast<int>(blockIdx.z * blockDim.z + threadIdx.z); z < depth;
       z += gridDim.z * blockDim.z)
    for (int y = static_cast<int>(blockIdx.y * blockDim.y + threadIdx.y); y < height;
         y += gridDim.y * blockDim.y)
      out[(static_cast<long long>(z) * height + y) * width + x] = make_int3(x, y, z);
}
