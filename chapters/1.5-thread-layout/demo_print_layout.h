// Part of the 1.5 demo (`./lab run 1.5`), not an exercise: the course's kernel that prints
// its own indices with printf.
#pragma once

#include <cuda_runtime.h>

// Launches `grid` blocks of `block` threads on `stream`; the threads with blockIdx.x == 0 and
// threadIdx.x == 0 print their blockIdx and threadIdx. Returns the launch's error
// (cudaSuccess when it was accepted) without waiting for the kernel: its lines appear only
// once the caller synchronizes.
cudaError_t print_layout(dim3 grid, dim3 block, cudaStream_t stream);
