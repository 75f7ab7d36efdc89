// The exercise's kernel done right (one atomicAdd per kept element), and the correct
// launcher around any such kernel. Shared by the known-wrong variants, each of which
// changes one thing, and by the benchmark's "one atomic per kept element" row.
#pragma once

#include "chapters/1.9-atomic/keep_items.h"

__global__ void keep_items_kernel(const float* input, int n, float threshold, KeptItem* out,
                                  int capacity, int* count) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || input[i] < threshold) return;
  const int slot = atomicAdd(count, 1);
  if (slot < capacity) out[slot] = KeptItem{input[i], i};
}

using KeepKernel = void (*)(const float*, int, float, KeptItem*, int, int*);

// Resets the counter on the stream, then launches one thread per element.
inline void launch_keep_kernel(KeepKernel kernel, const float* input, int n, float threshold,
                               KeptItem* out, int capacity, int* count, cudaStream_t stream) {
  cudaMemsetAsync(count, 0, sizeof(int), stream);
  if (n == 0) return;
  const int block = 256;
  kernel<<<(n - 1) / block + 1, block, 0, stream>>>(input, n, threshold, out, capacity, count);
}
