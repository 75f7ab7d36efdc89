#include "speed.h"

namespace lab::transpose_speed {

bench::Result conflict_free_row(const bench::Timing& naive, const bench::Timing& padded,
                                const bench::Timing& swizzled, const std::string& size,
                                size_t bytes) {
  const bench::Timing& slower = padded.median_ms >= swizzled.median_ms ? padded : swizzled;
  const auto rate = [&](const bench::Timing& t) { return bytes / (t.median_ms * 1e6); };
  return bench::make_row(bench::RowKind::exercise, bench::kChapterFast.kernel, size, slower,
                         rate(slower), "GB/s", {rate(naive), "transpose.ceiling"});
}

}  // namespace lab::transpose_speed
