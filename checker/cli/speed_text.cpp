#include "checker/cli/speed_text.h"

#include <set>
#include <sstream>
#include <vector>

#include "checker/cli/terminal.h"
#include "checker/harness/messages.h"
#include "checker/harness/number_text.h"
#include "checker/harness/text_width.h"

namespace lab::cli {

namespace {

std::string percent_text(double percent, int decimals) {
  return decimal_text(percent, decimals) + " %";
}

// "81 % of copy bandwidth", "达到 cuBLAS 的 88 %": a Chinese text and a ceiling's Latin name
// spaced apart.
std::string of_ceiling(double percent, int decimals, const std::string& ceiling_id) {
  return spaced_between_scripts(
      say("cli.speed.of-ceiling", {{"percent", percent_text(percent, decimals)},
                                   {"ceiling", bench::ceiling_words(ceiling_id)}}));
}

// The time of a row without a ceiling, in its own unit when that is a time.
std::string time_text(const bench::Result& row) {
  if (row.unit == "us") return decimal_text(row.rate, 1) + " us";
  return decimal_text(row.median_ms, 4) + " ms";
}

// "copy bandwidth: 3950.0 GB/s" for one run's rows with that ceiling; "at each size" when
// they differ (cuBLAS is measured at each size).
std::string ceiling_of(const bench::Results& run, const std::string& id) {
  std::set<double> values;
  std::string unit;
  for (const bench::Result& r : run.rows)
    if (r.kind == bench::RowKind::exercise && r.ceiling_id == id && r.ceiling > 0)
      values.insert(r.ceiling), unit = r.unit;
  if (values.empty()) return "-";
  if (values.size() > 1) return say("cli.speed.each-size");
  return decimal_text(*values.begin(), 1) + " " + unit;
}

}  // namespace

std::string speed_figure(const bench::Result& row, int decimals) {
  if (const auto percent = bench::percent_of_ceiling(row))
    return of_ceiling(*percent, decimals, row.ceiling_id);
  return time_text(row);
}

std::string speed_note(const bench::Result& yours, const bench::Result* reference,
                       const std::string& chapter_id) {
  std::string compared;
  if (reference) {
    const auto percent = bench::percent_of_ceiling(*reference);
    compared = say("cli.speed.reference", {{"figure", percent && bench::percent_of_ceiling(yours)
                                                          ? percent_text(*percent, 0)
                                                          : time_text(*reference)}});
  }
  return spaced_between_scripts(say("cli.speed.note", {{"name", yours.name},
                                                       {"figure", speed_figure(yours)},
                                                       {"size", yours.size},
                                                       {"reference", compared},
                                                       {"id", chapter_id}}));
}

std::string comparison_table(const bench::Results& yours, const bench::Results& reference) {
  constexpr size_t kName = 26, kSize = 14, kNumber = 13;
  // The heading row: "kernel|size|your ms|...", one cell per column.
  std::vector<std::string> headings;
  std::istringstream row(say("cli.speed.headings"));
  for (std::string cell; std::getline(row, cell, '|');) headings.push_back(cell);
  headings.resize(8);
  std::string text = padded(headings[0], kName) + padded(headings[1], kSize);
  for (size_t i = 2; i < headings.size(); ++i)
    text += padded(headings[i], kNumber + 1, Align::right);
  text += "\n";
  const auto percent_cell = [](const bench::Result* row) {
    const auto percent = row ? bench::percent_of_ceiling(*row) : std::nullopt;
    return percent ? percent_text(*percent, 1) : "-";
  };
  std::set<std::string> ceilings;
  for (const bench::Comparison& c : bench::compare(yours, reference)) {
    const bench::Result& any = c.yours ? *c.yours : *c.reference;
    if (!any.ceiling_id.empty()) ceilings.insert(any.ceiling_id);
    const std::vector<std::string> cells = {
        c.yours ? decimal_text(c.yours->median_ms, 4) : "-",
        c.yours ? decimal_text(c.yours->rate, 1) + " " + c.yours->unit : "-",
        percent_cell(c.yours),
        c.reference ? decimal_text(c.reference->median_ms, 4) : "-",
        percent_cell(c.reference),
        c.yours && c.reference
            ? decimal_text(bench::time_multiple(*c.yours, *c.reference), 2) + " x"
            : "-"};
    text += padded(any.name, kName) + padded(any.size, kSize);
    for (const std::string& cell : cells) text += padded(cell, kNumber + 1, Align::right);
    text += "\n";
  }
  text += "\n" + say("cli.speed.time-note") + "\n";
  for (const std::string& id : ceilings)
    text += say("cli.speed.ceiling-note", {{"ceiling", bench::ceiling_words(id)},
                                           {"yours", ceiling_of(yours, id)},
                                           {"reference", ceiling_of(reference, id)}}) +
            "\n";
  return text;
}

std::string speed_line(const std::optional<Best>& best, const std::vector<bench::Target>& targets) {
  std::string line = best ? say("cli.speed.best", {{"best", best_text(*best)}}) : "";
  for (const bench::Target& t : targets)
    line += (line.empty() ? "" : say("cli.speed.separator")) + bench::target_status(t);
  return line;
}

Best best_of(const bench::Result& headline, std::time_t when) {
  Best best;
  best.kernel = headline.name;
  best.size = headline.size;
  best.ms = headline.median_ms;
  best.when = when;
  if (const auto percent = bench::percent_of_ceiling(headline)) {
    best.ceiling_id = headline.ceiling_id;
    best.percent = *percent;
  }
  return best;
}

std::string best_text(const Best& best) {
  const std::string figure = best.ceiling_id.empty() ? decimal_text(best.ms * 1e3, 1) + " us"
                                                     : of_ceiling(best.percent, 0, best.ceiling_id);
  return say(best.size.empty() ? "cli.speed.best-of" : "cli.speed.best-at",
             {{"figure", figure}, {"kernel", best.kernel}, {"size", best.size}});
}

}  // namespace lab::cli
