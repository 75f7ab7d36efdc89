#include "checker/harness/compare.h"

#include <cmath>
#include <cstdio>

#include "checker/harness/diagnosis.h"

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

long long WrongValues::proposed_multiple(double got, double want) {
  // Beyond 2^16 a "multiple" is more likely a coincidence than k threads adding.
  constexpr double kLargest = 65536.0;
  if (want == 0.0 || !std::isfinite(got) || !std::isfinite(want)) return 0;
  const double k = std::round(got / want);
  return k >= 2.0 && k <= kLargest ? static_cast<long long>(k) : 0;
}

bool positional_evidence(size_t wrong, size_t kind, size_t n) {
  constexpr double kChance = 1.0 / 20.0;
  return wrong > 0 && n > 0 && std::pow(static_cast<double>(kind) / n, static_cast<double>(wrong)) <= kChance;
}

std::string runs_differ(const std::string& name, const Differences& d) {
  return tagged("nondeterministic-result",
                "two runs on the same input gave different " + name + ": " + std::to_string(d.count) +
                    " element(s) differ, the first at index " + std::to_string(d.first) +
                    ". A result that changes from run to run points to a race: threads reading what "
                    "other threads write without a barrier or an atomic, or reading uninitialised "
                    "memory.");
}

std::string second_call_problems(const std::string& function, const std::string& output,
                                 bool output_unchanged, const std::string& problems) {
  if (problems.empty()) return "";
  if (output_unchanged) return stale_second_call(function, output);
  return "the first call was right, but a second call of " + function +
         " on the same buffers with fresh inputs was not:\n" + problems;
}

namespace {

std::string where(size_t i, const KernelLaunch* launch) {
  std::string text = std::to_string(i);
  if (launch && launch->block.x > 0)
    text += " (block " + std::to_string(i / launch->block.x) + ", thread " +
            std::to_string(i % launch->block.x) + ")";
  return text;
}

// What the set of wrong elements shows: where they are and how they relate to the right
// values. Every hint states its evidence first, and names a cause only when the evidence
// fits it; where several causes fit, it names them all.
class Patterns {
 public:
  Patterns(const std::vector<Verdict>& v, const CompareReport& r, const CompareOptions& o,
           const WrongValues& values)
      : v_(v), r_(r), o_(o), values_(values), n_(v.size()) {
    if (o.launch) {
      block_ = o.launch->block.x;
      grid_ = o.launch->grid.x;
      threads_ = grid_ * block_;
    }
    tail_ = n_;
    while (tail_ > 0 && v_[tail_ - 1] != Verdict::ok) --tail_;
  }

  std::vector<std::string> hints() const {
    if (r_.never_written == r_.wrong) return {unwritten()};
    std::vector<std::string> found;
    for (const std::string& h : {value_multiple(), block_edges(), wrong_tail(), partly_unwritten()})
      if (!h.empty()) found.push_back(h);
    return found;
  }

 private:
  bool launch_known() const { return block_ > 0; }
  bool tail_only() const { return r_.wrong == n_ - tail_; }

  // Every wrong element was never written.
  std::string unwritten() const {
    const std::string& c = o_.name;
    if (r_.wrong == n_)
      return tagged("never-written",
                    "none of the " + std::to_string(n_) + " elements of " + c +
                        " was written: did the kernel run (a rejected launch)? Does it store to " + c +
                        "? Is the bounds check rejecting every thread?");
    if (tail_only()) return unwritten_tail();
    return unwritten_gaps();
  }

  std::string launch_text() const {
    return "the launch has " + std::to_string(threads_) + " threads (" + std::to_string(grid_) + " blocks of " +
           std::to_string(block_) + ") for n = " + std::to_string(n_);
  }

  // [tail_, n) was never written, everything before it is right.
  std::string unwritten_tail() const {
    const size_t missing = n_ - tail_;
    if (launch_known() && threads_ < n_ && tail_ == threads_) {
      // Exactly one element per thread ran, and the threads ran out.
      const std::string head = "only the first " + std::to_string(tail_) + " = grid x block elements were "
                               "written: the grid (" + std::to_string(grid_) + " blocks of " +
                               std::to_string(block_) + ") covers fewer than n = " + std::to_string(n_) +
                               " threads. ";
      if (missing < block_)
        return tagged("grid-rounded-down",
                      head + "Round the grid up: grid = (n + block - 1) / block.");
      return tagged("grid-too-small",
                    head + "It is short by " + std::to_string(missing) + " threads, more than a block, so "
                    "it was not merely rounded down: with one thread per element, grid = "
                    "(n + block - 1) / block.");
    }
    if (launch_known() && grid_ > 1 && tail_ == block_)
      return tagged("first-block-only",
                    "only the first " + std::to_string(tail_) + " elements, one block's worth, were written, "
                    "although " + std::to_string(grid_) + " blocks ran: the other blocks wrote nothing "
                    "inside [0, n). Either every block wrote the same first elements (the index "
                    "ignores blockIdx.x), or the other blocks' indices fell past n (a block offset "
                    "larger than blockDim.x, such as blockIdx.x * blockDim.x * 2). The global index "
                    "is i = blockIdx.x * blockDim.x + threadIdx.x (\"left multiply, right add\").");
    std::string text = "only the last " + std::to_string(missing) + " element(s), from index " +
                       std::to_string(tail_) + " on, were never written; every element before them is right. ";
    if (!launch_known())
      text += "Too few threads for n, a bounds check that stops early (such as i < n - 1), or an "
              "index formula that sends the last threads elsewhere?";
    else if (threads_ >= n_)
      text += "As " + launch_text() + ", enough for one thread per element, the threads meant for "
              "the tail did not write it: a bounds check that stops early (such as i < n - 1), or "
              "an index formula that sends those threads elsewhere?";
    else
      text += "As " + launch_text() + ", each thread must handle several elements: the last ones are "
              "left out (a loop that stops early, or a remainder after the last whole group, such as "
              "the n % 4 floats after the last float4, that is not handled?).";
    return tagged("tail-unwritten", text);
  }

  // Never-written elements with right ones after them.
  std::string unwritten_gaps() const {
    Examples runs(3);
    bool whole_blocks = launch_known();
    for (size_t i = 0; i < n_;) {
      if (v_[i] == Verdict::ok) {
        ++i;
        continue;
      }
      size_t end = i;
      while (end < n_ && v_[end] != Verdict::ok) ++end;
      runs.add("[" + std::to_string(i) + ", " + std::to_string(end) + ")");
      if (launch_known()) whole_blocks &= i % block_ == 0 && (end % block_ == 0 || end == n_);
      i = end;
    }
    std::string text = std::to_string(r_.never_written) + " elements in " + std::to_string(runs.count()) +
                       " separate runs were never written (" + runs.text() + "): those elements got no "
                       "thread. ";
    if (!launch_known())
      return tagged("unwritten-gaps",
                    text + "Other threads wrote the same elements twice, fell outside [0, n) or wrote "
                           "nothing: check the index formula, i = blockIdx.x * blockDim.x + threadIdx.x.");
    if (whole_blocks)
      text += "The runs are whole blocks' ranges of " + std::to_string(block_) + " elements: those blocks "
              "returned early, or the block offset in the index is wrong (it must be blockIdx.x * "
              "blockDim.x; a larger one, such as blockIdx.x * blockDim.x * 2, skips ranges and sends "
              "later blocks past n).";
    else if (threads_ >= n_)
      text += "As " + launch_text() + ", enough for one thread per element, other threads wrote the "
              "same elements twice, fell outside [0, n) or wrote nothing: check the index formula, "
              "i = blockIdx.x * blockDim.x + threadIdx.x.";
    else
      text += "As " + launch_text() + ", each thread must handle several elements: its loop or "
              "stride skips some.";
    return tagged("unwritten-gaps", text);
  }

  // Evidence from the values: each wrong one is k times its right value.
  std::string value_multiple() const {
    if (values_.count == 0 || values_.multiple < 2) return "";
    const std::string k = values_.multiple == 2 ? "twice" : std::to_string(values_.multiple) + " times";
    return tagged("value-multiple",
                  "every wrong element holds exactly " + k + " its right value: its result was added "
                  "in " + (values_.multiple == 2 ? std::string("twice") : k) + ". Do several threads "
                  "(or several launches) cover the same element, each adding to " + o_.name +
                  " (+= or atomicAdd) where one should assign it (=)?");
  }

  // Evidence from the positions: every wrong element is the first or last of a block.
  std::string block_edges() const {
    if (!launch_known() || block_ < 2) return "";
    const size_t edge_positions = 2 * (n_ / block_) + (n_ % block_ ? 1 : 0);
    if (!positional_evidence(r_.wrong, edge_positions, n_)) return "";
    for (size_t i = 0; i < n_; ++i)
      if (v_[i] != Verdict::ok && i % block_ != 0 && i % block_ != block_ - 1) return "";
    return tagged("block-edges",
                  "all wrong elements sit at block edges (the first or last thread of a block): check "
                  "how the index and any neighbour access behave at block boundaries.");
  }

  // Every wrong element is in the tail, and everything before it is right.
  std::string wrong_tail() const {
    if (!tail_only() || tail_ == 0) return "";
    const bool last_block = launch_known() && n_ % block_ != 0 && tail_ >= n_ / block_ * block_;
    if (last_block)
      return tagged("last-block-wrong",
                    "only elements of the last, partial block (from index " + std::to_string(tail_) +
                        " on) are wrong: check how the last block is handled, where it has fewer "
                        "elements than threads.");
    return tagged("tail-wrong", "only the last " + std::to_string(n_ - tail_) + " element(s), from index " +
                                    std::to_string(tail_) + " on, are wrong; every element before them is right.");
  }

  std::string partly_unwritten() const {
    if (!r_.never_written) return "";
    return tagged("partly-unwritten", std::to_string(r_.never_written) + " element(s) were never written and " +
                                          std::to_string(r_.wrong - r_.never_written) + " hold wrong values.");
  }

  const std::vector<Verdict>& v_;
  const CompareReport& r_;
  const CompareOptions& o_;
  const WrongValues& values_;
  size_t n_;
  size_t block_ = 0, grid_ = 0, threads_ = 0;
  size_t tail_;  // [tail_, n) is the longest run of wrong elements at the end
};

}  // namespace

CompareReport analyse(const std::vector<Verdict>& verdicts, const std::vector<std::string>& got_text,
                      const std::vector<double>& want, const CompareOptions& options,
                      const WrongValues& values) {
  CompareReport report;
  report.checked = verdicts.size();
  for (Verdict v : verdicts) {
    if (v == Verdict::ok) continue;
    ++report.wrong;
    if (v == Verdict::never_written) ++report.never_written;
  }
  if (!report.wrong) return report;

  std::string m = std::to_string(report.wrong) + " of " + std::to_string(report.checked) +
                  " elements of " + options.name + " are wrong";
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
  for (const std::string& hint : Patterns(verdicts, report, options, values).hints())
    m += "  hint: " + hint + "\n";
  while (!m.empty() && m.back() == '\n') m.pop_back();
  report.message = tagged("wrong-result", m);
  return report;
}

}  // namespace lab
