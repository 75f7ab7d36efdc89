// Chapter 1.11 demo (`./lab run 1.11 [n]`): the course's three ways to compute C = A * B
// (naive kernel, tiled kernel, cublasSgemm) plus gemm_fast, each timed with CUDA events
// and each checked against cuBLAS in its OWN output buffer (the course's code wrote every
// result into one C, so cuBLAS overwrote its kernels' results before the check).
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "common/buffers.h"
#include "common/cublas_check.h"
#include "common/cuda_check.h"
#include "common/demo.h"
#include "common/event_timer.h"
#include "gemm.h"

namespace {

using Launch = void (*)(const float*, const float*, float*, int, int, int, cudaStream_t);

struct Variant {
  const char* name;
  Launch launch;
};

// Runs one variant into its own C: a warm-up, then one timed call. Returns C on the host.
template <typename F>
std::vector<float> run(const char* name, F launch, int M, int N, int K, cudaStream_t stream) {
  lab::DeviceBuffer<float> C(size_t(M) * N);
  launch(C.data());  // warm-up (the first launch loads the module, cuBLAS picks its kernel)
  lab::EventTimer timer;
  timer.start(stream);
  launch(C.data());
  timer.stop(stream);
  std::vector<float> host(C.size());
  if (!checkLaunch(name) || !checkExecution(stream, name)) return {};
  const float ms = timer.elapsed_ms();
  lab::download(host.data(), C, host.size(), stream);
  checkRuntime(cudaStreamSynchronize(stream));
  std::printf("%-12s %8.3f ms  %7.2f TFLOP/s", name, ms, 2.0 * M * N * double(K) / (ms * 1e9));
  return host;
}

// Largest |x - y| relative to the largest |y|, the scale of C's rounding errors.
double relative_difference(const std::vector<float>& x, const std::vector<float>& y) {
  double diff = 0, scale = 0;
  for (size_t i = 0; i < y.size(); ++i) {
    diff = std::fmax(diff, std::fabs(double(x[i]) - y[i]));
    scale = std::fmax(scale, std::fabs(double(y[i])));
  }
  return scale > 0 ? diff / scale : diff;
}

}  // namespace

int main(int argc, char** argv) {
  return lab::run_demo(argc, argv, 2048, [](int n, cudaStream_t stream) {
    // The course's shape is 2000 x 3000 x 500 (its names: A m x n, B n x k); n x n x n here.
    const int M = n, N = n, K = n;
    std::vector<float> a(size_t(M) * K), b(size_t(K) * N);
    std::srand(1);
    for (float& v : a) v = float(std::rand()) / float(RAND_MAX) - 0.5f;
    for (float& v : b) v = float(std::rand()) / float(RAND_MAX) - 0.5f;
    lab::DeviceBuffer<float> A(a.size()), B(b.size());
    lab::upload(A, a);
    lab::upload(B, b);
    lab::CublasHandle handle;

    std::printf("C = A * B with M = N = K = %d\n", n);
    const auto reference = run(
        "cublasSgemm",
        [&](float* C) { gemm_cublas(handle, A.data(), B.data(), C, M, N, K, stream); }, M, N, K,
        stream);
    std::printf("\n");
    if (reference.empty()) return false;
    // Float32 results differ from each other by rounding only: about K * 2^-24 relative to
    // the sum of |a b|, which is of the order of max |C| for these random inputs.
    const double tolerance = 2.0 * K * std::ldexp(1.0, -24);
    bool ok = true;
    for (const Variant& v : {Variant{"gemm_naive", gemm_naive}, Variant{"gemm_tiled", gemm_tiled},
                             Variant{"gemm_fast", gemm_fast}}) {
      const auto c = run(
          v.name, [&](float* C) { v.launch(A.data(), B.data(), C, M, N, K, stream); }, M, N, K,
          stream);
      const double d = c.empty() ? INFINITY : relative_difference(c, reference);
      const bool agrees = d <= tolerance;
      std::printf("  differs from cuBLAS by %.2g of max|C| (%s)\n", d,
                  agrees ? "agrees" : "WRONG RESULTS: run ./lab check 1.11");
      ok = ok && agrees;
    }
    return ok;
  });
}
