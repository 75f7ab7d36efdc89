// The correct 1.7 exercise 2, shared by the mistakes whose error is elsewhere.
#pragma once

#include "reverse_kernel.cuh"

void block_reverse(float* data, int n, int chunk, cudaStream_t stream) {
  launch_block_reverse(data, n, chunk, stream);
}
