// The correct launch of a 1.7 stencil kernel, shared by the correct exercise and the mistake
// whose error is inside the kernel.
#pragma once

#include "shared_memory.h"

using StencilKernel = void (*)(const float* in, float* out, int n, int radius);

inline void launch_stencil(StencilKernel kernel, const float* in, float* out, int n, int radius,
                           cudaStream_t stream) {
  if (n == 0) return;
  const int block = 256;
  kernel<<<(n + block - 1) / block, block, (block + 2 * radius) * sizeof(float), stream>>>(
      in, out, n, radius);
}
