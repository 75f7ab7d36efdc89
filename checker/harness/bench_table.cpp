#include "checker/harness/bench_table.h"

#include <iterator>
#include <sstream>

#include "checker/harness/messages.h"
#include "checker/harness/number_text.h"
#include "checker/harness/text_width.h"

namespace lab::bench {

namespace {

// `text` filled with spaces to `width` terminal columns (a Chinese character takes two), on the
// left or the right; never cut.
std::string padded(const std::string& text, size_t width, bool right) {
  const size_t used = display_width(text);
  const std::string fill(used < width ? width - used : 0, ' ');
  return right ? fill + text : text + fill;
}

// One line of the table: the name and size on the left of their columns, the three figures on
// the right of theirs.
std::string line_of(const std::vector<std::string>& cells) {
  constexpr size_t kWidths[] = {28, 12, 12, 12, 14};
  std::string line;
  for (size_t i = 0; i < cells.size() && i < std::size(kWidths); ++i)
    line += (i ? " " : "") + padded(cells[i], kWidths[i], i >= 2);
  return line + "\n";
}

}  // namespace

std::string table_text(const std::vector<Result>& rows, const std::vector<std::string>& notes) {
  // The heading row: "variant|size|median ms|rate|% of ceiling", one cell per column.
  std::vector<std::string> headings;
  std::istringstream heading_row(say("bench.table.headings"));
  for (std::string cell; std::getline(heading_row, cell, '|');) headings.push_back(cell);
  std::string text = "\n" + line_of(headings);
  for (const Result& r : rows) {
    const auto percent = percent_of_ceiling(r);
    const std::string name = (r.kind == RowKind::variant ? "  " : "") + r.name +
                             (r.detail.empty() ? "" : " (" + r.detail + ")");
    text +=
        line_of({name, r.size, decimal_text(r.median_ms, 4), decimal_text(r.rate, 1) + " " + r.unit,
                 percent ? decimal_text(*percent, 1) + " %" : ""});
  }
  for (const std::string& line : notes) text += line + "\n";
  for (const Target& t : targets(rows)) text += target_status(t) + "\n";
  return text;
}

}  // namespace lab::bench
