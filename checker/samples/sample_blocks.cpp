#include "checker/samples/sample_blocks.h"

#include <algorithm>
#include <regex>
#include <sstream>
#include <stdexcept>

#include "checker/harness/text_file.h"
#include "checker/host/markdown.h"

namespace lab::samples {

namespace {

std::string trimmed(const std::string& text) {
  const size_t first = text.find_first_not_of(" \t"), last = text.find_last_not_of(" \t\r");
  return first == std::string::npos ? "" : text.substr(first, last - first + 1);
}

std::vector<std::string> split(const std::string& text, const std::string& separator) {
  std::vector<std::string> parts;
  size_t start = 0;
  for (size_t at; (at = text.find(separator, start)) != std::string::npos;
       start = at + separator.size())
    parts.push_back(trimmed(text.substr(start, at - start)));
  parts.push_back(trimmed(text.substr(start)));
  return parts;
}

int whole_number(const std::string& text, const std::string& excerpt) {
  static const std::regex number(R"(-?[1-9][0-9]*)");
  if (!std::regex_match(text, number))
    throw std::runtime_error("\"" + excerpt + "\": \"" + text + "\" is not a line number");
  return std::stoi(text);
}

Excerpt parse_excerpt(const std::string& text) {
  Excerpt excerpt;
  const size_t space = text.find(' ');
  const std::string kind = text.substr(0, space);
  if (kind != "lines" && kind != "paragraphs")
    throw std::runtime_error("\"" + text +
                             "\": an excerpt is `lines A..B, ...` or `paragraphs A..B, ...`");
  excerpt.paragraphs = kind == "paragraphs";
  for (const std::string& part :
       split(space == std::string::npos ? "" : text.substr(space + 1), ",")) {
    const size_t dots = part.find("..");
    const int first = whole_number(part.substr(0, dots), text);
    excerpt.parts.emplace_back(
        first, dots == std::string::npos ? first : whole_number(part.substr(dots + 2), text));
  }
  return excerpt;
}

// Counted from 1, negative from the end, as an index; throws past either end.
size_t index_of(int number, size_t count, const char* what) {
  const long index = number > 0 ? number - 1 : static_cast<long>(count) + number;
  if (index < 0 || index >= static_cast<long>(count))
    throw std::runtime_error(std::string("it asks for ") + what + " " + std::to_string(number) +
                             " of " + std::to_string(count));
  return static_cast<size_t>(index);
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line.substr(0, line.find_last_not_of(' ') + 1));
  }
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  return lines;
}

// The paragraphs of `lines`, each its lines (blank lines between them left out).
std::vector<std::vector<std::string>> paragraphs_of(const std::vector<std::string>& lines) {
  std::vector<std::vector<std::string>> paragraphs;
  bool open = false;
  for (const std::string& line : lines) {
    if (line.empty()) {
      open = false;
      continue;
    }
    if (!open) paragraphs.emplace_back();
    open = true;
    paragraphs.back().push_back(line);
  }
  return paragraphs;
}

}  // namespace

std::optional<Marker> parse_marker(const std::string& line) {
  static const std::regex marker(R"(^\s*<!-- sample: (.*\S) -->\s*$)");
  std::smatch m;
  if (!std::regex_match(line, m, marker)) return std::nullopt;
  const std::vector<std::string> fields = split(m[1].str(), " | ");
  if (fields.size() > 3) throw std::runtime_error("a marker is `COMMAND | SOURCE | EXCERPT`");
  Marker parsed;
  parsed.command = fields[0];
  if (parsed.command.rfind("./lab ", 0) != 0 && fields.size() > 1)
    throw std::runtime_error("a sample with a source is a ./lab command's");
  if (fields.size() > 1) {
    static const std::regex name(R"([a-z0-9][a-z0-9.-]*)");
    if (!std::regex_match(fields[1], name))
      throw std::runtime_error("\"" + fields[1] + "\" is not a source's name (a-z, 0-9, . and -)");
    parsed.source = fields[1];
  }
  if (fields.size() > 2) parsed.excerpt = parse_excerpt(fields[2]);
  return parsed;
}

std::string MarkedBlock::where() const {
  return file.generic_string() + ":" + std::to_string(marker_line);
}

std::vector<MarkedBlock> marked_blocks(const fs::path& root, std::vector<std::string>& problems) {
  std::vector<MarkedBlock> blocks;
  for (const lab::test::Twin& twin : lab::test::student_pages(root))
    for (const auto& [path, language] :
         {std::pair{twin.english, Language::en}, std::pair{twin.chinese, Language::zh}}) {
      const std::vector<std::string> lines = lines_of(read_text(path));
      const fs::path file = path.lexically_relative(root);
      bool fenced = false;
      for (size_t i = 0; i < lines.size(); ++i) {
        if (lab::test::is_fence(lines[i])) {
          fenced = !fenced;
          continue;
        }
        if (fenced) continue;
        std::optional<Marker> marker;
        const std::string where = file.generic_string() + ":" + std::to_string(i + 1) + ": ";
        try {
          marker = parse_marker(lines[i]);
        } catch (const std::exception& e) {
          problems.push_back(where + e.what());
          continue;
        }
        if (!marker) continue;
        if (i + 1 >= lines.size() || !lab::test::is_fence(lines[i + 1])) {
          problems.push_back(where + "a sample marker not followed by a fence");
          continue;
        }
        MarkedBlock block;
        block.file = file;
        block.marker_line = static_cast<int>(i + 1);
        block.first_line = static_cast<int>(i + 3);
        block.indent = lines[i + 1].substr(0, lines[i + 1].find('`'));
        block.language = language;
        block.marker = *marker;
        size_t j = i + 2;
        for (; j < lines.size() && !lab::test::is_fence(lines[j]); ++j)
          block.lines.push_back(lines[j].rfind(block.indent, 0) == 0
                                    ? lines[j].substr(block.indent.size())
                                    : trimmed(lines[j]));
        blocks.push_back(block);
        i = j;  // past the closing fence
      }
    }
  return blocks;
}

std::vector<std::string> shown_lines(const std::string& output, const Excerpt& excerpt) {
  const std::vector<std::string> lines = lines_of(output);
  if (excerpt.parts.empty()) return lines;
  const std::vector<std::vector<std::string>> paragraphs = paragraphs_of(lines);
  std::vector<std::string> shown;
  for (const auto& [first, last] : excerpt.parts) {
    if (!shown.empty()) shown.push_back("  ...");
    const size_t count = excerpt.paragraphs ? paragraphs.size() : lines.size();
    const char* what = excerpt.paragraphs ? "paragraph" : "line";
    const size_t from = index_of(first, count, what), to = index_of(last, count, what);
    for (size_t i = from; i <= to; ++i) {
      if (!excerpt.paragraphs) {
        shown.push_back(lines[i]);
        continue;
      }
      if (i > from) shown.push_back("");
      shown.insert(shown.end(), paragraphs[i].begin(), paragraphs[i].end());
    }
  }
  return shown;
}

std::string masked(const std::string& line) {
  static const std::vector<std::pair<std::regex, std::string>> masks = {
      {std::regex(R"((seed |--seed |LAB_SEED=|种子 )[0-9]+)"), "$1SEED"},
      {std::regex(R"(\b[0-9]+(\.[0-9]+)? s\b)"), "N s"},
      {std::regex(R"([0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2})"), "DATE TIME"},
      {std::regex(R"(/tmp/[^ '"]*)"), "/tmp/PATH"},
  };
  std::string result = line;
  for (const auto& [pattern, replacement] : masks)
    result = std::regex_replace(result, pattern, replacement);
  return result;
}

std::string first_difference(const MarkedBlock& block, const std::vector<std::string>& replayed) {
  const size_t count = std::max(block.lines.size(), replayed.size());
  for (size_t i = 0; i < count; ++i) {
    const std::string doc = i < block.lines.size() ? block.lines[i] : "";
    const std::string run = i < replayed.size() ? replayed[i] : "";
    if (masked(doc) == masked(run) && i < block.lines.size() && i < replayed.size()) continue;
    const std::string where =
        block.file.generic_string() + ":" + std::to_string(block.first_line + static_cast<int>(i));
    if (i >= block.lines.size())
      return where + ": the block ends; the replay goes on with \"" + run + "\"";
    if (i >= replayed.size())
      return where + ": the replay ends; the block goes on with \"" + doc + "\"";
    return where + ": the block says \"" + doc + "\", the replay \"" + run + "\"";
  }
  return "";
}

std::string with_lines(const std::string& text, const std::vector<MarkedBlock>& blocks,
                       const std::vector<std::optional<std::vector<std::string>>>& replaced) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  std::string out;
  size_t next = 0;  // the next line of `lines` to copy
  for (size_t b = 0; b < blocks.size(); ++b) {
    if (!replaced[b]) continue;
    const size_t first = static_cast<size_t>(blocks[b].first_line - 1);
    for (; next < first; ++next) out += lines[next] + "\n";
    for (const std::string& line : *replaced[b])
      out += (line.empty() ? "" : blocks[b].indent + line) + "\n";
    next = first + blocks[b].lines.size();
  }
  for (; next < lines.size(); ++next) out += lines[next] + "\n";
  return out;
}

}  // namespace lab::samples
