// Known-wrong 1.5: layout_position computes in unsigned int, the type of dim3's and uint3's
// fields (the course's `int idx`), so a position of 2^32 or more wraps around.
// expect-diagnosis: wrapped around in 32 bits
#include "correct_fill.cuh"
#include "correct_limits.cuh"
#include "correct_record.cuh"

__host__ __device__ long long layout_position(dim3 grid, dim3 block, uint3 block_idx,
                                              uint3 thread_idx) {
  const unsigned block_id = (block_idx.z * grid.y + block_idx.y) * grid.x + block_idx.x;
  const unsigned thread_id = (thread_idx.z * block.y + thread_idx.y) * block.x + thread_idx.x;
  return block_id * (block.x * block.y * block.z) + thread_id;
}
