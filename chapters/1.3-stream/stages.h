// Chapter 1.3 stream: the pipeline's stages, provided by the lab (stages.cu). Do not edit.
//
//   square(in, a, n, stream);            // a[i] = in[i] * in[i]
//   double_plus_one(in, b, n, side);     // b[i] = 2 * in[i] + 1
//   add_into(a, b, n, stream);           // a[i] += b[i], so a[i] = (in[i] + 1)^2
//
// Each enqueues one kernel on the stream it is given and returns at once; n == 0 launches
// nothing. Pointers are DEVICE pointers to n floats.
#pragma once

#include <cuda_runtime.h>

void square(const float* in, float* a, int n, cudaStream_t stream);
void double_plus_one(const float* in, float* b, int n, cudaStream_t stream);
void add_into(float* a, const float* b, int n, cudaStream_t stream);

// Busy work for the demo and the benchmark: `rounds` dependent multiply-adds on each x[i],
// so its time grows with `rounds` (and with n once the GPU is full).
void busy(float* x, int n, int rounds, cudaStream_t stream);

// For the demo and the benchmark: a second stream and the two events (for ordering only, no
// timing) that fork it from, and join it back to, the caller's stream.
struct Side {
  explicit Side(unsigned flags = cudaStreamNonBlocking);
  ~Side();
  Side(const Side&) = delete;
  Side& operator=(const Side&) = delete;
  cudaStream_t stream = nullptr;
  cudaEvent_t fork = nullptr, join = nullptr;
};

// For the checker: the kernel each stage launches, to recognise it in a recorded graph.
enum class Stage { square, double_plus_one, add_into };
const void* stage_kernel(Stage stage);
