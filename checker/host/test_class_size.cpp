// No class or struct of the checkers' harness or of the lab command (checker/harness/,
// checker/cli/) is over kMaxClassLines lines: its definition and the bodies of its member
// functions defined outside it. A longer class holds more than one kind of state; the
// supervisor is split into parts that each hold one (docs/internals/checker.md).
#include <cctype>
#include <filesystem>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "checker/harness/catch.h"
#include "checker/harness/text_file.h"
#include "checker/host/meson_setting.h"
#include "checker/host/source_files.h"

namespace fs = std::filesystem;

namespace {

constexpr size_t kMaxClassLines = 250;

bool is_word(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// `code` with its comments, its preprocessor lines and the insides of its string and character
// literals made spaces, newlines kept, so that a brace or a "class" in them counts for nothing.
std::string code_only(const std::string& code) {
  std::string out = code;
  const auto blank = [&](size_t from, size_t to) {
    for (size_t k = from; k < to && k < out.size(); ++k)
      if (out[k] != '\n') out[k] = ' ';
  };
  const auto end_of = [&](size_t found, size_t length) {
    return found == std::string::npos ? code.size() : found + length;
  };
  bool line_start = true;  // nothing but spaces since the last newline
  for (size_t i = 0; i < code.size();) {
    const bool directive = line_start && code[i] == '#';
    line_start =
        code[i] == '\n' || (line_start && std::isspace(static_cast<unsigned char>(code[i])));
    if (directive) {
      size_t end = code.find('\n', i);
      while (end != std::string::npos && end > 0 && code[end - 1] == '\\')
        end = code.find('\n', end + 1);
      end = end_of(end, 0);
      blank(i, end);
      i = end;
    } else if (code.compare(i, 2, "//") == 0) {
      const size_t end = end_of(code.find('\n', i), 0);
      blank(i, end);
      i = end;
    } else if (code.compare(i, 2, "/*") == 0) {
      const size_t end = end_of(code.find("*/", i + 2), 2);
      blank(i, end);
      i = end;
    } else if (code.compare(i, 2, "R\"") == 0 && (i == 0 || !is_word(code[i - 1]))) {
      const size_t open = code.find('(', i + 2);
      const std::string close = ")" + code.substr(i + 2, open - i - 2) + "\"";
      const size_t end = end_of(code.find(close, open), close.size());
      blank(i + 2, end - 1);
      i = end;
    } else if (code[i] == '"' || (code[i] == '\'' && (i == 0 || !is_word(code[i - 1])))) {
      size_t k = i + 1;  // a ' after a digit is a digit separator, not a literal
      while (k < code.size() && code[k] != code[i] && code[k] != '\n') k += code[k] == '\\' ? 2 : 1;
      blank(i + 1, k);
      i = k + 1;
    } else {
      ++i;
    }
  }
  return out;
}

// The position of the bracket that closes the one at `open` ('{', '(' or '<'), or npos.
size_t closing(const std::string& code, size_t open) {
  const char left = code[open], right = left == '{' ? '}' : left == '(' ? ')' : '>';
  int depth = 0;
  for (size_t i = open; i < code.size(); ++i) {
    if (code[i] == left) ++depth;
    if (code[i] == right && --depth == 0) return i;
  }
  return std::string::npos;
}

size_t skip_space(const std::string& code, size_t i) {
  while (i < code.size() && std::isspace(static_cast<unsigned char>(code[i]))) ++i;
  return i;
}

size_t skip_word(const std::string& code, size_t i) {
  while (i < code.size() && is_word(code[i])) ++i;
  return i;
}

size_t lines_between(const std::string& code, size_t from, size_t to) {
  size_t lines = 1;
  for (size_t i = from; i < to; ++i) lines += code[i] == '\n';
  return lines;
}

// For each character, whether it is outside every class and function body: where a member
// function can be defined. Namespace and extern "C" blocks do not count as bodies.
std::vector<bool> at_namespace_scope(const std::string& code) {
  std::vector<bool> outside(code.size());
  std::vector<bool> body;  // per open brace
  size_t bodies = 0, statement = 0;
  for (size_t i = 0; i < code.size(); ++i) {
    outside[i] = bodies == 0;
    if (code[i] == '{') {
      const std::string head = code.substr(statement, i - statement);
      const size_t word = skip_space(head, 0);
      const bool block = head.compare(word, 9, "namespace") == 0 ||
                         head.compare(word, 16, "inline namespace") == 0 ||
                         head.compare(word, 6, "extern") == 0;
      body.push_back(!block);
      bodies += !block;
    } else if (code[i] == '}' && !body.empty()) {
      bodies -= body.back();
      body.pop_back();
    }
    if (code[i] == '{' || code[i] == '}' || code[i] == ';') statement = i + 1;
  }
  return outside;
}

struct ClassSize {
  size_t lines = 0;
  std::vector<std::string> places;  // "file:line" of its definitions
};

// The position of the body of a function whose parameter list closes at `paren`: past its
// qualifiers and its constructor's initialisers; npos for a declaration or a call.
size_t function_body(const std::string& code, size_t paren) {
  constexpr size_t npos = std::string::npos;
  const auto at = [&](size_t i, char c) { return i < code.size() && code[i] == c; };
  size_t i = skip_space(code, paren + 1);
  while (i < code.size() && is_word(code[i])) i = skip_space(code, skip_word(code, i));
  if (at(i, ':') && !at(i + 1, ':')) {
    // Each initialiser: a member or base name, maybe with template arguments, then (...) or {...}.
    for (i = skip_space(code, i + 1); i < code.size() && !at(i, '{'); i = skip_space(code, i)) {
      while (i < code.size() && (is_word(code[i]) || code[i] == ':')) ++i;
      if (at(i, '<') && (i = closing(code, i)) != npos) ++i;
      if (!at(i, '(') && !at(i, '{')) return npos;
      if ((i = closing(code, i)) == npos) return npos;
      i = skip_space(code, i + 1);
      if (at(i, ',')) ++i;
    }
  }
  return at(i, '{') ? i : npos;
}

// Adds the lines of each class and struct that `source` (of `file`) defines, and of each member
// function it defines outside its class, to `sizes`, by class name.
void add_class_sizes(const std::string& file, const std::string& source,
                     std::map<std::string, ClassSize>& sizes,
                     std::map<std::string, size_t>& member_lines) {
  const std::string code = code_only(source);
  const std::vector<bool> outside = at_namespace_scope(code);
  for (size_t i = 0; i < code.size(); ++i) {
    if (!is_word(code[i]) || (i > 0 && is_word(code[i - 1]))) continue;
    const size_t word_end = skip_word(code, i);
    const std::string word = code.substr(i, word_end - i);
    if (word == "class" || word == "struct") {
      const size_t before = code.find_last_not_of(" \t\n", i == 0 ? 0 : i - 1);
      if (before != std::string::npos && before >= 3 && code.compare(before - 3, 4, "enum") == 0)
        continue;
      const size_t name_at = skip_space(code, word_end);
      const size_t name_end = skip_word(code, name_at);
      size_t at = skip_space(code, name_end);
      if (code.compare(at, 5, "final") == 0) at = skip_space(code, at + 5);
      if (at < code.size() && code[at] == ':' && code.compare(at, 2, "::") != 0)
        at = code.find_first_of("{;()", at);
      if (name_end == name_at || at >= code.size() || code[at] != '{') continue;
      const size_t end = closing(code, at);
      if (end == std::string::npos) continue;
      ClassSize& size = sizes[code.substr(name_at, name_end - name_at)];
      size.lines += lines_between(code, i, end);
      size.places.push_back(file + ":" + std::to_string(lines_between(code, 0, i)));
    } else if (outside[i] && code.compare(skip_space(code, word_end), 2, "::") == 0) {
      // Class::member( or Class::~Class( or Class::operator==( defined at namespace scope.
      size_t at = skip_space(code, skip_space(code, word_end) + 2);
      if (at < code.size() && code[at] == '~') ++at;
      const size_t member_end = skip_word(code, at);
      if (member_end == at) continue;
      const size_t paren = code.find('(', member_end);
      const bool operator_name = code.compare(at, 8, "operator") == 0;
      if (paren == std::string::npos || (!operator_name && skip_space(code, member_end) != paren))
        continue;
      const size_t close = closing(code, paren);
      const size_t body = close == std::string::npos ? close : function_body(code, close);
      const size_t end = body == std::string::npos ? body : closing(code, body);
      if (end == std::string::npos) continue;
      member_lines[word] += lines_between(code, i, end);
      i = end;
    }
  }
}

// The size of each class that `files` ({name, text}) define, by name: a class of one name in
// two places counts as one.
std::map<std::string, ClassSize> class_sizes(
    const std::vector<std::pair<std::string, std::string>>& files) {
  std::map<std::string, ClassSize> sizes;
  std::map<std::string, size_t> member_lines;
  for (const auto& [file, text] : files) add_class_sizes(file, text, sizes, member_lines);
  for (auto& [name, size] : sizes) size.lines += member_lines[name];
  return sizes;
}

// A class of 7 lines whose member functions defined outside it take `body_lines` + 3, among
// what must not count: comments, literals, an enum class, calls and a scoped name's use.
std::vector<std::pair<std::string, std::string>> fixture(size_t body_lines) {
  std::string header =
      "namespace lab {\n"
      "// class Commented { a comment's brace\n"
      "class Long final : public Base<int, char> {\n"
      " public:\n"
      "  Long();\n"
      "  void f() const;\n"
      "  std::string brace_ = \"}\", raw_ = R\"x(class Raw { )x\";\n"
      "  char open_ = '{';\n"
      "};\n"
      "enum class Colour { red, green };\n"
      "}  // namespace lab\n";
  std::string source =
      "namespace lab {\n"
      "Long::Long() : brace_(\"{\"), raw_{\"}\"} {}\n"
      "void Long::f() const {\n";
  for (size_t i = 0; i < body_lines; ++i) source += "  Other::g(1'000, '}');\n";
  source +=
      "}\n"
      "const int kValue = Other::h(2);\n"
      "}  // namespace lab\n";
  return {{"fixture.h", header}, {"fixture.cpp", source}};
}

}  // namespace

TEST_CASE("class size: the scan counts a class's definition and its member functions",
          "[host][class-size]") {
  const auto sizes = class_sizes(fixture(240));
  REQUIRE(sizes.size() == 1);
  REQUIRE(sizes.count("Long") == 1);
  CHECK(sizes.at("Long").lines == 250);
  CHECK(sizes.at("Long").places == std::vector<std::string>{"fixture.h:3"});
  CHECK(class_sizes(fixture(241)).at("Long").lines == kMaxClassLines + 1);
  const auto nested = class_sizes({{"nested.cpp",
                                    "struct Outer {\n  struct Inner {\n    int x;\n  };\n};\n"
                                    "void Outer::Inner::f() {\n}\n"}});
  CHECK(nested.at("Outer").lines == 5);
  CHECK(nested.at("Inner").lines == 5);
}

TEST_CASE("class size: no class of the harness or the lab command is over 250 lines",
          "[host][class-size]") {
  const fs::path root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  std::vector<std::pair<std::string, std::string>> files;
  for (const fs::path& file : lab::test::source_files(root)) {
    const std::string shown = file.lexically_relative(root).generic_string();
    if (shown.rfind("checker/harness/", 0) == 0 || shown.rfind("checker/cli/", 0) == 0)
      files.emplace_back(shown, lab::read_text(file));
  }
  const auto sizes = class_sizes(files);
  for (const auto& [name, size] : sizes) {
    if (size.lines <= kMaxClassLines) continue;
    std::string places;
    for (const std::string& place : size.places) places += (places.empty() ? "" : ", ") + place;
    FAIL_CHECK(name << " (" << places << ") is " << size.lines << " lines with its member "
                    << "functions, over " << kMaxClassLines << ": split it into parts that "
                    << "each hold one kind of state");
  }
  CHECK(files.size() > 100);
  CHECK(sizes.size() > 50);
}
