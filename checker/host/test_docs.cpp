// The texts a student reads, checked where a grep can see a fix: every relative link and
// anchor in docs/, docs/zh/, README.md and README.zh-CN.md resolves; the counts written in
// them agree with what the lab knows (the chapters of the registry, a chapter's hint rungs and
// TODO steps, the source lines a demo's message names); each chapter doc opens with what you
// write and learn, has its Common mistakes section and leads on to the next chapter of the
// registry; each Chinese text has the shape of its English original; and the wrong phrases
// that were corrected stay removed, each listed with the item it belongs to.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "checker/harness/catch.h"
#include "checker/harness/registry.h"
#include "checker/harness/text_file.h"
#include "checker/host/markdown.h"
#include "checker/host/meson_setting.h"

namespace fs = std::filesystem;
using lab::test::is_fence;
using lab::test::without_code_spans;

namespace {

fs::path root() { return lab::test::meson_setting("LAB_SOURCE_ROOT"); }

// The chapters that have pages: the ready ones. A coming chapter (listed, its manifest not yet
// written) has none, and the generated last lines lead past it (checker/docs/chapter_docs.cpp).
std::vector<lab::Chapter> registry() {
  std::vector<lab::Chapter> ready;
  for (const lab::Chapter& c : lab::read_registry(lab::test::meson_setting("LAB_REGISTRY")))
    if (c.ready()) ready.push_back(c);
  return ready;
}

// A path relative to the source root, for messages: "docs/zh/1.6-vector-add.md".
std::string shown(const fs::path& p) { return p.lexically_relative(root()).generic_string(); }

// Every Markdown file a reader may open: README.md, README.zh-CN.md and all of docs/.
std::vector<fs::path> markdown_files() {
  std::vector<fs::path> files = {root() / "README.md", root() / "README.zh-CN.md"};
  for (const auto& entry : fs::recursive_directory_iterator(root() / "docs"))
    if (entry.is_regular_file() && entry.path().extension() == ".md") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

// The paragraphs of a Markdown text outside fenced code blocks, each joined into one line,
// with the line number it starts on.
std::vector<std::pair<int, std::string>> paragraphs(const std::string& markdown) {
  std::vector<std::pair<int, std::string>> out;
  std::istringstream in(markdown);
  bool fenced = false;
  int number = 0;
  std::string current;
  int current_start = 0;
  const auto flush = [&] {
    if (!current.empty()) out.emplace_back(current_start, current);
    current.clear();
  };
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (is_fence(line)) {
      flush();
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    if (line.find_first_not_of(' ') == std::string::npos || line[0] == '#' || line[0] == '|') {
      flush();
      if (!line.empty() && (line[0] == '#' || line[0] == '|')) out.emplace_back(number, line);
      continue;
    }
    if (current.empty()) current_start = number;
    current += (current.empty() ? "" : " ") + line;
  }
  flush();
  return out;
}

// The UTF-8 code point that starts at text[i]; `length` gets its byte count.
char32_t code_point(const std::string& text, size_t i, size_t& length) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char first = byte(i);
  length = first < 0x80 ? 1 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4;
  if (i + length > text.size()) length = 1;
  if (length == 1) return first;
  char32_t c = first & (0xFF >> (length + 1));
  for (size_t k = 1; k < length; ++k) c = (c << 6) | (byte(i + k) & 0x3F);
  return c;
}

// Punctuation and symbols outside ASCII that GitHub drops from an anchor (CJK and fullwidth
// punctuation, general punctuation, arrows, mathematical symbols, the middle dot).
bool dropped_from_anchor(char32_t c) {
  return (c >= 0xA0 && c <= 0xBF) || c == 0xD7 || c == 0xF7 || (c >= 0x2000 && c <= 0x206F) ||
         (c >= 0x2190 && c <= 0x23FF) || (c >= 0x2500 && c <= 0x27BF) ||
         (c >= 0x3000 && c <= 0x303F) || (c >= 0xFE30 && c <= 0xFE4F) ||
         (c >= 0xFF00 && c <= 0xFF0F) || (c >= 0xFF1A && c <= 0xFF20) ||
         (c >= 0xFF3B && c <= 0xFF40) || (c >= 0xFF5B && c <= 0xFF65);
}

// The anchor GitHub gives a heading: its text without Markdown (links keep their text),
// lower case, punctuation dropped except '-' and '_', spaces as '-'.
std::string anchor_of(const std::string& heading) {
  static const std::regex link(R"(\[([^\]]*)\]\([^)]*\))");
  std::string text = std::regex_replace(heading, link, "$1");
  std::string anchor;
  for (size_t i = 0, length = 1; i < text.size(); i += length) {
    const char32_t c = code_point(text, i, length);
    if (c >= 0x80) {
      if (!dropped_from_anchor(c)) anchor += text.substr(i, length);
    } else if (std::isalnum(static_cast<int>(c)) || c == '-' || c == '_') {
      anchor += static_cast<char>(std::tolower(static_cast<int>(c)));
    } else if (c == ' ') {
      anchor += '-';
    }
  }
  return anchor;
}

// The anchors of a Markdown file's headings (outside fenced code), with GitHub's -1, -2 for
// repeated ones.
std::set<std::string> anchors_of(const fs::path& file) {
  std::set<std::string> anchors;
  std::map<std::string, int> seen;
  for (const auto& [line_number, line] : paragraphs(lab::read_text(file))) {
    if (line.empty() || line[0] != '#') continue;
    const size_t text = line.find_first_not_of('#');
    if (text == std::string::npos || line[text] != ' ') continue;
    std::string heading = line.substr(text + 1);
    while (!heading.empty() && (heading.back() == ' ' || heading.back() == '#')) heading.pop_back();
    const std::string anchor = anchor_of(heading);
    const int n = seen[anchor]++;
    anchors.insert(n == 0 ? anchor : anchor + "-" + std::to_string(n));
  }
  return anchors;
}

std::string percent_decoded(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 2 < text.size() &&
        std::isxdigit(static_cast<unsigned char>(text[i + 1])) &&
        std::isxdigit(static_cast<unsigned char>(text[i + 2]))) {
      out += static_cast<char>(std::stoi(text.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

// What is wrong with the relative links of one Markdown file: each problem as
// "file:line: [target] why".
std::vector<std::string> link_problems(const fs::path& file) {
  static const std::regex link(R"(\]\(([^()\s]+)(?:\s+"[^"]*")?\))");
  std::vector<std::string> problems;
  for (const auto& [line_number, paragraph] : paragraphs(lab::read_text(file))) {
    const std::string text = without_code_spans(paragraph);
    for (std::sregex_iterator m(text.begin(), text.end(), link), end; m != end; ++m) {
      const std::string target = (*m)[1];
      if (target.find("://") != std::string::npos || target.rfind("mailto:", 0) == 0) continue;
      const size_t hash = target.find('#');
      const std::string path = percent_decoded(target.substr(0, hash));
      const std::string anchor =
          hash == std::string::npos ? "" : percent_decoded(target.substr(hash + 1));
      const fs::path resolved =
          path.empty() ? file : (file.parent_path() / path).lexically_normal();
      const std::string where =
          shown(file) + ":" + std::to_string(line_number) + ": (" + target + ") ";
      if (!fs::exists(resolved)) {
        problems.push_back(where + shown(resolved) + " does not exist");
      } else if (!anchor.empty() && resolved.extension() == ".md" &&
                 anchors_of(resolved).count(anchor) == 0) {
        problems.push_back(where + shown(resolved) + " has no heading with the anchor #" + anchor);
      }
    }
  }
  return problems;
}

}  // namespace

TEST_CASE("docs: the link checker reads headings and links as GitHub does", "[host][docs]") {
  CHECK(anchor_of("3. The exercise, step by step") == "3-the-exercise-step-by-step");
  CHECK(anchor_of("Banks: when the threads of a warp get in each other's way") ==
        "banks-when-the-threads-of-a-warp-get-in-each-others-way");
  CHECK(anchor_of("The helpers in `common/`") == "the-helpers-in-common");
  CHECK(anchor_of("`bench`：你的核函数的速度") == "bench你的核函数的速度");
  CHECK(anchor_of("1. 你将学到什么") == "1-你将学到什么");
  CHECK(without_code_spans("see `[a](b)` and [c](d)") == "see  and [c](d)");
  const auto p = paragraphs("a [x](y\n```\n[no](link)\n```\nb\n\nc\n");
  REQUIRE(p.size() == 3);
  CHECK(p[0].second == "a [x](y");
  CHECK(p[2] == std::make_pair(7, std::string("c")));
}

TEST_CASE("docs: every relative link and anchor in docs/ and the READMEs resolves",
          "[host][docs]") {
  size_t files = 0;
  for (const fs::path& file : markdown_files()) {
    ++files;
    for (const std::string& problem : link_problems(file)) FAIL_CHECK(problem);
  }
  CHECK(files > 20);
}

namespace {

// A text with its whitespace runs collapsed to one space, ASCII in lower case, and, in C++
// sources, the comment markers at line starts and the quotes between adjacent string
// literals removed: a phrase is found however the text wraps it.
std::string searchable(const fs::path& file) {
  std::string text = lab::read_text(file);
  const std::string ext = file.extension().string();
  if (ext == ".cpp" || ext == ".h" || ext == ".cu") {
    text = std::regex_replace(text, std::regex(R"((^|\n)[ \t]*//+)"), "$1");
    text = std::regex_replace(text, std::regex(R"("\s*\n\s*")"), "");
  }
  std::string out;
  bool space = false;
  for (char c : text) {
    if (c == ' ' || c == '\n' || c == '\t' || c == '\r') {
      space = true;
      continue;
    }
    if (space && !out.empty()) out += ' ';
    space = false;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

// The texts a student reads: the chapter texts in both editions, the READMEs, the hints, the
// message catalogues, the chapters' headers and common/'s error checks.
std::vector<fs::path> student_texts() {
  std::vector<fs::path> files = {root() / "README.md",
                                 root() / "README.zh-CN.md",
                                 root() / "checker" / "messages" / "en.cpp",
                                 root() / "checker" / "messages" / "zh.cpp",
                                 root() / "common" / "cuda_check.cpp",
                                 root() / "common" / "cuda_check.h"};
  for (const fs::path& dir : {root() / "docs", root() / "docs" / "zh"})
    for (const auto& entry : fs::directory_iterator(dir))
      if (entry.path().extension() == ".md") files.push_back(entry.path());
  for (const lab::Chapter& c : registry()) {
    for (const char* hints : {"hints.md", "hints.zh.md"})
      files.push_back(root() / "checker" / c.dir() / hints);
    files.push_back(root() / "chapters" / c.dir() / (c.source + ".h"));
  }
  std::sort(files.begin(), files.end());
  return files;
}

struct Removed {
  const char* phrase;  // compared without case, whatever the line breaks
  const char* item;    // the correction it belongs to
  // The paths (or starts of paths) it is forbidden in; none: every student text.
  std::vector<std::string> only_in = {};
};

// The wrong phrases that were corrected (issue 27), English and Chinese.
const Removed kRemoved[] = {
    {"the runtime does not promise it",
     "cudaFree: the Programming Guide documents that it synchronises"},
    {"运行时并不保证这一点", "cudaFree: the Programming Guide documents that it synchronises"},
    {"serialises with everything else", "wrong-stream: a non-blocking stream is simply unordered"},
    {"与其他所有工作串行执行", "wrong-stream: a non-blocking stream is simply unordered"},
    {"(`cudaHostAllocMapped`) lets a kernel read host memory",
     "UVA: every pinned buffer is mapped"},
    {"让核函数可以直接读取主存", "UVA: every pinned buffer is mapped"},
    {"usually an illegal address", "1.6: a host pointer in a kernel (UVA, HMM, ATS)"},
    {"通常是非法地址", "1.6: a host pointer in a kernel (UVA, HMM, ATS)"},
    {"would need more than 5 ms", "1.9: the compiler aggregates same-address atomics per warp"},
    {"5 ms 以上", "1.9: the compiler aggregates same-address atomics per warp"},
    {"can differ in the last bit", "1.8: with cancellation the orders differ by far more"},
    {"可能在最后一位上不同", "1.8: with cancellation the orders differ by far more"},
    {"9 barriers", "1.8: a 512-float tree has 10 barriers"},
    {"9 道屏障", "1.8: a 512-float tree has 10 barriers"},
    {"(4 * threads)", "1.8: the k formula names gridDim.x * blockDim.x"},
    {"always fits in a long long", "1.5: launches have fewer than 2^63 threads"},
    {"48 KiB by default", "1.7: static shared memory is capped at 48 KiB, dynamic opts in"},
    {"默认每块最多 48 kib", "1.7: static shared memory is capped at 48 KiB, dynamic opts in"},
    {"1.11's fast gemm pads its transposed tile of a for this reason", "1.7: kAPad = 4"},
    {"every later runtime call", "sticky errors: every call that reaches the GPU"},
    {"every later cuda call", "sticky errors: every call that reaches the GPU"},
    {"every later call in this process", "sticky errors: every call that reaches the GPU"},
    {"之后的每个 cuda 调用都会失败", "sticky errors: every call that reaches the GPU"},
    {"a sticky error cannot be cleared",
     "sticky errors: the slot empties, the context stays broken"},
    {"from an odd address", "1.14: not a multiple of 16 bytes"},
    {"奇数地址", "1.14: not a multiple of 16 bytes"},
    {"is not a low-pass filter", "1.10: bilinear is a weak 2 x 2 low-pass filter"},
    {"不是低通滤波器", "1.10: bilinear is a weak 2 x 2 low-pass filter"},
    {"produces what yolov5's python preprocessing produces",
     "1.10: exact for 1920 x 1080 -> 640 only"},
    {"所产出的东西", "1.10: exact for 1920 x 1080 -> 640 only"},
    {"a single launch's time includes its start-up", "1.10: one launch against the steady state"},
    {"单次启动的时间包含了它的启动开销", "1.10: one launch against the steady state"},
    {"| until `cudafree` |", "1.6: __device__ variables live as long as the module"},
    {"| 直到 `cudafree` |", "1.6: __device__ variables live as long as the module"},
    {"32 threads of a block that execute together", "glossary: independent thread scheduling"},
    {"线程块中一起执行的 32 个线程", "glossary: independent thread scheduling"},
    {"210 ms", "1.2: one set of start-up timings"},
    {"each copy alone takes", "1.3: 4.88 ms is the time of 16 chunks"},
    {"每个方向的拷贝单独需要", "1.3: 4.88 ms is the time of 16 chunks"},
    {"chapters marked \"coming\"", "docs/README.md: no chapter is coming"},
    {"“coming” 的章节", "docs/README.md: no chapter is coming"},
    {"1280 x 720 test image of 1.10", "1.12: 1.10's picture is drawn at 1280 x 720"},
    {"1.10 的 1280 x 720 测试图", "1.12: 1.10's picture is drawn at 1280 x 720"},
    {"explicitly with message:", "samples labelled ./lab check show what ./lab check prints"},
    {"test cases: ", "samples labelled ./lab check show what ./lab check prints"},
    {"between the dashed lines", "samples labelled ./lab check show what ./lab check prints"},
    {"0. 00541806803", "samples labelled ./lab check show what ./lab check prints"},
    {"up to 2^24 + 3 ... n = 1:", "samples labelled ./lab check show what ./lab check prints"},
    {"两条虚线之间", "samples labelled ./lab check show what ./lab check prints"},
    {"errors, streams and events in depth", "1.5: 1.3 covers streams"},
    {"深入讲启动、错误、流和事件", "1.5: 1.3 covers streams"},
    {"what streams and events are", "1.6's intro: 1.2 and 1.3 teach these now"},
    {"流和事件是什么", "1.6's intro: 1.2 and 1.3 teach these now"},
    {"the others from an earlier run",
     "1.9: benchmark provenance is maintainer material",
     {"docs/1.9"}},
    {"其余各行来自更早的一次运行",
     "1.9: benchmark provenance is maintainer material",
     {"docs/zh/1.9"}},
    {"is still open", "1.8: the open question is maintainer material", {"docs/1.8"}},
    {"目前还没有查清", "1.8: the open question is maintainer material", {"docs/zh/1.8"}},
    {"只有拷贝的 87 %", "zh/1.8: 87-88 % is above the 85 % target"},
    {"went from 21.6 us", "1.12: the optimisation history is maintainer material", {"docs/1.12"}},
    {"从 21.6 us 降到 8.9 us",
     "1.12: the optimisation history is maintainer material",
     {"docs/zh/1.12"}},
    {"-wl,--wrap", "1.2 section 4: the spy is maintainer material", {"docs/1.2", "docs/zh/1.2"}},
    {"spied_functions.def",
     "1.2 section 4: the spy is maintainer material",
     {"docs/zh/1.2", "docs/1.2"}},
    {"ninja_status",
     "lab-command.md: build internals are maintainer material",
     {"docs/lab-command", "docs/zh/lab-command"}},
    {"-og",
     "lab-command.md: build internals are maintainer material",
     {"docs/lab-command", "docs/zh/lab-command"}},
    {"unity build",
     "lab-command.md: build internals are maintainer material",
     {"docs/lab-command"}},
    {"unity 构建",
     "lab-command.md: build internals are maintainer material",
     {"docs/zh/lab-command"}},
    {"[the table](internals/", "every chapter keeps its Common mistakes inline"},
};

}  // namespace

TEST_CASE("docs: the wrong phrases that were corrected stay removed", "[host][docs]") {
  const std::vector<fs::path> files = student_texts();
  std::map<fs::path, std::string> texts;
  for (const fs::path& f : files) texts[f] = searchable(f);
  for (const Removed& r : kRemoved) {
    for (const fs::path& f : files) {
      if (!r.only_in.empty() &&
          std::none_of(r.only_in.begin(), r.only_in.end(),
                       [&](const std::string& path) { return shown(f).rfind(path, 0) == 0; }))
        continue;
      if (texts[f].find(lower(r.phrase)) != std::string::npos)
        FAIL_CHECK(shown(f) << " says \"" << r.phrase << "\" again (" << r.item << ")");
    }
  }
  CHECK(texts.size() > 50);
}

namespace {

// The number of distinct "TODO(<id>) step N" markers in a skeleton.
int todo_steps(const lab::Chapter& c) {
  const std::string skeleton = lab::read_text(root() / "chapters" / c.dir() / (c.source + ".cu"));
  const std::regex step("TODO\\(" + std::regex_replace(c.id, std::regex(R"(\.)"), R"(\.)") +
                        R"(\) step (\d+))");
  std::set<std::string> steps;
  for (std::sregex_iterator m(skeleton.begin(), skeleton.end(), step), end; m != end; ++m)
    steps.insert((*m)[1]);
  return static_cast<int>(steps.size());
}

int hint_rungs(const lab::Chapter& c) {
  int rungs = 0;
  for (const auto& [line_number, line] :
       paragraphs(lab::read_text(root() / "checker" / c.dir() / "hints.md")))
    if (line.rfind("## ", 0) == 0) ++rungs;
  return rungs;
}

const lab::Chapter* chapter_named(const std::vector<lab::Chapter>& chapters,
                                  const std::string& id) {
  for (const lab::Chapter& c : chapters)
    if (c.id == id) return &c;
  return nullptr;
}

// A source line that a text quotes as file:line, and what that line must hold.
struct LineReference {
  const char* doc;        // the text that quotes it (English and Chinese: both are listed)
  const char* reference;  // as the text writes it
  const char* file;       // the file it names
  const char* holds;      // what that line contains
};

const LineReference kLineReferences[] = {
    {"docs/1.6-vector-add.md", "main.cpp:26", "chapters/1.6-vector-add/main.cpp", "checkLaunch"},
    {"docs/zh/1.6-vector-add.md", "main.cpp:26", "chapters/1.6-vector-add/main.cpp", "checkLaunch"},
    {"docs/1.11-cublas-gemm.md", "gemm.cu:90", "chapters/1.11-cublas-gemm/gemm.cu",
     "checkCublas(cublasSgemm"},
    {"docs/zh/1.11-cublas-gemm.md", "gemm.cu:90", "chapters/1.11-cublas-gemm/gemm.cu",
     "checkCublas(cublasSgemm"},
    {"docs/lab-command.md", "vector_add.h:13", "chapters/1.6-vector-add/vector_add.h",
     "void vector_add("},
    {"docs/zh/lab-command.md", "vector_add.h:13", "chapters/1.6-vector-add/vector_add.h",
     "void vector_add("},
    {"docs/lab-command.md", "vector_add.cu:21", "chapters/1.6-vector-add/vector_add.cu",
     "void vector_add("},
    {"docs/zh/lab-command.md", "vector_add.cu:21", "chapters/1.6-vector-add/vector_add.cu",
     "void vector_add("},
};

std::string line_of(const fs::path& file, int number) {
  std::istringstream in(lab::read_text(file));
  std::string line;
  for (int i = 0; i < number && std::getline(in, line); ++i) {
  }
  return in ? line : "";
}

}  // namespace

TEST_CASE("docs: the counts written in the texts agree with what the lab knows", "[host][docs]") {
  const std::vector<lab::Chapter> chapters = registry();
  const int count = static_cast<int>(chapters.size());
  // "11 chapters", "11 章" (not "第 1.6 章") in the prose. A sample of output, in a fenced
  // block, records the run it came from, and a new chapter leaves it as it is.
  const std::regex english(R"(\b(\d+) chapters\b)"), chinese(R"((第\s*)?(\d+(?:\.\d+)?)\s?章)");
  for (const fs::path& file : markdown_files()) {
    if (file.parent_path().filename() == "internals") continue;
    for (const auto& [line, text] : paragraphs(lab::read_text(file))) {
      for (std::sregex_iterator m(text.begin(), text.end(), english), end; m != end; ++m)
        if (std::stoi((*m)[1]) != count)
          FAIL_CHECK(shown(file) << ":" << line << " says \"" << (*m)[0] << "\": the registry has "
                                 << count);
      for (std::sregex_iterator m(text.begin(), text.end(), chinese), end; m != end; ++m)
        if (!(*m)[1].matched && std::string((*m)[2]).find('.') == std::string::npos &&
            std::stoi((*m)[2]) != count)
          FAIL_CHECK(shown(file) << ":" << line << " says \"" << (*m)[0] << "\": the registry has "
                                 << count);
    }
  }

  // "./lab hint 1.6 shows hint 1 of 4": the rungs of checker/<chapter>/hints.md.
  const std::regex hint_en(R"(\./lab hint (\d+(?:\.\d+)+) shows hint \d+ of (\d+))"),
      hint_zh(R"(\./lab hint (\d+(?:\.\d+)+) 会显示第 \d+ 条提示（共 (\d+) 条）)");
  for (const fs::path& file : markdown_files()) {
    const std::string text = lab::read_text(file);
    for (const std::regex* r : {&hint_en, &hint_zh})
      for (std::sregex_iterator m(text.begin(), text.end(), *r), end; m != end; ++m) {
        const lab::Chapter* c = chapter_named(chapters, (*m)[1]);
        if (!c)
          FAIL_CHECK(shown(file) << ": \"" << (*m)[0] << "\" names no chapter");
        else if (std::stoi((*m)[2]) != hint_rungs(*c))
          FAIL_CHECK(shown(file) << " says \"" << (*m)[0] << "\": checker/" << c->dir()
                                 << "/hints.md has " << hint_rungs(*c) << " hints");
      }
  }

  // "(six `TODO(1.2)` steps)", "（六个 `TODO(1.2)` 步骤）": the skeleton's steps.
  for (const lab::Chapter& c : chapters) {
    for (const fs::path& doc :
         {root() / "docs" / (c.dir() + ".md"), root() / "docs" / "zh" / (c.dir() + ".md")}) {
      const std::string text = lab::read_text(doc);
      const std::regex steps(R"(([a-z]+|(?:一|二|两|三|四|五|六|七|八|九|十)+)(?:个)? `TODO\()" +
                             std::regex_replace(c.id, std::regex(R"(\.)"), R"(\.)") +
                             R"(\)` (steps?|步骤))");
      std::smatch m;
      if (!std::regex_search(text, m, steps)) {
        FAIL_CHECK(shown(doc) << " does not say how many TODO(" << c.id << ") steps there are");
        continue;
      }
      const auto n = lab::test::number_words().find(m[1]);
      if (n == lab::test::number_words().end() || n->second != todo_steps(c))
        FAIL_CHECK(shown(doc) << " says \"" << m[0] << "\": the skeleton has " << todo_steps(c)
                              << " steps");
    }
  }

  // file:line references: each one listed above, and its line holds what the text says.
  const std::regex reference(R"(\b[\w.-]+\.(?:cpp|cu|h):\d+\b)");
  for (const fs::path& file : markdown_files()) {
    const std::string text = lab::read_text(file);
    for (std::sregex_iterator m(text.begin(), text.end(), reference), end; m != end; ++m) {
      const bool listed = std::any_of(
          std::begin(kLineReferences), std::end(kLineReferences),
          [&](const LineReference& r) { return shown(file) == r.doc && (*m)[0] == r.reference; });
      if (!listed)
        FAIL_CHECK(shown(file) << " quotes " << (*m)[0]
                               << ": add it to kLineReferences (checker/host/test_docs.cpp)");
    }
  }
  for (const LineReference& r : kLineReferences) {
    const std::string ref = r.reference;
    const int number = std::stoi(ref.substr(ref.rfind(':') + 1));
    INFO(r.doc << " quotes " << r.reference);
    CHECK(lab::read_text(root() / r.doc).find(r.reference) != std::string::npos);
    CHECK(line_of(root() / r.file, number).find(r.holds) != std::string::npos);
  }
}

TEST_CASE(
    "docs: every chapter opens with what you write and learn, keeps its Common mistakes and "
    "leads on to the next chapter",
    "[host][docs]") {
  const std::vector<lab::Chapter> chapters = registry();
  for (size_t i = 0; i < chapters.size(); ++i) {
    const lab::Chapter& c = chapters[i];
    const std::string next =
        i + 1 < chapters.size() ? "(" + chapters[i + 1].dir() + ".md)" : "(README.md#";
    struct Edition {
      fs::path doc;
      const char *write, *learn, *mistakes;
    };
    for (const Edition& e : {Edition{root() / "docs" / (c.dir() + ".md"), "**You write**",
                                     "**You learn**", "### Common mistakes"},
                             Edition{root() / "docs" / "zh" / (c.dir() + ".md"), "**你要写**",
                                     "**你会学到**", "### 常见错误"}}) {
      INFO(shown(e.doc));
      const std::string text = lab::read_text(e.doc);
      // The opening: the paragraph after the title, at most five lines.
      const size_t title = text.find("\n# ");
      REQUIRE(title != std::string::npos);
      const size_t start = text.find("\n\n", title + 1) + 2;
      const std::string opening = text.substr(start, text.find("\n\n", start) - start);
      CHECK(opening.rfind(e.write, 0) == 0);
      CHECK(opening.find(e.learn) != std::string::npos);
      CHECK(std::count(opening.begin(), opening.end(), '\n') < 5);
      CHECK(text.find("\n" + std::string(e.mistakes) + "\n") != std::string::npos);
      CHECK(text.find(next) != std::string::npos);
    }
  }
}

namespace {

// The shape of a Markdown text: its paragraphs (blocks between blank lines), table rows and
// code fences. A Chinese twin that says the same has the same shape (it writes a paragraph on
// one line, the English wraps it).
struct Shape {
  int blocks = 0, table_rows = 0, fences = 0;
  bool operator==(const Shape& o) const {
    return blocks == o.blocks && table_rows == o.table_rows && fences == o.fences;
  }
};

Shape shape_of(const fs::path& file) {
  Shape s;
  std::istringstream in(lab::read_text(file));
  bool in_block = false;
  for (std::string line; std::getline(in, line);) {
    const bool blank = line.find_first_not_of(' ') == std::string::npos;
    if (!blank && !in_block) ++s.blocks;
    in_block = !blank;
    if (line.rfind("|", 0) == 0) ++s.table_rows;
    if (is_fence(line)) ++s.fences;
  }
  return s;
}

std::ostream& operator<<(std::ostream& out, const Shape& s) {
  return out << s.blocks << " paragraphs, " << s.table_rows << " table rows, " << s.fences
             << " fences";
}

}  // namespace

TEST_CASE("docs: each Chinese chapter text has the shape of its English original", "[host][docs]") {
  std::vector<std::string> names = {"README.md", "lab-command.md"};
  for (const lab::Chapter& c : registry()) names.push_back(c.dir() + ".md");
  for (const std::string& name : names) {
    INFO("docs/" << name << " and docs/zh/" << name);
    const Shape english = shape_of(root() / "docs" / name),
                chinese = shape_of(root() / "docs" / "zh" / name);
    INFO("English: " << english << "; Chinese: " << chinese);
    CHECK(chinese == english);
  }
}
