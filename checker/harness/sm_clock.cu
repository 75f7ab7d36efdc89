#include "checker/harness/sm_clock.h"

#include "common/buffers.h"
#include "common/cuda_check.h"

namespace lab::bench {

namespace {

__device__ long long global_ns() {
  long long ns;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(ns));
  return ns;
}

// One thread spins for spin_ns nanoseconds of wall time and counts the SM cycles meanwhile.
__global__ void count_cycles(long long spin_ns, long long* cycles_and_ns) {
  const long long start_ns = global_ns(), start_cycles = clock64();
  long long now = start_ns;
  while (now - start_ns < spin_ns) now = global_ns();
  cycles_and_ns[0] = clock64() - start_cycles;
  cycles_and_ns[1] = now - start_ns;
}

}  // namespace

double sm_clock_mhz(cudaStream_t stream) {
  DeviceBuffer<long long> result(2);
  count_cycles<<<1, 1, 0, stream>>>(1000000, result.data());  // 1 ms
  LAB_CUDA_TRY(cudaGetLastError());
  long long host[2] = {0, 0};
  LAB_CUDA_TRY(cudaMemcpyAsync(host, result.data(), sizeof host, cudaMemcpyDeviceToHost, stream));
  LAB_CUDA_TRY(cudaStreamSynchronize(stream));
  return host[1] > 0 ? 1e3 * static_cast<double>(host[0]) / static_cast<double>(host[1]) : 0.0;
}

}  // namespace lab::bench
