// Chapter 1.11 benchmark: the GEMMs in TFLOP/s (2 M N K floating-point operations per
// product) against cublasSgemm (FP32, default math mode) measured in the same run.
#include <string>
#include <vector>

#include "checker/harness/bench.h"
#include "checker/harness/seed.h"
#include "common/buffers.h"
#include "common/cublas_check.h"
#include "gemm.h"

int main(int argc, char** argv) {
  return lab::bench::main(argc, argv, "1.11-cublas-gemm", [](lab::bench::Table& table, cudaStream_t stream, double) {
    table.note("% of ceiling = % of cublasSgemm (FP32) at the same size, measured in this run. "
               "Target for gemm_fast at 4096^3: >= 85 %");
    lab::CublasHandle handle;
    for (int n : {1024, 2048, 4096}) {
      const size_t elements = size_t(n) * n;
      const int sets = lab::bench::rotation_count(3 * elements * sizeof(float));
      lab::Rng rng = lab::rng_for("1.11 bench " + std::to_string(n));
      std::vector<lab::DeviceBuffer<float>> A, B, C;
      // The inputs go on the timed stream (pageable vectors: each copy has read its source when
      // it returns), and have arrived before any timing starts.
      for (int s = 0; s < sets; ++s) {
        A.emplace_back(elements), B.emplace_back(elements), C.emplace_back(elements);
        lab::upload(A.back(), lab::random_floats(elements, rng), stream);
        lab::upload(B.back(), lab::random_floats(elements, rng), stream);
      }
      LAB_CUDA_TRY(cudaStreamSynchronize(stream));
      const double flop = 2.0 * n * n * double(n);
      const std::string size = std::to_string(n) + "^3";
      double cublas_rate = 0;
      auto measure = [&](const std::string& name, auto launch) {
        const auto t = lab::bench::time_on_stream(stream, [&](int rep) {
          const int s = rep % sets;
          launch(A[s].data(), B[s].data(), C[s].data(), n, n, n, stream);
        });
        LAB_CUDA_TRY(cudaGetLastError());
        const double rate = flop / (t.median_ms * 1e9);
        if (cublas_rate == 0) cublas_rate = rate;  // the first row is cuBLAS: the ceiling
        table.add(name, size, t, rate, "TFLOP/s", cublas_rate);
      };
      measure("cublasSgemm (gemm_cublas)", [&](const float* a, const float* b, float* c, int M, int N, int K,
                                                cudaStream_t s) { gemm_cublas(handle, a, b, c, M, N, K, s); });
      measure("gemm_fast", gemm_fast);
      measure("gemm_tiled", gemm_tiled);
      measure("gemm_naive", gemm_naive);
    }
  });
}
