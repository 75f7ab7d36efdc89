#include "checker/cli/ninja_build.h"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "checker/cli/build_lock.h"
#include "checker/cli/process.h"
#include "checker/cli/terminal.h"
#include "checker/harness/messages.h"
#include "checker/harness/text_file.h"

namespace lab::cli {

namespace {

bool is_noise(const std::string& line) {
  static const std::regex progress(R"(^\[\d+/\d+\] .*)");
  static const std::regex linker_context(
      R"(.*: in function `.*':$)");  // the next line says what is missing
  return std::regex_match(line, progress) || line.rfind("ninja: ", 0) == 0 ||
         std::regex_match(line, linker_context) ||
         line.rfind("Remark: The warnings can be suppressed", 0) == 0 ||
         // harmless on a machine without a GPU; `lab doctor` covers the architecture
         line.find("Cannot find valid GPU for '-arch=native'") != std::string::npos;
}

std::string relative_paths(std::string line, const std::string& prefix) {
  if (prefix.empty() || prefix == ".") return line;
  const std::string needle = prefix + "/";
  for (size_t at = line.find(needle); at != std::string::npos; at = line.find(needle, at)) {
    const bool starts_path = at == 0 || line[at - 1] == ' ' || line[at - 1] == '"' ||
                             line[at - 1] == '\'' || line[at - 1] == '(';
    if (starts_path)
      line.erase(at, needle.size());
    else
      at += needle.size();
  }
  return line;
}

// ninja's status line, declared here (NINJA_STATUS) so that BuildProgress reads a known format.
constexpr const char* kNinjaStatus = "NINJA_STATUS=[%f/%t] ";
constexpr double kQuietWait_s = 2;  // a shorter build shows no progress where it cannot be erased
constexpr double kProgressPeriod_s = 5;  // and a longer one a line this often
constexpr size_t kShownLines = 60;

bool is_terminal(std::FILE* out) {
  const char* term = std::getenv("TERM");
  return isatty(fileno(out)) == 1 && !(term && std::strcmp(term, "dumb") == 0);
}

// "building the checker for 1.6 (step 12 of 30)" from ninja's status lines as they come: on
// a terminal one line rewritten in place and erased at the end, elsewhere a line now and then.
class BuildProgress {
 public:
  BuildProgress(std::string what, std::FILE* out)
      : what_(std::move(what)), out_(out), terminal_(out && is_terminal(out)) {}
  ~BuildProgress() {
    if (terminal_ && shown_) std::fprintf(out_, "\r\033[K");
  }
  void feed(const std::string& chunk) {
    pending_ += chunk;
    for (size_t end; (end = pending_.find('\n')) != std::string::npos; pending_.erase(0, end + 1))
      step(pending_.substr(0, end));
  }

 private:
  using Clock = std::chrono::steady_clock;
  void step(const std::string& line) {
    int done = 0, total = 0;
    if (!out_ || std::sscanf(line.c_str(), "[%d/%d] ", &done, &total) != 2) return;
    const std::string text =
        "  " + say("cli.build.progress", {{"what", what_}, {"done", done}, {"total", total}});
    const double now = std::chrono::duration<double>(Clock::now() - start_).count();
    if (terminal_) {
      std::fprintf(out_, "\r%s\033[K", text.c_str());
    } else if (now >= kQuietWait_s && now >= last_ + kProgressPeriod_s) {
      std::fprintf(out_, "%s\n", text.c_str());
      last_ = now;
    }
    std::fflush(out_);
    shown_ = true;
  }
  std::string what_;
  std::FILE* out_;
  bool terminal_;
  bool shown_ = false;
  std::string pending_;
  Clock::time_point start_ = Clock::now();
  double last_ = -kProgressPeriod_s;
};

// nvcc and the linker write a stream as CUstream_st*; the header says cudaStream_t.
std::string in_header_spelling(std::string text) {
  static const std::pair<const char*, const char*> names[] = {{"CUstream_st*", "cudaStream_t"},
                                                              {"CUevent_st*", "cudaEvent_t"},
                                                              {"cublasContext*", "cublasHandle_t"}};
  for (const auto& [raw, declared] : names)
    for (size_t at = text.find(raw); at != std::string::npos;
         at = text.find(raw, at + std::strlen(declared)))
      text.replace(at, std::strlen(raw), declared);
  return text;
}

// The end of the quoted literal that starts at `open` (a " or a '), after its closing quote.
size_t literal_end(const std::string& code, size_t open) {
  for (size_t i = open + 1; i < code.size(); ++i) {
    if (code[i] == '\\')
      ++i;
    else if (code[i] == code[open] || code[i] == '\n')
      return i + 1;
  }
  return code.size();
}

// The text with comments and literals blanked out (lengths and newlines kept).
std::string code_only(const std::string& source) {
  std::string code = source;
  for (size_t i = 0; i < code.size(); ++i) {
    size_t end = i;
    if (code.compare(i, 2, "//") == 0)
      end = code.find('\n', i);
    else if (code.compare(i, 2, "/*") == 0)
      end = code.find("*/", i + 2) + 2;
    else if (code[i] == '"' || code[i] == '\'')
      end = literal_end(code, i);
    else
      continue;
    if (end == std::string::npos || end <= i) end = code.size();
    for (size_t j = i; j < end; ++j)
      if (code[j] != '\n') code[j] = ' ';
    i = end - 1;
  }
  return code;
}

std::string collapsed(const std::string& text) {
  std::string line;
  for (const char c : text) {
    const bool space = std::isspace(static_cast<unsigned char>(c));
    if (space && (line.empty() || line.back() == ' ')) continue;
    line += space ? ' ' : c;
  }
  while (!line.empty() && line.back() == ' ') line.pop_back();
  return line;
}

}  // namespace

Signature signature_in(const std::string& source, const std::string& name, bool definition) {
  const std::string code = code_only(source);
  const auto word = [&](size_t i) {
    return i < code.size() && (std::isalnum(static_cast<unsigned char>(code[i])) || code[i] == '_');
  };
  for (size_t at = code.find(name); at != std::string::npos; at = code.find(name, at + 1)) {
    if ((at > 0 && word(at - 1)) || word(at + name.size())) continue;
    size_t open = code.find_first_not_of(" \t\n", at + name.size());
    if (open == std::string::npos || code[open] != '(') continue;
    int depth = 0;
    size_t close = open;
    for (; close < code.size(); ++close) {
      depth += code[close] == '(' ? 1 : code[close] == ')' ? -1 : 0;
      if (depth == 0) break;
    }
    const size_t next = code.find_first_of(";{)", close + 1);
    if (close >= code.size() || next == std::string::npos || code[next] != (definition ? '{' : ';'))
      continue;
    const size_t line_start =
        code.rfind('\n', at) == std::string::npos ? 0 : code.rfind('\n', at) + 1;
    const std::string before = collapsed(code.substr(line_start, at - line_start));
    if (before.find('=') != std::string::npos || before.find("return") != std::string::npos)
      continue;  // a call
    const size_t line = 1 + static_cast<size_t>(std::count(
                                code.begin(), code.begin() + static_cast<long>(at), '\n'));
    return {line, collapsed(code.substr(line_start, close + 1 - line_start))};
  }
  return {};
}

std::vector<std::string> missing_functions(const std::vector<std::string>& messages) {
  // GNU ld and gold: "undefined reference to `f(int)'"; lld: "undefined symbol: f(int)".
  static const std::regex undefined(R"(undefined (?:reference to `([^']+)'|symbol: (.+))$)");
  std::vector<std::string> missing;
  std::set<std::string> seen;
  for (const std::string& line : messages) {
    std::smatch match;
    if (!std::regex_search(line, match, undefined)) continue;
    const std::string function =
        in_header_spelling(match[1].matched ? match[1].str() : match[2].str());
    if (seen.insert(function).second) missing.push_back(function);
  }
  return missing;
}

std::vector<std::string> compiler_messages(const std::string& ninja_output,
                                           const std::string& from_build_to_source) {
  static const std::regex nvcc_location(R"(^(\S+)\((\d+)\): (.*)$)");
  std::vector<std::string> messages;
  std::istringstream in(ninja_output);
  bool skip_command = false;
  for (std::string line; std::getline(in, line);) {
    if (skip_command) {  // the line after "FAILED: target" is the compiler's command line
      skip_command = false;
      continue;
    }
    if (line.rfind("FAILED: ", 0) == 0) {
      skip_command = true;
      continue;
    }
    if (is_noise(line)) continue;
    line =
        std::regex_replace(relative_paths(line, from_build_to_source), nvcc_location, "$1:$2: $3");
    if (line.empty() && (messages.empty() || messages.back().empty())) continue;
    messages.push_back(line);
  }
  while (!messages.empty() && messages.back().empty()) messages.pop_back();
  return messages;
}

std::vector<std::string> warnings_about(const std::vector<std::string>& messages,
                                        const std::string& file) {
  std::vector<std::string> kept;
  bool keeping = false;
  for (const std::string& line : messages) {
    const bool located =
        line.find(": warning") != std::string::npos || line.find(": error") != std::string::npos;
    if (located)
      keeping = line.rfind(file + ":", 0) == 0 && line.find(": warning") != std::string::npos;
    if (keeping) kept.push_back(line);
  }
  return kept;
}

std::string explain_build_errors(const std::vector<std::string>& messages) {
  for (const std::string& line : messages)
    if (line.find("undefined reference to") != std::string::npos)
      return say("cli.build.undefined-reference");
  return "";
}

BuildResult build_targets(const LabPaths& paths, const std::vector<std::string>& targets,
                          const fs::path& watched, const std::string& what, std::FILE* progress) {
  std::vector<std::string> argv = {"ninja", "-C", paths.build_dir.string()};
  argv.insert(argv.end(), targets.begin(), targets.end());
  ProcessResult ninja;
  BuildLock one_build_at_a_time(paths.build_dir, progress);
  {
    BuildProgress shown(what, what.empty() ? nullptr : progress);
    ninja = run_process(
        {argv, {kNinjaStatus}, {}, 0, false, [&](const std::string& chunk) { shown.feed(chunk); }});
  }

  BuildResult result;
  result.ok = ninja.exited_normally() && ninja.exit_code == 0;
  // A link failed when a program (not an object file) failed to build, saying what linkers say.
  for (size_t at = ninja.output.find("FAILED: "); !result.ok && at != std::string::npos;
       at = ninja.output.find("FAILED: ", at + 1)) {
    const std::string output =
        collapsed(ninja.output.substr(at + 8, ninja.output.find('\n', at) - at - 8));
    const bool object = output.size() > 2 && output.compare(output.size() - 2, 2, ".o") == 0;
    result.link_failed =
        !object && (ninja.output.find("undefined reference to") != std::string::npos ||
                    ninja.output.find("undefined symbol") != std::string::npos ||
                    ninja.output.find("ld returned") != std::string::npos);
    if (object) break;
  }
  fs::create_directories(paths.state_dir / "runs");
  result.log = (paths.state_dir / "runs" / "build.log").string();
  std::ofstream(result.log) << ninja.output;

  const std::string prefix = paths.source_root.lexically_relative(paths.build_dir).string();
  const std::vector<std::string> messages = compiler_messages(ninja.output, prefix);
  result.messages = result.ok ? warnings_about(messages, paths.shown(watched)) : messages;
  if (!ninja.started || ninja.exit_code == 127) result.messages = {say("cli.build.no-ninja")};
  return result;
}

bool build_for_student(const LabPaths& paths, const Chapter& chapter,
                       const std::vector<std::string>& targets, const fs::path& file,
                       const std::string& what, std::FILE* out) {
  const BuildResult build = build_targets(paths, targets, file, what, out);
  const std::string shown = paths.shown(file);
  const std::string result = build.ok ? green(say("cli.build.ok")) : red(say("cli.build.failed"));
  if (build.link_failed)
    std::fprintf(out, "  %s %s\n",
                 say("cli.build.linking", {{"file", shown}, {"what", what}}).c_str(),
                 result.c_str());
  else
    std::fprintf(out, "  %s %s\n", say("cli.build.compiling", {{"file", shown}}).c_str(),
                 result.c_str());

  const std::vector<std::string> missing =
      build.link_failed ? missing_functions(build.messages) : std::vector<std::string>{};
  std::vector<std::string> lines = build.messages;
  if (!missing.empty()) {
    lines.clear();
    for (const std::string& function : missing)
      lines.push_back("undefined reference to " + function);
  }
  for (size_t i = 0; i < lines.size() && i < kShownLines; ++i) {
    const bool error = lines[i].find(": error") != std::string::npos ||
                       lines[i].find("error:") != std::string::npos ||
                       lines[i].rfind("undefined reference", 0) == 0;
    std::fprintf(out, "    %s\n", error ? red(lines[i]).c_str() : lines[i].c_str());
  }
  if (lines.size() > kShownLines)
    std::fprintf(out, "    %s\n",
                 say("cli.build.more-lines", {{"count", lines.size() - kShownLines}}).c_str());
  if (build.ok) return true;

  if (const std::string why = explain_build_errors(build.messages); !why.empty())
    std::fprintf(out, "  %s\n", wrap(why, 2).c_str());
  const fs::path header = fs::path(paths.student_file(chapter)).replace_extension(".h");
  for (const std::string& function : missing) {
    const std::string name = function.substr(0, function.find('('));
    const Signature declared = signature_in(read_text(header), name, false);
    if (!declared.line) continue;
    const Signature defined = signature_in(read_text(file), name, true);
    std::fprintf(
        out, "    %s\n      %s\n",
        say("cli.build.header-declares", {{"file", paths.shown(header)}, {"line", declared.line}})
            .c_str(),
        declared.text.c_str());
    if (defined.line)
      std::fprintf(out, "    %s\n      %s\n",
                   say("cli.build.file-defines", {{"file", shown}, {"line", defined.line}}).c_str(),
                   defined.text.c_str());
    else
      std::fprintf(out, "    %s\n", say("cli.build.defines-none", {{"name", name}}).c_str());
  }
  std::fprintf(out, "  %s\n",
               dim(say("cli.build.whole-output", {{"log", paths.shown(build.log)}})).c_str());
  return false;
}

}  // namespace lab::cli
