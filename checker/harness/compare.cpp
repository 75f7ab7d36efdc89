#include "checker/harness/compare.h"

#include <cmath>
#include <cstdio>

namespace lab {

bool Tolerance::accepts(double got, double want) const {
  if (std::isnan(got) || std::isnan(want)) return std::isnan(got) && std::isnan(want);
  if (std::isinf(want)) return got == want;
  return std::fabs(got - want) <= abs + rel * std::fabs(want);
}

std::string Tolerance::describe() const {
  std::string bound;
  if (abs == 0.0 && rel == 0.0) bound = "exact match";
  if (abs != 0.0) bound = "|got - want| <= " + format_number(abs);
  if (rel != 0.0)
    bound = (abs != 0.0 ? bound + " + " : "|got - want| <= ") + format_number(rel) + " * |want|";
  return rule.empty() || rule == "exact" ? bound : bound + " (" + rule + ")";
}

std::string format_number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.9g", value);
  return text;
}

namespace {

std::string where(size_t i, const KernelLaunch* launch) {
  std::string text = std::to_string(i);
  if (launch && launch->block.x > 0)
    text += " (block " + std::to_string(i / launch->block.x) + ", thread " +
            std::to_string(i % launch->block.x) + ")";
  return text;
}

// The pattern hint: what the set of wrong elements most likely means.
std::string pattern_hint(const std::vector<Verdict>& v, const CompareReport& r,
                         const CompareOptions& o) {
  const size_t n = v.size();
  const KernelLaunch* launch = o.launch;
  const size_t block = launch ? launch->block.x : 0;
  const size_t threads = launch ? static_cast<size_t>(launch->grid.x) * launch->block.x : 0;

  // First element from which everything is wrong: [tail, n) is the wrong tail.
  size_t tail = n;
  while (tail > 0 && v[tail - 1] != Verdict::ok) --tail;
  const bool tail_only = r.wrong == n - tail;

  if (r.never_written == r.wrong) {
    if (r.wrong == n)
      return "none of the " + std::to_string(n) + " elements of " + o.name +
             " was written: did the kernel run (a rejected launch)? Does it store to " + o.name +
             "? Is the bounds check rejecting every thread?";
    if (tail_only && launch && threads < n && tail == threads)
      return "only the first " + std::to_string(tail) + " = grid x block elements were written: the grid "
             "(" + std::to_string(launch->grid.x) + " blocks of " + std::to_string(block) +
             ") covers fewer than n = " + std::to_string(n) + " threads. Round the grid up: "
             "grid = (n + block - 1) / block.";
    if (tail_only && launch && launch->grid.x > 1 && tail <= block)
      return "only the first " + std::to_string(tail) + " elements (one block's worth) were written, "
             "although " + std::to_string(launch->grid.x) + " blocks ran: every block wrote the same "
             "elements. The global index must include the block: i = blockIdx.x * blockDim.x + "
             "threadIdx.x (\"left multiply, right add\").";
    if (tail_only)
      return "only the tail, from index " + std::to_string(tail) + " on, was never written: the "
             "launch covers too few threads (grid rounded down?) or the bounds check stops early.";
    return std::to_string(r.never_written) + " scattered elements were never written: some "
           "elements get no thread, so others must be written twice. Check the index formula "
           "i = blockIdx.x * blockDim.x + threadIdx.x.";
  }
  if (block > 1) {
    size_t at_edges = 0;
    for (size_t i = 0; i < n; ++i)
      if (v[i] != Verdict::ok && (i % block == 0 || i % block == block - 1)) ++at_edges;
    if (at_edges == r.wrong)
      return "all wrong elements sit at block edges (the first or last thread of a block): check "
             "how the index and any neighbour access behave at block boundaries.";
  }
  if (tail_only && tail > 0)
    return "only the tail, from index " + std::to_string(tail) + " on, is wrong: check how the last, "
           "partial block is handled.";
  if (r.never_written)
    return std::to_string(r.never_written) + " element(s) were never written and " +
           std::to_string(r.wrong - r.never_written) + " hold wrong values.";
  return "";
}

}  // namespace

CompareReport analyse(const std::vector<Verdict>& verdicts, const std::vector<std::string>& got_text,
                      const std::vector<double>& want, const CompareOptions& options) {
  CompareReport report;
  report.checked = verdicts.size();
  for (Verdict v : verdicts) {
    if (v == Verdict::ok) continue;
    ++report.wrong;
    if (v == Verdict::never_written) ++report.never_written;
  }
  if (!report.wrong) return report;

  std::string& m = report.message;
  m = std::to_string(report.wrong) + " of " + std::to_string(report.checked) + " elements of " +
      options.name + " are wrong";
  if (report.never_written)
    m += " (" + std::to_string(report.never_written) + " never written)";
  m += ". Tolerance: " + options.tolerance.describe() + ".\n";
  size_t listed = 0;
  for (size_t i = 0; i < verdicts.size() && listed < got_text.size(); ++i) {
    if (verdicts[i] == Verdict::ok) continue;
    m += "  " + options.name + "[" + where(i, options.launch) + "]: got " + got_text[listed++] +
         ", want " + format_number(want[i]) + "\n";
  }
  if (report.wrong > listed) m += "  ... and " + std::to_string(report.wrong - listed) + " more\n";
  const std::string hint = pattern_hint(verdicts, report, options);
  if (!hint.empty()) m += "  hint: " + hint;
  return report;
}

}  // namespace lab
