// Chapter 1.7 benchmark: the three exercises' effective bandwidth against the
// device-to-device copy bandwidth measured in the same run. Each reads its n floats once
// and writes n floats (the per-block scale and the halo are small extras, not counted):
// 8 bytes per element, like a copy.
#include <string>
#include <vector>

#include "bench_variants.h"
#include "checker/harness/bench.h"
#include "common/buffers.h"
#include "shared_memory.h"

int main(int argc, char** argv) {
  return lab::bench::main(argc, argv, "1.7-shared-memory", [](lab::bench::Table& table, cudaStream_t stream, double ceiling) {
    table.note("Every row counts 8 bytes per element");
    for (int n : {1 << 24, 1 << 26}) {
      const size_t bytes = 8 * size_t(n);
      const int sets = lab::bench::rotation_count(bytes);
      std::vector<lab::DeviceBuffer<float>> in, out, scale;
      for (int s = 0; s < sets; ++s) {
        in.emplace_back(n), out.emplace_back(n), scale.emplace_back(n / kScaleBlock + 1);
        LAB_CUDA_TRY(cudaMemsetAsync(in.back().data(), 0x3F, in.back().bytes(), stream));
        LAB_CUDA_TRY(cudaMemsetAsync(scale.back().data(), 0x3F, scale.back().bytes(), stream));
      }
      auto measure = [&](const std::string& name, auto launch) {
        const auto t = lab::bench::time_on_stream(stream, [&](int rep) { launch(rep % sets); });
        LAB_CUDA_TRY(cudaGetLastError());
        table.add(name, lab::bench::size_label(n), t, bytes / (t.median_ms * 1e6), "GB/s", ceiling);
      };
      measure("block_scale", [&](int s) { block_scale(in[s].data(), scale[s].data(), out[s].data(), n, stream); });
      measure("  load after the barrier", [&](int s) {
        lab::shared_memory_variants::block_scale_load_after_barrier(in[s].data(), scale[s].data(),
                                                                   out[s].data(), n, stream);
      });
      measure("block_reverse, chunk 256", [&](int s) { block_reverse(out[s].data(), n, 256, stream); });
      measure("block_reverse, chunk 1024", [&](int s) { block_reverse(out[s].data(), n, 1024, stream); });
      for (int radius : {1, 8, 64}) {
        const std::string r = std::to_string(radius);
        measure("stencil_sum, radius " + r, [&](int s) { stencil_sum(in[s].data(), out[s].data(), n, radius, stream); });
        measure("  no tile, radius " + r, [&](int s) {
          lab::shared_memory_variants::stencil_sum_global(in[s].data(), out[s].data(), n, radius, stream);
        });
      }
    }
  });
}
