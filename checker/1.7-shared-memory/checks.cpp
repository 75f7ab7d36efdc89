#include "checks.h"

#include <algorithm>
#include <cmath>

namespace lab::checks {

std::string dynamic_shared_problem(const KernelLaunch& launch, size_t needed,
                                   const std::string& function, const std::string& what) {
  if (launch.shared_bytes >= needed) return "";
  return diagnose("dynamic-shared-too-small", {{"function", function},
                                               {"launch", describe_launch(launch)},
                                               {"bytes", launch.shared_bytes},
                                               {"what", what},
                                               {"needed", needed}});
}

CompareReport compare_within(const std::vector<float>& got, const std::vector<double>& want,
                             const std::vector<double>& bound, const std::string& rule,
                             CompareOptions options) {
  const double largest = bound.empty() ? 0.0 : *std::max_element(bound.begin(), bound.end());
  options.tolerance = {largest, 0.0, say("shared-memory.largest-bound", {{"rule", rule}})};
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
  synchronize(stream, say("shared-memory.running", {{"function", function}}).c_str());
  const std::vector<float> first = read();
  Problems problems = judge(first);

  reset();
  call.run(stream);
  synchronize(stream, say("shared-memory.running-again", {{"function", function}}).c_str());
  const std::string race =
      compare_runs(say("shared-memory.output-of", {{"function", function}}), first, read());
  if (!race.empty())
    problems = all_problems(
        {with_hints(problems, ""), race + "\n  " + std::string(diagnose("missing-barrier"))});
  return problems;
}

std::string call_again(const Stream& stream, const std::string& function, const std::string& output,
                       const std::vector<float>& previous, const std::function<void()>& launch,
                       const std::function<std::vector<float>()>& read,
                       const std::function<std::string(const std::vector<float>&)>& judge) {
  if (Problems p = run_uncaptured(stream, function, launch); !p.empty()) return p;
  const std::vector<float> got = read();
  return second_call_problems(function, output, same_bits(got, previous), judge(got));
}

std::string hint_line(const std::string& diagnosis) {
  return "\n  " + say("shared-memory.hint", {{"hint", diagnosis}});
}

std::string with_hints(std::string message, const std::string& hints) {
  while (!message.empty() && message.back() == '\n') message.pop_back();
  return message + hints;
}

std::string failed_case(const std::string& label, const std::string& passed,
                        const std::string& problems) {
  if (passed.empty())
    return say("shared-memory.failed-case", {{"label", label}, {"problems", problems}});
  return say("shared-memory.failed-case-after",
             {{"label", label}, {"passed", passed}, {"problems", problems}});
}

}  // namespace lab::checks
