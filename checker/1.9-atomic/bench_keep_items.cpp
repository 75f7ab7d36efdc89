// Chapter 1.9 benchmark: keep_items (warp-aggregated atomics) and other ways to build the
// dynamic array, against the device-to-device copy bandwidth measured in the same run.
// Bytes moved = 4 per input element read + 8 per record written.
#include <string>
#include <vector>

#include "bench_variants.h"
#include "checker/harness/bench.h"
#include "checker/harness/messages.h"
#include "checker/harness/seed.h"
#include "common/buffers.h"
#include "keep_items.h"

namespace {

// Uniform values in [0, 1): threshold 1 - f keeps a fraction f of them, spread evenly.
std::vector<float> uniform_input(int n) {
  lab::Rng rng(1909);
  std::vector<float> values(n);
  for (float& x : values) x = static_cast<float>(rng.uniform01());
  return values;
}

std::string percent(double fraction) { return std::to_string(int(fraction * 100 + 0.5)) + " %"; }

}  // namespace

int main(int argc, char** argv) {
  return lab::bench::main(
      argc, argv, "1.9-atomic",
      [](lab::bench::Table& table, cudaStream_t stream, const lab::bench::Ceiling& copy) {
        using lab::bench::RowKind;
        constexpr int kHeadline = 1 << 26;
        constexpr double kHeadlineFraction = 0.10;
        for (int n : table.pick({1 << 24, 1 << 26, 1 << 28}, kHeadline)) {
          const std::vector<float> host = uniform_input(n);
          // Input plus at most half of it kept: 4 + 4 bytes per element at most.
          const int sets = lab::bench::rotation_count(8 * size_t(n));
          std::vector<lab::DeviceBuffer<float>> input;
          std::vector<lab::DeviceBuffer<KeptItem>> out;
          lab::DeviceBuffer<int> counts(sets);
          for (int s = 0; s < sets; ++s) {
            input.emplace_back(n);
            out.emplace_back(n);  // room for every element: the library variant ignores capacity
            lab::upload(input.back(), host);
          }
          for (double fraction : table.pick({0.01, 0.10, 0.50}, kHeadlineFraction)) {
            const float threshold = static_cast<float>(1.0 - fraction);
            int matches = 0;
            for (float x : host) matches += x >= threshold;
            const double bytes = 4.0 * n + 8.0 * matches;
            const std::string size = lab::bench::size_label(n) + ", " + percent(fraction);
            auto measure = [&](RowKind kind, const std::string& name,
                               auto launch) -> lab::bench::Result& {
              const auto t = lab::bench::time_on_stream(stream, [&](int rep) {
                const int s = rep % sets;
                launch(input[s].data(), n, threshold, out[s].data(), n, counts.data() + s, stream);
              });
              LAB_CUDA_TRY(cudaGetLastError());
              std::vector<int> got(sets);
              lab::download(got.data(), counts, sets);
              for (int c : got)
                if (c != matches)
                  table.note(lab::say(
                      "atomic.bench.wrong",
                      {{"name", name}, {"size", size}, {"count", c}, {"matches", matches}}));
              return table.add(kind, name, size, t, bytes / (t.median_ms * 1e6), "GB/s", copy);
            };
            lab::bench::Result& row = measure(RowKind::exercise, "keep_items", keep_items);
            const bool headline_fraction = fraction == kHeadlineFraction;
            row.headline = n == kHeadline && headline_fraction;
            if (n >= kHeadline && headline_fraction)
              row.target = lab::bench::percent_target(row, 85, "atomic.target");
            table.note(lab::say("atomic.bench.input-rate",
                                {{"size", size}, {"rate", int(row.rate * 4.0 * n / bytes)}}));
            if (table.variants())
              for (const auto& v : lab::keep_items_variants::all())
                measure(RowKind::variant, v.name, v.launch);
          }
        }
      });
}
