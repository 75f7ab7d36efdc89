// Chapter 1.3 stream: the pipeline's stages (provided by the lab; do not edit). The kernels
// are as simple as chapter 1.6's on purpose: this chapter is about where they run.
#include "stages.h"

#include "common/cuda_check.h"

namespace {

constexpr int kBlock = 256;

int blocks(int n) { return (n - 1) / kBlock + 1; }  // n > 0; cannot overflow near INT_MAX

__device__ long long global_index() {
  return static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
}

__global__ void square_kernel(const float* __restrict__ in, float* __restrict__ a, int n) {
  const long long i = global_index();
  if (i < n) a[i] = in[i] * in[i];
}

__global__ void double_plus_one_kernel(const float* __restrict__ in, float* __restrict__ b, int n) {
  const long long i = global_index();
  if (i < n) b[i] = 2.0f * in[i] + 1.0f;
}

__global__ void add_into_kernel(float* __restrict__ a, const float* __restrict__ b, int n) {
  const long long i = global_index();
  if (i < n) a[i] += b[i];
}

// x converges to 1 and stays finite however many rounds run; each round depends on the last,
// so the time is rounds x the latency of one multiply-add.
__global__ void busy_kernel(float* x, int n, int rounds) {
  const long long i = global_index();
  if (i >= n) return;
  float v = x[i];
  for (int r = 0; r < rounds; ++r) v = v * 0.999f + 0.001f;
  x[i] = v;
}

}  // namespace

void square(const float* in, float* a, int n, cudaStream_t stream) {
  if (n > 0) square_kernel<<<blocks(n), kBlock, 0, stream>>>(in, a, n);
}

void double_plus_one(const float* in, float* b, int n, cudaStream_t stream) {
  if (n > 0) double_plus_one_kernel<<<blocks(n), kBlock, 0, stream>>>(in, b, n);
}

void add_into(float* a, const float* b, int n, cudaStream_t stream) {
  if (n > 0) add_into_kernel<<<blocks(n), kBlock, 0, stream>>>(a, b, n);
}

void busy(float* x, int n, int rounds, cudaStream_t stream) {
  if (n > 0) busy_kernel<<<blocks(n), kBlock, 0, stream>>>(x, n, rounds);
}

const void* stage_kernel(Stage stage) {
  switch (stage) {
    case Stage::square: return reinterpret_cast<const void*>(square_kernel);
    case Stage::double_plus_one: return reinterpret_cast<const void*>(double_plus_one_kernel);
    case Stage::add_into: return reinterpret_cast<const void*>(add_into_kernel);
  }
  return nullptr;
}

Side::Side(unsigned flags) {
  LAB_CUDA_TRY(cudaStreamCreateWithFlags(&stream, flags));
  LAB_CUDA_TRY(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
  LAB_CUDA_TRY(cudaEventCreateWithFlags(&join, cudaEventDisableTiming));
}

Side::~Side() {
  cudaEventDestroy(join);
  cudaEventDestroy(fork);
  cudaStreamDestroy(stream);
}
