// The yardstick of the 1.10 benchmark: a plain copy kernel, to time against a kernel that
// moves the same number of bytes.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>

namespace lab::warp_bench {

// Copies `bytes` (a multiple of 16; 16-byte aligned pointers) with one 16-byte load and
// store per thread: the same one-thread-per-item shape as the warp kernels.
void copy_kernel(const void* src, void* dst, size_t bytes, cudaStream_t stream);

}  // namespace lab::warp_bench
