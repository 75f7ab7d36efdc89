// Known-wrong 1.5: layout_position puts the block's index last (fastest) and the thread's
// index in its block first, so the threads of one block are no longer consecutive.
// expect-diagnosis: a step of 1 in blockIdx.x moves the position by 1;
#include "correct_fill.cuh"
#include "correct_limits.cuh"
#include "correct_record.cuh"

__host__ __device__ long long layout_position(dim3 grid, dim3 block, uint3 block_idx,
                                              uint3 thread_idx) {
  const long long block_id =
      (static_cast<long long>(block_idx.z) * grid.y + block_idx.y) * grid.x + block_idx.x;
  const long long thread_id =
      (static_cast<long long>(thread_idx.z) * block.y + thread_idx.y) * block.x + thread_idx.x;
  return thread_id * grid.x * grid.y * grid.z + block_id;
}
