// Known-wrong 1.5: the record kernel keeps the course's printf. What a kernel prints is the
// program's output, and the checker fails a test whose code prints: printing is the demo's.
// expect-diagnosis: must not print
#include <cstdio>

#include "correct_fill.cuh"
#include "correct_limits.cuh"
#include "correct_position.cuh"

__global__ void record_thread_indices_kernel(ThreadIndex* out) {
  if (blockIdx.x == 0 && threadIdx.x == 0)
    printf("blockIdx = %u,%u,%u  threadIdx = %u,%u,%u\n", blockIdx.x, blockIdx.y, blockIdx.z,
           threadIdx.x, threadIdx.y, threadIdx.z);
  out[layout_position(gridDim, blockDim, blockIdx, threadIdx)] = ThreadIndex{blockIdx, threadIdx};
}

void record_thread_indices(ThreadIndex* out, dim3 grid, dim3 block, cudaStream_t stream) {
  record_thread_indices_kernel<<<grid, block, 0, stream>>>(out);
}
