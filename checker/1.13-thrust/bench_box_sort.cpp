// Chapter 1.13 benchmark: keep_and_sort and thrust::sort_by_key against CUB's radix sort (the
// ceiling) and std::sort; thrust::cuda::par against par_nosync on a loop of small sorts; and
// thrust::copy_if against 1.9's keep_items and cub::DeviceSelect::If, at the copy bandwidth.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "bench_variants.h"
#include "box_cases.h"
#include "box_sort.h"
#include "checker/harness/bench.h"
#include "checker/harness/messages.h"
#include "checker/harness/seed.h"
#include "common/buffers.h"

namespace {

using lab::bench::RowKind;
namespace tb = lab::thrust_bench;

// Millions of boxes (or keys) per second.
double mega_per_s(int n, const lab::bench::Timing& t) { return n / (t.median_ms * 1e3); }

// std::sort of n (key, value) pairs on the CPU, the median of 5 runs.
lab::bench::Timing cpu_sort(const std::vector<std::uint64_t>& keys) {
  std::vector<double> ms;
  for (int rep = 0; rep < 5; ++rep) {
    std::vector<std::pair<std::uint64_t, int>> pairs(keys.size());
    for (size_t i = 0; i < keys.size(); ++i) pairs[i] = {keys[i], static_cast<int>(i)};
    const auto start = std::chrono::steady_clock::now();
    std::sort(pairs.begin(), pairs.end());
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                     .count());
  }
  std::sort(ms.begin(), ms.end());
  return lab::bench::Timing{ms[ms.size() / 2], ms.front(), ms.back(), static_cast<int>(ms.size())};
}

void sorts(lab::bench::Table& table, cudaStream_t stream) {
  for (int n : table.pick({1 << 16, 1 << 20, kMaxSortedBoxes}, kMaxSortedBoxes)) {
    lab::Rng rng = lab::rng_for("1.13 bench n=" + std::to_string(n));
    const lab::box_cases::Boxes b = lab::box_cases::random_boxes(n, 0, rng);
    std::vector<std::uint64_t> keys(n);
    for (auto& k : keys) k = rng.next();
    const size_t bytes = keep_and_sort_workspace_bytes(n);
    const int sets = lab::bench::rotation_count(bytes + 48 * size_t(n));
    std::vector<lab::DeviceBuffer<float>> boxes;
    std::vector<lab::DeviceBuffer<int>> rows, order, values;
    std::vector<lab::DeviceBuffer<std::uint64_t>> key_in, key_out;
    std::vector<lab::DeviceBuffer<unsigned char>> workspace;
    lab::DeviceBuffer<int> kept(sets);
    std::vector<int> slots(n);
    for (int s = 0; s < n; ++s) slots[s] = s;
    for (int s = 0; s < sets; ++s) {
      boxes.emplace_back(b.boxes.size()), rows.emplace_back(n), order.emplace_back(n);
      values.emplace_back(n), key_in.emplace_back(n), key_out.emplace_back(n);
      workspace.emplace_back(bytes);
      lab::upload(boxes.back(), b.boxes, stream), lab::upload(rows.back(), b.rows, stream);
      lab::upload(key_in.back(), keys, stream), lab::upload(values.back(), slots, stream);
    }
    const std::string size = lab::bench::size_label(n);
    const auto cub = lab::bench::time_on_stream(stream, [&](int rep) {
      const int s = rep % sets;
      tb::cub_sort_pairs(key_in[s].data(), key_out[s].data(), values[s].data(), order[s].data(), n,
                         workspace[s].data(), bytes, stream);
    });
    const lab::bench::Ceiling ceiling{mega_per_s(n, cub), "thrust.ceiling.radix-sort"};
    const auto exercise = lab::bench::time_on_stream(stream, [&](int rep) {
      const int s = rep % sets;
      keep_and_sort(boxes[s].data(), rows[s].data(), n, 0.5f, order[s].data(), kept.data() + s,
                    workspace[s].data(), bytes, stream);
    });
    lab::bench::Result& row = table.add(RowKind::exercise, "keep_and_sort", size, exercise,
                                        mega_per_s(n, exercise), "Mboxes/s", ceiling);
    row.headline = n == kMaxSortedBoxes;
    if (row.headline) row.target = lab::bench::percent_target(row, 85, "thrust.target");
    if (!table.variants()) continue;
    table.add(RowKind::variant, "cub::DeviceRadixSort::SortPairs", size, cub, ceiling.value,
              "Mboxes/s", ceiling);
    const auto thrust_sort = lab::bench::time_on_stream(stream, [&](int rep) {
      const int s = rep % sets;
      tb::thrust_sort_pairs(key_in[s].data(), values[s].data(), n, false, workspace[s].data(),
                            bytes, stream);
    });
    table.add(RowKind::variant, "thrust::sort_by_key, par_nosync", size, thrust_sort,
              mega_per_s(n, thrust_sort), "Mboxes/s", ceiling);
    const auto cpu = cpu_sort(keys);
    table.add(RowKind::variant, lab::say("thrust.bench.row.cpu-sort"), size, cpu,
              mega_per_s(n, cpu), "Mboxes/s", ceiling);
  }
}

// 100 sorts of 4096 keys per repetition: par waits for the stream after each one.
void policies(lab::bench::Table& table, cudaStream_t stream) {
  constexpr int n = 4096, sorts_per_rep = 100;
  lab::Rng rng = lab::rng_for("1.13 bench policies");
  std::vector<std::uint64_t> keys(n);
  for (auto& k : keys) k = rng.next();
  lab::DeviceBuffer<std::uint64_t> key(n);
  lab::DeviceBuffer<int> values(n);
  const size_t bytes = keep_and_sort_workspace_bytes(n);
  lab::DeviceBuffer<unsigned char> workspace(bytes);
  lab::upload(key, keys, stream);
  const auto loop = [&](bool wait) {
    return lab::bench::time_on_stream(stream, [&](int) {
      for (int i = 0; i < sorts_per_rep; ++i)
        tb::thrust_sort_pairs(key.data(), values.data(), n, wait, workspace.data(), bytes, stream);
    });
  };
  const auto nosync = loop(false), par = loop(true);
  const auto per_s = [](const lab::bench::Timing& t) {  // thousands of sorts per second
    return sorts_per_rep / t.median_ms;
  };
  const lab::bench::Ceiling ceiling{per_s(nosync), "thrust.ceiling.nosync"};
  const std::string size = "100 x 4096";
  table.add(RowKind::variant, "sort_by_key, par_nosync.on(stream)", size, nosync, ceiling.value,
            "ksorts/s", ceiling);
  table.add(RowKind::variant, "sort_by_key, par.on(stream)", size, par, per_s(par), "ksorts/s",
            ceiling);
}

// 1.9's selection at 2^24, keeping 10 %: bytes moved = 4 per input + 8 per record kept.
void selections(lab::bench::Table& table, cudaStream_t stream, const lab::bench::Ceiling& copy) {
  constexpr int n = 1 << 24;
  lab::Rng rng = lab::rng_for("1.13 bench select");
  std::vector<float> host(n);
  for (float& x : host) x = static_cast<float>(rng.uniform01());
  const float threshold = 0.9f;
  const double kept = static_cast<double>(
      std::count_if(host.begin(), host.end(), [&](float x) { return x >= threshold; }));
  const double gigabytes = (4.0 * n + 8.0 * kept) / 1e9;
  lab::DeviceBuffer<float> input(n);
  lab::DeviceBuffer<KeptItem> out(n);
  lab::DeviceBuffer<int> count(1);
  const size_t bytes = size_t(64) << 20;
  lab::DeviceBuffer<unsigned char> workspace(bytes);
  lab::upload(input, host, stream);
  const std::string size = lab::bench::size_label(n) + ", 10 %";
  using Select = void (*)(const float*, int, float, KeptItem*, int*, void*, size_t, cudaStream_t);
  const auto row = [&](const std::string& name, Select select) {
    const auto t = lab::bench::time_on_stream(stream, [&](int) {
      select(input.data(), n, threshold, out.data(), count.data(), workspace.data(), bytes, stream);
    });
    table.add(RowKind::variant, name, size, t, gigabytes / (t.median_ms * 1e-3), "GB/s", copy);
  };
  row(lab::say("thrust.bench.row.keep-items"),
      [](const float* in, int m, float th, KeptItem* o, int* c, void*, size_t, cudaStream_t s) {
        keep_items(in, m, th, o, m, c, s);
      });
  row("cub::DeviceSelect::If", tb::cub_select_if);
  row(lab::say("thrust.bench.row.copy-if"), tb::thrust_copy_if);
}

}  // namespace

int main(int argc, char** argv) {
  return lab::bench::main(
      argc, argv, "1.13-thrust",
      [](lab::bench::Table& table, cudaStream_t stream, const lab::bench::Ceiling& copy) {
        sorts(table, stream);
        if (!table.variants()) return;
        policies(table, stream);
        selections(table, stream, copy);
      });
}
