// What the three 1.7 checks have in common: the contract for n = 0, the dynamic shared
// memory a launch asks for, comparing with per-element bounds, running a captured call
// twice to expose races, and calling the launcher again on fresh inputs.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "checker/harness/capture.h"
#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/guarded.h"

namespace lab::checks {

// The value the checker puts in every guard band of an input: reading outside [0, n)
// changes a result by a multiple of it, which no rounding can explain. 2^24 is exact in
// float and far larger than any in-range sum of the tests.
constexpr float kOutside = 16777216.0f;

// None when the launch asked for at least `needed` bytes of dynamic shared memory.
// `what` names the buffer, e.g. "the chunk buffer (chunk * sizeof(float))".
Diagnosis dynamic_shared_problem(const KernelLaunch& launch, size_t needed,
                                 const std::string& function, const std::string& what);

// The experiment for an input that a wrong result never read (lab::inputs_without_effect):
// each of `inputs` doubled in turn, `out` poisoned, the recorded call run again and compared
// with `first`. Doubling, since block_scale multiplies: a product of an input with itself
// does not change when it is negated.
Problems inputs_without_effect(CapturedCall& call, const Stream& stream,
                               const std::string& function,
                               std::initializer_list<HeldInput<float>> inputs,
                               GuardedArray<float>& out, const std::vector<float>& first);

// compare() with a bound per element: |got[i] - want[i]| <= bound[i]. `rule` says where the
// bounds come from; the message quotes the largest one.
CompareReport compare_within(const std::vector<float>& got, const std::vector<double>& want,
                             const std::vector<double>& bound, const std::string& rule,
                             CompareOptions options);

// Runs `call` twice: reset() before each run (poison the output, upload the input again),
// read() after it. Returns judge(first result) plus, when the two results are not
// bit-identical, a diagnosis of the race (correct code gives the same bits every time here).
Problems run_twice(CapturedCall& call, const Stream& stream, const std::string& function,
                   const std::function<void()>& reset,
                   const std::function<std::vector<float>()>& read,
                   const std::function<Problems(const std::vector<float>&)>& judge);

// Calls `launch` (the launcher itself, not the recording) once more on the same buffers,
// after the caller put fresh inputs in them, then read()s and judge()s the result. The
// stale-second-call diagnosis when the result is bit for bit `previous`, what the launcher
// left there before.
Problems call_again(const Stream& stream, const std::string& function, const std::string& output,
                    const std::vector<float>& previous, const std::function<void()>& launch,
                    const std::function<std::vector<float>()>& read,
                    const std::function<Problems(const std::vector<float>&)>& judge);

// A hint line under a diagnosis: "  hint: " and `diagnosis`'s text (in the reader's
// language), with its id; none for none.
Diagnosis hint_line(const Diagnosis& diagnosis);

// `message` without its trailing newlines, followed by the lines of `hints` (hint_line()s),
// each on a line of its own; its ids are message's and then the hints'.
Problems with_hints(const Problems& message, const Problems& hints);

// "n = 513 (n = 1, 31 passed):\n<problems>", the usual header of a failed size.
Problems failed_case(const std::string& label, const std::string& passed, const Problems& problems);

}  // namespace lab::checks
