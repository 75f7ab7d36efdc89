#include "checker/cli/pictures/bench_picture.h"

#include <algorithm>

#include "checker/harness/messages.h"
#include "checker/harness/svg.h"

namespace lab::pictures {

namespace {

constexpr double kWidth = 760, kRight = kWidth - 30;
constexpr double kRowHeight = 26, kHeading = 26, kUnder = 62;  // under: the x axis and a gap
// Your dot inside the reference's ring: both show where they coincide.
constexpr double kYoursRadius = 4.5, kReferenceRadius = 7;

// One size of one function: its rates in both runs and the ceiling, each 0 where there is none.
struct SizeRow {
  std::string size;
  double yours = 0, reference = 0, ceiling = 0;
};

struct Panel {
  std::string name, unit, ceiling_id;
  std::vector<SizeRow> rows;
  double height() const { return kHeading + kRowHeight * rows.size() + kUnder; }
};

std::vector<Panel> panels_of(const bench::Results& yours, const bench::Results& reference) {
  std::vector<Panel> panels;
  for (const bench::Comparison& c : bench::compare(yours, reference)) {
    const bench::Result& any = c.yours ? *c.yours : *c.reference;
    auto panel = std::find_if(panels.begin(), panels.end(),
                              [&](const Panel& p) { return p.name == any.name; });
    if (panel == panels.end())
      panel = panels.insert(panels.end(), Panel{any.name, any.unit, any.ceiling_id, {}});
    // The ceiling of your run: your kernel is the one judged against it.
    const double ceiling = c.yours && c.yours->ceiling > 0 ? c.yours->ceiling
                           : c.reference                   ? c.reference->ceiling
                                                           : 0;
    panel->rows.push_back(
        {any.size, c.yours ? c.yours->rate : 0, c.reference ? c.reference->rate : 0, ceiling});
  }
  return panels;
}

// A rate ("GB/s", "TFLOP/s") is better higher; a time ("us", 1.12's) lower.
bool is_rate(const std::string& unit) { return unit.find('/') != std::string::npos; }

// The three marks and what they are, in one line under the title.
void legend(svg::Picture& picture, double baseline, Language language) {
  double x = 12;
  const auto entry = [&](const char* id, auto draw) {
    draw(x + 6, baseline - 4);
    const svg::Box text = picture.text(x + 18, baseline, say_in(language, id));
    x = text.x + text.w + 26;
  };
  entry("picture.bench.yours",
        [&](double cx, double cy) { picture.circle(cx, cy, kYoursRadius, svg::kYours); });
  entry("picture.bench.reference",
        [&](double cx, double cy) { picture.circle(cx, cy, kReferenceRadius, svg::kReference); });
  entry("picture.bench.ceiling",
        [&](double cx, double cy) { svg::ceiling_glyph(picture, cx, cy); });
}

// One function's panel from `top`: its name, a row per size, its rate axis.
void draw_panel(svg::Picture& picture, const Panel& panel, size_t index, double top, double left,
                Language language) {
  const double rows_top = top + kHeading, rows_bottom = rows_top + kRowHeight * panel.rows.size();
  picture.text(12, top + 16,
               panel.ceiling_id.empty()
                   ? panel.name
                   : say_in(language, "picture.bench.kernel-and-ceiling",
                            {{"kernel", panel.name},
                             {"ceiling", bench::ceiling_words(panel.ceiling_id, language)}}),
               svg::Anchor::start, svg::kTextSize, true);
  double most = 0;
  for (const SizeRow& r : panel.rows) most = std::max({most, r.yours, r.reference, r.ceiling});
  const std::string id = "p" + std::to_string(index);
  svg::Axis sizes{id + "-size",
                  svg::Scale::linear(-0.5, panel.rows.size() - 0.5, rows_top, rows_bottom),
                  svg::Side::left, left};
  for (size_t i = 0; i < panel.rows.size(); ++i) sizes.ticks.emplace_back(i, panel.rows[i].size);
  const svg::Axis rate{id + "-rate", svg::Scale::linear(0, svg::axis_end(most), left, kRight),
                       svg::Side::bottom, rows_bottom};
  svg::draw_axis(picture, rate,
                 say_in(language,
                        is_rate(panel.unit) ? "picture.bench.higher-is-faster"
                                            : "picture.bench.lower-is-faster",
                        {{"unit", panel.unit}}),
                 rows_top);
  svg::draw_axis(picture, sizes, "", left);
  for (size_t i = 0; i < panel.rows.size(); ++i) {
    const SizeRow& r = panel.rows[i];
    const double y = svg::at(sizes, i);
    if (r.yours > 0 && r.reference > 0)
      picture.line(svg::at(rate, r.yours), y, svg::at(rate, r.reference), y, "#bbbbbb", 2);
    if (r.ceiling > 0) svg::ceiling_tick(picture, rate, r.ceiling, sizes, i);
    if (r.reference > 0)
      svg::point(picture, rate, r.reference, sizes, i, svg::kReference, kReferenceRadius);
    if (r.yours > 0) svg::point(picture, rate, r.yours, sizes, i, svg::kYours, kYoursRadius);
  }
}

}  // namespace

std::string bench_svg(const bench::Results& yours, const bench::Results& reference,
                      const std::string& chapter, Language language) {
  const std::vector<Panel> panels = panels_of(yours, reference);
  constexpr double kPanelsTop = 84;
  double height = kPanelsTop, left = 80;
  for (const Panel& p : panels) {
    height += p.height();
    for (const SizeRow& r : p.rows)
      left = std::max(left, 20 + svg::text_box(r.size, 0, 0, svg::Anchor::start, svg::kTextSize).w);
  }
  svg::Picture picture(kWidth, height, "bench");
  picture.text(12, 24, say_in(language, "picture.bench.title", {{"chapter", chapter}}),
               svg::Anchor::start, svg::kTitleSize, true);
  const std::string& gpu = yours.gpu.empty() ? reference.gpu : yours.gpu;
  if (!gpu.empty()) picture.text(12, 44, say_in(language, "cli.bench.gpu", {{"gpu", gpu}}));
  legend(picture, 68, language);
  double top = kPanelsTop;
  for (size_t i = 0; i < panels.size(); ++i) {
    draw_panel(picture, panels[i], i, top, left, language);
    top += panels[i].height();
  }
  return picture.finish();
}

}  // namespace lab::pictures
