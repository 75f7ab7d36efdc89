#include "checker/figures/figure_source.h"

#include <algorithm>
#include <fstream>
#include <initializer_list>
#include <stdexcept>

#include "checker/harness/text_file.h"

namespace fs = std::filesystem;

namespace lab::figures {

namespace {

// What a Chinese figure's font-family lists before its generic family: the CJK fonts of Linux
// (Debian's fonts-noto-cjk), macOS and Windows; for code, the monospaced one first. Latin text
// keeps the fonts named before them.
constexpr const char* kChineseFonts =
    "Noto Sans CJK SC, Source Han Sans SC, PingFang SC, Microsoft YaHei";
constexpr const char* kChineseMonospaceFont = "Noto Sans Mono CJK SC";

struct Attribute {
  std::string name, value;
  char quote;
};

// One piece of an XML text, as written: character data, a tag, or anything else (a comment,
// a declaration), which is copied as it is.
struct Token {
  enum class Kind { text, start, end, empty, other } kind;
  std::string raw, name;
  std::vector<Attribute> attributes;
  int line;
  bool is_tag() const { return kind == Kind::start || kind == Kind::end || kind == Kind::empty; }
  const Attribute* attribute(const std::string& attribute_name) const {
    for (const Attribute& a : attributes)
      if (a.name == attribute_name) return &a;
    return nullptr;
  }
  bool untranslated() const {
    const Attribute* translate = attribute("translate");
    return translate && translate->value == "no";
  }
};

[[noreturn]] void fail(const std::string& shown, int line, const std::string& what) {
  throw std::runtime_error(shown + ":" + std::to_string(line) + ": " + what);
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool is_blank(const std::string& text) { return std::all_of(text.begin(), text.end(), is_space); }

// The tag that starts at xml[at] ('<'), up to its '>' (which may stand in a quoted value).
Token tag_at(const std::string& xml, size_t at, int line, const std::string& shown) {
  Token t{Token::Kind::start, "", "", {}, line};
  size_t i = at + 1;
  if (i < xml.size() && xml[i] == '/') {
    t.kind = Token::Kind::end;
    ++i;
  }
  const auto name_end = [&](size_t from) {
    while (from < xml.size() && !is_space(xml[from]) && xml[from] != '>' && xml[from] != '/' &&
           xml[from] != '=')
      ++from;
    return from;
  };
  size_t end = name_end(i);
  t.name = xml.substr(i, end - i);
  if (t.name.empty()) fail(shown, line, "a '<' that starts no tag (write &lt; in text)");
  for (i = end;;) {
    while (i < xml.size() && is_space(xml[i])) ++i;
    if (i >= xml.size()) fail(shown, line, "the tag <" + t.name + " is not closed with '>'");
    if (xml[i] == '>') break;
    if (xml.compare(i, 2, "/>") == 0 && t.kind == Token::Kind::start) {
      t.kind = Token::Kind::empty;
      ++i;
      break;
    }
    end = name_end(i);
    Attribute a{xml.substr(i, end - i), "", '"'};
    i = end;
    if (a.name.empty() || i + 1 >= xml.size() || xml[i] != '=' ||
        (xml[i + 1] != '"' && xml[i + 1] != '\''))
      fail(shown, line, "<" + t.name + ">: an attribute that is not name=\"value\"");
    a.quote = xml[i + 1];
    const size_t close = xml.find(a.quote, i + 2);
    if (close == std::string::npos)
      fail(shown, line, "<" + t.name + ">: the value of " + a.name + " is not closed");
    a.value = xml.substr(i + 2, close - i - 2);
    t.attributes.push_back(a);
    i = close + 1;
  }
  t.raw = xml.substr(at, i + 1 - at);
  return t;
}

std::vector<Token> tokens(const std::string& xml, const std::string& shown) {
  std::vector<Token> out;
  int line = 1;
  for (size_t i = 0; i < xml.size();) {
    Token t{Token::Kind::other, "", "", {}, line};
    size_t end = 0;
    const auto ending = [&](const char* mark, const char* what) {
      const size_t found = xml.find(mark, i);
      if (found == std::string::npos) fail(shown, line, std::string(what) + " is not closed");
      return found + std::string(mark).size();
    };
    if (xml[i] != '<') {
      t.kind = Token::Kind::text;
      end = std::min(xml.find('<', i), xml.size());
    } else if (xml.compare(i, 4, "<!--") == 0) {
      end = ending("-->", "a comment");
    } else if (xml.compare(i, 2, "<?") == 0 || xml.compare(i, 2, "<!") == 0) {
      end = ending(">", "a declaration");
    } else {
      t = tag_at(xml, i, line, shown);
      end = i + t.raw.size();
    }
    t.raw = xml.substr(i, end - i);
    line += static_cast<int>(std::count(t.raw.begin(), t.raw.end(), '\n'));
    out.push_back(std::move(t));
    i = end;
  }
  return out;
}

std::string base64(const std::string& bytes) {
  static const char* digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  for (size_t i = 0; i < bytes.size(); i += 3) {
    unsigned group = static_cast<unsigned char>(bytes[i]) << 16;
    if (i + 1 < bytes.size()) group |= static_cast<unsigned char>(bytes[i + 1]) << 8;
    if (i + 2 < bytes.size()) group |= static_cast<unsigned char>(bytes[i + 2]);
    out += digits[(group >> 18) & 63];
    out += digits[(group >> 12) & 63];
    out += i + 1 < bytes.size() ? digits[(group >> 6) & 63] : '=';
    out += i + 2 < bytes.size() ? digits[group & 63] : '=';
  }
  return out;
}

// "Helvetica, Arial, sans-serif" with the Chinese fonts before "sans-serif" (or at the end,
// without a generic family).
std::string with_chinese_fonts(const std::string& families) {
  const size_t comma = families.rfind(',');
  const size_t start = comma == std::string::npos ? 0 : comma + 1;
  const size_t first = families.find_first_not_of(' ', start);
  const std::string generic = first == std::string::npos ? "" : families.substr(first);
  const std::string named = families.substr(0, start) + (start ? " " : "");
  if (generic == "monospace")
    return named + kChineseMonospaceFont + ", " + kChineseFonts + ", " + generic;
  if (generic == "sans-serif" || generic == "serif") return named + kChineseFonts + ", " + generic;
  return families + ", " + kChineseFonts;
}

// The image's file, from the source's folder, as a data: URI.
std::string inlined_image(const Token& t, const Attribute& href, const fs::path& folder,
                          const std::string& shown) {
  const fs::path file = folder / href.value;
  const std::string extension = file.extension().string();
  const std::string type = extension == ".png"                           ? "image/png"
                           : extension == ".jpg" || extension == ".jpeg" ? "image/jpeg"
                                                                         : "";
  if (type.empty()) fail(shown, t.line, "<image> " + href.value + ": not a .png or .jpg file");
  if (!fs::is_regular_file(file))
    fail(shown, t.line, "<image> " + href.value + ": there is no " + file.string());
  return "data:" + type + ";base64," + base64(read_text(file));
}

// A start tag in the figure's language: its en: or zh: attributes in place of the plain ones,
// the other language's dropped; a Chinese font in a Chinese figure; an image file inlined. An
// unchanged tag keeps its bytes.
std::string tag_in(const Token& t, Language language, const fs::path& folder,
                   const std::string& shown) {
  const std::string own = std::string(language_code(language)) + ":";
  std::vector<Attribute> attributes, overrides;
  bool changed = false;
  for (const Attribute& a : t.attributes) {
    const std::string prefix = a.name.substr(0, 3);
    if (prefix != "en:" && prefix != "zh:") {
      attributes.push_back(a);
      continue;
    }
    changed = true;
    if (prefix == own) overrides.push_back({a.name.substr(3), a.value, a.quote});
  }
  for (const Attribute& o : overrides) {
    const auto plain = std::find_if(attributes.begin(), attributes.end(),
                                    [&](const Attribute& a) { return a.name == o.name; });
    if (plain == attributes.end())
      attributes.push_back(o);
    else
      plain->value = o.value;
  }
  for (Attribute& a : attributes) {
    if (language == Language::zh && a.name == "font-family") {
      a.value = with_chinese_fonts(a.value);
      changed = true;
    }
    if (t.name == "image" && (a.name == "href" || a.name == "xlink:href") &&
        a.value.find(':') == std::string::npos) {
      a.value = inlined_image(t, a, folder, shown);
      changed = true;
    }
  }
  if (!changed) return t.raw;
  std::string tag = "<" + t.name;
  for (const Attribute& a : attributes) tag += " " + a.name + "=" + a.quote + a.value + a.quote;
  return tag + (t.kind == Token::Kind::empty ? "/>" : ">");
}

bool is_language(const Token& t) { return t.is_tag() && (t.name == "en" || t.name == "zh"); }

// The open elements, checked as they close.
class Nesting {
 public:
  explicit Nesting(const std::string& shown) : shown_(shown) {}
  void step(const Token& t) {
    if (t.kind == Token::Kind::start) open_.push_back(&t);
    if (t.kind != Token::Kind::end) return;
    if (open_.empty() || open_.back()->name != t.name)
      fail(shown_, t.line,
           "</" + t.name + "> closes " +
               (open_.empty() ? std::string("nothing")
                              : "<" + open_.back()->name + "> of line " +
                                    std::to_string(open_.back()->line)));
    open_.pop_back();
  }
  void finish() const {
    if (!open_.empty())
      fail(shown_, open_.back()->line, "<" + open_.back()->name + "> is not closed");
  }
  const std::vector<const Token*>& open() const { return open_; }
  bool untranslated() const {
    return std::any_of(open_.begin(), open_.end(),
                       [](const Token* t) { return t->untranslated(); });
  }

 private:
  std::string shown_;
  std::vector<const Token*> open_;
};

bool inside(const Nesting& nesting, std::initializer_list<const char*> names) {
  return std::any_of(nesting.open().begin(), nesting.open().end(), [&](const Token* t) {
    return std::any_of(names.begin(), names.end(), [&](const char* n) { return t->name == n; });
  });
}

// The character data as a reader sees it, with every entity (&amp;, &#215;) a space.
std::string without_entities(std::string text) {
  for (size_t at; (at = text.find('&')) != std::string::npos;) {
    const size_t end = text.find(';', at);
    text.replace(at, end == std::string::npos ? 1 : end + 1 - at, " ");
  }
  return text;
}

// Whether the UTF-8 text has a Chinese character (U+2E80 to U+9FFF, the CJK radicals,
// punctuation and ideographs, or U+FF00 to U+FFFF, the full-width forms) at text[i]: all
// are three bytes long, and their first two bytes tell.
bool chinese_at(const std::string& text, size_t i) {
  if (i + 2 >= text.size()) return false;
  const unsigned char first = text[i], second = text[i + 1];
  return (first == 0xE2 && second >= 0xBA) || (first >= 0xE3 && first <= 0xE9) ||
         (first == 0xEF && second >= 0xBC);
}

bool is_latin_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

}  // namespace

fs::path figure_file(const std::string& name, Language language) {
  return language == Language::zh ? fs::path("zh") / (name + ".svg") : fs::path(name + ".svg");
}

std::string figure_svg(const std::string& source, Language language, const fs::path& folder,
                       const std::string& shown) {
  const std::vector<Token> all = tokens(source, shown);
  const std::string own = language_code(language);
  std::string out;
  Nesting nesting(shown);
  const Token* pair = nullptr;  // the <en> or <zh> we are in
  int en_line = 0;              // an <en> ... </en> that waits for its <zh>
  bool header = false;
  for (const Token& t : all) {
    nesting.step(t);
    if (en_line && !(t.kind == Token::Kind::start && t.name == "zh")) {
      if (t.kind == Token::Kind::text && is_blank(t.raw)) continue;  // between the two halves
      fail(shown, en_line, "<en> ... </en> is not followed by its <zh> ... </zh>");
    }
    if (is_language(t)) {
      if (t.kind == Token::Kind::empty)
        fail(shown, t.line, "<" + t.name + "/>: write <" + t.name + "></" + t.name + ">");
      if (t.kind == Token::Kind::start) {
        if (pair)
          fail(shown, t.line,
               "<" + t.name + "> inside the <" + pair->name + "> of line " +
                   std::to_string(pair->line) + ": a pair holds no other pair");
        if (nesting.untranslated())
          fail(shown, t.line, "<" + t.name + "> inside an element marked translate=\"no\"");
        if (t.name == "zh" && !en_line)
          fail(shown, t.line, "<zh> without an <en> ... </en> right before it");
        en_line = 0;
        pair = &t;
      } else {
        if (t.name == "en") en_line = pair->line;
        pair = nullptr;
      }
      continue;
    }
    if (pair && pair->name != own) continue;
    if (t.kind == Token::Kind::start && !header) {
      out += "<!-- Generated from " + shown +
             " by ninja -C build figures: edit that file, not this one. -->\n";
      header = true;
    }
    out += t.kind == Token::Kind::start || t.kind == Token::Kind::empty
               ? tag_in(t, language, folder, shown)
               : t.raw;
  }
  if (en_line) fail(shown, en_line, "<en> ... </en> is not followed by its <zh> ... </zh>");
  nesting.finish();
  return out;
}

std::vector<std::string> figure_names(const fs::path& root) {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(root / kSourceFolder))
    if (entry.is_regular_file() && entry.path().extension() == ".svg")
      names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

std::vector<fs::path> write_figures(const fs::path& root, const fs::path& out) {
  std::vector<std::pair<fs::path, std::string>> figures;  // all made before any is written
  for (const std::string& name : figure_names(root)) {
    const fs::path source = kSourceFolder / (name + ".svg");
    const std::string text = read_text(root / source);
    for (const Language language : {Language::en, Language::zh})
      figures.emplace_back(
          figure_file(name, language),
          figure_svg(text, language, root / kSourceFolder, source.generic_string()));
  }
  std::vector<fs::path> written;
  for (const auto& [file, svg] : figures) {
    if (read_text(out / file) == svg) continue;
    fs::create_directories((out / file).parent_path());
    std::ofstream(out / file, std::ios::binary) << svg;
    if (read_text(out / file) != svg)
      throw std::runtime_error("cannot write " + (out / file).string());
    written.push_back(file);
  }
  return written;
}

std::vector<Label> english_labels(const std::string& svg) {
  std::vector<Label> labels;
  Nesting nesting("figure");
  for (const Token& t : tokens(svg, "figure")) {
    nesting.step(t);
    if (t.kind != Token::Kind::text || !inside(nesting, {"text", "tspan", "textPath"}) ||
        inside(nesting, {"title"}) || nesting.untranslated())
      continue;
    const std::string text = without_entities(t.raw);
    for (size_t i = 0; i < text.size();) {
      size_t end = i;
      while (end < text.size() && is_latin_letter(text[end])) ++end;
      if (end - i >= 2) {
        const size_t first = t.raw.find_first_not_of(" \t\r\n");
        const size_t last = t.raw.find_last_not_of(" \t\r\n");
        labels.push_back({t.line, text.substr(i, end - i), t.raw.substr(first, last + 1 - first)});
      }
      i = end == i ? i + 1 : end;
    }
  }
  return labels;
}

std::vector<std::string> titles(const std::string& svg) {
  std::vector<std::string> found;
  Nesting nesting("figure");
  for (const Token& t : tokens(svg, "figure")) {
    nesting.step(t);
    if (t.kind == Token::Kind::start && t.name == "title") found.emplace_back();
    if (t.kind == Token::Kind::text && !found.empty() && inside(nesting, {"title"}))
      found.back() += t.raw;
  }
  return found;
}

std::vector<int> lines_with_chinese(const std::string& svg) {
  std::vector<int> lines;
  for (const Token& t : tokens(svg, "figure")) {
    if (t.kind != Token::Kind::text) continue;
    int line = t.line;
    for (size_t i = 0; i < t.raw.size(); ++i) {
      if (chinese_at(t.raw, i) && (lines.empty() || lines.back() != line)) lines.push_back(line);
      if (t.raw[i] == '\n') ++line;
    }
  }
  return lines;
}

}  // namespace lab::figures
