// The correct 1.7 exercise 2, shared by the mistakes whose error is elsewhere.
#pragma once

#include "reverse_kernel.cuh"
#include "shared_memory.h"

void block_reverse(float* data, int n, int chunk, cudaStream_t stream) {
  if (n == 0) return;
  block_reverse_kernel<<<(n + chunk - 1) / chunk, chunk, chunk * sizeof(float), stream>>>(data, n);
}
