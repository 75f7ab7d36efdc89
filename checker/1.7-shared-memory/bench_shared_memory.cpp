// Chapter 1.7 benchmark: the three exercises' effective bandwidth against the
// device-to-device copy bandwidth measured in the same run. Each reads its n floats once
// and writes n floats (the per-block scale and the halo are small extras, not counted):
// 8 bytes per element, like a copy. The headline is the stencil, the tile's reason to be.
#include <string>
#include <vector>

#include "bench_variants.h"
#include "checker/harness/bench.h"
#include "checker/harness/messages.h"
#include "common/buffers.h"
#include "shared_memory.h"

int main(int argc, char** argv) {
  return lab::bench::main(
      argc, argv, "1.7-shared-memory",
      [](lab::bench::Table& table, cudaStream_t stream, const lab::bench::Ceiling& copy) {
        using lab::bench::RowKind;
        constexpr int kHeadline = 1 << 26, kHeadlineRadius = 8;
        table.note(lab::say("shared-memory.bench.bytes"));
        for (int n : table.pick({1 << 24, 1 << 26}, kHeadline)) {
          const size_t bytes = 8 * size_t(n);
          const int sets = lab::bench::rotation_count(bytes);
          std::vector<lab::DeviceBuffer<float>> in, out, scale;
          for (int s = 0; s < sets; ++s) {
            in.emplace_back(n), out.emplace_back(n), scale.emplace_back(n / kScaleBlock + 1);
            LAB_CUDA_TRY(cudaMemsetAsync(in.back().data(), 0x3F, in.back().bytes(), stream));
            LAB_CUDA_TRY(cudaMemsetAsync(scale.back().data(), 0x3F, scale.back().bytes(), stream));
          }
          auto measure = [&](RowKind kind, const std::string& name,
                             auto launch) -> lab::bench::Result& {
            const auto t = lab::bench::time_on_stream(stream, [&](int rep) { launch(rep % sets); });
            LAB_CUDA_TRY(cudaGetLastError());
            return table.add(kind, name, lab::bench::size_label(n), t, bytes / (t.median_ms * 1e6),
                             "GB/s", copy);
          };
          if (!table.quick()) {
            measure(RowKind::exercise, "block_scale", [&](int s) {
              block_scale(in[s].data(), scale[s].data(), out[s].data(), n, stream);
            });
            if (table.variants())
              measure(RowKind::variant, lab::say("shared-memory.bench.row.load-after-barrier"),
                      [&](int s) {
                        lab::shared_memory_variants::block_scale_load_after_barrier(
                            in[s].data(), scale[s].data(), out[s].data(), n, stream);
                      });
            for (int chunk : {256, 1024})
              measure(RowKind::exercise, "block_reverse, chunk " + std::to_string(chunk),
                      [&](int s) { block_reverse(out[s].data(), n, chunk, stream); });
          }
          for (int radius : table.pick({1, 8, 64}, kHeadlineRadius)) {
            const std::string r = std::to_string(radius);
            measure(RowKind::exercise, "stencil_sum, radius " + r, [&](int s) {
              stencil_sum(in[s].data(), out[s].data(), n, radius, stream);
            }).headline = n == kHeadline && radius == kHeadlineRadius;
            if (table.variants())
              measure(RowKind::variant,
                      lab::say("shared-memory.bench.row.no-tile", {{"radius", r}}), [&](int s) {
                        lab::shared_memory_variants::stencil_sum_global(in[s].data(), out[s].data(),
                                                                        n, radius, stream);
                      });
          }
        }
      });
}
