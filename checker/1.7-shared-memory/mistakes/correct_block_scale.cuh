// The correct 1.7 exercise 1, shared by the mistakes whose error is elsewhere.
#pragma once

#include "scale_kernel.cuh"

void block_scale(const float* in, const float* scale, float* out, int n, cudaStream_t stream) {
  launch_block_scale(in, scale, out, n, stream);
}
