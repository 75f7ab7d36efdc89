// Chapter 1.2 demo (`./lab run 1.2 [n]`): the runtime's lazy start, the course's example, and
// copy bandwidth from pageable and from pinned host memory.
#include <cuda.h>  // only the driver API's names and types: libcuda is opened at run time
#include <dlfcn.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <vector>

#include "common/cuda_check.h"
#include "common/demo.h"
#include "transfers.h"

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// The driver API functions that show the primary context. libcuda is opened with dlopen, as
// the runtime itself does, so that the demo links with the runtime alone.
struct Driver {
  decltype(&cuInit) init = nullptr;
  decltype(&cuDeviceGet) device_get = nullptr;
  decltype(&cuDevicePrimaryCtxGetState) primary_state = nullptr;
  decltype(&cuCtxGetCurrent) get_current = nullptr;

  Driver() {
    void* lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return;
    init = reinterpret_cast<decltype(init)>(dlsym(lib, "cuInit"));
    device_get = reinterpret_cast<decltype(device_get)>(dlsym(lib, "cuDeviceGet"));
    primary_state =
        reinterpret_cast<decltype(primary_state)>(dlsym(lib, "cuDevicePrimaryCtxGetState"));
    get_current = reinterpret_cast<decltype(get_current)>(dlsym(lib, "cuCtxGetCurrent"));
  }
  bool loaded() const { return init && device_get && primary_state && get_current; }

  // "primary context: not created yet, current context: none"
  void show(const char* when) const {
    CUdevice device = 0;
    unsigned flags = 0;
    int active = 0;
    CUcontext current = nullptr;
    // cuInit is cheap once the runtime has loaded the driver, and creates no context.
    if (init(0) != CUDA_SUCCESS || device_get(&device, 0) != CUDA_SUCCESS ||
        primary_state(device, &flags, &active) != CUDA_SUCCESS ||
        get_current(&current) != CUDA_SUCCESS)
      return;
    std::printf("  %-28s primary context %s, current context %p\n", when,
                active ? "active" : "not created yet", static_cast<void*>(current));
  }
};

// Times one runtime call and prints it; false (and the error) when it failed.
bool timed(const char* call, const char* what, const std::function<cudaError_t()>& op) {
  const Clock::time_point start = Clock::now();
  const cudaError_t result = op();
  const double ms = ms_since(start);
  if (!lab::check_runtime(result, call, __FILE__, __LINE__)) return false;
  std::printf("  %-28s %9.3f ms  %s\n", call, ms, what);
  return true;
}

// The runtime has no init function: its first calls load the driver and create the device's
// primary context. Both are slow, once.
bool lazy_start() {
  std::printf("Lazy initialisation:\n");
  const Driver driver;
  int count = 0;
  if (!timed("cudaGetDeviceCount", "loads and initialises the driver (cuInit)",
             [&] { return cudaGetDeviceCount(&count); }))
    return false;
  if (driver.loaded()) driver.show("then:");
  if (!timed("cudaSetDevice(0)", "creates the primary context (cuDevicePrimaryCtxRetain)",
             [] { return cudaSetDevice(0); }))
    return false;
  if (driver.loaded()) driver.show("then:");
  return timed("cudaSetDevice(0) again", "nothing left to do", [] { return cudaSetDevice(0); });
}

// The course's example: 520.25 goes to the device and comes back into pinned memory.
bool course_example(cudaStream_t stream) {
  TransferBuffers b = allocate_buffers(100);
  if (!b.device || !b.pinned) {
    std::printf("allocate_buffers gave no buffers: run ./lab check 1.2\n");
    release_buffers(b, stream);
    return false;
  }
  std::vector<float> host(100, 0.0f);
  host[2] = 520.25f;
  upload_sync(b, host.data(), host.size());
  download_async(b, host.size(), stream);
  checkRuntime(cudaStreamSynchronize(stream));
  const float back = b.pinned[2];
  std::printf("\nThe course's example: b.pinned[2] = %g after the round trip   (expected 520.25)\n",
              back);
  release_buffers(b, stream);
  return back == 520.25f;
}

// Median wall-clock time of `copy`, which must have finished when it returns, in GB/s.
double rate_gbps(size_t bytes, const std::function<void()>& copy) {
  copy();  // warm-up
  std::vector<double> ms;
  for (int i = 0; i < 5; ++i) {
    const Clock::time_point start = Clock::now();
    copy();
    ms.push_back(ms_since(start));
  }
  std::sort(ms.begin(), ms.end());
  return static_cast<double>(bytes) / (ms[ms.size() / 2] * 1e6);
}

void bandwidth(int n, cudaStream_t stream) {
  TransferBuffers b = allocate_buffers(n);
  if (!b.device || !b.pinned) return release_buffers(b, stream);
  std::vector<float> pageable(n, 1.5f), back(n);
  std::fill(b.pinned, b.pinned + n, 2.5f);
  const size_t bytes = size_t(n) * sizeof(float);
  const auto wait = [&] { checkRuntime(cudaStreamSynchronize(stream)); };
  // upload_sync may return once the driver has staged the data: wait until it has arrived.
  const double up_pageable = rate_gbps(
      bytes, [&] { upload_sync(b, pageable.data(), n), checkRuntime(cudaDeviceSynchronize()); });
  const double down_pageable = rate_gbps(bytes, [&] { download_sync(b, back.data(), n); });
  const bool round_trip = back == pageable;
  const double up_pinned = rate_gbps(bytes, [&] { upload_async(b, n, stream), wait(); });
  const double down_pinned = rate_gbps(bytes, [&] { download_async(b, n, stream), wait(); });
  const double staged =
      rate_gbps(bytes, [&] { stage_upload(b, pageable.data(), n, stream), wait(); });
  std::printf("\nCopies of n = %d floats (%.1f MiB), median of 5, until the data has arrived:\n", n,
              bytes / 1048576.0);
  std::printf("  host to device  pageable  upload_sync     %7.1f GB/s\n", up_pageable);
  std::printf("                  pinned    upload_async    %7.1f GB/s   %.2f x pageable\n",
              up_pinned, up_pinned / up_pageable);
  std::printf("                  staged    stage_upload    %7.1f GB/s\n", staged);
  std::printf("  device to host  pageable  download_sync   %7.1f GB/s\n", down_pageable);
  std::printf("                  pinned    download_async  %7.1f GB/s   %.2f x pageable\n",
              down_pinned, down_pinned / down_pageable);
  if (!round_trip)
    std::printf("WRONG RESULTS: the data did not come back intact: run ./lab check 1.2\n");
  release_buffers(b, stream);
}

}  // namespace

int main(int argc, char** argv) {
  if (!lazy_start()) return 1;  // before anything else touches the GPU
  return lab::run_demo(argc, argv, 1 << 24, [](int n, cudaStream_t stream) {
    const bool ok = course_example(stream);
    bandwidth(n, stream);
    return ok;
  });
}
