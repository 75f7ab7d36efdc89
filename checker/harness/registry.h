// Reads the chapter registry: chapters.json, which the root meson.build writes at configure time
// from its list of chapters and each chapter's manifest (the `chapter` dictionary at the top of
// checker/<dir>/meson.build; docs/adding-a-chapter.md). No C++ code reads a meson.build.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace lab {

// A variant of the checker's build besides the student's and the solution's:
// "mistake.<name>" (checker/<dir>/mistakes/<name>.cu, rejected with `expect`, its file's
// expect-diagnosis: line) or "correct.<name>" (checker/<dir>/correct/<name>.cu, passed).
struct Variant {
  std::string name;
  std::string expect;  // empty for a correct one
  bool mistake() const { return name.rfind("mistake.", 0) == 0; }
};

// The optional fast exercise: a kernel whose rate must reach `percent` % of the same-run ceiling.
struct FastGoal {
  std::string kernel;  // "reduce_sum_fast": the benchmark row's and the recorded timing's name
  double percent = 0;
  double points = 0;   // what `lab grade` gives for it
  std::string target;  // "reduce-sum.target": its text's message id (bench::Target)
};

// A text in each language, keyed "en", "zh".
using Texts = std::map<std::string, std::string>;

// What `lab profile` looks at in a chapter's kernels besides time, throughput, occupancy and
// stalls (docs/lab-command.md): "coalescing", "bank-conflicts", "atomics", "flops"; or, for a
// chapter whose student writes no kernel, why there is nothing to profile.
struct ProfilePlan {
  std::vector<std::string> focus;
  Texts why_not;
};

struct Chapter {
  std::string id;      // "1.6"
  std::string slug;    // "vector-add"
  std::string source;  // "vector_add": chapters/<dir>/<source>.{h,cu}
  std::string state;   // "ready" or "coming" (decided by meson.build alone)
  std::string title;   // in English
  // The rest of the manifest (empty for a coming chapter).
  Texts titles, you_write, path;  // path: the learning path's paragraph
  std::string internals;          // docs/internals/README.md's description of its page
  std::vector<std::string> builds_on;
  std::string skeleton_diagnosis;
  std::vector<Variant> variants;          // in the manifest's order
  std::map<std::string, double> weights;  // lab grade's, by exact test name
  std::optional<FastGoal> fast;
  std::optional<ProfilePlan> profile;
  // A coming chapter becomes ready when this file (relative to the source root) appears.
  std::string ready_when;

  std::string dir() const { return id + "-" + slug; }  // "1.6-vector-add"
  bool ready() const { return state == "ready"; }
  // The text in `language`, else in English, else "".
  static std::string text(const Texts& texts, const std::string& language);
};

// In course order. Throws std::runtime_error when the file is missing or malformed.
std::vector<Chapter> read_registry(const std::string& path);

}  // namespace lab
