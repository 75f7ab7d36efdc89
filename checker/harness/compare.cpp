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
  if (abs == 0.0 && rel == 0.0) bound = say("harness.exact-match");
  if (abs != 0.0) bound = "|got - want| <= " + format_number(abs);
  if (rel != 0.0)
    bound = (abs != 0.0 ? bound + " + " : "|got - want| <= ") + format_number(rel) + " * |want|";
  return rule.empty() || rule == "exact"
             ? bound
             : say("harness.bound-with-rule", {{"bound", bound}, {"rule", rule}});
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
  return wrong > 0 && n > 0 &&
         std::pow(static_cast<double>(kind) / n, static_cast<double>(wrong)) <= kChance;
}

Diagnosis runs_differ(const std::string& name, const Differences& d) {
  return diagnose("nondeterministic-result",
                  {{"name", name}, {"count", d.count}, {"first", d.first}});
}

Problems second_call_problems(const std::string& function, const std::string& output,
                              bool output_unchanged, const Problems& problems) {
  if (problems.empty()) return {};
  if (output_unchanged) return stale_second_call(function, output);
  Problems introduced{{"", say("harness.second-call-wrong", {{"function", function}})}};
  introduced.add(problems);
  return introduced;
}

Diagnosis input_without_effect(const std::string& function, const std::string& input,
                               const std::string& output, bool output_changed,
                               const std::string& how) {
  if (output_changed) return {};
  return diagnose("input-has-no-effect",
                  {{"function", function},
                   {"input", input},
                   {"output", output},
                   {"how", how.empty() ? say("harness.input-negated", {{"input", input}}) : how}});
}

namespace {

std::string where(size_t i, const KernelLaunch* launch) {
  if (!launch || launch->block.x == 0) return std::to_string(i);
  return say("harness.block-thread",
             {{"index", i}, {"block", i / launch->block.x}, {"thread", i % launch->block.x}});
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

  std::vector<Diagnosis> hints() const {
    if (r_.never_written == r_.wrong) return {unwritten()};
    std::vector<Diagnosis> found;
    for (const Diagnosis& h : {value_multiple(), block_edges(), wrong_tail(), partly_unwritten()})
      if (!h.text.empty()) found.push_back(h);
    return found;
  }

 private:
  bool launch_known() const { return block_ > 0; }
  bool tail_only() const { return r_.wrong == n_ - tail_; }

  // Every wrong element was never written.
  Diagnosis unwritten() const {
    const std::string& c = o_.name;
    if (r_.wrong == n_) return diagnose("never-written", {{"n", n_}, {"name", c}});
    if (tail_only()) return unwritten_tail();
    return unwritten_gaps();
  }

  std::string launch_text() const {
    return say("harness.launch-shape",
               {{"threads", threads_}, {"grid", grid_}, {"block", block_}, {"n", n_}});
  }

  // [tail_, n) was never written, everything before it is right.
  Diagnosis unwritten_tail() const {
    const size_t missing = n_ - tail_;
    if (launch_known() && threads_ < n_ && tail_ == threads_) {
      // Exactly one element per thread ran, and the threads ran out.
      const std::string grid_short =
          say("harness.grid-short",
              {{"written", tail_}, {"grid", grid_}, {"block", block_}, {"n", n_}});
      if (missing < block_) return diagnose("grid-rounded-down", {{"short", grid_short}});
      return diagnose("grid-too-small", {{"short", grid_short}, {"missing", missing}});
    }
    if (launch_known() && grid_ > 1 && tail_ == block_)
      return diagnose("first-block-only", {{"written", tail_}, {"grid", grid_}});
    const std::string cause =
        !launch_known() ? say("harness.tail-cause-unknown-launch")
        : threads_ >= n_
            ? say("harness.tail-cause-enough-threads", {{"launch", launch_text()}})
            : say("harness.tail-cause-several-per-thread", {{"launch", launch_text()}});
    return diagnose("tail-unwritten", {{"missing", missing}, {"from", tail_}, {"cause", cause}});
  }

  // Never-written elements with right ones after them.
  Diagnosis unwritten_gaps() const {
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
    const std::string cause =
        !launch_known() ? say("harness.gaps-cause-unknown-launch")
        : whole_blocks  ? say("harness.gaps-cause-whole-blocks", {{"block", block_}})
        : threads_ >= n_
            ? say("harness.gaps-cause-enough-threads", {{"launch", launch_text()}})
            : say("harness.gaps-cause-several-per-thread", {{"launch", launch_text()}});
    return diagnose("unwritten-gaps", {{"count", r_.never_written},
                                       {"runs", runs.count()},
                                       {"examples", runs.text()},
                                       {"cause", cause}});
  }

  // Evidence from the values: each wrong one is k times its right value.
  Diagnosis value_multiple() const {
    if (values_.count == 0 || values_.multiple < 2) return {};
    const bool twice = values_.multiple == 2;
    const std::string times = twice ? say("harness.times-value-2")
                                    : say("harness.times-value", {{"k", values_.multiple}});
    const std::string count = twice ? say("harness.times-added-2")
                                    : say("harness.times-added", {{"k", values_.multiple}});
    return diagnose("value-multiple", {{"times", times}, {"count", count}, {"name", o_.name}});
  }

  // Evidence from the positions: every wrong element is the first or last of a block.
  Diagnosis block_edges() const {
    if (!launch_known() || block_ < 2) return {};
    const size_t edge_positions = 2 * (n_ / block_) + (n_ % block_ ? 1 : 0);
    if (!positional_evidence(r_.wrong, edge_positions, n_)) return {};
    for (size_t i = 0; i < n_; ++i)
      if (v_[i] != Verdict::ok && i % block_ != 0 && i % block_ != block_ - 1) return {};
    return diagnose("block-edges");
  }

  // Every wrong element is in the tail, and everything before it is right.
  Diagnosis wrong_tail() const {
    if (!tail_only() || tail_ == 0) return {};
    const bool last_block = launch_known() && n_ % block_ != 0 && tail_ >= n_ / block_ * block_;
    if (last_block) return diagnose("last-block-wrong", {{"from", tail_}});
    return diagnose("tail-wrong", {{"count", n_ - tail_}, {"from", tail_}});
  }

  Diagnosis partly_unwritten() const {
    if (!r_.never_written) return {};
    return diagnose("partly-unwritten",
                    {{"unwritten", r_.never_written}, {"wrong", r_.wrong - r_.never_written}});
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

CompareReport analyse(const std::vector<Verdict>& verdicts,
                      const std::vector<std::string>& got_text, const std::vector<double>& want,
                      const CompareOptions& options, const WrongValues& values) {
  CompareReport report;
  report.checked = verdicts.size();
  for (Verdict v : verdicts) {
    if (v == Verdict::ok) continue;
    ++report.wrong;
    if (v == Verdict::never_written) ++report.never_written;
  }
  if (!report.wrong) return report;

  const std::string unwritten =
      report.never_written ? say("harness.never-written-count", {{"count", report.never_written}})
                           : "";
  std::string m = say("wrong-result", {{"wrong", report.wrong},
                                       {"checked", report.checked},
                                       {"name", options.name},
                                       {"unwritten", unwritten},
                                       {"tolerance", options.tolerance.describe()}}) +
                  "\n";
  size_t listed = 0;
  for (size_t i = 0; i < verdicts.size() && listed < got_text.size(); ++i) {
    if (verdicts[i] == Verdict::ok) continue;
    m += "  " +
         say("harness.element", {{"name", options.name},
                                 {"where", where(i, options.launch)},
                                 {"got", got_text[listed++]},
                                 {"want", format_number(want[i])}}) +
         "\n";
  }
  if (report.wrong > listed)
    m += "  " + say("harness.more-elements", {{"count", report.wrong - listed}}) + "\n";
  while (!m.empty() && m.back() == '\n') m.pop_back();
  report.message = Diagnosis{"wrong-result", m};
  for (const Diagnosis& hint : Patterns(verdicts, report, options, values).hints())
    report.message.add(Diagnosis{hint.id, "  " + say("harness.hint", {{"hint", hint.text}})});
  return report;
}

}  // namespace lab
