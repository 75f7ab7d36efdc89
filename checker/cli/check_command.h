// One check of one chapter, as `lab check` and `lab watch` do it: build, run the checker
// (perhaps under compute-sanitizer), print the verdict, record it for `lab list`.
#pragma once

#include <optional>

#include "checker/cli/verbs.h"
#include "checker/harness/seed.h"

namespace lab::cli {

struct CheckRequest {
  const Chapter* chapter = nullptr;
  bool solution = false;
  bool sanitize = false;
  bool verbose = false;
  std::optional<Seed> seed;  // nullopt: the checker's (LAB_SEED, else fresh inputs)
  double timeout_s = 30;     // per checker process (300 under --sanitize)
};

// From the options of `lab check` / `lab watch`; throws UsageError.
CheckRequest check_request(const Session& session, const Arguments& args);

// Returns the exit code (0 passed, 1 failed, 77 no usable GPU, 2 usage, 130 interrupted).
int check_chapter(Session& session, const CheckRequest& request);

}  // namespace lab::cli
