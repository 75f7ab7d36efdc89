// Chapter 1.11 benchmark: the GEMMs in TFLOP/s (2 M N K floating-point operations per
// product) against cublasSgemm (FP32, default math mode) measured in the same run. The
// ceiling is cuBLAS called by this program, not the chapter's gemm_cublas, so that the
// student's benchmark and the solution's measure the same ceiling.
#include <string>
#include <vector>

#include "checker/harness/bench.h"
#include "checker/harness/messages.h"
#include "checker/harness/seed.h"
#include "common/buffers.h"
#include "common/cublas_check.h"
#include "cublas_product.h"
#include "gemm.h"

namespace {}  // namespace

int main(int argc, char** argv) {
  return lab::bench::main(
      argc, argv, "1.11-cublas-gemm",
      [](lab::bench::Table& table, cudaStream_t stream, const lab::bench::Ceiling&) {
        using lab::bench::RowKind;
        constexpr int kHeadline = 2048, kTargetSize = 4096;
        table.note(lab::say("gemm.bench.ceiling"));
        lab::CublasHandle handle;
        for (int n : table.pick({1024, 2048, 4096}, kHeadline)) {
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
          lab::bench::Ceiling cublas{0, "gemm.ceiling"};
          auto measure = [&](RowKind kind, const std::string& name,
                             auto launch) -> lab::bench::Result& {
            const auto t = lab::bench::time_on_stream(stream, [&](int rep) {
              const int s = rep % sets;
              launch(A[s].data(), B[s].data(), C[s].data(), n, n, n, stream);
            });
            LAB_CUDA_TRY(cudaGetLastError());
            const double rate = flop / (t.median_ms * 1e9);
            if (cublas.value == 0) cublas.value = rate;  // the first row is the ceiling itself
            return table.add(kind, name, size, t, rate, "TFLOP/s", cublas);
          };
          measure(RowKind::reference, "cublasSgemm",
                  [&](const float* a, const float* b, float* c, int, int, int, cudaStream_t s) {
                    lab::cublas_product(handle, a, b, c, n, n, n, s);
                  });
          if (!table.quick()) {
            measure(RowKind::exercise, "gemm_cublas",
                    [&](const float* a, const float* b, float* c, int M, int N, int K,
                        cudaStream_t s) { gemm_cublas(handle, a, b, c, M, N, K, s); });
            lab::bench::Result& fast = measure(RowKind::exercise, "gemm_fast", gemm_fast);
            if (n == kTargetSize)
              fast.target = lab::bench::fast_target(fast, lab::bench::kChapterFast);
          }
          measure(RowKind::exercise, "gemm_tiled", gemm_tiled).headline = n == kHeadline;
          if (!table.quick()) measure(RowKind::exercise, "gemm_naive", gemm_naive);
        }
      });
}
