// check_loop_calls and check_work_found (checks.h): what pipeline_run called.
#include <string>
#include <vector>

#include "checker/harness/messages.h"
#include "checks.h"

namespace lab::checks {

namespace {

bool default_stream(cudaStream_t s) {
  return s == nullptr || s == cudaStreamLegacy || s == cudaStreamPerThread;
}

// Work, a record or a wait that a stream carries.
bool on_a_stream(const spy::Call& c) {
  switch (c.action) {
    case spy::Action::copy:
    case spy::Action::fill:
    case spy::Action::kernel:
    case spy::Action::host_function:
    case spy::Action::graph_launch:
    case spy::Action::record:
    case spy::Action::wait_event: return true;
    default: return false;
  }
}

}  // namespace

Problems check_loop_calls(const std::vector<spy::Call>& calls) {
  Problems problems;
  bool allocation = false, device_wait = false, default_work = false;
  for (const spy::Call& c : calls) {
    if (c.result != cudaSuccess) continue;
    if (!allocation && (c.action == spy::Action::allocate || c.action == spy::Action::free)) {
      allocation = true;
      problems.add(diagnose("pipeline-allocates-in-loop", {{"function", c.function}}));
    }
    const bool synchronous_copy =
        (c.action == spy::Action::copy || c.action == spy::Action::fill) && !c.on_stream;
    if (!device_wait && (c.function == "cudaDeviceSynchronize" || synchronous_copy)) {
      device_wait = true;
      problems.add(diagnose("pipeline-device-sync-in-loop", {{"function", c.function}}));
    }
    if (!default_work && c.on_stream && on_a_stream(c) && default_stream(c.stream)) {
      default_work = true;
      problems.add(diagnose("pipeline-default-stream", {{"function", c.function}}));
    }
  }
  return problems;
}

Problems check_released(const std::vector<spy::Call>& calls) {
  const auto succeeded = [](const spy::Call& c, spy::Action action) {
    return c.action == action && c.result == cudaSuccess;
  };
  Examples leaked;
  for (size_t a = 0; a < calls.size(); ++a) {
    if (!succeeded(calls[a], spy::Action::allocate)) continue;
    int freed = 0;
    for (size_t f = a + 1; f < calls.size(); ++f) {
      if (calls[f].ptr != calls[a].ptr) continue;
      if (succeeded(calls[f], spy::Action::allocate)) break;  // the address's next life
      if (succeeded(calls[f], spy::Action::free)) ++freed;
    }
    if (freed != 1)
      leaked.add(
          say("pipeline.freed-times",
              {{"function", calls[a].function}, {"bytes", calls[a].bytes}, {"times", freed}}));
  }
  if (leaked.count() == 0) return {};
  return diagnose("pipeline-not-released", {{"count", leaked.count()}, {"list", leaked.text()}});
}

Problems check_work_found(const std::vector<pipeline_checks::FrameWork>& work, size_t frame_bytes) {
  for (size_t f = 0; f < work.size(); ++f) {
    const std::string missing = pipeline_checks::first_missing_step(work[f], f);
    if (!missing.empty())
      return diagnose("pipeline-step-not-found", {{"step", missing}, {"bytes", frame_bytes}});
  }
  return {};
}

}  // namespace lab::checks
