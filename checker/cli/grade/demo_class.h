// A synthetic class for the tests and the benchmark (`lab grade --demo-class N DIR`): N
// students whose chapter files are the reference solutions, the skeletons, the known-wrong
// variants of checker/<ch>/mistakes/ (each with its shared .cuh inlined, so that it stands
// alone), a file that does not compile, one that includes a solution, and missing files;
// submitted as folders in both layouts, zip and tar.gz archives and git repositories. Six
// broken submissions follow: ".." and absolute paths, an escaping link, a bomb, a non-UTF-8
// name and an empty repository. DIR/.demo-class.tsv says what each file is, and the
// grader's demo check compares the grades with it.
//
// Under the test hook (LAB_GRADE_FIXTURE) the files are small C++ stand-ins whose
// `// lab-fixture:` line makes the fixture checker pass, fail, crash, exit, print or forge.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "checker/cli/lab_paths.h"

namespace lab::cli::grade {

// The file that stands alone: each #include "x.cuh" of the variant's own folder replaced by
// that file's text (once, recursively), its #pragma once dropped.
std::string inline_local_includes(const fs::path& file);

// Returns the number of submissions written (N plus the broken ones).
size_t make_demo_class(const LabPaths& paths, const std::vector<const Chapter*>& chapters,
                       int students, const fs::path& dir, bool fixture);

// After grading a demo class: does every file grade as what it is? One line per surprise
// and a closing verdict line; empty when `submissions` is not a demo class.
std::vector<std::string> demo_check(const fs::path& submissions, const fs::path& out,
                                    const std::vector<Chapter>& registry);

}  // namespace lab::cli::grade
