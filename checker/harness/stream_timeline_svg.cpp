// The stream timeline as an SVG picture (stream_timeline.h), drawn with the lab's SVG writer:
// a row per stream on the left axis, a step per column on the bottom one, each piece of work a
// box at its row and step (marks of class "item", which the browser test checks against the
// ticks), an arrow for each wait across rows, the chain in red.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "checker/harness/messages.h"
#include "checker/harness/stream_timeline.h"
#include "checker/harness/svg.h"

namespace lab::stream_graph {

namespace svg = pictures::svg;

namespace {

constexpr double kRowHeight = 40, kBoxHeight = 24, kColumnGap = 28, kMargin = 16;
constexpr svg::Mark kWork{"#dceaf7", "#4f7fae"};
constexpr svg::Mark kHostWait{"#eeeeee", "#777777"};
constexpr svg::Mark kOnChain{"#fde0dc", "#d62728"};
constexpr const char* kArrow = "#777777";
constexpr const char* kChainArrow = "#d62728";

// An arrow from the right edge of one box to the left edge of another, with its head.
void arrow(svg::Picture& picture, const svg::Box& from, const svg::Box& to, bool on_chain) {
  const char* colour = on_chain ? kChainArrow : kArrow;
  const double x1 = from.x + from.w, y1 = from.y + from.h / 2, x2 = to.x - 2, y2 = to.y + to.h / 2;
  picture.line(x1, y1, x2, y2, colour, on_chain ? 2 : 1.2);
  picture.polyline({{x2 - 7, y2 - 4}, {x2, y2}, {x2 - 7, y2 + 4}}, colour, on_chain ? 2 : 1.2);
}

}  // namespace

std::string timeline_svg(const Graph& graph, const Labels& labels, const TimelineOptions& options,
                         Language language) {
  const ScopedLanguage speaking(language_code(language));
  const Timeline t = timeline(graph, labels, options);
  const int rows = std::max<int>(1, static_cast<int>(t.rows.size()));
  const int columns = std::max(1, t.columns);

  double title_width = 0, cell_width = 40;
  for (const std::string& row : t.rows)
    title_width = std::max(title_width, svg::text_box(row, 0, 0, svg::Anchor::start, 12).w);
  for (const TimelineCell& c : t.cells)
    cell_width = std::max(cell_width, svg::text_box(c.text, 0, 0, svg::Anchor::start, 12).w + 14);
  const std::string steps = say("stream-graph.timeline.steps");
  const double left = kMargin + title_width + 12;
  const double top = options.title.empty() ? kMargin : kMargin + 28;
  const double column_width = cell_width + kColumnGap;
  const double plot_width = columns * column_width;
  const double width =
      std::max(left + plot_width + kMargin,
               left + svg::text_box(steps, 0, 0, svg::Anchor::start, 12).w + kMargin);
  const double height = top + rows * kRowHeight + 56;

  svg::Picture picture(width, height, "stream-timeline");
  if (!options.title.empty())
    picture.text(kMargin, kMargin + 16, options.title, svg::Anchor::start, svg::kTitleSize, true);
  svg::Axis x{"step", svg::Scale::linear(-0.5, columns - 0.5, left, left + plot_width),
              svg::Side::bottom, top + rows * kRowHeight};
  svg::Axis y{"row", svg::Scale::linear(-0.5, rows - 0.5, top, top + rows * kRowHeight),
              svg::Side::left, left};
  for (int c = 0; c < columns; ++c) x.ticks.emplace_back(c, std::to_string(c + 1));
  for (int r = 0; r < static_cast<int>(t.rows.size()); ++r) y.ticks.emplace_back(r, t.rows[r]);
  svg::draw_axis(picture, x, steps, x.at);
  svg::draw_axis(picture, y, "", left + plot_width);

  std::vector<svg::Box> boxes;
  for (const TimelineCell& c : t.cells) {
    const svg::Mark& mark = c.on_chain ? kOnChain : c.host ? kHostWait : kWork;
    boxes.push_back(svg::item(picture, x, c.column, y, c.row, cell_width, kBoxHeight, mark));
  }
  for (const TimelineArrow& a : t.arrows) arrow(picture, boxes[a.from], boxes[a.to], a.on_chain);
  for (size_t i = 0; i < t.cells.size(); ++i)
    picture.text(boxes[i].x + boxes[i].w / 2, boxes[i].y + boxes[i].h / 2 + 4, t.cells[i].text,
                 svg::Anchor::middle);
  return picture.finish();
}

}  // namespace lab::stream_graph
