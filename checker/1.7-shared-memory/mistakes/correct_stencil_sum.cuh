// The correct 1.7 exercise 3, shared by the mistakes whose error is elsewhere.
#pragma once

#include "stencil_kernel.cuh"
#include "stencil_launch.cuh"

void stencil_sum(const float* in, float* out, int n, int radius, cudaStream_t stream) {
  launch_stencil(stencil_sum_kernel, in, out, n, radius, stream);
}
