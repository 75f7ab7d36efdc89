// Variants benchmarked beside the solution (docs/1.7-shared-memory.md, Performance): a block
// broadcast that loads its own element only after the barrier, and a stencil without
// shared memory, to show what the shared-memory cache buys.
#pragma once

#include <cuda_runtime.h>

namespace lab::shared_memory_variants {

// block_scale written the straightforward way: in[i] is loaded after the barrier, so every
// block waits for thread 0's load and then for its own.
void block_scale_load_after_barrier(const float* in, const float* scale, float* out, int n,
                                    cudaStream_t stream);

// out[i] = in[i - radius] + ... + in[i + radius], every thread reading its 2 * radius + 1
// inputs straight from global memory (the hardware caches L1/L2 are the only reuse).
void stencil_sum_global(const float* in, float* out, int n, int radius, cudaStream_t stream);

}  // namespace lab::shared_memory_variants
