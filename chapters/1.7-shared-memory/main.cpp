// Chapter 1.7 demo (`./lab run 1.7`): the GPU's shared memory limits, where static and
// dynamic shared arrays live (the course's example), then each exercise on a small input.
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

#include "common/buffers.h"
#include "common/cuda_check.h"
#include "common/demo.h"
#include "demo_shared_addresses.h"
#include "shared_memory.h"

namespace {

void print_limits() {
  int device = 0;
  cudaDeviceProp prop{};
  if (!checkRuntime(cudaGetDevice(&device)) ||
      !checkRuntime(cudaGetDeviceProperties(&prop, device)))
    return;
  std::printf(
      "%s: shared memory per block %.0f KiB (up to %.0f KiB if a kernel opts in), "
      "per multiprocessor %.0f KiB\n",
      prop.name, prop.sharedMemPerBlock / 1024.0, prop.sharedMemPerBlockOptin / 1024.0,
      prop.sharedMemPerMultiprocessor / 1024.0);
}

void print_addresses(cudaStream_t stream) {
  SharedAddresses at;
  if (!measure_shared_addresses(12, at, stream)) return;
  std::printf(
      "\nOffsets inside one block's shared memory (launched with 12 bytes of dynamic "
      "shared memory):\n"
      "  static  char static_a[6144]  at %u\n"
      "  static  char static_b[2]     at %u\n"
      "  extern  char dynamic_a[]     at %u\n"
      "  extern  char dynamic_b[]     at %u   %s\n",
      at.static_a, at.static_b, at.dynamic_a, at.dynamic_b,
      at.dynamic_a == at.dynamic_b ? "<- the same address as dynamic_a" : "");
  std::printf(
      "Static arrays each get their own place, fixed when the kernel is compiled. The "
      "dynamic region comes after\nthem and there is only ONE per launch, sized by the "
      "third launch parameter: every extern __shared__\narray is a name for its first "
      "byte. To have two dynamic arrays, cut one region in two by hand:\n"
      "  extern __shared__ float region[];  float* a = region;  float* b = region + "
      "count_a;\n\n");
}

// Prints one exercise's result next to whether it matches the expected values.
bool show(const char* what, const std::vector<float>& got, const std::vector<float>& want) {
  std::string line;
  for (float x : got) line += " " + std::to_string(static_cast<int>(x));
  const bool ok = got == want;
  std::printf("%-34s%s   %s\n", what, line.c_str(),
              ok ? "(correct)" : "WRONG: run ./lab check 1.7");
  return ok;
}

bool exercises(cudaStream_t stream) {
  bool ok = true;
  {  // 600 ones in blocks of 256, scales 1, 10, 100: elements 0, 256 and 512 show each block's.
    const int n = 600;
    lab::DeviceBuffer<float> in(n), scale(3), out(n);
    lab::upload(in, std::vector<float>(n, 1.0f), stream);
    lab::upload(scale, std::vector<float>{1, 10, 100}, stream);
    block_scale(in.data(), scale.data(), out.data(), n, stream);
    ok &= checkLaunch("block_scale") && checkExecution(stream, "block_scale");
    std::vector<float> all(n);
    lab::download(all.data(), out, n, stream);
    checkRuntime(cudaStreamSynchronize(stream));
    ok &= show("block_scale, out[0], [256], [512]:", {all[0], all[256], all[512]}, {1, 10, 100});
  }
  {  // 0..9 in chunks of 4: the last chunk {8, 9} is shorter and reverses on its own.
    std::vector<float> values = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    lab::DeviceBuffer<float> data(values.size());
    lab::upload(data, values, stream);
    block_reverse(data.data(), 10, 4, stream);
    ok &= checkLaunch("block_reverse") && checkExecution(stream, "block_reverse");
    lab::download(values.data(), data, values.size(), stream);
    checkRuntime(cudaStreamSynchronize(stream));
    ok &= show("block_reverse of 0..9, chunks of 4:", values, {3, 2, 1, 0, 7, 6, 5, 4, 9, 8});
  }
  {  // Ten ones, radius 1: 3 everywhere except the ends, which have one neighbour only.
    const int n = 10;
    lab::DeviceBuffer<float> in(n), out(n);
    lab::upload(in, std::vector<float>(n, 1.0f), stream);
    checkRuntime(cudaMemsetAsync(out.data(), 0, out.bytes(), stream));
    stencil_sum(in.data(), out.data(), n, 1, stream);
    ok &= checkLaunch("stencil_sum") && checkExecution(stream, "stencil_sum");
    std::vector<float> got(n);
    lab::download(got.data(), out, n, stream);
    checkRuntime(cudaStreamSynchronize(stream));
    ok &= show("stencil_sum of ten 1s, radius 1:", got, {2, 3, 3, 3, 3, 3, 3, 3, 3, 2});
  }
  return ok;
}

}  // namespace

int main() {
  return lab::run_demo([](cudaStream_t stream) {
    print_limits();
    print_addresses(stream);
    return exercises(stream);
  });
}
