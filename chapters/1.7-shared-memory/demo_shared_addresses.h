// Part of the 1.7 demo (`./lab run 1.7`), not an exercise: where static and dynamic
// shared arrays are placed inside a block's shared memory.
#pragma once

#include <cuda_runtime.h>

// Offsets in bytes from the start of the block's shared memory window.
struct SharedAddresses {
  unsigned static_a = 0;   // __shared__ char static_a[6 * 1024]
  unsigned static_b = 0;   // __shared__ char static_b[2]
  unsigned dynamic_a = 0;  // extern __shared__ char dynamic_a[]
  unsigned dynamic_b = 0;  // extern __shared__ char dynamic_b[]
};

// Runs one block with `dynamic_bytes` of dynamic shared memory and reports where each of
// the four arrays starts. Returns false (after printing the error) when the launch failed.
bool measure_shared_addresses(unsigned dynamic_bytes, SharedAddresses& where, cudaStream_t stream);
