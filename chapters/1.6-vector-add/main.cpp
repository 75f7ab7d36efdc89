// Chapter 1.6 demo (`./lab run 1.6 [n]`): the course's example, then a large run timed
// with CUDA events.
#include <cstdio>
#include <vector>

#include "common/buffers.h"
#include "common/cuda_check.h"
#include "common/demo.h"
#include "common/event_timer.h"
#include "vector_add.h"

namespace {

// The course's example: a = {2, 3, 2}, b = {5, 3, 3} must give c = {7, 6, 5}.
bool course_example(cudaStream_t stream) {
  const std::vector<float> a = {2, 3, 2}, b = {5, 3, 3};
  const int n = static_cast<int>(a.size());
  lab::DeviceBuffer<float> da(n), db(n), dc(n);
  lab::upload(da, a, stream);
  lab::upload(db, b, stream);
  checkRuntime(cudaMemsetAsync(dc.data(), 0, dc.bytes(), stream));

  vector_add(da.data(), db.data(), dc.data(), n, stream);
  // A launch error (bad configuration) is known right away; an execution error (a crash
  // inside the kernel) only after the kernel has run, so check both.
  const bool launched = checkLaunch("vector_add");
  const bool ran = checkExecution(stream, "vector_add");

  std::vector<float> c(n);
  lab::download(c.data(), dc, n, stream);
  checkRuntime(cudaStreamSynchronize(stream));
  std::printf("c = %g, %g, %g   (expected 7, 6, 5)\n", c[0], c[1], c[2]);
  return launched && ran && c == std::vector<float>{7, 6, 5};
}

// A large vector: time the kernel alone with events and report the memory bandwidth used.
void large_run(int n, cudaStream_t stream) {
  lab::PinnedBuffer<float> host(n);
  for (int i = 0; i < n; ++i) host[i] = static_cast<float>(i % 1000) * 0.5f;
  lab::DeviceBuffer<float> a(n), b(n), c(n);
  lab::upload(a, host.data(), n, stream);  // pinned memory: a true asynchronous copy
  lab::upload(b, host.data(), n, stream);

  vector_add(a.data(), b.data(), c.data(), n, stream);  // warm-up (first launch loads the module)
  lab::EventTimer timer;
  timer.start(stream);
  vector_add(a.data(), b.data(), c.data(), n, stream);
  timer.stop(stream);
  if (!checkLaunch("vector_add") || !checkExecution(stream, "vector_add")) return;
  const float ms = timer.elapsed_ms();

  lab::download(host.data(), c, n, stream);
  checkRuntime(cudaStreamSynchronize(stream));
  int wrong = 0;
  for (int i = 0; i < n; ++i) wrong += host[i] != static_cast<float>(i % 1000);
  const double gbps = 12.0 * n / (ms * 1e6);  // read a and b, write c: 12 bytes per element
  std::printf("n = %d: %.3f ms, %.0f GB/s (%s)\n", n, ms, gbps,
              wrong ? "WRONG RESULTS: run ./lab check 1.6" : "results correct");
}

}  // namespace

int main(int argc, char** argv) {
  return lab::run_demo(argc, argv, 1 << 26, [](int n, cudaStream_t stream) {
    const bool ok = course_example(stream);
    large_run(n, stream);
    return ok;
  });
}
