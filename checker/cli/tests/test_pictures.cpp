// Host tests of the SVG writers (checker/cli/pictures): well-formed files, escaped labels,
// scales and ticks, labels that neither overlap nor leave the picture, and marks that carry
// the numbers they stand for, in both languages. How a browser draws them:
// pictures_in_browser.cpp.
#include <cmath>
#include <regex>
#include <set>

#include "checker/cli/pictures/bench_picture.h"
#include "checker/cli/pictures/distributions.h"
#include "checker/cli/pictures/roofline.h"
#include "checker/cli/tests/bench_pair.h"
#include "checker/harness/catch.h"
#include "checker/harness/messages.h"
#include "checker/harness/svg.h"

using namespace lab;
using namespace lab::pictures;
using lab::cli::test::bench_pair;

namespace {

// "" when `xml` is one well-formed element: every tag closed in order, every attribute value
// quoted, every & an entity; else what is wrong. Enough for what svg.h writes (no comments,
// CDATA or processing instructions).
std::string xml_problem(const std::string& xml) {
  static const std::regex entity(R"(^&(amp|lt|gt|quot|#39);)");
  static const std::regex attributes(R"re(^(\s+[a-zA-Z_:][-a-zA-Z0-9_:.]*="[^"<]*")*\s*/?$)re");
  std::vector<std::string> open;
  size_t i = 0;
  for (; i < xml.size(); ++i) {
    if (xml[i] == '&' && !std::regex_search(xml.substr(i, 8), entity))
      return "a bare & at " + std::to_string(i);
    if (xml[i] != '<') continue;
    const size_t end = xml.find('>', i);
    if (end == std::string::npos) return "an unclosed tag at " + std::to_string(i);
    const std::string tag = xml.substr(i + 1, end - i - 1);
    i = end;
    if (tag[0] == '/') {
      if (open.empty() || open.back() != tag.substr(1)) return "</" + tag.substr(1) + "> unopened";
      open.pop_back();
      if (open.empty()) break;
      continue;
    }
    const size_t name_end = tag.find_first_of(" \t\n/");
    const std::string name = tag.substr(0, name_end);
    if (name_end != std::string::npos && !std::regex_match(tag.substr(name_end), attributes))
      return "bad attributes in <" + tag + ">";
    for (const char c : tag.substr(name_end == std::string::npos ? tag.size() : name_end))
      if (c == '&') return "an & in <" + tag + ">";  // escaped values have none left bare
    if (tag.back() != '/') open.push_back(name);
  }
  if (!open.empty()) return "<" + open.back() + "> never closed";
  if (xml.find_first_not_of(" \n", i + 1) != std::string::npos) return "text after the root";
  return "";
}

// The texts of a picture, unescaped as a reader sees them.
std::vector<std::string> texts_of(const std::string& svg) {
  static const std::regex text(R"(<text[^>]*>([^<]*)</text>)");
  std::vector<std::string> found;
  for (std::sregex_iterator m(svg.begin(), svg.end(), text), end; m != end; ++m) {
    std::string t = (*m)[1];
    for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{
             {"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&#39;", "'"}, {"&amp;", "&"}})
      for (size_t at; (at = t.find(from)) != std::string::npos;) t.replace(at, from.size(), to);
    found.push_back(t);
  }
  return found;
}

// The data of each mark of one class ("point", "bar"): its data-x and data-y.
std::vector<std::pair<double, double>> marks_of(const std::string& svg, const std::string& kind) {
  const std::regex mark("class=\"" + kind +
                        "\" data-x-axis=\"[^\"]*\" data-x=\"([^\"]*)\" data-y-axis=\"[^\"]*\" "
                        "data-y=\"([^\"]*)\"");
  std::vector<std::pair<double, double>> found;
  for (std::sregex_iterator m(svg.begin(), svg.end(), mark), end; m != end; ++m)
    found.emplace_back(std::stod((*m)[1]), std::stod((*m)[2]));
  return found;
}

// The English words of the catalogue's picture texts, each piece between placeholders.
std::vector<std::string> english_picture_words() {
  std::vector<std::string> words;
  for (const messages::Entry& e : messages::english()) {
    if (std::string(e.id).rfind("picture.", 0) != 0) continue;
    static const std::regex placeholder(R"(\{[a-z_]+\})"), piece(R"([a-z][a-z ,']{3,}[a-z])");
    const std::string text = std::regex_replace(std::string(e.text), placeholder, "|");
    for (std::sregex_iterator m(text.begin(), text.end(), piece), end; m != end; ++m)
      words.push_back((*m)[0]);
  }
  return words;
}

}  // namespace

TEST_CASE("pictures: escaping, and the well-formedness check the other tests rely on",
          "[cli][pictures]") {
  CHECK(svg::escape("a<b & \"c\" 'd'>") == "a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;");
  CHECK(xml_problem("<svg a=\"1\"><text>x &amp; y</text><rect/></svg>\n").empty());
  CHECK(!xml_problem("<svg><text>x & y</text></svg>").empty());
  CHECK(!xml_problem("<svg><text>x</svg>").empty());
  CHECK(!xml_problem("<svg a=1></svg>").empty());
  CHECK(!xml_problem("<svg></svg><svg></svg>").empty());

  // A label that looks like markup stays text: escaped in the file, whole when read back.
  const std::string odd = "<script>alert(\"&\")</script> 'k'";
  svg::Picture p(200, 100, "test");
  p.text(10, 20, odd);
  const std::string file = p.finish();
  CHECK(xml_problem(file).empty());
  CHECK(file.find("<script") == std::string::npos);
  CHECK(texts_of(file) == std::vector<std::string>{odd});
  const auto runs = bench_pair({{odd, "2^26 & <more>", 3000, 3900, 4000,
                                 "copy\x01"
                                 "bandwidth"}});
  const std::string bench = bench_svg(runs.yours, runs.reference, "1.6 <vector-add>", Language::en);
  CHECK(xml_problem(bench).empty());
  const std::vector<std::string> texts = texts_of(bench);
  CHECK(std::count(texts.begin(), texts.end(), "2^26 & <more>") == 1);
  // A control character XML forbids, even escaped, is replaced.
  CHECK(bench.find("copy\uFFFDbandwidth") != std::string::npos);
}

TEST_CASE("pictures: linear and log scales, their ticks, and the numbers they are labelled with",
          "[cli][pictures]") {
  const svg::Scale linear = svg::Scale::linear(0, 4000, 100, 500);
  CHECK(linear(0) == 100);
  CHECK(linear(4000) == 500);
  CHECK(linear(1000) == 200);
  CHECK(linear.ticks(5) == std::vector<double>{0, 1000, 2000, 3000, 4000});
  CHECK(svg::Scale::linear(0, 1, 0, 10).ticks(6) == std::vector<double>{0, 0.2, 0.4, 0.6, 0.8, 1});
  const svg::Scale upward = svg::Scale::linear(0, 10, 300, 100);  // y grows upwards
  CHECK(upward(10) == 100);
  CHECK(upward(2.5) == 250);

  const svg::Scale log = svg::Scale::log(0.01, 100, 0, 400);
  CHECK(log(1) == Approx(200));
  CHECK(log(0.1) == Approx(100));
  CHECK(log(100) == Approx(400));
  CHECK(log(std::sqrt(10.0)) == Approx(250));
  CHECK(log.ticks(10).size() == 5);
  CHECK(log.ticks(10).front() == Approx(0.01));
  CHECK(log.ticks(3).size() == 3);  // every second decade where five do not fit

  CHECK(svg::round_up(3.2) == 5);
  CHECK(svg::round_up(2.1) == 2.5);
  CHECK(svg::round_up(4000) == 5000);
  CHECK(svg::round_up(0.07) == Approx(0.1));
  CHECK(svg::axis_end(54) == 60);
  CHECK(svg::axis_end(4258) == 5000);
  CHECK(svg::axis_end(0) == 1);
  CHECK(svg::decade_below(0.083) == Approx(0.01));
  CHECK(svg::decade_above(67000) == Approx(1e5));
  CHECK(svg::decade_above(100) == Approx(100));

  CHECK(svg::number(0) == "0");
  CHECK(svg::number(0.5) == "0.5");
  CHECK(svg::number(0.1 * 3) == "0.3");
  CHECK(svg::number(4000) == "4000");
  CHECK(svg::number(1e6) == "1e6");
  CHECK(svg::number(20000) == "2e4");
  CHECK(svg::number(2.5e-5) == "2.5e-5");
  CHECK(svg::rounded(13.958) == "14");
  CHECK(svg::rounded(0.083333) == "0.0833");
  CHECK(svg::rounded(66912) == "66900");
}

TEST_CASE("pictures: labels asked for at one spot are nudged apart, all inside the picture",
          "[cli][pictures]") {
  svg::Picture p(300, 200, "test");
  std::vector<svg::Box> boxes;
  for (int i = 0; i < 12; ++i)
    boxes.push_back(p.label(280, 190, "label number " + std::to_string(i)));
  boxes.push_back(p.label(150, 100, "中文标签：核函数与带宽"));
  const svg::Box picture{0, 0, 300, 200};
  for (size_t i = 0; i < boxes.size(); ++i) {
    INFO("label " << i);
    CHECK(boxes[i].inside(picture));
    for (size_t j = 0; j < i; ++j) CHECK(!boxes[i].overlaps(boxes[j]));
  }
  // A Chinese character is counted a full em; a Latin letter less.
  CHECK(svg::text_box("核函数", 0, 20, svg::Anchor::start, 12).w >= 36);
  CHECK(svg::text_box("abc", 0, 20, svg::Anchor::start, 12).w < 36);
  CHECK(svg::text_box("abc", 100, 20, svg::Anchor::end, 12).x +
            svg::text_box("abc", 100, 20, svg::Anchor::end, 12).w ==
        Approx(100));
}

TEST_CASE("pictures: the roofline's roofs, ridge and points, in the reader's language",
          "[cli][pictures]") {
  const Roofline r{
      4800,
      67000,
      {{"your vector_add", 1.0 / 12, 310}, {"reference", 1.0 / 12, 390}, {"no work", 0, 0}},
      "1.6 vector-add"};
  const std::string en = roofline_svg(r, Language::en);
  CHECK(xml_problem(en).empty());
  const std::vector<std::string> texts = texts_of(en);
  const auto has = [&](const std::string& t) {
    return std::find(texts.begin(), texts.end(), t) != texts.end();
  };
  CHECK(has("1.6 vector-add"));
  CHECK(has("compute roof: 67000 GFLOP/s"));
  CHECK(has("memory bandwidth roof: 4800 GB/s"));
  CHECK(has("ridge point: 14 FLOP/byte"));
  CHECK(has("your vector_add"));
  CHECK(has("reference"));
  CHECK(!has("no work"));  // no positive intensity: nowhere on log axes
  CHECK(has("arithmetic intensity (FLOP/byte)"));
  // The ridge, then the two points, each at its numbers.
  const auto points = marks_of(en, "point");
  REQUIRE(points.size() == 3);
  CHECK(points[0].first == Approx(67000.0 / 4800));
  CHECK(points[0].second == 67000);
  CHECK(points[1] == std::pair{1.0 / 12, 310.0});
  CHECK(en.find("data-scale=\"log\"") != std::string::npos);

  const std::string zh = roofline_svg(r, Language::zh);
  CHECK(xml_problem(zh).empty());
  const std::vector<std::string> zh_texts = texts_of(zh);
  for (const char* t : {"算力峰值：67000 GFLOP/s", "显存带宽峰值：4800 GB/s", "拐点：14 FLOP/字节",
                        "算术强度（FLOP/字节）", "吞吐量（GFLOP/s）"})
    CHECK(std::find(zh_texts.begin(), zh_texts.end(), t) != zh_texts.end());
}

TEST_CASE("pictures: lab bench's, a row per size, one row for a kernel timed at one size",
          "[cli][pictures]") {
  lab::cli::test::BenchPair runs = bench_pair({
      {"vector_add", "2^20", 1500, 1700, 4000, "bench.ceiling.copy"},
      {"vector_add", "2^26", 3200, 4000, 4000, "bench.ceiling.copy"},
      {"upload_async", "2^24", 40, 48, 50, "bench.ceiling.copy"},
      {"nms_greedy", "25200 x 85", 31.5, 20, 0, "", "us"},
      {"stage_upload", "2^24", 30, 45, 50, "bench.ceiling.copy"},
  });
  // A row that only the reference's run has: its ring and its run's ceiling, no dot.
  runs.yours.rows.pop_back();
  const bench::Results &yours = runs.yours, &reference = runs.reference;
  const std::string en = bench_svg(yours, reference, "1.6 vector-add", Language::en);
  CHECK(xml_problem(en).empty());
  const std::vector<std::string> texts = texts_of(en);
  for (const char* t :
       {"1.6 vector-add: your kernel, the reference solution and the ceiling", "GPU: NVIDIA H200",
        "your kernel", "reference solution", "ceiling, measured in your run",
        "vector_add (ceiling: copy bandwidth)", "upload_async (ceiling: copy bandwidth)",
        "nms_greedy", "GB/s, higher is faster", "us, lower is faster", "2^20", "2^26", "2^24",
        "25200 x 85"})
    CHECK(std::find(texts.begin(), texts.end(), t) != texts.end());
  // Per row your rate, the reference's, and (where there is one) your run's ceiling.
  const auto points = marks_of(en, "point");
  const std::multiset<double> rates = [&] {
    std::multiset<double> x;
    for (const auto& p : points) x.insert(p.first);
    return x;
  }();
  CHECK(rates ==
        std::multiset<double>{1500, 1700, 4000, 3200, 4000, 4000, 40, 48, 50, 31.5, 20, 45, 50});
  // Rows are numbered within each function: the one-size ones sit on their row 0.
  CHECK(std::count_if(points.begin(), points.end(), [](const auto& p) { return p.second == 1; }) ==
        3);

  const std::string zh = bench_svg(yours, reference, "1.6 vector-add", Language::zh);
  const std::vector<std::string> zh_texts = texts_of(zh);
  for (const char* t : {"1.6 vector-add：你的核函数、参考答案与上限", "GPU：NVIDIA H200",
                        "你的核函数", "参考答案", "GB/s，越高越快", "us，越低越快"})
    CHECK(std::find(zh_texts.begin(), zh_texts.end(), t) != zh_texts.end());
}

TEST_CASE("pictures: the class report's distributions, bins of ten points, the target marked",
          "[cli][pictures]") {
  const std::string scores =
      score_distribution_svg("1.6 vector-add", {100, 100, 95, 62.5, 0}, Language::en);
  CHECK(xml_problem(scores).empty());
  // The last bin takes full marks; a bar's data is its bin's middle and its students.
  CHECK(marks_of(scores, "bar") ==
        std::vector<std::pair<double, double>>{{5, 1}, {65, 1}, {95, 3}});
  const std::vector<std::string> texts = texts_of(scores);
  for (const char* t : {"1.6 vector-add: scores of the class", "score, % of the chapter's maximum",
                        "students", "0", "100", "3"})
    CHECK(std::find(texts.begin(), texts.end(), t) != texts.end());

  const std::string speed =
      speed_distribution_svg("1.8 reduce_sum_fast", {91, 40, 104}, 85, Language::en);
  CHECK(xml_problem(speed).empty());
  CHECK(marks_of(speed, "bar") ==
        std::vector<std::pair<double, double>>{{45, 1}, {95, 1}, {105, 1}});
  const std::vector<std::string> speed_texts = texts_of(speed);
  for (const char* t : {"1.8 reduce_sum_fast: speed of the class", "target: 85 %", "110"})
    CHECK(std::find(speed_texts.begin(), speed_texts.end(), t) != speed_texts.end());
  CHECK(speed.find("stroke-dasharray") != std::string::npos);
}

TEST_CASE("pictures: every word of a Chinese picture comes from the Chinese catalogue",
          "[cli][pictures]") {
  const auto runs = bench_pair({{"vector_add", "2^26", 3200, 3900, 4000, "bench.ceiling.copy"}});
  const std::vector<std::string> chinese = {
      bench_svg(runs.yours, runs.reference, "1.6 vector-add", Language::zh),
      roofline_svg({4800, 67000, {{"vector_add", 0.083, 310}}, "1.6"}, Language::zh),
      score_distribution_svg("1.6", {50}, Language::zh),
      speed_distribution_svg("1.8", {50}, 85, Language::zh)};
  const std::vector<std::string> words = english_picture_words();
  REQUIRE(words.size() > 10);
  for (const std::string& svg : chinese)
    for (const std::string& text : texts_of(svg))
      for (const std::string& word : words) {
        INFO("\"" << word << "\" in \"" << text << "\"");
        CHECK(text.find(word) == std::string::npos);
      }
}
