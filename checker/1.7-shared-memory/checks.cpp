#include "checks.h"

#include <algorithm>
#include <cmath>

namespace lab::checks {

Diagnosis dynamic_shared_problem(const KernelLaunch& launch, size_t needed,
                                 const std::string& function, const std::string& what) {
  if (launch.shared_bytes >= needed) return {};
  return diagnose("dynamic-shared-too-small", {{"function", function},
                                               {"launch", describe_launch(launch)},
                                               {"bytes", launch.shared_bytes},
                                               {"what", what},
                                               {"needed", needed}});
}

Problems inputs_without_effect(CapturedCall& call, const Stream& stream,
                               const std::string& function,
                               std::initializer_list<HeldInput<float>> inputs,
                               GuardedArray<float>& out, const std::vector<float>& first) {
  return lab::inputs_without_effect<float>(function, out.name(), inputs, first, [&] {
    out.poison();
    call.run(stream);
    synchronize(stream, say("shared-memory.running-again", {{"function", function}}).c_str());
    return out.download();
  });
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

Problems run_twice(CapturedCall& call, const Stream& stream, const std::string& function,
                   const std::function<void()>& reset,
                   const std::function<std::vector<float>()>& read,
                   const std::function<Problems(const std::vector<float>&)>& judge) {
  // reset() poisons and uploads through guarded arrays, on `stream`, before the call runs.
  reset();
  call.run(stream);
  synchronize(stream, say("shared-memory.running", {{"function", function}}).c_str());
  const std::vector<float> first = read();
  Problems problems = judge(first);

  reset();
  call.run(stream);
  synchronize(stream, say("shared-memory.running-again", {{"function", function}}).c_str());
  const Problems race =
      compare_runs(say("shared-memory.output-of", {{"function", function}}), first, read());
  if (race.empty()) return problems;
  // Blocks that overlap (an index with gridDim.x) race by themselves, barrier or not.
  const std::vector<std::string> ids = problems.ids();
  if (std::find(ids.begin(), ids.end(), "grid-dim-for-block-dim") != ids.end())
    return all_problems({with_hints(problems, {}), race});
  const Diagnosis barrier = diagnose("missing-barrier");
  return all_problems(
      {with_hints(problems, {}),
       all_problems({race, barrier}).quoted_in(race.text() + "\n  " + barrier.text)});
}

Problems call_again(const Stream& stream, const std::string& function, const std::string& output,
                    const std::vector<float>& previous, const std::function<void()>& launch,
                    const std::function<std::vector<float>()>& read,
                    const std::function<Problems(const std::vector<float>&)>& judge) {
  if (Problems p = run_uncaptured(stream, function, launch); !p.empty()) return p;
  const std::vector<float> got = read();
  return second_call_problems(function, output, same_bits(got, previous), judge(got));
}

Diagnosis hint_line(const Diagnosis& diagnosis) {
  if (diagnosis.text.empty()) return {};
  return {diagnosis.id, "  " + say("shared-memory.hint", {{"hint", diagnosis.text}})};
}

Problems with_hints(const Problems& message, const Problems& hints) {
  std::string text = message.text();
  while (!text.empty() && text.back() == '\n') text.pop_back();
  if (!hints.empty()) text += "\n" + hints.text();
  return all_problems({message, hints}).quoted_in(text);
}

Problems failed_case(const std::string& label, const std::string& passed,
                     const Problems& problems) {
  if (passed.empty())
    return problems.quoted_in(
        say("shared-memory.failed-case", {{"label", label}, {"problems", problems.text()}}));
  return problems.quoted_in(
      say("shared-memory.failed-case-after",
          {{"label", label}, {"passed", passed}, {"problems", problems.text()}}));
}

}  // namespace lab::checks
