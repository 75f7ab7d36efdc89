// Part of the 1.5 demo (`./lab run 1.5`), not an exercise: the course's printing kernel.
#include "demo_print_layout.h"

#include <cstdio>

namespace {

// printf in a kernel writes into a buffer on the GPU; the host prints that buffer when it
// next synchronizes with the device. A program that exits first loses the lines.
__global__ void print_layout_kernel() {
  if (blockIdx.x == 0 && threadIdx.x == 0)
    printf("  blockIdx = (%u, %u, %u)  threadIdx = (%u, %u, %u)\n", blockIdx.x, blockIdx.y,
           blockIdx.z, threadIdx.x, threadIdx.y, threadIdx.z);
}

}  // namespace

cudaError_t print_layout(dim3 grid, dim3 block, cudaStream_t stream) {
  cudaGetLastError();  // report this launch's error, not an earlier one
  print_layout_kernel<<<grid, block, 0, stream>>>();
  return cudaGetLastError();
}
