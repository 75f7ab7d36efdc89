// Comparing a GPU result with a CPU reference, and saying what the differences mean.
//
//   lab::CompareOptions opt{"c", lab::Tolerance::relative(eps, "one rounding of a float sum")};
//   opt.launch = &call.kernels[0];                 // optional: enables (block, thread) labels
//   auto report = lab::compare(got, want, opt);    // want: float64 reference
//   LAB_REQUIRE_CLEAN(report.message);
//
// The message counts the wrong elements, lists the first few as
// `index (block, thread): got X, want Y`, and adds the pattern hints that the evidence
// supports (where the wrong elements are, what the wrong values are). Each hint carries an
// id (see diagnosis.h), e.g. tail-unwritten, block-edges, value-multiple.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

#include "checker/harness/capture.h"
#include "checker/harness/guarded.h"

namespace lab {

// |got - want| <= abs + rel * |want|   (NaN is never within tolerance)
struct Tolerance {
  double abs = 0.0;
  double rel = 0.0;
  std::string rule;  // where the bound comes from, shown in diagnoses
  static Tolerance exact() { return {0.0, 0.0, "exact"}; }
  static Tolerance relative(double rel, std::string rule) { return {0.0, rel, std::move(rule)}; }
  bool accepts(double got, double want) const;
  std::string describe() const;
};

struct CompareOptions {
  std::string name;  // the output array's name in the contract
  Tolerance tolerance;
  const KernelLaunch* launch = nullptr;  // 1D launch shape, for (block, thread) labels and hints
  size_t show = 5;                       // how many wrong elements to list
};

enum class Verdict : uint8_t { ok, wrong_value, never_written };

struct CompareReport {
  size_t checked = 0;
  size_t wrong = 0;  // wrong values plus never written
  size_t never_written = 0;
  Problems message;  // empty when everything is within tolerance
  bool ok() const { return message.empty(); }
};

// What the wrong values (never-written elements aside) have in common. `multiple` is k >= 2
// when every one of them is k times an acceptable value, up to the rounding of adding k
// such values (an element summed in k times); else 0.
struct WrongValues {
  size_t count = 0;
  long long multiple = 0;

  // Notes one wrong value `got` of an element whose reference is `want`. `acceptable(x)`
  // says whether x would be within the element's tolerance; `unit_roundoff` is that of the
  // element type. The first wrong value proposes k, every one checks it.
  template <typename Acceptable>
  void add(double got, double want, double unit_roundoff, Acceptable acceptable) {
    if (count++ == 0) multiple = proposed_multiple(got, want);
    if (multiple < 2) return;
    // got = fl(r + r + ... + r), k terms, for an acceptable r: |got - k r| <= gamma(k - 1) k |r|.
    // So move got / k toward want by at most gamma(k - 1) |got / k| and ask whether it is r.
    const double k = static_cast<double>(multiple), scaled = got / k;
    const double slack = gamma(k - 1.0, unit_roundoff) * std::fabs(scaled);
    const double nearest = scaled - std::fmin(std::fmax(scaled - want, -slack), slack);
    if (!acceptable(nearest)) multiple = 0;
  }

  static long long proposed_multiple(double got, double want);
  static double gamma(double k, double unit_roundoff) {
    return k * unit_roundoff / (1.0 - k * unit_roundoff);
  }
};

// The unit roundoff of T: half its machine epsilon; 0 for integers (their sums are exact).
template <typename T>
constexpr double unit_roundoff() {
  if constexpr (std::is_floating_point_v<T>) return std::numeric_limits<T>::epsilon() / 2;
  return 0.0;
}

// The core: verdicts per element plus how to print one element, then the analysis.
CompareReport analyse(const std::vector<Verdict>& verdicts,
                      const std::vector<std::string>& got_text,  // for listed elements only
                      const std::vector<double>& want, const CompareOptions& options,
                      const WrongValues& values = {});

std::string format_number(double value);

// Whether `wrong` wrong elements, all at positions of one kind (block edges, say) that make
// up `kind` of the `n` positions, say something about position: only when as many elements
// placed at random would all land there with a chance of at most 1 in 20, (kind / n)^wrong.
// (One wrong element of one, or of three with an edge among them, says nothing.)
bool positional_evidence(size_t wrong, size_t kind, size_t n);

// The core of every comparison: an element holding the poison pattern was never written;
// one for which accepts(i, got) is false holds a wrong value.
template <typename T, typename Accepts>
CompareReport compare_with(const std::vector<T>& got, const std::vector<double>& want,
                           const CompareOptions& options, Accepts accepts) {
  std::vector<Verdict> verdicts(got.size(), Verdict::ok);
  std::vector<std::string> shown;
  WrongValues values;
  for (size_t i = 0; i < got.size(); ++i) {
    const double value = static_cast<double>(got[i]);
    if (is_poison(got[i])) {
      verdicts[i] = Verdict::never_written;
    } else if (!accepts(i, value)) {
      verdicts[i] = Verdict::wrong_value;
      values.add(value, want[i], unit_roundoff<T>(), [&](double x) { return accepts(i, x); });
    } else {
      continue;
    }
    if (shown.size() < options.show)
      shown.push_back(verdicts[i] == Verdict::never_written ? say("harness.never-written")
                                                            : format_number(value));
  }
  return analyse(verdicts, shown, want, options, values);
}

// Every element within options.tolerance of the reference.
template <typename T>
CompareReport compare(const std::vector<T>& got, const std::vector<double>& want,
                      const CompareOptions& options) {
  return compare_with(got, want, options, [&](size_t i, double value) {
    return options.tolerance.accepts(value, want[i]);
  });
}

// None when two runs of the same call on the same inputs gave bit-identical results,
// else a diagnosis pointing at a race (id nondeterministic-result).
Diagnosis runs_differ(const std::string& name, const Differences& d);
template <typename T>
Problems compare_runs(const std::string& name, const std::vector<T>& first,
                      const std::vector<T>& second) {
  const Differences d = bitwise_differences(first, second);
  if (!d.count) return {};
  return runs_differ(name, d);
}

// True when x and y hold the same bits, element for element.
template <typename T>
bool same_bits(const std::vector<T>& x, const std::vector<T>& y) {
  return x.size() == y.size() && bitwise_differences(x, y).count == 0;
}

// Every value negated: fresh inputs for a second call that change every sum and product
// exactly (negation rounds nothing), so a kept result cannot pass for the new one unless
// it is 0.
template <typename T>
std::vector<T> negated(const std::vector<T>& values) {
  std::vector<T> out(values.size());
  for (size_t i = 0; i < values.size(); ++i) out[i] = -values[i];
  return out;
}

// The verdict on a second call of `function` on the same buffers with fresh inputs, given
// `problems`, what checking its result against the fresh reference found: none when none;
// the shared stale-second-call diagnosis when `output` came back bit for bit as before the
// call (so the launcher did no work: it kept the first call's result); else `problems`,
// introduced as the second call's.
Problems second_call_problems(const std::string& function, const std::string& output,
                              bool output_unchanged, const Problems& problems);

// Every value doubled: exact in floating point (a power of two rounds nothing; the tests'
// magnitudes are far from overflow), and it changes every nonzero value, of a product of an
// input with itself too, which negation leaves as it is (-a * -a = a * a).
template <typename T>
std::vector<T> doubled(const std::vector<T>& values) {
  std::vector<T> out(values.size());
  for (size_t i = 0; i < values.size(); ++i) out[i] = values[i] + values[i];
  return out;
}

// The experiment for an input that a wrong result never read: every element of `input` was
// changed (`how` says how, as a clause: "doubled every element of A"; "" is negation), the
// same call run again, and `output` came back bit for bit the same. Names the input; nothing
// when `output_changed`. Id: input-has-no-effect.
Diagnosis input_without_effect(const std::string& function, const std::string& input,
                               const std::string& output, bool output_changed,
                               const std::string& how = "");

// An input of the call under test and the values it holds, for inputs_without_effect.
template <typename T>
struct HeldInput {
  GuardedArray<T>& array;
  const std::vector<T>& values;
};

// That experiment on each of `inputs` in turn: every element doubled, `rerun()` (the same call
// on the same buffers, its output poisoned first; returns the output), the input restored. An
// output that comes back bit for bit as `first` names that input. Nothing when `first` is
// poison throughout: an output never written says nothing about the inputs. Doubled, not
// negated: a product may read an input twice, and -a * -a = a * a. T is given:
//   lab::inputs_without_effect<float>("f", "c", {{a, ha}, {b, hb}}, first, rerun)
template <typename T>
Problems inputs_without_effect(const std::string& function, const std::string& output,
                               std::initializer_list<HeldInput<T>> inputs,
                               const std::vector<T>& first,
                               const std::function<std::vector<T>()>& rerun) {
  if (std::all_of(first.begin(), first.end(), [](const T& v) { return is_poison(v); })) return {};
  Problems problems;
  for (const HeldInput<T>& input : inputs) {
    input.array.upload(doubled(input.values));
    const bool changed = !same_bits(rerun(), first);
    input.array.upload(input.values);
    problems.add(
        input_without_effect(function, input.array.name(), output, changed,
                             say("harness.input-doubled", {{"input", input.array.name()}})));
  }
  return problems;
}

}  // namespace lab
