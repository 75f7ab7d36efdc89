// The pictures as a browser draws them: lab bench's (a kernel at several sizes, kernels at one
// size each), the roofline, the class report's two distributions and the checkers' stream
// timeline (checker/harness/stream_timeline.h), each in English and in
// Chinese, rendered by headless Chromium in one page. From the boxes Chromium measures: every
// picture parses as XML and has a size, every label lies inside its picture and overlaps no
// other, and every mark sits where its number and its axis's drawn ticks put it; from a
// screenshot: no picture is blank. The docs' figures too (docs/figures/, English, and zh/,
// Chinese), drawn by hand: each label lies inside its figure, overlaps no other and stays, across,
// inside the box it is centred in, so that a Chinese label that outgrew its box is seen.
//
//   lab-pictures-in-browser [--keep DIR]   # DIR keeps the page, the measurements, the screenshot
//
// LAB_SOURCE_ROOT (set by meson test) is the tree whose figures are drawn.
//
// Exit 0 all pass, 1 a check failed, 77 (SKIP) without Chromium (Debian's chromium) or a
// Chinese font (fonts-noto-cjk). CI installs both and fails when this test did not run.
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#include <stb_image.h>

#include "checker/cli/pictures/bench_picture.h"
#include "checker/cli/pictures/distributions.h"
#include "checker/cli/pictures/roofline.h"
#include "checker/cli/process.h"
#include "checker/cli/tests/bench_pair.h"
#include "checker/harness/stream_timeline.h"
#include "checker/harness/text_file.h"
#include "checker/host/stream_calls.h"

namespace fs = std::filesystem;
using nlohmann::json;
using namespace lab;

namespace {

constexpr int kSkip = 77;
constexpr double kTolerancePx = 1.0;  // a mark's centre from where its number puts it
constexpr double kTouchPx = 0.5;      // two labels may share this much (anti-aliased edges)
// A figure of the docs sets its lines closer than a CJK font's line box, about 1.45 em tall for
// characters 1 em tall: two lines may share this part of the smaller box, where no character is.
constexpr double kFigureLineShare = 0.3;

struct Picture {
  std::string name, svg;
  bool figure = false;  // a figure of the docs: no marks, drawn in boxes
};

// Every picture the lab writes, with numbers like a real class's and a real run's, in both
// languages.
std::vector<Picture> every_picture(const fs::path& source_root) {
  const cli::test::BenchPair sizes = cli::test::bench_pair({
      {"vector_add", "2^20", 1553, 1835, 4258, "bench.ceiling.copy"},
      {"vector_add", "2^24", 3311, 4001, 4258, "bench.ceiling.copy"},
      {"vector_add", "2^26", 3450, 4295, 4258, "bench.ceiling.copy"},
      {"vector_add", "2^28", 3497, 4371, 4258, "bench.ceiling.copy"},
      {"stencil_sum, radius 8", "2^26", 2100, 3900, 4258, "bench.ceiling.copy"},
      {"stencil_sum, radius 8", "2^28", 2150, 3950, 4258, "bench.ceiling.copy"},
  });
  // One size per row, as 1.2's transfers and 1.12's postprocess are timed.
  const cli::test::BenchPair one_size = cli::test::bench_pair({
      {"H2D pinned   upload_async", "2^24", 51.2, 52.9, 53.1, "pinned H2D link"},
      {"H2D pageable upload_sync", "2^24", 20.4, 21.0, 53.1, "pinned H2D link"},
      {"D2H pinned   download_async", "2^24", 50.8, 53.5, 54.0, "pinned D2H link"},
      {"decode + nms_greedy", "25200 x 85", 41.5, 24.0, 0, "", "us"},
  });
  // Two points almost on top of each other, whose labels must be nudged apart, and two
  // right of the ridge.
  const pictures::Roofline roofline{4800,
                                    67000,
                                    {{"your vector_add", 1.0 / 12, 287},
                                     {"reference vector_add", 1.0 / 12, 358},
                                     {"your gemm_tiled", 48, 19500},
                                     {"reference gemm_fast", 64, 52000}},
                                    "1.6 vector-add, 1.11 cublas-gemm"};
  std::vector<double> scores, speeds;
  for (int s = 0; s < 40; ++s) {
    scores.push_back(s < 22 ? 100 : s < 30 ? 100 - 2.5 * s : 12.5 * (s % 8));
    speeds.push_back(s < 25 ? 20 + 3.1 * s : 88 + (s % 7) * 3.5);
  }
  // Three frames through two streams, forked and joined by events, the chain of a join marked.
  host_tests::StreamCalls calls;
  const std::vector<host_tests::Frame> frames = host_tests::fork_join(calls, 3, true);
  const stream_graph::Graph graph(calls.list);
  stream_graph::TimelineOptions timeline;
  timeline.chain = graph.why(frames[2].up, frames[1].nms);
  timeline.title = "1.16 pipeline";
  std::vector<Picture> all;
  for (const Language language : {Language::en, Language::zh}) {
    const std::string in = std::string(" (") + language_code(language) + ")";
    all.push_back({"bench, several sizes" + in,
                   pictures::bench_svg(sizes.yours, sizes.reference, "1.6 vector-add", language)});
    all.push_back(
        {"bench, one size per row" + in,
         pictures::bench_svg(one_size.yours, one_size.reference, "1.2 memory", language)});
    all.push_back({"roofline" + in, pictures::roofline_svg(roofline, language)});
    all.push_back({"report, scores" + in,
                   pictures::score_distribution_svg("1.6 vector-add", scores, language)});
    all.push_back({"report, speed" + in,
                   pictures::speed_distribution_svg("1.8 reduce_sum_fast", speeds, 85, language)});
    const stream_graph::Labels labels =
        language == Language::zh ? in_chinese([&] { return host_tests::labels_of(frames); })
                                 : host_tests::labels_of(frames);
    all.push_back(
        {"stream timeline" + in, stream_graph::timeline_svg(graph, labels, timeline, language)});
  }
  for (const char* folder : {"docs/figures", "docs/figures/zh"}) {
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(source_root / folder))
      if (entry.path().extension() == ".svg") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    for (const fs::path& file : files)
      all.push_back({std::string(folder) + "/" + file.filename().string(), read_text(file), true});
  }
  return all;
}

// The page: each picture parsed as XML by the browser (as a file of its own would be), put in
// the page, and measured; the measurements go into <pre id="measured">, which --dump-dom prints.
std::string page(const std::vector<Picture>& all) {
  json sources = json::array();
  for (const Picture& p : all)
    sources.push_back({{"name", p.name}, {"svg", p.svg}, {"figure", p.figure}});
  std::string data = sources.dump();
  for (size_t at; (at = data.find("</")) != std::string::npos;) data.replace(at, 2, "<\\/");
  return R"(<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>body{margin:0;background:#fff}div{margin:0 0 24px}</style>
</head><body><div id="pictures"></div><pre id="measured"></pre><script>
const sources = )" +
         data + R"(;
const box = e => { const r = e.getBoundingClientRect();
                   return [r.left + scrollX, r.top + scrollY, r.width, r.height]; };
const measured = [];
for (const source of sources) {
  const doc = new DOMParser().parseFromString(source.svg, "image/svg+xml");
  const error = doc.querySelector("parsererror");
  const entry = {name: source.name, figure: source.figure, error: error ? error.textContent : ""};
  measured.push(entry);
  if (error) continue;
  const holder = document.getElementById("pictures").appendChild(document.createElement("div"));
  const svg = holder.appendChild(document.importNode(doc.documentElement, true));
  const data = (e, name) => e.getAttribute("data-" + name);
  entry.box = box(svg);
  entry.texts = [...svg.querySelectorAll("text")].map(t => ({text: t.textContent, box: box(t)}));
  entry.ticks = [...svg.querySelectorAll(".tick")].map(t => ({
      axis: data(t, "axis"), value: +data(t, "value"), log: data(t, "scale") == "log", box: box(t)}));
  entry.marks = [...svg.querySelectorAll(".point, .bar, .item")].map(m => ({
      kind: m.getAttribute("class"), x_axis: data(m, "x-axis"), x: +data(m, "x"),
      y_axis: data(m, "y-axis"), y: +data(m, "y"), box: box(m)}));
  entry.boxes = source.figure ? [...svg.querySelectorAll("rect")].map(box) : [];
}
document.getElementById("measured").textContent = JSON.stringify({
    pictures: measured, width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight});
</script></body></html>
)";
}

struct Rect {
  double x, y, w, h;
  explicit Rect(const json& b) : x(b[0]), y(b[1]), w(b[2]), h(b[3]) {}
  double cx() const { return x + w / 2; }
  double cy() const { return y + h / 2; }
};

class Checks {
 public:
  void fail(const std::string& picture, const std::string& what) {
    std::printf("  FAIL %s: %s\n", picture.c_str(), what.c_str());
    ++failures_;
  }
  int failures() const { return failures_; }

 private:
  int failures_ = 0;
};

std::string box_text(const Rect& r) {
  char text[96];
  std::snprintf(text, sizeof text, "(%.1f, %.1f, %.1f x %.1f)", r.x, r.y, r.w, r.h);
  return text;
}

// Where a value is on an axis, from the two outermost of its ticks as the browser drew them:
// along x for a horizontal axis, along y for an upright one.
std::optional<double> drawn_at(const std::vector<json>& ticks, double value, bool along_x) {
  const auto along = [&](const json& t) {
    const Rect r(t["box"]);
    return along_x ? r.cx() : r.cy();
  };
  // A tick at the value itself: a row of one size is at its own tick.
  for (const json& t : ticks)
    if (t["value"].get<double>() == value) return along(t);
  if (ticks.size() < 2) return std::nullopt;
  const json *low = &ticks.front(), *high = &ticks.front();
  for (const json& t : ticks) {
    if (t["value"].get<double>() < (*low)["value"].get<double>()) low = &t;
    if (t["value"].get<double>() > (*high)["value"].get<double>()) high = &t;
  }
  const bool log = (*low)["log"];
  const auto f = [&](double v) { return log ? std::log10(v) : v; };
  const double v0 = (*low)["value"], v1 = (*high)["value"], p0 = along(*low), p1 = along(*high);
  return p0 + (f(value) - f(v0)) / (f(v1) - f(v0)) * (p1 - p0);
}

// A figure's label stays, across, inside the smallest box its centre is in (a box narrower than
// the figure: not its background or its frame).
void check_label_in_box(const std::string& name, const std::string& label, const Rect& a,
                        const Rect& picture, const json& boxes, Checks& checks) {
  std::optional<Rect> in;
  for (const json& b : boxes) {
    const Rect r(b);
    if (r.w < 0.95 * picture.w && r.x <= a.cx() && a.cx() <= r.x + r.w && r.y <= a.cy() &&
        a.cy() <= r.y + r.h && (!in || r.w * r.h < in->w * in->h))
      in = r;
  }
  if (in && (a.x < in->x - kTouchPx || a.x + a.w > in->x + in->w + kTouchPx))
    checks.fail(name, label + " leaves its box " + box_text(*in));
}

void check_picture(const json& p, Checks& checks) {
  const std::string name = p["name"];
  const bool figure = p["figure"];
  if (!p["error"].get<std::string>().empty()) {
    checks.fail(name, "not well-formed XML: " + p["error"].get<std::string>());
    return;
  }
  const Rect picture(p["box"]);
  if (picture.w <= 0 || picture.h <= 0) checks.fail(name, "drawn with no size");
  const json& texts = p["texts"];
  if (texts.empty()) checks.fail(name, "no text");
  for (size_t i = 0; i < texts.size(); ++i) {
    const Rect a(texts[i]["box"]);
    const std::string label = "\"" + texts[i]["text"].get<std::string>() + "\" " + box_text(a);
    if (a.w <= 0 || a.h <= 0) checks.fail(name, label + " is drawn with no size");
    if (a.x < picture.x - kTouchPx || a.y < picture.y - kTouchPx ||
        a.x + a.w > picture.x + picture.w + kTouchPx ||
        a.y + a.h > picture.y + picture.h + kTouchPx)
      checks.fail(name, label + " is not inside the picture " + box_text(picture));
    for (size_t j = 0; j < i; ++j) {
      const Rect b(texts[j]["box"]);
      const double across = std::min(a.x + a.w, b.x + b.w) - std::max(a.x, b.x);
      const double down = std::min(a.y + a.h, b.y + b.h) - std::max(a.y, b.y);
      const double may_share = figure ? kFigureLineShare * std::min(a.h, b.h) : kTouchPx;
      if (across > kTouchPx && down > may_share)
        checks.fail(name, label + " overlaps \"" + texts[j]["text"].get<std::string>() + "\" " +
                              box_text(b));
    }
    if (figure) check_label_in_box(name, label, a, picture, p["boxes"], checks);
  }
  if (figure) return;
  std::map<std::string, std::vector<json>> ticks;
  for (const json& t : p["ticks"]) ticks[t["axis"]].push_back(t);
  if (p["marks"].empty()) checks.fail(name, "no marks");
  for (const json& m : p["marks"]) {
    const Rect r(m["box"]);
    const bool bar = m["kind"] == "bar";
    const auto x = drawn_at(ticks[m["x_axis"]], m["x"], true);
    const auto y = drawn_at(ticks[m["y_axis"]], m["y"], false);
    // A bar's number is its top; a point's, its centre.
    const double got_y = bar ? r.y : r.cy();
    char text[200];
    std::snprintf(text, sizeof text,
                  "a %s at (%g, %g) is drawn at (%.1f, %.1f), its axes put it at (%.1f, %.1f)",
                  m["kind"].get<std::string>().c_str(), m["x"].get<double>(), m["y"].get<double>(),
                  r.cx(), got_y, x.value_or(NAN), y.value_or(NAN));
    if (!x || !y || std::fabs(*x - r.cx()) > kTolerancePx || std::fabs(*y - got_y) > kTolerancePx)
      checks.fail(name, text);
  }
}

// Not blank: inside each picture's box, more than one pixel in a hundred is not white.
void check_screenshot(const fs::path& png, const json& measured, Checks& checks) {
  int w = 0, h = 0, channels = 0;
  unsigned char* pixels = stbi_load(png.c_str(), &w, &h, &channels, 3);
  if (!pixels) {
    checks.fail("screenshot", png.string() + " cannot be read: " + stbi_failure_reason());
    return;
  }
  for (const json& p : measured["pictures"]) {
    if (!p.contains("box")) continue;
    const Rect r(p["box"]);
    long inked = 0, all = 0;
    for (int y = std::max(0, int(r.y)); y < std::min(h, int(r.y + r.h)); ++y)
      for (int x = std::max(0, int(r.x)); x < std::min(w, int(r.x + r.w)); ++x, ++all) {
        const unsigned char* px = pixels + 3 * (size_t(y) * w + x);
        inked += px[0] < 200 || px[1] < 200 || px[2] < 200;
      }
    if (all == 0 || inked * 100 <= all)
      checks.fail(p["name"], "blank in the screenshot (" + std::to_string(inked) + " of " +
                                 std::to_string(all) + " pixels inked)");
  }
  stbi_image_free(pixels);
}

// Chromium, headless, on our own page (--no-sandbox: it runs as root in CI's container),
// with its profile in `dir`; its stderr goes to dir/chromium.log.
cli::ProcessResult chromium(const fs::path& dir, std::vector<std::string> args) {
  std::vector<std::string> argv = {"sh",
                                   "-c",
                                   "exec \"$0\" \"$@\" 2>>\"$LAB_CHROMIUM_LOG\"",
                                   "chromium",
                                   "--headless",
                                   "--disable-gpu",
                                   "--no-sandbox",
                                   "--disable-dev-shm-usage",
                                   "--hide-scrollbars",
                                   "--force-device-scale-factor=1",
                                   "--user-data-dir=" + (dir / "profile").string()};
  argv.insert(argv.end(), args.begin(), args.end());
  return cli::run_process({argv, {"LAB_CHROMIUM_LOG=" + (dir / "chromium.log").string()}, {}, 120});
}

std::string unescaped(std::string text) {
  for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{
           {"&lt;", "<"}, {"&gt;", ">"}, {"&nbsp;", "\u00a0"}, {"&amp;", "&"}})
    for (size_t at = 0; (at = text.find(from, at)) != std::string::npos; at += to.size())
      text.replace(at, from.size(), to);
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  fs::path keep;
  if (argc == 3 && std::string(argv[1]) == "--keep")
    keep = argv[2];
  else if (argc != 1) {
    std::fprintf(stderr, "usage: %s [--keep DIR]\n", argv[0]);
    return 2;
  }
  const char* source_root = std::getenv("LAB_SOURCE_ROOT");
  if (!source_root) {
    std::fprintf(stderr, "%s: LAB_SOURCE_ROOT is not set (run it through meson test)\n", argv[0]);
    return 2;
  }
  if (!cli::program_exists("chromium")) {
    std::printf(
        "SKIP: chromium is not installed (Debian: apt-get install chromium fonts-noto-cjk)\n");
    return kSkip;
  }
  const cli::ProcessResult fonts = cli::run_process({{"fc-list", ":lang=zh", "family"}});
  if (!fonts.exited_normally() || fonts.exit_code != 0 || fonts.output.empty()) {
    std::printf(
        "SKIP: no Chinese font for the Chinese labels (Debian: apt-get install "
        "fonts-noto-cjk)\n");
    return kSkip;
  }

  std::string pattern = (fs::temp_directory_path() / "lab-pictures-XXXXXX").string();
  const fs::path dir = keep.empty() ? fs::path(mkdtemp(pattern.data())) : keep;
  fs::create_directories(dir);
  const std::vector<Picture> all = every_picture(source_root);
  std::ofstream(dir / "page.html") << page(all);
  for (const Picture& p : all) std::printf("  drawn %s: %zu bytes\n", p.name.c_str(), p.svg.size());

  const std::string url = "file://" + (dir / "page.html").string();
  Checks checks;
  const cli::ProcessResult dom = chromium(dir, {"--dump-dom", url});
  const std::string start = "<pre id=\"measured\">";
  const size_t from = dom.output.find(start), to = dom.output.find("</pre>", from);
  json measured;
  if (dom.exited_normally() && dom.exit_code == 0 && from != std::string::npos &&
      to != std::string::npos)
    measured =
        json::parse(unescaped(dom.output.substr(from + start.size(), to - from - start.size())),
                    nullptr, false);
  if (!measured.is_object() || measured["pictures"].size() != all.size()) {
    std::printf("FAIL: Chromium measured nothing (exit %d); its log:\n%s\n", dom.exit_code,
                read_text(dir / "chromium.log").c_str());
    return 1;
  }
  std::ofstream(dir / "measured.json") << measured.dump(1);
  for (const json& p : measured["pictures"]) {
    const int before = checks.failures();
    check_picture(p, checks);
    if (checks.failures() == before && p.contains("texts"))
      std::printf("  ok   %s: %zu labels, %zu marks, %zu ticks\n",
                  p["name"].get<std::string>().c_str(), p["texts"].size(), p["marks"].size(),
                  p["ticks"].size());
  }

  const std::string size = "--window-size=" + std::to_string(measured["width"].get<int>()) + "," +
                           std::to_string(measured["height"].get<int>());
  const cli::ProcessResult shot =
      chromium(dir, {size, "--screenshot=" + (dir / "page.png").string(), url});
  if (!shot.exited_normally() || shot.exit_code != 0)
    checks.fail("screenshot", "Chromium exited " + std::to_string(shot.exit_code));
  else
    check_screenshot(dir / "page.png", measured, checks);

  if (keep.empty()) fs::remove_all(dir);
  std::printf("%s: %zu pictures, %d failed checks\n", checks.failures() ? "FAIL" : "PASS",
              all.size(), checks.failures());
  return checks.failures() ? 1 : 0;
}
