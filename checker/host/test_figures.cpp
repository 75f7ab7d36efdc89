// The docs' figures are what their sources generate (checker/figures/figure_source.h): every
// figure, regenerated into a temporary folder, is byte for byte the committed one; each has its
// Chinese twin, which the Chinese docs show; a Chinese figure has no English label left (a
// word of Latin letters outside translate="no"), an English figure no Chinese. After editing a
// source, run `ninja -C build figures` and commit what it writes.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "checker/figures/figure_source.h"
#include "checker/harness/catch.h"
#include "checker/harness/text_file.h"
#include "checker/host/meson_setting.h"
#include "checker/host/temp_folder.h"

namespace fs = std::filesystem;
using lab::Language;
using lab::figures::figure_svg;

namespace {

fs::path root() { return lab::test::meson_setting("LAB_SOURCE_ROOT"); }

const char* kRegenerate = "run ninja -C build figures and commit what it writes";

// The committed figures of one language: "<name>.svg" or "zh/<name>.svg".
std::set<fs::path> committed(Language language) {
  std::set<fs::path> files;
  const fs::path folder =
      root() / lab::figures::kFigureFolder / (language == Language::zh ? "zh" : "");
  for (const auto& entry : fs::directory_iterator(folder))
    if (entry.is_regular_file() && entry.path().extension() == ".svg")
      files.insert(lab::figures::figure_file(entry.path().stem().string(), language));
  return files;
}

std::string shown(const fs::path& figure) {
  return (lab::figures::kFigureFolder / figure).generic_string();
}

std::string source_of(const std::string& name) {
  return (lab::figures::kSourceFolder / (name + ".svg")).generic_string();
}

}  // namespace

TEST_CASE("figures: every committed figure is what its source generates", "[host][figures]") {
  const lab::test::TempFolder folder("lab-figures");
  const fs::path& out = folder.path;
  const std::vector<fs::path> written = lab::figures::write_figures(root(), out);
  const std::vector<std::string> names = lab::figures::figure_names(root());
  CHECK(written.size() == 2 * names.size());
  std::set<fs::path> generated;
  for (const std::string& name : names)
    for (const Language language : {Language::en, Language::zh}) {
      const fs::path figure = lab::figures::figure_file(name, language);
      generated.insert(figure);
      const std::string committed_text =
          lab::read_text(root() / lab::figures::kFigureFolder / figure);
      if (committed_text.empty())
        FAIL_CHECK(shown(figure) << " is missing: " << kRegenerate);
      else if (committed_text != lab::read_text(out / figure))
        FAIL_CHECK(shown(figure) << " is not what " << source_of(name)
                                 << " generates: " << kRegenerate);
    }
  for (const Language language : {Language::en, Language::zh})
    for (const fs::path& figure : committed(language))
      if (!generated.count(figure))
        FAIL_CHECK(shown(figure) << " has no source " << source_of(figure.stem().string())
                                 << ": a figure is drawn there (docs/internals/figures.md)");
  CHECK(names.size() >= 27);
}

TEST_CASE("figures: every figure has its Chinese twin, and the Chinese docs show it",
          "[host][figures]") {
  const std::set<fs::path> chinese = committed(Language::zh);
  for (const fs::path& figure : committed(Language::en))
    if (!chinese.count(lab::figures::figure_file(figure.stem().string(), Language::zh)))
      FAIL_CHECK(
          shown(figure) << " has no Chinese twin "
                        << shown(lab::figures::figure_file(figure.stem().string(), Language::zh))
                        << ": " << kRegenerate);
  // A Chinese page links ../figures/zh/<name>.svg, an English one figures/<name>.svg.
  static const std::regex figure_link(R"(\]\(((?:\.\./)*figures/[^)\s]+\.svg)\))");
  std::vector<fs::path> pages = {root() / "README.md", root() / "README.zh-CN.md"};
  for (const fs::path& folder : {root() / "docs", root() / "docs" / "zh"})
    for (const auto& entry : fs::directory_iterator(folder))
      if (entry.path().extension() == ".md") pages.push_back(entry.path());
  size_t links = 0;
  for (const fs::path& page : pages) {
    const bool in_chinese =
        page.parent_path().filename() == "zh" || page.filename() == "README.zh-CN.md";
    const std::string text = lab::read_text(page);
    for (std::sregex_iterator m(text.begin(), text.end(), figure_link), end; m != end; ++m) {
      ++links;
      const std::string target = (*m)[1];
      const bool chinese_figure = target.find("figures/zh/") != std::string::npos;
      if (chinese_figure != in_chinese)
        FAIL_CHECK(page.lexically_relative(root()).generic_string()
                   << " shows " << target << ": a "
                   << (in_chinese ? "Chinese page shows figures/zh/<name>.svg"
                                  : "English page shows figures/<name>.svg"));
    }
  }
  CHECK(links >= 2 * 27);
}

TEST_CASE("figures: a Chinese figure has no English label, an English figure no Chinese",
          "[host][figures]") {
  for (const Language language : {Language::en, Language::zh})
    for (const fs::path& figure : committed(language)) {
      const std::string svg = lab::read_text(root() / lab::figures::kFigureFolder / figure);
      const std::string source = source_of(figure.stem().string());
      if (language == Language::zh) {
        for (const lab::figures::Label& label : lab::figures::english_labels(svg))
          FAIL_CHECK(shown(figure) << ":" << label.line << ": \"" << label.word << "\" in \""
                                   << label.text << "\" is English: translate it in " << source
                                   << ", or mark it translate=\"no\" if it is code or a name");
        for (const std::string& title : lab::figures::titles(svg))
          if (lab::figures::lines_with_chinese(title).empty())
            FAIL_CHECK(shown(figure) << ": its <title> \"" << title
                                     << "\" is not in Chinese: translate it in " << source);
      } else {
        for (const int line : lab::figures::lines_with_chinese(svg))
          FAIL_CHECK(shown(figure)
                     << ":" << line << " holds Chinese: put it in a <zh> of " << source);
      }
    }
}

TEST_CASE("figures: a source gives each language its half of every pair", "[host][figures]") {
  const std::string source =
      "<svg font-family=\"Arial, sans-serif\">\n"
      "<text x=\"1\" zh:x=\"2\" en:y=\"3\"><en>copy</en>\n  <zh>拷贝</zh></text>\n"
      "<text translate=\"no\">cudaMemcpy</text></svg>";
  const std::string header =
      "<!-- Generated from s.svg by ninja -C build figures: edit that file, not this one. -->\n";
  CHECK(figure_svg(source, Language::en, ".", "s.svg") ==
        header +
            "<svg font-family=\"Arial, sans-serif\">\n<text x=\"1\" y=\"3\">copy</text>\n"
            "<text translate=\"no\">cudaMemcpy</text></svg>");
  CHECK(figure_svg(source, Language::zh, ".", "s.svg") ==
        header +
            "<svg font-family=\"Arial, Noto Sans CJK SC, Source Han Sans SC, PingFang SC, "
            "Microsoft YaHei, sans-serif\">\n<text x=\"2\">拷贝</text>\n"
            "<text translate=\"no\">cudaMemcpy</text></svg>");
  CHECK(lab::figures::english_labels(figure_svg(source, Language::zh, ".", "s.svg")).empty());
}

TEST_CASE("figures: an image file is inlined, and code keeps a monospaced font in Chinese",
          "[host][figures]") {
  const lab::test::TempFolder folder("lab-figures-image");
  std::ofstream(folder.path / "pixels.png", std::ios::binary) << "abcd";
  const std::string svg = figure_svg(
      "<svg><image x=\"1\" href=\"pixels.png\"/><text font-family=\"Menlo, monospace\">"
      "<en>a</en><zh>甲</zh></text></svg>",
      Language::zh, folder.path, "s.svg");
  CHECK(svg.find("<image x=\"1\" href=\"data:image/png;base64,YWJjZA==\"/>") != std::string::npos);
  CHECK(svg.find("font-family=\"Menlo, Noto Sans Mono CJK SC, Noto Sans CJK SC, Source Han Sans "
                 "SC, PingFang SC, Microsoft YaHei, monospace\">甲<") != std::string::npos);
}

TEST_CASE("figures: a source that is not well made is refused with its line", "[host][figures]") {
  const auto error = [](const std::string& source) {
    try {
      figure_svg(source, Language::zh, ".", "s.svg");
    } catch (const std::runtime_error& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  CHECK(error("<svg>\n<text><en>a</en></text></svg>") ==
        "s.svg:2: <en> ... </en> is not followed by its <zh> ... </zh>");
  CHECK(error("<svg><text><zh>甲</zh></text></svg>") ==
        "s.svg:1: <zh> without an <en> ... </en> right before it");
  CHECK(error("<svg><en><text><en>a</en></text></en><zh></zh></svg>") ==
        "s.svg:1: <en> inside the <en> of line 1: a pair holds no other pair");
  CHECK(error("<svg><text translate=\"no\"><en>a</en><zh>甲</zh></text></svg>") ==
        "s.svg:1: <en> inside an element marked translate=\"no\"");
  CHECK(error("<svg>\n<text>a</tspan></svg>") == "s.svg:2: </tspan> closes <text> of line 2");
  CHECK(error("<svg>\n<g>") == "s.svg:2: <g> is not closed");
  CHECK(error("<svg><image href=\"none.png\"/></svg>") ==
        "s.svg:1: <image> none.png: there is no ./none.png");
}

TEST_CASE("figures: an English label is a word of Latin letters outside translate=\"no\"",
          "[host][figures]") {
  const std::vector<lab::figures::Label> labels = lab::figures::english_labels(
      "<svg><title>figure</title><text>线程 x 与 i、A 组 &amp; 2^20</text>\n"
      "<text>写 <tspan translate=\"no\">b.pinned</tspan> 之前 wait</text>"
      "<g translate=\"no\"><text>cudaFree</text></g><path d=\"M0 L1\"/></svg>");
  REQUIRE(labels.size() == 1);
  CHECK(labels[0].line == 2);
  CHECK(labels[0].word == "wait");
  CHECK(labels[0].text == "之前 wait");
  CHECK(lab::figures::lines_with_chinese("<svg>\n<text>a × b</text>\n<text>线程</text></svg>") ==
        std::vector<int>{3});
  CHECK(lab::figures::titles("<svg><title>图 &amp; <a/>b</title><text>c</text></svg>") ==
        std::vector<std::string>{"图 &amp; b"});
}
