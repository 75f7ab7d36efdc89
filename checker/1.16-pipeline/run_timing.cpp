#include "run_timing.h"

#include <algorithm>
#include <chrono>
#include <mutex>

#include "checker/harness/runtime_spy.h"
#include "frame_work.h"

namespace lab::pipeline_timing {

namespace {

using Clock = std::chrono::steady_clock;

double ms_between(Clock::time_point from, Clock::time_point to) {
  return std::chrono::duration<double, std::milli>(to - from).count();
}

std::vector<double> sorted(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values;
}

}  // namespace

Runs time_runs(int runs, const RunOnce& run_once) {
  Runs measured;
  for (int r = 0; r <= runs; ++r) {
    const Clock::time_point start = Clock::now();
    Clock::time_point first_at = start;
    run_once([&](int frame, const std::vector<Detection>&) {
      if (frame == 0) first_at = Clock::now();
    });
    const Clock::time_point end = Clock::now();
    if (r == 0) continue;
    measured.run_ms.push_back(ms_between(start, end));
    measured.first_frame_ms.push_back(ms_between(start, first_at));
  }
  return measured;
}

std::vector<double> frame_latencies(const Video& video, const RunOnce& run_once) {
  std::vector<Clock::time_point> handed(video.frames);
  std::mutex mutex;  // on_frame may be called from the runtime's own thread
  const std::vector<spy::Call> calls = spy::record([&] {
    run_once([&](int frame, const std::vector<Detection>&) {
      const Clock::time_point now = Clock::now();
      const std::lock_guard<std::mutex> lock(mutex);
      if (frame >= 0 && frame < video.frames) handed[frame] = now;
    });
  });
  // Only the uploads are needed: no kernel names.
  const std::vector<pipeline_checks::FrameWork> work =
      pipeline_checks::frame_work(calls, {}, video.frames, video.frame_bytes());
  std::vector<double> latencies;
  for (int f = 0; f < video.frames; ++f)
    if (work[f].upload && handed[f] != Clock::time_point{})
      latencies.push_back(ms_between(calls[*work[f].upload].at, handed[f]));
  return latencies;
}

double median(std::vector<double> values) {
  const std::vector<double> v = sorted(std::move(values));
  return v.empty() ? 0 : v[v.size() / 2];
}

double percentile_90(std::vector<double> values) {
  // The nearest rank: the smallest value that at least 90 % of the values are at or below.
  const std::vector<double> v = sorted(std::move(values));
  const size_t rank = (9 * v.size() + 9) / 10;  // ceil(0.9 n), at least 1 for n >= 1
  return v.empty() ? 0 : v[rank - 1];
}

}  // namespace lab::pipeline_timing
