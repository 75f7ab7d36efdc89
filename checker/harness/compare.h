// Comparing a GPU result with a CPU reference, and saying what the differences mean.
//
//   lab::CompareOptions opt{"c", lab::Tolerance::relative(eps, "one rounding of a float sum")};
//   opt.launch = &call.kernels[0];                 // optional: enables (block, thread) labels
//   auto report = lab::compare(got, want, opt);    // want: float64 reference
//   LAB_REQUIRE_CLEAN(report.message);
//
// The message counts the wrong elements, lists the first few as
// `index (block, thread): got X, want Y`, and adds a pattern hint when it recognises one:
// only the tail missing, nothing written, one block's worth written, block edges wrong.
#pragma once

#include <cstdint>
#include <string>
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
  std::string name;                       // the output array's name in the contract
  Tolerance tolerance;
  const KernelLaunch* launch = nullptr;   // 1D launch shape, for (block, thread) labels and hints
  size_t show = 5;                        // how many wrong elements to list
};

enum class Verdict : uint8_t { ok, wrong_value, never_written };

struct CompareReport {
  size_t checked = 0;
  size_t wrong = 0;          // wrong values plus never written
  size_t never_written = 0;
  std::string message;       // "" when everything is within tolerance
  bool ok() const { return message.empty(); }
};

// The core: verdicts per element plus how to print one element, then the analysis.
CompareReport analyse(const std::vector<Verdict>& verdicts,
                      const std::vector<std::string>& got_text,  // for listed elements only
                      const std::vector<double>& want, const CompareOptions& options);

std::string format_number(double value);

// The core of every comparison: an element holding the poison pattern was never written;
// one for which accepts(i, got) is false holds a wrong value.
template <typename T, typename Accepts>
CompareReport compare_with(const std::vector<T>& got, const std::vector<double>& want,
                           const CompareOptions& options, Accepts accepts) {
  std::vector<Verdict> verdicts(got.size(), Verdict::ok);
  std::vector<std::string> shown;
  for (size_t i = 0; i < got.size(); ++i) {
    if (is_poison(got[i]))
      verdicts[i] = Verdict::never_written;
    else if (!accepts(i, static_cast<double>(got[i])))
      verdicts[i] = Verdict::wrong_value;
    else
      continue;
    if (shown.size() < options.show)
      shown.push_back(verdicts[i] == Verdict::never_written ? "never written"
                                                            : format_number(static_cast<double>(got[i])));
  }
  return analyse(verdicts, shown, want, options);
}

// Every element within options.tolerance of the reference.
template <typename T>
CompareReport compare(const std::vector<T>& got, const std::vector<double>& want,
                      const CompareOptions& options) {
  return compare_with(got, want, options,
                      [&](size_t i, double value) { return options.tolerance.accepts(value, want[i]); });
}

// "" when two runs of the same call on the same inputs gave bit-identical results,
// else a diagnosis pointing at a race.
template <typename T>
std::string compare_runs(const std::string& name, const std::vector<T>& first,
                         const std::vector<T>& second) {
  const Differences d = bitwise_differences(first, second);
  if (!d.count) return "";
  return "two runs on the same input gave different " + name + ": " + std::to_string(d.count) +
         " element(s) differ, the first at index " + std::to_string(d.first) +
         ". A result that changes from run to run points to a race: threads reading what other "
         "threads write without a barrier or an atomic, or reading uninitialised memory.";
}

}  // namespace lab
