#include "checker/cli/catch_xml.h"

#include <cstdlib>
#include <map>

namespace lab::cli {

namespace {

struct Tag {
  std::string name;
  std::map<std::string, std::string> attributes;
  bool closing = false, self_closing = false;
};

void append_utf8(std::string& out, unsigned long code) {
  if (code < 0x80) {
    out += static_cast<char>(code);
  } else if (code < 0x800) {
    out += static_cast<char>(0xC0 | (code >> 6));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else if (code < 0x10000) {
    out += static_cast<char>(0xE0 | (code >> 12));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (code >> 18));
    out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  }
}

std::string decode(const std::string& text) {
  static const std::map<std::string, char> named = {
      {"lt", '<'}, {"gt", '>'}, {"amp", '&'}, {"quot", '"'}, {"apos", '\''}};
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    const size_t end = text[i] == '&' ? text.find(';', i) : std::string::npos;
    if (end == std::string::npos || end - i > 10) {
      out += text[i];
      continue;
    }
    const std::string entity = text.substr(i + 1, end - i - 1);
    if (named.count(entity)) {
      out += named.at(entity);
    } else if (entity.size() > 1 && entity[0] == '#') {
      const bool hex = entity[1] == 'x' || entity[1] == 'X';
      append_utf8(out, std::strtoul(entity.c_str() + (hex ? 2 : 1), nullptr, hex ? 16 : 10));
    } else {
      out += text.substr(i, end - i + 1);
    }
    i = end;
  }
  return out;
}

// Parses the tag that starts at xml[at] == '<' and ends at `end` (its '>').
Tag parse_tag(const std::string& xml, size_t at, size_t end) {
  Tag tag;
  size_t i = at + 1;
  if (xml[i] == '/') tag.closing = true, ++i;
  tag.self_closing = xml[end - 1] == '/';
  const size_t name_end = xml.find_first_of(" \t\n/>", i);
  tag.name = xml.substr(i, name_end - i);
  for (i = name_end; i < end;) {
    const size_t eq = xml.find('=', i);
    if (eq == std::string::npos || eq >= end) break;
    const size_t open = xml.find('"', eq), close = xml.find('"', open + 1);
    if (open == std::string::npos || close == std::string::npos || close > end) break;
    const size_t key_start = xml.find_first_not_of(" \t\n", i);
    tag.attributes[xml.substr(key_start, eq - key_start)] = decode(xml.substr(open + 1, close - open - 1));
    i = close + 1;
  }
  return tag;
}

// Finds the '>' that ends the tag starting at `at`, skipping quoted attribute values.
size_t tag_end(const std::string& xml, size_t at) {
  bool quoted = false;
  for (size_t i = at; i < xml.size(); ++i) {
    if (xml[i] == '"') quoted = !quoted;
    if (xml[i] == '>' && !quoted) return i;
  }
  return std::string::npos;
}

std::string trim(const std::string& text) {
  const size_t first = text.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

// Builds the report from the tags and texts, in order.
class ReportBuilder {
 public:
  void open(const Tag& tag) {
    text_.clear();
    if (tag.name == "TestCase") {
      CatchTestCase started;  // unfinished until its OverallResult arrives
      if (tag.attributes.count("name")) started.name = tag.attributes.at("name");
      report_.tests.push_back(started);
      in_test_ = true;
    } else if (tag.name == "Expression") {
      macro_ = tag.attributes.count("type") ? tag.attributes.at("type") : "CHECK";
      original_.clear();
      expanded_.clear();
      expression_failed_ = tag.attributes.count("success") && tag.attributes.at("success") == "false";
    } else if (tag.name == "OverallResult" && in_test_) {
      const bool ok = tag.attributes.count("success") && tag.attributes.at("success") == "true";
      test().state = ok ? CatchTestCase::State::passed : CatchTestCase::State::failed;
    }
  }

  void close(const std::string& name) {
    const std::string text = trim(text_);
    text_.clear();
    if (!in_test_) {
      if (name == "Catch") report_.complete = true;
      return;
    }
    if (name == "Failure" || name == "Info" || name == "Warning") {
      test().messages.push_back(text);
    } else if (name == "Exception") {
      test().messages.push_back("unexpected exception: " + text);
    } else if (name == "FatalErrorCondition") {
      test().messages.push_back("fatal error: " + text);
      test().fatal_signal = true;
    } else if (name == "Original") {
      original_ = text;
    } else if (name == "Expanded") {
      expanded_ = text;
    } else if (name == "Expression" && expression_failed_) {
      std::string message = macro_ + "( " + original_ + " ) failed";
      if (expanded_ != original_) message += ", with " + expanded_;
      test().messages.push_back(message);
    } else if (name == "TestCase") {
      in_test_ = false;
    }
  }

  void add_text(const std::string& text) { text_ += text; }

  CatchReport finish() {
    for (CatchTestCase& t : report_.tests) {
      bool only_not_run = t.state == CatchTestCase::State::failed && !t.messages.empty();
      for (const std::string& m : t.messages) only_not_run = only_not_run && m.rfind("not run:", 0) == 0;
      if (only_not_run) t.state = CatchTestCase::State::not_run;
    }
    return report_;
  }

 private:
  CatchTestCase& test() { return report_.tests.back(); }

  CatchReport report_;
  bool in_test_ = false;
  std::string text_;
  std::string macro_, original_, expanded_;  // of a failed REQUIRE(...) or CHECK(...)
  bool expression_failed_ = false;
};

}  // namespace

CatchReport parse_catch_xml(const std::string& xml) {
  ReportBuilder builder;
  size_t at = 0;
  while (at < xml.size()) {
    const size_t open = xml.find('<', at);
    builder.add_text(decode(xml.substr(at, open == std::string::npos ? std::string::npos : open - at)));
    if (open == std::string::npos) break;
    const size_t end = tag_end(xml, open);
    if (end == std::string::npos) break;  // a truncated last tag
    at = end + 1;
    if (xml[open + 1] == '?' || xml[open + 1] == '!') continue;
    const Tag tag = parse_tag(xml, open, end);
    if (tag.closing) {
      builder.close(tag.name);
      continue;
    }
    builder.open(tag);
    if (tag.self_closing) builder.close(tag.name);
  }
  return builder.finish();
}

std::string catch_filter_for(const std::string& test_name) {
  std::string filter;
  for (char c : test_name) {
    if (c == '\\' || c == ',' || c == '[' || c == ']' || c == '"' || c == '~') filter += '\\';
    filter += c;
  }
  return filter;
}

}  // namespace lab::cli
