#include "checker/cli/grade/file_tree.h"

#include <sstream>

namespace lab::cli::grade {

namespace {

constexpr int kLinkDepth = 8;

std::string mib(uint64_t bytes) { return std::to_string(bytes >> 20) + " MiB"; }

}  // namespace

bool valid_utf8(const std::string& text) {
  for (size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    size_t more = 0;
    if (c < 0x80)
      more = 0;
    else if (c >= 0xc2 && c <= 0xdf)
      more = 1;
    else if (c >= 0xe0 && c <= 0xef)
      more = 2;
    else if (c >= 0xf0 && c <= 0xf4)
      more = 3;
    else
      return false;
    if (i + more >= text.size() && more > 0) return false;  // cut short
    for (size_t k = 1; k <= more; ++k)
      if ((static_cast<unsigned char>(text[i + k]) & 0xc0) != 0x80) return false;
    i += 1 + more;
  }
  return true;
}

std::string printable_name(const std::string& name) {
  if (valid_utf8(name)) return name;
  std::string shown;
  for (const char ch : name) {
    const auto c = static_cast<unsigned char>(ch);
    if (c >= 0x20 && c < 0x7f) {
      shown += ch;
    } else {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02X", c);
      shown += hex;
    }
  }
  return shown;
}

std::string normalised_inside(const std::string& name) {
  if (name.empty() || name[0] == '/') return "";
  std::vector<std::string> parts;
  std::istringstream in(name);
  for (std::string part; std::getline(in, part, '/');) {
    if (part.empty() || part == ".") continue;
    if (part == "..") return "";
    parts.push_back(part);
  }
  std::string joined;
  for (const std::string& part : parts) joined += (joined.empty() ? "" : "/") + part;
  return joined;
}

std::string resolved_inside(const std::string& folder, const std::string& target) {
  if (target.empty() || target[0] == '/') return "";
  std::vector<std::string> parts;
  std::istringstream in(folder + target);
  for (std::string part; std::getline(in, part, '/');) {
    if (part.empty() || part == ".") continue;
    if (part != "..")
      parts.push_back(part);
    else if (parts.empty())
      return "";  // above the top of the tree
    else
      parts.pop_back();
  }
  std::string joined;
  for (const std::string& part : parts) joined += (joined.empty() ? "" : "/") + part;
  return joined;
}

bool TreeReader::count_entry() {
  if (++entries_ > limits_.max_entries)
    reject("an archive bomb: more than " + std::to_string(limits_.max_entries) + " entries");
  return tree_.rejected.empty();
}

std::string TreeReader::checked_name(const std::string& raw_name) {
  if (!count_entry()) return "";
  if (!valid_utf8(raw_name)) {
    tree_.notes.push_back("skipped a file name that is not UTF-8: " + printable_name(raw_name));
    return "";
  }
  if (!raw_name.empty() && raw_name[0] == '/') {
    reject("an absolute path in the archive: " + raw_name);
    return "";
  }
  const std::string name = normalised_inside(raw_name);
  if (name.empty() && raw_name.find("..") != std::string::npos) {
    reject("a path that leaves the archive (..): " + raw_name);
    return "";
  }
  return name;
}

bool TreeReader::add_file(const std::string& raw_name, const ChunkReader& read) {
  const std::string name = checked_name(raw_name);
  if (name.empty()) return tree_.rejected.empty();
  std::string content, chunk, error;
  bool too_big = false;
  while (read(chunk, error)) {
    total_bytes_ += chunk.size();
    if (total_bytes_ > limits_.max_total_bytes) {
      reject("an archive bomb: more than " + mib(limits_.max_total_bytes) + " unpacked");
      return false;
    }
    if (content.size() + chunk.size() > limits_.max_file_bytes) too_big = true;
    if (!too_big) content += chunk;
  }
  if (!error.empty()) {
    reject("the archive is damaged (" + error + ")");
    return false;
  }
  if (too_big) {
    tree_.notes.push_back("skipped " + name + ": larger than " + mib(limits_.max_file_bytes));
    return true;
  }
  tree_.files[name] = std::move(content);
  return true;
}

bool TreeReader::add_directory(const std::string& raw_name) {
  checked_name(raw_name);
  return tree_.rejected.empty();
}

bool TreeReader::add_symlink(const std::string& raw_name, const std::string& target) {
  const std::string name = checked_name(raw_name);
  if (name.empty()) return tree_.rejected.empty();
  const size_t slash = name.rfind('/');
  const std::string folder = slash == std::string::npos ? "" : name.substr(0, slash + 1);
  const std::string resolved = resolved_inside(folder, target);
  if (resolved.empty()) {
    reject("a symbolic link that leaves the archive: " + name + " -> " + printable_name(target));
    return false;
  }
  links_[name] = resolved;
  return true;
}

bool TreeReader::add_hardlink(const std::string& raw_name, const std::string& target) {
  const std::string name = checked_name(raw_name);
  if (name.empty()) return tree_.rejected.empty();
  const std::string resolved = normalised_inside(target);
  if (resolved.empty()) {
    reject("a hard link that leaves the archive: " + name + " -> " + printable_name(target));
    return false;
  }
  links_[name] = resolved;
  return true;
}

bool TreeReader::add_special(const std::string& raw_name, const std::string& kind) {
  if (!count_entry()) return false;
  reject(kind + " in the archive: " + printable_name(raw_name));
  return false;
}

FileTree TreeReader::finish() {
  if (!tree_.rejected.empty()) {
    tree_.files.clear();
    return std::move(tree_);
  }
  // A link inside the tree stands for the file it names (followed a few steps at most).
  for (const auto& [name, first] : links_) {
    std::string target = first;
    for (int step = 0; step < kLinkDepth && links_.count(target); ++step)
      target = links_.at(target);
    const auto file = tree_.files.find(target);
    if (file != tree_.files.end())
      tree_.files[name] = file->second;
    else
      tree_.notes.push_back("skipped the link " + name + ": it names no file of the submission");
  }
  return std::move(tree_);
}

}  // namespace lab::cli::grade
