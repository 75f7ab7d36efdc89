// The docs' sample blocks: a fenced block whose line before is a marker
//
//   <!-- sample: ./lab check 1.8 --seed 1 | check-1.8-skeleton | lines 1..9, -4..-1 -->
//
// naming the command, its source (docs/samples/<name>/, sample_source.h) and, optionally, the
// part of what it prints that the block shows: `lines A..B, ...` or `paragraphs A..B, ...`
// (paragraphs are separated by blank lines), counted from 1, negative from the end, "A" for
// "A..A"; a line "  ..." stands for what is left out between two parts. A marker without a
// source (`<!-- sample: ./lab check 1.6 -->`) is one not recorded yet. Both editions' markers
// are the same line (checker/host/test_zh_parity.cpp).
//
//   for (const MarkedBlock& b : marked_blocks(root, problems)) ...
//   first_difference(b, shown_lines(output, b.marker.excerpt))
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "common/language.h"

namespace lab::samples {

namespace fs = std::filesystem;

struct Excerpt {
  bool paragraphs = false;                 // else lines
  std::vector<std::pair<int, int>> parts;  // empty: all of it
};

struct Marker {
  std::string command;  // "./lab check 1.8 --seed 1"
  std::string source;   // "check-1.8-skeleton"; "" not recorded yet
  Excerpt excerpt;
};

// The marker that `line` is, if it is one; one that is not well formed throws
// std::runtime_error saying why.
std::optional<Marker> parse_marker(const std::string& line);

struct MarkedBlock {
  fs::path file;                   // from the repository's root: "docs/zh/1.8-reduce-sum.md"
  int marker_line = 0;             // counted from 1
  int first_line = 0;              // the block's first line (after the fence)
  std::string indent;              // the fence's (a list item's block)
  std::vector<std::string> lines;  // without the indent
  Language language = Language::en;
  Marker marker;
  std::string where() const;  // "docs/zh/1.8-reduce-sum.md:126"
};

// Every marked block of the student pages, both editions (README.md and README.zh-CN.md,
// docs/X.md and docs/zh/X.md), in order. A marker that is not well formed, or not followed
// by a fence, is a problem "file:line: ...". Markers inside a fence are examples.
std::vector<MarkedBlock> marked_blocks(const fs::path& root, std::vector<std::string>& problems);

// The lines of `output` that the excerpt shows, trailing blanks removed; throws
// std::runtime_error when it asks for a line or a paragraph that is not there.
std::vector<std::string> shown_lines(const std::string& output, const Excerpt& excerpt);

// A line with what differs from run to run masked, narrowly: a seed after "seed ", "--seed ",
// "LAB_SEED=" or "种子 "; a duration in seconds ("41 s", "3.2 s": the self-test's, measured by the lab);
// a date and time ("2025-11-30 14:03": lab list's); a temporary path (/tmp/...).
std::string masked(const std::string& line);

// "" when they agree once masked, else where and how they first differ:
// "docs/X.md:12: the block says "...", the replay "..."".
std::string first_difference(const MarkedBlock& block, const std::vector<std::string>& replayed);

// `text`, the file that `blocks` come from (in order), with each block's lines replaced by
// `replaced[i]` where it has a value.
std::string with_lines(const std::string& text, const std::vector<MarkedBlock>& blocks,
                       const std::vector<std::optional<std::vector<std::string>>>& replaced);

}  // namespace lab::samples
