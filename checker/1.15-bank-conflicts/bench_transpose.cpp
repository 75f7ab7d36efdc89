// Chapter 1.15 benchmark: the three forms of the transpose against the device-to-device copy
// bandwidth measured in the same run (a transpose reads and writes each float once: 8 bytes
// per element), and the two conflict-free forms against the naive one (speed.h).
#include <string>
#include <vector>

#include "bench_variants.h"
#include "checker/harness/bench.h"
#include "checker/harness/seed.h"
#include "common/buffers.h"
#include "speed.h"
#include "transpose.h"

int main(int argc, char** argv) {
  return lab::bench::main(
      argc, argv, "1.15-bank-conflicts",
      [](lab::bench::Table& table, cudaStream_t stream, const lab::bench::Ceiling& copy) {
        using lab::bench::RowKind;
        constexpr int kHeadline = 4096;
        for (int side : table.pick({1024, 4096, 8192}, kHeadline)) {
          const size_t n = size_t(side) * side, bytes = 2 * sizeof(float) * n;
          const std::string size = std::to_string(side) + " x " + std::to_string(side);
          const int sets = lab::bench::rotation_count(bytes);
          lab::Rng rng = lab::rng_for("bench side=" + std::to_string(side));
          const std::vector<float> chunk = lab::random_floats(1 << 16, rng);
          std::vector<lab::DeviceBuffer<float>> in, out;
          for (int s = 0; s < sets; ++s) {
            in.emplace_back(n), out.emplace_back(n);
            lab::bench::fill_with_copies(in.back().data(), n, chunk, stream);
          }
          auto measure = [&](RowKind kind, const std::string& name, auto launch,
                             bool headline = false) {
            const auto t = lab::bench::time_on_stream(stream, [&](int rep) {
              launch(in[rep % sets].data(), out[rep % sets].data(), side, side, stream);
            });
            LAB_CUDA_TRY(cudaGetLastError());
            table.add(kind, name, size, t, bytes / (t.median_ms * 1e6), "GB/s", copy).headline =
                headline;
            return t;
          };
          const auto naive = measure(RowKind::exercise, "transpose_naive", transpose_naive);
          const auto padded = measure(RowKind::exercise, "transpose_padded", transpose_padded);
          const auto swizzled = measure(RowKind::exercise, "transpose_swizzled", transpose_swizzled,
                                        side == kHeadline);
          // Not in profile mode: the row is computed from the three above, not timed itself.
          if (table.mode() != lab::bench::Mode::profile) {
            lab::bench::Result& fast = table.add(
                lab::transpose_speed::conflict_free_row(naive, padded, swizzled, size, bytes));
            if (side >= kHeadline)
              fast.target = lab::bench::fast_target(fast, lab::bench::kChapterFast);
          }
          if (table.variants())
            for (const auto& v : lab::transpose_variants::all())
              measure(RowKind::variant, v.name, v.launch);
        }
      });
}
