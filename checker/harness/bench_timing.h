// How the lab times a kernel and compares it with a ceiling: the part of the benchmark
// harness (bench.h) that the checkers use too, so that a timing a checker records for
// `lab grade` means what the same row of `./lab bench` means: the median of repetitions
// between CUDA events, and the rate as a fraction of a ceiling measured in the same run.
#pragma once

#include <cuda_runtime.h>

#include <functional>
#include <string>
#include <vector>

#include "checker/harness/bench_results.h"
#include "checker/harness/fast_targets.h"
#include "checker/harness/report.h"

namespace lab::bench {

struct Timing {
  double median_ms = 0, min_ms = 0, max_ms = 0;
  int repetitions = 0;
};

// Times `enqueue(rep)` on `stream`: untimed calls first, `warmup` of them at least and as many
// more as keep the GPU busy for 5 ms (a kernel right after other heavy work runs slower for a
// while: bench_timing.cpp), then `reps` calls, each between two CUDA events. `rep` counts up,
// so the callee can rotate through buffer sets.
Timing time_on_stream(cudaStream_t stream, const std::function<void(int rep)>& enqueue,
                      int warmup = 5, int reps = 30);

// The same, for work that takes the GPU less time than the host needs to launch it (a few
// microseconds per launch): with time_on_stream the GPU would sit idle between launches and
// that idle time would be counted. Here the `reps` calls and their events are first recorded
// into a CUDA graph, which then runs them back to back, so only GPU time is measured
// (including the GPU's own gaps between dependent launches). `enqueue` must be capturable:
// no synchronisation, allocation or host-side waiting.
Timing time_in_graph(cudaStream_t stream, const std::function<void(int rep)>& enqueue,
                     int warmup = 20, int reps = 200);

// In a benchmark's Mode::profile (profile_range.h): each timing function above makes its call
// once to warm up, then once more through `profiled`, which brackets it for the profiler; the
// Timing is that one call's. An empty function (the default) times as documented above.
using ProfiledCall = std::function<void(cudaStream_t stream, const std::function<void()>& call)>;
void profile_calls_with(ProfiledCall profiled);

// How many copies of a working set of `bytes` to rotate through so that consecutive
// repetitions never find their data in L2 (working sets together >= 4x L2).
int rotation_count(size_t bytes);

// The memory ceiling: device-to-device cudaMemcpyAsync of `bytes`, in GB/s counting the
// bytes read plus the bytes written (2 x bytes per copy), median of repetitions.
double copy_bandwidth_gbps(size_t bytes, cudaStream_t stream);

// Fills device[0, count) with copies of `chunk`, on `stream`: a large input for timing,
// made on the GPU (one upload of the chunk, then copies that double the filled part), where
// generating it on the host would take longer than the timing itself. `chunk` must stay
// alive until the stream is done with it.
void fill_with_copies(float* device, size_t count, const std::vector<float>& chunk,
                      cudaStream_t stream);

// A ceiling measured in this run, in the unit of the rows compared with it; value 0: none.
struct Ceiling {
  double value = 0;
  std::string id;  // "bench.ceiling.copy": the message id of its name (ceiling_words)
};

// The ceiling of every memory-bound row: copy_bandwidth_gbps of 1 GiB (far beyond any L2).
Ceiling copy_ceiling(cudaStream_t stream);

// "2^26 + 3" style labels for sizes.
std::string size_label(size_t n);

// A measured row. rate: in `unit` (GB/s, TFLOP/s, us).
Result make_row(RowKind kind, const std::string& name, const std::string& size, const Timing& t,
                double rate, const std::string& unit, const Ceiling& ceiling);

// The row as the timing a checker records (lab::record_kernel_timing) for `lab grade`:
// ratio = percent_of_ceiling(row) / 100, the fraction of the ceiling's rate (0 without one).
report::KernelTiming kernel_timing(const Result& row);

// `target` judged on `row`.
Target fast_target(const Result& row, const FastTarget& target);

}  // namespace lab::bench
