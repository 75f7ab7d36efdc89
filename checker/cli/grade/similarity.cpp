#include "checker/cli/grade/similarity.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <unordered_map>

namespace lab::cli::grade {

namespace {

constexpr size_t kShingle = 8;

const std::set<std::string>& kept_words() {
  static const std::set<std::string> words = {"alignas",
                                              "auto",
                                              "bool",
                                              "break",
                                              "case",
                                              "char",
                                              "const",
                                              "constexpr",
                                              "continue",
                                              "default",
                                              "do",
                                              "double",
                                              "else",
                                              "enum",
                                              "extern",
                                              "false",
                                              "float",
                                              "for",
                                              "if",
                                              "inline",
                                              "int",
                                              "long",
                                              "namespace",
                                              "nullptr",
                                              "return",
                                              "short",
                                              "signed",
                                              "sizeof",
                                              "static",
                                              "static_cast",
                                              "reinterpret_cast",
                                              "struct",
                                              "switch",
                                              "template",
                                              "true",
                                              "typename",
                                              "unsigned",
                                              "using",
                                              "void",
                                              "volatile",
                                              "while",
                                              "size_t",
                                              "threadIdx",
                                              "blockIdx",
                                              "blockDim",
                                              "gridDim",
                                              "warpSize",
                                              "float4",
                                              "int4",
                                              "dim3",
                                              "include",
                                              "define",
                                              "pragma",
                                              "once"};
  return words;
}

bool kept(const std::string& word) {
  return kept_words().count(word) || word.rfind("__", 0) == 0 || word.rfind("cuda", 0) == 0 ||
         word.rfind("cublas", 0) == 0 || word.rfind("atomic", 0) == 0;
}

std::vector<std::string> tokens(const std::string& s) {
  std::vector<std::string> out;
  std::unordered_map<std::string, std::string> renamed;
  for (size_t i = 0; i < s.size();) {
    const char c = s[i];
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
    } else if (s.compare(i, 2, "//") == 0) {
      i = s.find('\n', i);
      if (i == std::string::npos) i = s.size();
    } else if (s.compare(i, 2, "/*") == 0) {
      i = s.find("*/", i + 2);
      i = i == std::string::npos ? s.size() : i + 2;
    } else if (c == '"' || c == '\'') {
      size_t j = i + 1;
      while (j < s.size() && s[j] != c) j += s[j] == '\\' ? 2 : 1;
      out.push_back(c == '"' ? "STR" : "CHR");
      i = j + 1;
    } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      size_t j = i;
      while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_')) ++j;
      const std::string word = s.substr(i, j - i);
      if (kept(word)) {
        out.push_back(word);
      } else {
        auto found = renamed.find(word);
        if (found == renamed.end())
          found = renamed.emplace(word, "v" + std::to_string(renamed.size())).first;
        out.push_back(found->second);
      }
      i = j;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      size_t j = i;
      while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '.')) ++j;
      out.push_back(s.substr(i, j - i));
      i = j;
    } else {
      out.push_back(std::string(1, c));
      ++i;
    }
  }
  return out;
}

}  // namespace

Fingerprint fingerprint(const std::string& source) {
  Fingerprint f;
  const std::vector<std::string> t = tokens(source);
  for (const std::string& token : t) f.normalised += token + " ";
  std::vector<uint64_t> hashes;
  for (size_t i = 0; i + kShingle <= t.size() || (i == 0 && !t.empty()); ++i) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t k = i; k < std::min(t.size(), i + kShingle); ++k) {
      for (const char c : t[k]) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ull;
      h = (h ^ 0x20) * 0x100000001b3ull;
    }
    hashes.push_back(h);
  }
  std::sort(hashes.begin(), hashes.end());
  hashes.erase(std::unique(hashes.begin(), hashes.end()), hashes.end());
  f.shingles = std::move(hashes);
  return f;
}

double similarity(const Fingerprint& a, const Fingerprint& b) {
  if (a.shingles.empty() && b.shingles.empty()) return 1;
  std::vector<uint64_t> common;
  std::set_intersection(a.shingles.begin(), a.shingles.end(), b.shingles.begin(), b.shingles.end(),
                        std::back_inserter(common));
  const size_t all = a.shingles.size() + b.shingles.size() - common.size();
  return all ? static_cast<double>(common.size()) / static_cast<double>(all) : 0;
}

ChapterSimilarity compare_chapter(const std::map<std::string, std::string>& files,
                                  const std::string& solution, const std::string& skeleton,
                                  double threshold) {
  ChapterSimilarity out;
  const std::string solution_form = solution.empty() ? "" : fingerprint(solution).normalised;
  const std::string skeleton_form = skeleton.empty() ? "" : fingerprint(skeleton).normalised;
  std::vector<std::pair<std::string, Fingerprint>> rest;
  for (const auto& [student, text] : files) {
    Fingerprint f = fingerprint(text);
    if (!solution_form.empty() && f.normalised == solution_form)
      out.identical_to_solution.push_back(student);
    else if (!skeleton_form.empty() && f.normalised == skeleton_form)
      out.untouched_skeleton.push_back(student);
    else
      rest.emplace_back(student, std::move(f));
  }
  for (size_t i = 0; i < rest.size(); ++i)
    for (size_t j = i + 1; j < rest.size(); ++j)
      if (const double s = similarity(rest[i].second, rest[j].second); s >= threshold)
        out.pairs.push_back({rest[i].first, rest[j].first, s});
  std::stable_sort(
      out.pairs.begin(), out.pairs.end(),
      [](const SimilarPair& x, const SimilarPair& y) { return x.similarity > y.similarity; });
  return out;
}

}  // namespace lab::cli::grade
