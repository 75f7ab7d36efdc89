#include "checks.h"

#include <algorithm>
#include <cmath>

namespace lab::checks {

std::string dynamic_shared_problem(const KernelLaunch& launch, size_t needed,
                                   const std::string& function, const std::string& what) {
  if (launch.shared_bytes >= needed) return "";
  return tagged("dynamic-shared-too-small",
                function + " launched its kernel (" + describe_launch(launch) + ") with " +
                    std::to_string(launch.shared_bytes) + " bytes of dynamic shared memory, but " +
                    what + " needs " + std::to_string(needed) + " bytes.\n  An extern __shared__ "
                    "array has no size of its own: it gets exactly the third launch parameter, in "
                    "BYTES: kernel<<<grid, block, bytes, stream>>>. With too few bytes its threads "
                    "read and write past the end of the block's shared memory.");
}

CompareReport compare_within(const std::vector<float>& got, const std::vector<double>& want,
                             const std::vector<double>& bound, const std::string& rule,
                             CompareOptions options) {
  const double largest = bound.empty() ? 0.0 : *std::max_element(bound.begin(), bound.end());
  options.tolerance = {largest, 0.0, "the largest of the per-element bounds " + rule};
  return compare_with(got, want, options, [&](size_t i, double value) {
    return std::fabs(value - want[i]) <= bound[i];  // NaN fails too
  });
}

std::string run_twice(CapturedCall& call, const Stream& stream, const std::string& function,
                      const std::function<void()>& reset,
                      const std::function<std::vector<float>()>& read,
                      const std::function<std::string(const std::vector<float>&)>& judge) {
  // reset() poisons and uploads through guarded arrays, on `stream`, before the call runs.
  reset();
  call.run(stream);
  synchronize(stream, ("running " + function).c_str());
  const std::vector<float> first = read();
  std::string problems = judge(first);

  reset();
  call.run(stream);
  synchronize(stream, ("running " + function + " a second time").c_str());
  const std::string race = compare_runs(function + "'s output", first, read());
  if (!race.empty())
    problems = join_problems(
        {with_hints(problems, ""),
         race + "\n  " +
             tagged("missing-barrier",
                    "Here that is almost always a missing __syncthreads(): a thread read a "
                    "shared-memory value that another thread of its block had not stored yet. The "
                    "barrier goes between the stores and the loads, where every thread of the block "
                    "reaches it. `./lab check 1.7 --sanitize` runs racecheck, which names both lines.")});
  return problems;
}

std::string call_again(const Stream& stream, const std::string& function, const std::string& output,
                       const std::vector<float>& previous, const std::function<void()>& launch,
                       const std::function<std::vector<float>()>& read,
                       const std::function<std::string(const std::vector<float>&)>& judge) {
  if (std::string p = run_uncaptured(stream, function, launch); !p.empty()) return p;
  const std::vector<float> got = read();
  return second_call_problems(function, output, same_bits(got, previous), judge(got));
}

std::string with_hints(std::string message, const std::string& hints) {
  while (!message.empty() && message.back() == '\n') message.pop_back();
  return message + hints;
}

std::string failed_case(const std::string& label, const std::string& passed, const std::string& problems) {
  return label + (passed.empty() ? "" : " (" + passed + " passed)") + ":\n" + problems;
}

}  // namespace lab::checks
