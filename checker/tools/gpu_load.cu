// lab-gpu-load (see gpu_load.h): keeps the GPU busy, half of the time with arithmetic and
// half with DRAM traffic, in kernels of about 2 ms each, so that the GPU's time-slicing
// between processes switches often and a checker beside it waits, but never for long.
#include "checker/tools/gpu_load.h"

#include <signal.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "checker/harness/gpu.h"
#include "common/cuda_check.h"

namespace {

constexpr float kKernelMs = 2;
constexpr int kBlock = 256;
constexpr size_t kMinBufferBytes = size_t(64) << 20;

volatile sig_atomic_t g_stop = 0;
void on_stop(int) { g_stop = 1; }

// Compute-bound: four independent FMA chains per thread and no memory traffic.
__global__ void fma_chains(float* sink, int iterations) {
  float a = threadIdx.x * 1e-6f, b = a + 0.25f, c = a + 0.5f, d = a + 0.75f;
  for (int i = 0; i < iterations; ++i) {
    a = fmaf(a, 0.999f, 0.001f);
    b = fmaf(b, 0.999f, 0.001f);
    c = fmaf(c, 0.999f, 0.001f);
    d = fmaf(d, 0.999f, 0.001f);
  }
  // Never true (every chain stays positive), but the compiler cannot drop the chains.
  if (a + b + c + d < 0) sink[blockIdx.x] = a;
}

// Memory-bound: a copy of buffers several times larger than the L2 cache, so that the
// accesses go to DRAM.
__global__ void copy(const float4* __restrict__ src, float4* __restrict__ dst, size_t n) {
  const size_t stride = size_t(gridDim.x) * blockDim.x;
  for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n; i += stride)
    dst[i] = src[i];
}

struct Load {
  cudaStream_t stream = nullptr;
  int grid = 0;
  float* sink = nullptr;
  float4 *src = nullptr, *dst = nullptr;
  size_t vectors = 0;
  int iterations = 1 << 12;  // of fma_chains, calibrated to kKernelMs
  int copies = 1;            // per round, calibrated to kKernelMs

  void compute() const { fma_chains<<<grid, kBlock, 0, stream>>>(sink, iterations); }
  void memory() const {
    for (int i = 0; i < copies; ++i) copy<<<grid, kBlock, 0, stream>>>(src, dst, vectors);
  }
};

template <typename Launch>
float milliseconds(cudaStream_t stream, Launch launch) {
  launch();  // the first launch also loads the module
  cudaEvent_t start, stop;
  LAB_CUDA_TRY(cudaEventCreate(&start));
  LAB_CUDA_TRY(cudaEventCreate(&stop));
  LAB_CUDA_TRY(cudaEventRecord(start, stream));
  launch();
  LAB_CUDA_TRY(cudaEventRecord(stop, stream));
  LAB_CUDA_TRY(cudaEventSynchronize(stop));
  float ms = 0;
  LAB_CUDA_TRY(cudaEventElapsedTime(&ms, start, stop));
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  return std::max(ms, 1e-3f);
}

Load prepare(const lab::GpuInfo& gpu) {
  Load load;
  LAB_CUDA_TRY(cudaStreamCreateWithFlags(&load.stream, cudaStreamNonBlocking));
  int threads_per_sm = 0;
  LAB_CUDA_TRY(
      cudaDeviceGetAttribute(&threads_per_sm, cudaDevAttrMaxThreadsPerMultiProcessor, gpu.device));
  load.grid = gpu.multiprocessors * std::max(1, threads_per_sm / kBlock);

  size_t free_bytes = 0, total_bytes = 0;
  LAB_CUDA_TRY(cudaMemGetInfo(&free_bytes, &total_bytes));
  // Most of the memory stays free for the checkers that run beside this.
  const size_t bytes = std::min(std::max(kMinBufferBytes, 4 * gpu.l2_bytes), free_bytes / 8);
  load.vectors = bytes / sizeof(float4);
  LAB_CUDA_TRY(cudaMalloc(&load.src, load.vectors * sizeof(float4)));
  LAB_CUDA_TRY(cudaMalloc(&load.dst, load.vectors * sizeof(float4)));
  LAB_CUDA_TRY(cudaMalloc(&load.sink, load.grid * sizeof(float)));
  LAB_CUDA_TRY(cudaMemsetAsync(load.src, 0, load.vectors * sizeof(float4), load.stream));

  const float fma_ms = milliseconds(load.stream, [&] { load.compute(); });
  load.iterations = static_cast<int>(
      std::clamp(load.iterations * double(kKernelMs / fma_ms), 1.0, double(1 << 28)));
  const float copy_ms = milliseconds(load.stream, [&] { load.memory(); });
  load.copies = std::max(1, static_cast<int>(std::lround(kKernelMs / copy_ms)));
  return load;
}

// Rounds are queued one ahead, so that the GPU never waits for this thread.
void run(const Load& load, double seconds) {
  const auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  cudaEvent_t done[2];
  for (cudaEvent_t& event : done)
    LAB_CUDA_TRY(cudaEventCreateWithFlags(&event, cudaEventDisableTiming | cudaEventBlockingSync));
  for (long round = 0; !g_stop && !(seconds > 0 && elapsed() >= seconds); ++round) {
    load.compute();
    load.memory();
    LAB_CUDA_TRY(cudaGetLastError());
    LAB_CUDA_TRY(cudaEventRecord(done[round % 2], load.stream));
    if (round > 0) LAB_CUDA_TRY(cudaEventSynchronize(done[(round + 1) % 2]));
  }
  LAB_CUDA_TRY(cudaStreamSynchronize(load.stream));
}

}  // namespace

int main(int argc, char** argv) {
  double seconds = 0;  // until stopped
  for (int i = 1; i < argc; ++i) {
    char* end = nullptr;
    if (std::strcmp(argv[i], "--seconds") == 0 && i + 1 < argc)
      seconds = std::strtod(argv[++i], &end);
    if (!end || *end != '\0' || !(seconds > 0) || !std::isfinite(seconds)) {
      std::fprintf(stderr,
                   "usage: %s [--seconds S]   (S > 0; without it: until SIGTERM or SIGINT)\n",
                   argv[0]);
      return 2;
    }
  }
  // Waiting for the GPU blocks this thread instead of spinning: the checkers beside this
  // need the CPU for their references. Set before the context exists (gpu_info creates it).
  cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync);
  cudaGetLastError();
  const lab::GpuInfo& gpu = lab::gpu_info();
  if (!gpu.usable) {
    std::printf("%s%s\n", lab::gpu_load::kNoGpu, gpu.reason.c_str());
    return lab::gpu_load::kNoGpuExit;
  }
  struct sigaction action {};
  action.sa_handler = on_stop;
  sigemptyset(&action.sa_mask);
  sigaction(SIGTERM, &action, nullptr);
  sigaction(SIGINT, &action, nullptr);
  try {
    const Load load = prepare(gpu);
    char until[64] = "until stopped";
    if (seconds > 0) std::snprintf(until, sizeof until, "for %g s", seconds);
    std::printf(
        "%s%s: %d-block FMA kernels and %d copies of %zu MiB, about %g ms each, in turn, %s\n",
        lab::gpu_load::kStarted, gpu.name.c_str(), load.grid, load.copies,
        (load.vectors * sizeof(float4)) >> 20, double(kKernelMs), until);
    std::fflush(stdout);
    run(load, seconds);
  } catch (const lab::CudaError& error) {
    std::printf("lab-gpu-load: %s\n", error.what());
    return 1;
  }
  return 0;
}
