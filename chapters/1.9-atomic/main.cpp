// Chapter 1.9 demo (`./lab run 1.9 [n]`): the course's example, then a large run timed
// with CUDA events.
#include <cstdio>
#include <vector>

#include "common/buffers.h"
#include "common/cuda_check.h"
#include "common/demo.h"
#include "common/event_timer.h"
#include "keep_items.h"

namespace {

// The course's example: input[i] = i % 100 for 100000 elements, keep those >= 99 into an
// array of 20. 1000 elements match, so *count must say 1000 and out holds 20 of them.
bool course_example(cudaStream_t stream) {
  const int n = 100000, capacity = 20;
  std::vector<float> input(n);
  for (int i = 0; i < n; ++i) input[i] = static_cast<float>(i % 100);
  lab::DeviceBuffer<float> d_input(n);
  lab::DeviceBuffer<KeptItem> d_out(capacity);
  lab::DeviceBuffer<int> d_count(1);
  lab::upload(d_input, input, stream);

  keep_items(d_input.data(), n, 99.0f, d_out.data(), capacity, d_count.data(), stream);
  // A launch error (bad configuration) is known right away; an execution error (a crash
  // inside the kernel) only after the kernel has run, so check both.
  const bool launched = checkLaunch("keep_items");
  const bool ran = checkExecution(stream, "keep_items");

  int count = 0;
  std::vector<KeptItem> out(capacity);
  lab::download(&count, d_count, 1, stream);
  lab::download(out.data(), d_out, capacity, stream);
  checkRuntime(cudaStreamSynchronize(stream));
  std::printf("count = %d   (expected 1000; out has room for %d)\n", count, capacity);
  const int shown = count < capacity ? count : capacity;
  for (int s = 0; s < shown; ++s)
    std::printf("  out[%2d] = {value %g, index %d}\n", s, out[s].value, out[s].index);
  std::printf("(which 20 of the 1000, and in which order, changes from run to run)\n");
  return launched && ran && count == 1000;
}

// A large input: time keep_items alone with events and report the memory bandwidth used.
void large_run(int n, cudaStream_t stream) {
  // A fixed pattern that keeps 10 %: (i * 7919) % 1000 >= 900 for one i in ten.
  lab::PinnedBuffer<float> host(n);
  for (int i = 0; i < n; ++i) host[i] = static_cast<float>(static_cast<long long>(i) * 7919 % 1000);
  lab::DeviceBuffer<float> input(n);
  lab::DeviceBuffer<KeptItem> out(n);
  lab::DeviceBuffer<int> count(1);
  lab::upload(input, host.data(), n, stream);

  keep_items(input.data(), n, 900.0f, out.data(), n, count.data(), stream);  // warm-up
  lab::EventTimer timer;
  timer.start(stream);
  keep_items(input.data(), n, 900.0f, out.data(), n, count.data(), stream);
  timer.stop(stream);
  if (!checkLaunch("keep_items") || !checkExecution(stream, "keep_items")) return;
  const float ms = timer.elapsed_ms();

  int got = 0, want = 0;
  lab::download(&got, count, 1, stream);
  checkRuntime(cudaStreamSynchronize(stream));
  for (int i = 0; i < n; ++i) want += host[i] >= 900.0f;
  // Read 4 bytes per element, write 8 per kept element.
  const double gbps = (4.0 * n + 8.0 * want) / (ms * 1e6);
  std::printf("n = %d, %d kept: %.3f ms, %.0f GB/s (%s)\n", n, got, ms, gbps,
              got == want ? "count correct" : "WRONG COUNT: run ./lab check 1.9");
}

}  // namespace

int main(int argc, char** argv) {
  return lab::run_demo(argc, argv, 1 << 26, [](int n, cudaStream_t stream) {
    const bool ok = course_example(stream);
    large_run(n, stream);
    return ok;
  });
}
