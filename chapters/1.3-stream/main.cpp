// Chapter 1.3 demo (`./lab run 1.3 [n]`): the pipeline on a small example, then on n
// elements timed with events, then what the legacy default stream does to two streams.
#include <chrono>
#include <cstdio>
#include <vector>

#include "common/buffers.h"
#include "common/cuda_check.h"
#include "common/demo.h"
#include "common/event_timer.h"
#include "stages.h"
#include "two_streams.h"

namespace {

void print(const char* name, const std::vector<float>& v, const char* expected) {
  std::printf("%s =", name);
  for (float x : v) std::printf(" %g", x);
  std::printf("   (expected %s)\n", expected);
}

bool small_example(cudaStream_t stream) {
  const std::vector<float> in = {0, 1, 2, 3, -4};
  const int n = static_cast<int>(in.size());
  lab::DeviceBuffer<float> d_in(n), a(n), b(n);
  lab::upload(d_in, in, stream);  // the caller's earlier work: side must not start before it
  Side side;
  two_stream_pipeline(d_in.data(), a.data(), b.data(), n, stream, side.stream, side.fork,
                      side.join);
  const bool launched = checkLaunch("two_stream_pipeline");
  std::vector<float> ha(n), hb(n);
  lab::download(ha.data(), a, n, stream);
  lab::download(hb.data(), b, n, stream);
  // Synchronizes stream only: side's work is part of it through the join.
  const bool ran = checkExecution(stream, "two_stream_pipeline");
  print("a", ha, "1 4 9 16 9");
  print("b", hb, "1 3 5 7 -7");
  return launched && ran && ha == std::vector<float>{1, 4, 9, 16, 9} &&
         hb == std::vector<float>{1, 3, 5, 7, -7};
}

// n elements: the GPU's time from two events on stream, against the host's time to enqueue.
void timed_run(int n, cudaStream_t stream) {
  lab::PinnedBuffer<float> host(n);
  for (int i = 0; i < n; ++i) host[i] = static_cast<float>(i % 2001 - 1000);
  lab::DeviceBuffer<float> in(n), a(n), b(n);
  lab::upload(in, host.data(), n, stream);
  Side side;
  two_stream_pipeline(in.data(), a.data(), b.data(), n, stream, side.stream, side.fork,
                      side.join);  // warm-up

  lab::EventTimer timer;
  const auto host_start = std::chrono::steady_clock::now();
  timer.start(stream);
  two_stream_pipeline(in.data(), a.data(), b.data(), n, stream, side.stream, side.fork, side.join);
  timer.stop(stream);  // on stream: side's work is inside the interval only thanks to the join
  const std::chrono::duration<double, std::milli> host_ms =
      std::chrono::steady_clock::now() - host_start;
  if (!checkLaunch("two_stream_pipeline") || !checkExecution(stream, "two_stream_pipeline")) return;
  const float gpu_ms = timer.elapsed_ms();

  std::vector<float> ha(n), hb(n);
  lab::download(ha.data(), a, n, stream);
  lab::download(hb.data(), b, n, stream);
  checkRuntime(cudaStreamSynchronize(stream));
  int wrong = 0;
  for (int i = 0; i < n; ++i) {
    const float x = host[i];
    wrong += ha[i] != (x + 1) * (x + 1) || hb[i] != 2 * x + 1;
  }
  std::printf(
      "n = %d: the GPU took %.3f ms (two events on stream), the host %.3f ms to enqueue it (%s)\n",
      n, gpu_ms, host_ms.count(), wrong ? "WRONG RESULTS: run ./lab check 1.3" : "results correct");
}

// Two one-block busy kernels on two streams made with `flags`, and a tiny kernel on the
// legacy default stream launched between them: milliseconds until both are done.
float two_busy_kernels(unsigned flags, lab::DeviceBuffer<float>& x) {
  constexpr int kRounds = 1 << 20;  // about a millisecond at full clock
  Side first(flags), second(flags);
  lab::EventTimer timer;
  timer.start(first.stream);
  checkRuntime(cudaEventRecord(first.fork, first.stream));
  checkRuntime(cudaStreamWaitEvent(second.stream, first.fork));
  busy(x.data(), 32, kRounds, first.stream);
  busy(x.data() + 64, 1, 1, 0);  // the legacy default stream
  busy(x.data() + 32, 32, kRounds, second.stream);
  checkRuntime(cudaEventRecord(second.join, second.stream));
  checkRuntime(cudaStreamWaitEvent(first.stream, second.join));
  timer.stop(first.stream);
  return timer.elapsed_ms();
}

void legacy_default_stream() {
  lab::DeviceBuffer<float> x(65);
  // cudaMemset runs on the legacy default stream, which non-blocking streams do not wait for.
  checkRuntime(cudaMemset(x.data(), 0, x.bytes()));
  checkRuntime(cudaDeviceSynchronize());
  two_busy_kernels(cudaStreamNonBlocking, x);  // warm-up: loads the kernel, raises the clocks
  const float blocking = two_busy_kernels(cudaStreamDefault, x);
  const float non_blocking = two_busy_kernels(cudaStreamNonBlocking, x);
  if (!checkRuntime(cudaDeviceSynchronize())) return;
  std::printf(
      "two busy kernels on two streams, a kernel on the legacy default stream launched between "
      "them:\n");
  std::printf("  streams from cudaStreamCreate (blocking): %7.3f ms\n", blocking);
  std::printf("  streams with cudaStreamNonBlocking:       %7.3f ms\n", non_blocking);
  std::printf(
      "  the blocking streams took %.1fx as long: the legacy default stream made them wait for "
      "each other\n",
      blocking / non_blocking);
}

}  // namespace

int main(int argc, char** argv) {
  return lab::run_demo(argc, argv, 1 << 24, [](int n, cudaStream_t stream) {
    const bool ok = small_example(stream);
    timed_run(n, stream);
    legacy_default_stream();
    return ok;
  });
}
