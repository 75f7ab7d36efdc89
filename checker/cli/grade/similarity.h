// Similar submissions, per chapter: each file is reduced to its tokens with whitespace and
// comments gone and identifiers renamed in order of first use (keywords and the CUDA
// built-ins kept), then compared as sets of 8-token shingles (Jaccard). Files identical to
// the reference solution, and untouched skeletons, are listed apart and never paired. The
// judgement is the instructor's: this only points at pairs to read.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace lab::cli::grade {

struct Fingerprint {
  std::string normalised;          // the token stream, space-separated
  std::vector<uint64_t> shingles;  // sorted, unique
};

Fingerprint fingerprint(const std::string& source);
double similarity(const Fingerprint& a, const Fingerprint& b);  // 0..1

struct SimilarPair {
  std::string a, b;
  double similarity = 0;
};

struct ChapterSimilarity {
  std::vector<SimilarPair> pairs;  // most similar first
  std::vector<std::string> identical_to_solution, untouched_skeleton;
};

constexpr double kSimilarityThreshold = 0.9;

// `files`: student -> text. An empty solution or skeleton is not compared with.
ChapterSimilarity compare_chapter(const std::map<std::string, std::string>& files,
                                  const std::string& solution, const std::string& skeleton,
                                  double threshold = kSimilarityThreshold);

}  // namespace lab::cli::grade
