// Chapter 1.5 benchmark: fill_coordinates on one volume with several block shapes, against the
// device-to-device copy bandwidth measured in the same run. Every row counts the 12 bytes
// stored per voxel. The lesson is the warp: its 32 threads are consecutive in x first, so
// a block that is narrow in x spreads one warp's stores over many rows.
#include <string>
#include <vector>

#include "checker/harness/bench.h"
#include "checker/harness/messages.h"
#include "common/buffers.h"
#include "thread_layout.h"

int main(int argc, char** argv) {
  return lab::bench::main(
      argc, argv, "1.5-thread-layout",
      [](lab::bench::Table& table, cudaStream_t stream, const lab::bench::Ceiling& copy) {
        table.note(lab::say("thread-layout.bench.bytes"));
        const int width = 1920, height = 1080, depth = 8;
        const size_t voxels = size_t(width) * height * depth, bytes = 12 * voxels;
        const int sets = lab::bench::rotation_count(bytes);
        std::vector<lab::DeviceBuffer<int3>> out;
        for (int s = 0; s < sets; ++s) out.emplace_back(voxels);
        // The first shape is the exercise's own; the others show what the shape of a block costs.
        bool first = true;
        for (const dim3 block :
             {dim3(32, 8, 1), dim3(256, 1, 1), dim3(16, 16, 1), dim3(8, 8, 4), dim3(1, 256, 1)}) {
          if (!first && !table.variants()) break;
          const auto t = lab::bench::time_on_stream(stream, [&](int rep) {
            fill_coordinates(out[rep % sets].data(), width, height, depth, block, stream);
          });
          LAB_CUDA_TRY(cudaGetLastError());
          const std::string shape = "(" + std::to_string(block.x) + ", " + std::to_string(block.y) +
                                    ", " + std::to_string(block.z) + ")";
          lab::bench::Result& row =
              table.add(first ? lab::bench::RowKind::exercise : lab::bench::RowKind::variant,
                        "fill_coordinates, blocks of " + shape, lab::bench::size_label(voxels), t,
                        bytes / (t.median_ms * 1e6), "GB/s", copy);
          row.headline = first;
          first = false;
        }
      });
}
