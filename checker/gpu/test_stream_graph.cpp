// The stream graph (checker/harness/stream_graph.h) of real work: what the runtime spy records
// of a fork and a join on two streams, with copies and kernels, is the structure the code
// made, and the work really ran (the data came back scaled). Needs a GPU (SKIP, 77, without).
#include <cuda_runtime.h>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "checker/gpu/stream_work.h"
#include "checker/harness/catch.h"
#include "checker/harness/runtime_spy.h"
#include "checker/harness/stream_graph.h"
#include "checker/harness/stream_timeline.h"
#include "common/cuda_check.h"

namespace spy = lab::spy;
namespace sg = lab::stream_graph;

namespace {

constexpr int kN = 1 << 20;

// Two non-blocking streams, two events, pinned and device buffers; all freed at the end.
struct Setup {
  cudaStream_t a = nullptr, b = nullptr;
  cudaEvent_t uploaded = nullptr, computed = nullptr;
  float* host = nullptr;
  float* device = nullptr;
  Setup() {
    LAB_CUDA_TRY(cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking));
    LAB_CUDA_TRY(cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking));
    LAB_CUDA_TRY(cudaEventCreateWithFlags(&uploaded, cudaEventDisableTiming));
    LAB_CUDA_TRY(cudaEventCreateWithFlags(&computed, cudaEventDisableTiming));
    LAB_CUDA_TRY(cudaMallocHost(&host, kN * sizeof(float)));
    LAB_CUDA_TRY(cudaMalloc(&device, kN * sizeof(float)));
    for (int i = 0; i < kN; ++i) host[i] = static_cast<float>(i % 1000);
  }
  ~Setup() {
    cudaFree(device);
    cudaFreeHost(host);
    cudaEventDestroy(uploaded);
    cudaEventDestroy(computed);
    cudaStreamDestroy(a);
    cudaStreamDestroy(b);
  }
};

// The index of the n-th recorded call (0: the first) of `action`.
std::optional<size_t> nth(const std::vector<spy::Call>& calls, spy::Action action, int n = 0) {
  for (size_t i = 0; i < calls.size(); ++i)
    if (calls[i].action == action && n-- == 0) return i;
  return std::nullopt;
}

}  // namespace

TEST_CASE("stream graph on the GPU: a fork and a join on two streams, as the spy saw them") {
  Setup s;
  const std::vector<spy::Call> calls = spy::record([&] {
    LAB_CUDA_TRY(
        cudaMemcpyAsync(s.device, s.host, kN * sizeof(float), cudaMemcpyHostToDevice, s.a));
    LAB_CUDA_TRY(cudaEventRecord(s.uploaded, s.a));
    LAB_CUDA_TRY(cudaStreamWaitEvent(s.b, s.uploaded, 0));
    lab::gpu_tests::scale_on(s.device, kN, 2.0f, s.b);
    LAB_CUDA_TRY(lab::gpu_tests::scale_launched(s.device, kN, 3.0f, s.b));
    LAB_CUDA_TRY(cudaEventRecord(s.computed, s.b));
    LAB_CUDA_TRY(cudaStreamWaitEvent(s.a, s.computed, 0));
    LAB_CUDA_TRY(
        cudaMemcpyAsync(s.host, s.device, kN * sizeof(float), cudaMemcpyDeviceToHost, s.a));
    LAB_CUDA_TRY(cudaStreamSynchronize(s.a));
  });
  for (int i = 0; i < kN; i += 4099) REQUIRE(s.host[i] == static_cast<float>(i % 1000) * 6);

  const auto up = nth(calls, spy::Action::copy), down = nth(calls, spy::Action::copy, 1);
  const auto by_chevrons = nth(calls, spy::Action::kernel);
  const auto by_launch = nth(calls, spy::Action::kernel, 1);
  REQUIRE(up);
  REQUIRE(down);
  REQUIRE(by_chevrons);
  REQUIRE(by_launch);
  CHECK(calls[*up].kind == cudaMemcpyHostToDevice);
  CHECK(calls[*up].stream == s.a);
  CHECK(calls[*up].stream_flags == cudaStreamNonBlocking);
  CHECK(calls[*by_chevrons].stream == s.b);
  CHECK(calls[*by_chevrons].function_ptr == lab::gpu_tests::scale_function());
  CHECK(calls[*by_launch].function == "cudaLaunchKernel");
  CHECK(calls[*by_launch].function_ptr == lab::gpu_tests::scale_function());
  const auto record = nth(calls, spy::Action::record), wait = nth(calls, spy::Action::wait_event);
  REQUIRE(record);
  REQUIRE(wait);
  CHECK(calls[*record].event == s.uploaded);
  CHECK(calls[*wait].stream == s.b);

  const sg::Graph graph(calls, spy::kernel_names(calls));
  REQUIRE(graph.streams().size() == 2);
  CHECK(graph.streams()[0].letter == "A");
  CHECK_FALSE(graph.streams()[0].blocking);
  CHECK(graph.depends(*by_chevrons, *up));
  CHECK(graph.depends(*down, *by_launch));
  const sg::Labels labels{{*up, {"the upload", "up"}}, {*down, {"the download", "down"}}};
  CHECK(sg::label(graph, *by_chevrons, labels) ==
        "kernel lab::gpu_tests::scale (call " + std::to_string(*by_chevrons + 1) + ")");
  // The download follows the upload on stream A; it waits for the kernels by the join.
  CHECK(sg::explain(graph, *down, *up, labels).find("both are on stream A") != std::string::npos);
  CHECK(sg::explain(graph, *down, *by_launch, labels)
            .find("event E2, recorded on stream B after kernel lab::gpu_tests::scale") !=
        std::string::npos);
  const std::string timeline = sg::timeline_text(graph, labels);
  INFO(timeline);
  CHECK(timeline.find("stream B") != std::string::npos);
}

TEST_CASE("stream graph on the GPU: without the wait, the kernel does not wait for the upload") {
  Setup s;
  const std::vector<spy::Call> calls = spy::record([&] {
    LAB_CUDA_TRY(
        cudaMemcpyAsync(s.device, s.host, kN * sizeof(float), cudaMemcpyHostToDevice, s.a));
    lab::gpu_tests::scale_on(s.device, kN, 2.0f, s.b);
    LAB_CUDA_TRY(cudaDeviceSynchronize());
  });
  const auto up = nth(calls, spy::Action::copy), kernel = nth(calls, spy::Action::kernel);
  REQUIRE(up);
  REQUIRE(kernel);
  const sg::Graph graph(calls, spy::kernel_names(calls));
  CHECK_FALSE(graph.depends(*kernel, *up));
}
