// A docs' sample's source: docs/samples/<name>/, the recipe written by hand and what the
// recording wrote beside it (docs/internals/two-editions.md, "Where a sample comes from").
//
//   recipe         written by hand: "command ./lab profile 1.6", "before ./lab ..." lines, lab
//                  commands run first in an empty state folder, and the student's file:
//                  "file chapters/1.9-atomic/keep_items.cu", "from solutions/1.9-atomic/..."
//                  (its text; default the file's own) and "replace OLD => NEW" lines (read_recipe)
//   student        the student's file as the recording had it (a recipe with "file")
//   recorded       how the run was made: command, gpu, ncu, by, commit, date (write_recorded)
//   runs/NNN-KEY/  each program the lab ran, in order, before commands' included (RunFiles)
//
//   const Recipe r = read_recipe(root / "docs/samples/profile-1.6-blocks-of-32");
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace lab::samples {

namespace fs = std::filesystem;

inline constexpr char kSamplesFolder[] = "docs/samples";

struct Recipe {
  std::string name;                 // the folder's name
  std::string command;              // as the docs write it: "./lab profile 1.6"
  std::vector<std::string> before;  // lab commands run first: the state the sample starts from
  // The student's file, from the tree's root ("": the tree's own), the file whose text it
  // takes ("": its own) and each (old, new) replaced in that text, each old found once.
  std::string file, from;
  std::vector<std::pair<std::string, std::string>> replacements;

  std::vector<std::string> lab_arguments() const { return arguments_of(command); }
  static std::vector<std::string> arguments_of(const std::string& command);  // after "./lab"
};

// Throws std::runtime_error saying file:line and what is wrong.
Recipe read_recipe(const fs::path& folder);

// The text of the recipe's student's file, made from the tree at `root`; throws
// std::runtime_error when a file is missing or an old text is not there exactly once.
std::string student_text(const Recipe& recipe, const fs::path& root);
inline constexpr char kStudentFile[] = "student";

// Every docs/samples/<name>/ with a recipe, by name.
std::vector<fs::path> sample_folders(const fs::path& root);

// `recorded`: one "key value" a line. `gpu` is the name a replay's lab takes as its GPU's,
// `ncu` the Nsight Compute that the lab printed it ran (a replay's is the stand-in).
struct Recorded {
  std::string command, gpu, ncu, by, commit, date;
};
std::optional<Recorded> read_recorded(const fs::path& folder);
void write_recorded(const fs::path& folder, const Recorded& recorded);

// --- the programs' runs ----------------------------------------------------------------

// A run's key: the program's path in the build folder ('/' written '+'), "ninja" or "ncu".
std::string run_key(const std::string& program);

// The arguments with each path that differs from run to run (the value of --report,
// --results, --export, --import) cut to its file name.
std::vector<std::string> normalized(const std::vector<std::string>& args);

// The value after `option` in `args`, if any.
std::optional<std::string> option_value(const std::vector<std::string>& args,
                                        const std::string& option);

// How a run ended: `ending` holds the code or "signal N", then "asked to stop" when it was
// asked to stop (SIGTERM) by the lab rather than ending by itself.
struct Ending {
  int code = 0;
  int signal = 0;
  bool stopped = false;
};
void write_ending(const fs::path& run, const Ending& ending);
Ending read_ending(const fs::path& run);

// The files of one run. `output` is what it printed (stdout and stderr); `written` is the
// file it wrote at the path its --report or --results named; `.zh` the same with LAB_LANG=zh.
struct RunFiles {
  static constexpr const char* command = "command";  // its normalized arguments, one a line
  static constexpr const char* output = "output";
  static constexpr const char* written = "written";
  static constexpr const char* ending = "ending";
};

// A new run folder runs/NNN-KEY, numbered after the others (safe when several start at once).
fs::path new_run(const fs::path& runs, const std::string& key,
                 const std::vector<std::string>& args);

// Claims the first unclaimed run of `key` with these normalized arguments, else the first
// unclaimed run of `key`; `claims` records the claims (safe when several claim at once).
std::optional<fs::path> claim_run(const fs::path& runs, const fs::path& claims,
                                  const std::string& key, const std::vector<std::string>& args);

// Lines of a file, and a file of lines.
std::vector<std::string> read_lines(const fs::path& path);
void write_file(const fs::path& path, const std::string& text);

// `text` with every `old` replaced by `now`.
std::string replaced_all(std::string text, const std::string& old, const std::string& now);

}  // namespace lab::samples
