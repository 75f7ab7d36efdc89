// Chapter 1.6 benchmark: vector_add against the device-to-device copy bandwidth measured in
// the same run. c = a + b moves 12 bytes per element (read a and b, write c).
#include <string>
#include <vector>

#include "bench_variants.h"
#include "checker/harness/bench.h"
#include "checker/harness/seed.h"
#include "common/buffers.h"
#include "vector_add.h"

int main(int argc, char** argv) {
  return lab::bench::main(
      argc, argv, "1.6-vector-add",
      [](lab::bench::Table& table, cudaStream_t stream, const lab::bench::Ceiling& copy) {
        using lab::bench::RowKind;
        constexpr int kHeadline = 1 << 26;
        for (int n : table.pick({1 << 20, 1 << 24, 1 << 26, 1 << 28}, kHeadline)) {
          const size_t bytes = 12 * size_t(n);
          const int sets = lab::bench::rotation_count(bytes);
          std::vector<lab::DeviceBuffer<float>> a, b, c;
          lab::Rng rng = lab::rng_for("bench n=" + std::to_string(n));
          const std::vector<float> input = lab::random_floats(n, rng);
          for (int s = 0; s < sets; ++s) {
            a.emplace_back(n), b.emplace_back(n), c.emplace_back(n);
            lab::upload(a.back(), input);
            lab::upload(b.back(), input);
          }
          auto measure = [&](RowKind kind, const std::string& name,
                             auto launch) -> lab::bench::Result& {
            const auto t = lab::bench::time_on_stream(stream, [&](int rep) {
              const int s = rep % sets;
              launch(a[s].data(), b[s].data(), c[s].data(), n, stream);
            });
            LAB_CUDA_TRY(cudaGetLastError());
            return table.add(kind, name, lab::bench::size_label(n), t, bytes / (t.median_ms * 1e6),
                             "GB/s", copy);
          };
          lab::bench::Result& row = measure(RowKind::exercise, "vector_add", vector_add);
          row.headline = n == kHeadline;
          if (n >= kHeadline) row.target = lab::bench::percent_target(row, 95, "vector-add.target");
          if (table.variants())
            for (const auto& v : lab::vector_add_variants::all())
              measure(RowKind::variant, v.name, v.launch);
        }
      });
}
