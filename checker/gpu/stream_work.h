// Real work on streams for the stream graph's GPU test (test_stream_graph.cpp): a kernel that
// scales an array, launched with <<<>>> or with cudaLaunchKernel.
#pragma once

#include <cuda_runtime.h>

namespace lab::gpu_tests {

// data[i] *= factor for i < n, on `stream`, launched with <<<>>>.
void scale_on(float* data, int n, float factor, cudaStream_t stream);
// The same launched with cudaLaunchKernel.
cudaError_t scale_launched(float* data, int n, float factor, cudaStream_t stream);
// The kernel's host function: what a recorded launch's function_ptr is.
const void* scale_function();

}  // namespace lab::gpu_tests
