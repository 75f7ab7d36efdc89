// Chapter 1.8 benchmark: the sums against the device-to-device copy bandwidth measured in
// the same run. A sum reads its input once: 4 bytes per element (the one float written is
// negligible). The library's reduction (CUB) is the best known result for comparison.
#include <string>
#include <vector>

#include "bench_variants.h"
#include "checker/harness/bench.h"
#include "checker/harness/messages.h"
#include "common/buffers.h"
#include "reduce_sum.h"

int main(int argc, char** argv) {
  return lab::bench::main(
      argc, argv, "1.8-reduce-sum",
      [](lab::bench::Table& table, cudaStream_t stream, const lab::bench::Ceiling& copy) {
        using lab::bench::RowKind;
        constexpr int kHeadline = 1 << 26;
        table.note(lab::say("reduce-sum.bench.bytes"));
        if (table.variants()) lab::reduce_sum_variants::cub_prepare(1 << 28);
        lab::DeviceBuffer<float> output(1);
        for (int n : table.pick({1 << 20, 1 << 24, 1 << 26, 1 << 28}, kHeadline)) {
          const size_t bytes = 4 * size_t(n);
          const int sets = lab::bench::rotation_count(bytes);
          std::vector<lab::DeviceBuffer<float>> input;
          for (int s = 0; s < sets; ++s) {
            input.emplace_back(n);
            LAB_CUDA_TRY(cudaMemsetAsync(input.back().data(), 0x3F, input.back().bytes(), stream));
          }
          auto measure = [&](RowKind kind, const std::string& name,
                             auto launch) -> lab::bench::Result& {
            const auto t = lab::bench::time_on_stream(stream, [&](int rep) {
              launch(input[rep % sets].data(), n, output.data(), stream);
            });
            LAB_CUDA_TRY(cudaGetLastError());
            return table.add(kind, name, lab::bench::size_label(n), t, bytes / (t.median_ms * 1e6),
                             "GB/s", copy);
          };
          measure(RowKind::exercise, "reduce_sum", reduce_sum).headline = n == kHeadline;
          if (table.quick()) continue;
          lab::bench::Result& fast = measure(RowKind::exercise, "reduce_sum_fast", reduce_sum_fast);
          if (n >= kHeadline) fast.target = lab::bench::fast_target(fast, lab::bench::kChapterFast);
          if (table.variants())
            measure(RowKind::variant, "cub::DeviceReduce::Sum", lab::reduce_sum_variants::cub_sum);
        }
      });
}
