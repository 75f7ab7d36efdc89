// One run of a docs' sample: its recipe (sample_source.h) run through the real lab, whose
// ninja, ncu and built programs are the stand-in (stand_in.cpp). Recording, the stand-ins run
// the real programs of a configured build and keep each run in the source's runs/; replaying,
// they give those runs back, so that any machine, GPU or none, prints what the lab of today
// makes of them.
//
// The lab sees a tree of its own, a temporary folder whose entries link to the real tree's,
// with an empty state folder (.lab) and the stand-ins' build folder (build) inside it: paths
// print as they do in a checkout (".lab/pictures/...", "build/check-..."), and the compiler
// messages that ninja prints relative to a build folder at the tree's root read as they would.
//
//   const SampleOutput out = run_sample(programs, folder, Language::zh, nullptr);  // replay
#pragma once

#include <filesystem>
#include <string>

#include "common/language.h"

namespace lab::samples {

namespace fs = std::filesystem;

struct LabPrograms {
  fs::path lab;          // the lab command
  fs::path stand_in;     // lab-sample-stand-in
  fs::path source_root;  // the tree the lab reads
  fs::path registry;     // chapters.json of the lab's build
};

// Recording: the build folder whose programs really run (at the tree's root), and the real
// ninja and ncu ("" when there is none). `gpu` names a GPU taken as present, not probed (the
// host test's, recording on a machine without one); "" the probe's.
struct RealPrograms {
  fs::path build;
  std::string ninja = "ninja";
  std::string ncu;
  std::string gpu;
};

struct SampleOutput {
  int code = -1;       // the lab's exit code, -1 when it did not exit by itself
  std::string output;  // what the sample's command printed (the `before` commands' left out)
};

// Runs the sample of `folder` in `language`. Recording (`real` given) empties its runs/ first,
// then writes it and `recorded`; replaying reads them. Throws std::runtime_error on a recipe
// that is not well formed or a source with no recorded run.
SampleOutput run_sample(const LabPrograms& programs, const fs::path& folder, Language language,
                        const RealPrograms* real);

}  // namespace lab::samples
