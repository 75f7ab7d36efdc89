// What a benchmark program does in Mode::profile (`lab profile`, docs/lab-command.md): every
// timed call is made once inside a range of its own, between cudaProfilerStart and
// cudaProfilerStop, so that a profiler started with `--profile-from-start off` records exactly
// those calls. Each range begins with a marker kernel, kRangeMarker (bench_results.h), launched
// with (range + 1) blocks of one thread: the profiler's list of kernels then says which range,
// and so which row of the results, every other kernel belongs to.
#pragma once

#include <cuda_runtime.h>

#include <functional>

namespace lab::bench {

// Brackets `call` (which enqueues on `stream`) as the next range; waits for it to finish.
void profiled_range(cudaStream_t stream, const std::function<void()>& call);

// How many ranges profiled_range has made so far.
int profiled_ranges();

}  // namespace lab::bench
