// Chapter 1.2 benchmark: copies between host and device from pageable and from pinned memory,
// against the ceiling of the link measured in the same run (a plain cudaMemcpyAsync from and to
// pinned memory, the fastest way across). Synchronous copies run on the legacy default stream,
// so they are timed with events on that stream; the others with events on the benchmark's.
#include <cstring>
#include <functional>
#include <vector>

#include "checker/harness/bench.h"
#include "checker/harness/messages.h"
#include "checker/harness/seed.h"
#include "common/cuda_check.h"
#include "transfers.h"

namespace {

using lab::bench::RowKind;

constexpr size_t kHeadline = size_t{1} << 24;

void measure(lab::bench::Table& table, cudaStream_t stream, size_t n) {
  const size_t bytes = n * sizeof(float);
  TransferBuffers b = allocate_buffers(n);
  if (!b.device || !b.pinned) {  // the student's file, not yet written
    table.note(lab::say("memory.bench.no-buffers"));
    return release_buffers(b, stream);
  }
  lab::Rng rng = lab::rng_for("bench n=" + std::to_string(n));
  std::vector<float> pageable = lab::random_floats(n, rng);
  std::memcpy(b.pinned, pageable.data(), bytes);
  const auto gbps = [&](const lab::bench::Timing& t) { return bytes / (t.median_ms * 1e6); };
  const auto ceiling = [&](void* dst, const void* src, cudaMemcpyKind kind) {
    return gbps(lab::bench::time_on_stream(
        stream, [&](int) { LAB_CUDA_TRY(cudaMemcpyAsync(dst, src, bytes, kind, stream)); }));
  };
  const lab::bench::Ceiling up{ceiling(b.device, b.pinned, cudaMemcpyHostToDevice),
                               "memory.ceiling.upload"};
  const lab::bench::Ceiling down{ceiling(b.pinned, b.device, cudaMemcpyDeviceToHost),
                                 "memory.ceiling.download"};
  const auto row = [&](RowKind kind, const char* name, cudaStream_t on,
                       const lab::bench::Ceiling& link,
                       const std::function<void()>& copy) -> lab::bench::Result& {
    const lab::bench::Timing t = lab::bench::time_on_stream(on, [&](int) { copy(); });
    return table.add(kind, name, lab::bench::size_label(n), t, gbps(t), "GB/s", link);
  };
  lab::bench::Result& headline = row(RowKind::exercise, "H2D pinned   upload_async", stream, up,
                                     [&] { upload_async(b, n, stream); });
  headline.headline = n == kHeadline;
  if (n == kHeadline) headline.target = lab::bench::percent_target(headline, 95, "memory.target");
  row(RowKind::exercise, "H2D pageable upload_sync", cudaStreamLegacy, up,
      [&] { upload_sync(b, pageable.data(), n); });
  row(RowKind::exercise, "H2D staged   stage_upload", stream, up,
      [&] { stage_upload(b, pageable.data(), n, stream); });
  row(RowKind::exercise, "D2H pinned   download_async", stream, down,
      [&] { download_async(b, n, stream); });
  row(RowKind::exercise, "D2H pageable download_sync", cudaStreamLegacy, down,
      [&] { download_sync(b, pageable.data(), n); });
  release_buffers(b, stream);
}

}  // namespace

int main(int argc, char** argv) {
  return lab::bench::main(
      argc, argv, "1.2-memory",
      [](lab::bench::Table& table, cudaStream_t stream, const lab::bench::Ceiling&) {
        table.note(lab::say("memory.bench.ceiling"));
        table.note(lab::say("memory.bench.target"));
        for (size_t n : table.pick({size_t{1} << 20, kHeadline, size_t{1} << 26}, kHeadline))
          measure(table, stream, n);
      });
}
