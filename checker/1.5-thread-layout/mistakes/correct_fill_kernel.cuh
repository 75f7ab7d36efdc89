// The correct 1.5 fill kernel (grid-stride loops over y and z), shared by the mistakes whose
// error is in the launcher.
#pragma once

#include "thread_layout.h"

// The step between the first columns of two blocks: blockDim.x, unless a variant says otherwise.
#ifndef LAB_FILL_BLOCK_STEP_X
#define LAB_FILL_BLOCK_STEP_X blockDim.x
#endif

__global__ void fill_coordinates_kernel(int3* out, int width, int height, int depth) {
  const int x = static_cast<int>(blockIdx.x * LAB_FILL_BLOCK_STEP_X + threadIdx.x);
  if (x >= width) return;
  for (int z = static_cast<int>(blockIdx.z * blockDim.z + threadIdx.z); z < depth;
       z += gridDim.z * blockDim.z)
    for (int y = static_cast<int>(blockIdx.y * blockDim.y + threadIdx.y); y < height;
         y += gridDim.y * blockDim.y)
      out[(static_cast<long long>(z) * height + y) * width + x] = make_int3(x, y, z);
}
