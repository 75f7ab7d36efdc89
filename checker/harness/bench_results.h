// A benchmark's results: the declared channel between a benchmark program and whatever
// compares its figures (`lab bench`, the note after a passing `lab check`, `lab grade`).
// docs/lab-command.md ("bench") specifies the format; the printed table is for people only.
//
//   bench-1.6-vector-add-student --results yours.jsonl --exercises
//   lab::bench::Results r = lab::bench::parse_results(read_text("yours.jsonl"));
//
// JSON Lines, one object per line with an "event" field: session, row (one per measured
// row), end. No CUDA here, so that the lab command reads results with the same code.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "checker/harness/outcome.h"
#include "common/language.h"

namespace lab::bench {

// 4: a ceiling is named by its message id (ceiling_id); 3: a target is named by its message id.
// An older file (2 or 3: its ceiling_name, and in 2 its target's text, in English) still reads,
// those texts in the place of the ids.
constexpr int kResultsFormat = 4;
constexpr int kOldestResultsFormat = 2;

// What the program measures: everything (the chapter's table), only the rows that the lab
// command compares (exercises and their references), or only the headline row; or, for
// `lab profile`, the exercise rows at the headline's size, each call made once inside a range
// that a profiler records (profile_range.h) instead of being timed many times.
enum class Mode { full, exercises, quick, profile };
const char* mode_name(Mode mode);  // "full", "exercises", "quick", "profile"

// The kernel that opens each profiled range, launched with (range + 1) blocks (profile_range.h).
constexpr const char* kRangeMarker = "lab_profile_range";

// exercise: times a function of the chapter's header, so the student's or the solution's,
//           whichever the program is linked with; the rows the lab command compares.
// reference: measured by the lab's own code in every mode (a ceiling, a copy kernel).
// variant: another design, shown in the chapter's full table only.
enum class RowKind { exercise, reference, variant };
const char* kind_name(RowKind kind);  // "exercise", "reference", "variant"

// A performance target of the chapter (docs/<chapter>.md), judged on this row. Its text lives
// in the chapter's message catalogues, in each language, under `id`.
struct Target {
  std::string id;  // "reduce-sum.target": its text's message id; also its key
  bool met = false;
};

// "reduce_sum_fast >= 95 % of copy bandwidth at n >= 2^26", in the reader's language: the one
// text of a target wherever it is printed. An id no catalogue has (a target recorded by an
// older lab, which stored the English text) is shown as it is.
std::string target_words(const Target& target);
// "copy bandwidth", in the reader's language (or `language`'s): the name of the ceiling `id`
// (Result::ceiling_id) wherever it is printed; an id no catalogue has (an older file's English
// name) as it is.
std::string ceiling_words(const std::string& id);
std::string ceiling_words(const std::string& id, Language language);
// "target met: <its words>", or "target not met yet: ...": what `lab bench`, `lab list` and the
// benchmark's own table say of it.
std::string target_status(const Target& target);

struct Result {
  RowKind kind = RowKind::variant;
  std::string name;    // "vector_add", "stencil_sum, radius 8": with `size`, the row's key
  std::string size;    // "2^26", "4096^3"
  std::string detail;  // shown after the name ("3 kernels + 1 memset"); not part of the key
  double median_ms = 0, min_ms = 0, max_ms = 0;
  int repetitions = 0;
  double rate = 0;         // in `unit`
  std::string unit;        // "GB/s", "TFLOP/s", "us"
  double ceiling = 0;      // the same unit's ceiling measured in the same run; 0: none
  std::string ceiling_id;  // "bench.ceiling.copy", "gemm.ceiling": its name's message id
  bool headline = false;   // the one row a chapter is summed up by (one per run)
  int profile_range = -1;  // Mode::profile: the profiled range of the row's call; -1: none
  std::optional<Target> target;
};

struct Results {
  std::string chapter, seed, gpu;  // gpu: "" when none was usable
  Mode mode = Mode::full;
  std::string gpu_reason;  // why no GPU was usable
  std::vector<Result> rows;
  bool ended = false;                              // the end line was read: the program finished
  report::Verdict status = report::Verdict::fail;  // end's: pass, fail (see text) or no_gpu
  std::string text;                                // end's: what went wrong
  std::string error;                               // a line that is not a valid event
};

std::string session_line(const std::string& chapter, Mode mode, const std::string& seed,
                         const std::string& gpu, const std::string& gpu_reason);
std::string row_line(const Result& row);
std::string end_line(report::Verdict status, const std::string& text);

// Reads results; a truncated last line (a program killed halfway) is ignored.
Results parse_results(const std::string& jsonl);

// The two figures a student's kernel is judged by, here and in the instructor's report:
// its rate as a percentage of the ceiling measured in its own run (none without a
// ceiling), and its median time as a multiple of the reference solution's (2.0: twice as slow).
std::optional<double> percent_of_ceiling(const Result& row);
double time_multiple(const Result& yours, const Result& reference);

// The exercise rows of two runs matched by name and size, in `yours` order; either side
// is null where the other run has no such row.
struct Comparison {
  const Result* yours = nullptr;
  const Result* reference = nullptr;
};
std::vector<Comparison> compare(const Results& yours, const Results& reference);

// The targets of these rows, each once, in order: met when every row judged by it met it.
std::vector<Target> targets(const std::vector<Result>& rows);

// The run's headline row, or null.
const Result* headline(const Results& results);

}  // namespace lab::bench
