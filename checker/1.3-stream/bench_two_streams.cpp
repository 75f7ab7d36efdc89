// Chapter 1.3 benchmark: what a second stream buys.
//  1. Copy and compute overlap: 16 chunks, each copied in, processed and copied out, on one
//     stream, then on two and three (chunk c on stream c % k; the other streams are forked
//     and joined with events). The ceiling is the slowest of the three parts run alone,
//     measured in the same run: overlapping can at best hide the two faster parts behind it.
//  2. The pipeline itself: two_stream_pipeline against its three stages on one stream, from a
//     size where each kernel leaves most of the GPU idle to one where each fills it.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "checker/harness/bench.h"
#include "checker/harness/messages.h"
#include "checker/harness/number_text.h"
#include "common/buffers.h"
#include "common/cuda_check.h"
#include "stages.h"
#include "two_streams.h"

namespace {

using lab::bench::Table;
using lab::bench::Timing;

void copy_compute_overlap(Table& table, cudaStream_t stream) {
  constexpr int kChunks = 16, kChunk = 1 << 22;  // 16 MiB chunks, 256 MiB in all
  constexpr size_t n = size_t{kChunks} * kChunk, chunk_bytes = kChunk * sizeof(float);
  lab::PinnedBuffer<float> host_in(n), host_out(n);
  std::fill(host_in.begin(), host_in.end(), 0.5f);
  lab::DeviceBuffer<float> dev(n);
  int rounds = 256;

  const auto copy_in = [&](int c, cudaStream_t s) {
    LAB_CUDA_TRY(cudaMemcpyAsync(dev.data() + static_cast<size_t>(c) * kChunk,
                                 host_in.data() + static_cast<size_t>(c) * kChunk, chunk_bytes,
                                 cudaMemcpyHostToDevice, s));
  };
  const auto compute = [&](int c, cudaStream_t s) {
    busy(dev.data() + static_cast<size_t>(c) * kChunk, kChunk, rounds, s);
  };
  const auto copy_out = [&](int c, cudaStream_t s) {
    LAB_CUDA_TRY(cudaMemcpyAsync(host_out.data() + static_cast<size_t>(c) * kChunk,
                                 dev.data() + static_cast<size_t>(c) * kChunk, chunk_bytes,
                                 cudaMemcpyDeviceToHost, s));
  };
  const auto all = [&](auto part) {
    return lab::bench::time_on_stream(
        stream,
        [&](int) {
          for (int c = 0; c < kChunks; ++c) part(c, stream);
        },
        2, 10);
  };

  // Size the compute so that one chunk's takes about as long as its copy in, measured here.
  const Timing in_only = all(copy_in);
  const Timing probe = all(compute);
  rounds = std::max(1, static_cast<int>(rounds * in_only.median_ms / probe.median_ms));
  const Timing compute_only = all(compute), out_only = all(copy_out);

  const Timing one_stream =
      all([&](int c, cudaStream_t s) { copy_in(c, s), compute(c, s), copy_out(c, s); });
  // Chunk c on stream c % k: stream itself and k - 1 side streams, forked from it and joined
  // back with events, so that the events timing a repetition on stream cover all of them.
  std::vector<Side> sides(2);
  const auto overlapped = [&](int k) {
    return lab::bench::time_on_stream(
        stream,
        [&](int) {
          for (int i = 0; i + 1 < k; ++i) {
            LAB_CUDA_TRY(cudaEventRecord(sides[i].fork, stream));
            LAB_CUDA_TRY(cudaStreamWaitEvent(sides[i].stream, sides[i].fork));
          }
          for (int c = 0; c < kChunks; ++c) {
            const cudaStream_t s = c % k ? sides[c % k - 1].stream : stream;
            copy_in(c, s), compute(c, s), copy_out(c, s);
          }
          for (int i = 0; i + 1 < k; ++i) {
            LAB_CUDA_TRY(cudaEventRecord(sides[i].join, sides[i].stream));
            LAB_CUDA_TRY(cudaStreamWaitEvent(stream, sides[i].join));
          }
        },
        2, 10);
  };
  const Timing two_streams = overlapped(2), three_streams = overlapped(3);

  const double bytes = static_cast<double>(n * sizeof(float));
  const double slowest = std::max({in_only.median_ms, compute_only.median_ms, out_only.median_ms});
  // The ceiling of an overlap: the slowest of the three stages alone.
  const lab::bench::Ceiling ceiling{bytes / (slowest * 1e6), "stream.ceiling.slowest-stage"};
  const std::string size = std::to_string(kChunks) + " x 2^22";
  const auto add = [&](lab::bench::RowKind kind, const std::string& name,
                       const Timing& t) -> lab::bench::Result& {
    return table.add(kind, name, size, t, bytes / (t.median_ms * 1e6), "GB/s", ceiling);
  };
  using lab::bench::RowKind;
  add(RowKind::variant, lab::say("stream.bench.row.copy-in"), in_only);
  add(RowKind::variant, lab::say("stream.bench.row.compute"), compute_only);
  add(RowKind::variant, lab::say("stream.bench.row.copy-out"), out_only);
  add(RowKind::variant, lab::say("stream.bench.row.one-stream"), one_stream);
  add(RowKind::exercise, "two streams", two_streams).headline = true;
  add(RowKind::variant, lab::say("stream.bench.row.three-streams"), three_streams);
  table.note(
      lab::say("stream.bench.overlap",
               {{"two", lab::decimal_text(one_stream.median_ms / two_streams.median_ms, 2)},
                {"three", lab::decimal_text(one_stream.median_ms / three_streams.median_ms, 2)},
                {"rounds", rounds}}));
}

void pipeline(Table& table, cudaStream_t stream, const lab::bench::Ceiling& copy_ceiling) {
  for (int n : {1 << 16, 1 << 20, 1 << 24}) {
    lab::DeviceBuffer<float> in(n), a(n), b(n);
    LAB_CUDA_TRY(cudaMemsetAsync(in.data(), 0, in.bytes(), stream));
    Side side;
    const Timing two = lab::bench::time_in_graph(stream, [&](int) {
      two_stream_pipeline(in.data(), a.data(), b.data(), n, stream, side.stream, side.fork,
                          side.join);
    });
    const Timing one = lab::bench::time_in_graph(stream, [&](int) {
      square(in.data(), a.data(), n, stream);
      double_plus_one(in.data(), b.data(), n, stream);
      add_into(a.data(), b.data(), n, stream);
    });
    LAB_CUDA_TRY(cudaGetLastError());
    const double bytes = 28.0 * n;  // square 8, double_plus_one 8, add_into 12 bytes per element
    table.add(lab::bench::RowKind::exercise, "pipeline, two streams", lab::bench::size_label(n),
              two, bytes / (two.median_ms * 1e6), "GB/s", copy_ceiling);
    table.add(lab::bench::RowKind::variant, lab::say("stream.bench.row.stages"),
              lab::bench::size_label(n), one, bytes / (one.median_ms * 1e6), "GB/s", copy_ceiling);
  }
  table.note(lab::say("stream.bench.pipeline"));
}

}  // namespace

int main(int argc, char** argv) {
  return lab::bench::main(
      argc, argv, "1.3-stream",
      [](Table& table, cudaStream_t stream, const lab::bench::Ceiling& ceiling) {
        copy_compute_overlap(table, stream);
        pipeline(table, stream, ceiling);
      });
}
