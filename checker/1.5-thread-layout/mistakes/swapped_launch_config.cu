// Known-wrong 1.5: <<<block, grid>>>: the threads per block and the blocks of the grid are
// swapped, which launches the same number of threads in another layout.
// expect-diagnosis: The grid and the block are swapped
#include "correct_fill.cuh"
#include "correct_limits.cuh"
#include "correct_position.cuh"

__global__ void record_thread_indices_kernel(ThreadIndex* out) {
  out[layout_position(gridDim, blockDim, blockIdx, threadIdx)] = ThreadIndex{blockIdx, threadIdx};
}

void record_thread_indices(ThreadIndex* out, dim3 grid, dim3 block, cudaStream_t stream) {
  record_thread_indices_kernel<<<block, grid, 0, stream>>>(out);
}
