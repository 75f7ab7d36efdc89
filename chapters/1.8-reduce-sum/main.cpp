// Chapter 1.8 demo (`./lab run 1.8 [n]`): the course's example, then a large sum of random
// numbers, run several times: timed with CUDA events, compared with a float64 CPU sum, and
// showing that the last bits may change from run to run.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <random>
#include <vector>

#include "common/buffers.h"
#include "common/cuda_check.h"
#include "common/demo.h"
#include "common/event_timer.h"
#include "reduce_sum.h"

namespace {

using Launcher = void (*)(const float*, int, float*, cudaStream_t);

// Runs `launch` once and returns *output (NaN when a CUDA error was reported).
float run_once(Launcher launch, const char* name, const float* input, int n, float* output,
               cudaStream_t stream, float* ms = nullptr) {
  lab::EventTimer timer;
  timer.start(stream);
  launch(input, n, output, stream);
  timer.stop(stream);
  if (!checkLaunch(name) || !checkExecution(stream, name)) return NAN;
  if (ms) *ms = timer.elapsed_ms();
  float sum = NAN;
  checkRuntime(cudaMemcpyAsync(&sum, output, sizeof sum, cudaMemcpyDeviceToHost, stream));
  checkRuntime(cudaStreamSynchronize(stream));
  return sum;
}

// The course's example: the integers 0..100. Every partial sum is an integer below 2^24,
// so a float sum is exact in any order and must be exactly 5050.
bool course_example(cudaStream_t stream) {
  std::vector<float> host(101);
  for (int i = 0; i < 101; ++i) host[i] = static_cast<float>(i);
  lab::DeviceBuffer<float> input(host.size()), output(1);
  lab::upload(input, host, stream);
  const float sum = run_once(reduce_sum, "reduce_sum", input.data(), 101, output.data(), stream);
  std::printf("0 + 1 + ... + 100 = %g   (expected 5050)\n\n", sum);
  return sum == 5050.0f;
}

// n random numbers in [-1, 2): sums from the GPU against a float64 sum on the CPU.
bool large_sum(int n, cudaStream_t stream) {
  lab::PinnedBuffer<float> host(n);
  std::mt19937 gen(2024);
  std::uniform_real_distribution<float> dist(-1.0f, 2.0f);
  double exact = 0.0, magnitude = 0.0;
  for (int i = 0; i < n; ++i) {
    host[i] = dist(gen);
    exact += host[i];
    magnitude += std::fabs(host[i]);
  }
  lab::DeviceBuffer<float> input(n), output(1);
  lab::upload(input, host.data(), n, stream);
  std::printf("n = %d random numbers in [-1, 2): float64 sum on the CPU = %.6f\n", n, exact);

  // The rounding bound of the exercise's design (docs/1.8-reduce-sum.md, "How close is
  // close enough"): every element goes through at most k = (tree of 512) + (one atomicAdd
  // per block) + a little float additions, each off by at most u = 2^-24 relative.
  const double k = 20.0 + n / 512.0, u = 0x1.0p-24;
  const double bound = k * u / (1 - k * u) * magnitude;
  bool ok = true;
  for (auto [launch, name] : {std::pair{Launcher{reduce_sum}, "reduce_sum"},
                              std::pair{Launcher{reduce_sum_fast}, "reduce_sum_fast"}}) {
    run_once(launch, name, input.data(), n, output.data(), stream);  // warm-up
    for (int run = 1; run <= 3; ++run) {
      float ms = 0;
      const float sum = run_once(launch, name, input.data(), n, output.data(), stream, &ms);
      const double gbps = 4.0 * n / (ms * 1e6);  // the input is read once: 4 bytes per element
      std::printf("  %-16s run %d: %.6f  (off by %.3g = %.2g of sum|x|), %.3f ms, %.0f GB/s\n",
                  name, run, sum, sum - exact, std::fabs(sum - exact) / magnitude, ms, gbps);
      ok &= std::fabs(sum - exact) <= bound;
    }
  }
  std::printf(
      "The sums may differ in their last bits from run to run: the blocks' atomicAdds\n"
      "happen in a different order each time, and float addition is not associative.\n");
  if (!ok) std::printf("WRONG RESULTS: run ./lab check 1.8\n");
  return ok;
}

}  // namespace

int main(int argc, char** argv) {
  return lab::run_demo(argc, argv, 1 << 26, [](int n, cudaStream_t stream) {
    const bool example_ok = course_example(stream);  // both parts run, whatever the first says
    return large_sum(n, stream) && example_ok;
  });
}
