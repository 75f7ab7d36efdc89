// The steps that `lab bench` and `lab profile` share before they measure: build the student's
// file with the benchmark programs, check it first (a kernel that fails its checker is neither
// timed nor profiled), and start a chapter's benchmark program.
#pragma once

#include <string>
#include <vector>

#include "checker/cli/bench_run.h"
#include "checker/cli/ninja_build.h"
#include "checker/cli/verbs.h"

namespace lab::cli {

// The build's messages, what they mean and where the whole output is, indented.
void print_build_errors(const LabPaths& paths, const BuildResult& build);

// The benchmark programs (and, `with_checker`, the student's checker) that are not stood in for.
std::vector<std::string> targets_to_build(const StandIns& stand_ins, const Chapter& chapter,
                                          bool with_checker);

// Builds `targets` for the student's file, saying "compiling FILE and the benchmarks ... ok";
// false (with the errors printed) when it does not build. Nothing to build: true.
bool build_benchmarks(const Session& session, const Chapter& chapter,
                      const std::vector<std::string>& targets);

// Builds the chapter's benchmark linked with the reference solution (bench-<chapter>); when it
// does not build, says so as "lab <verb>: the benchmark does not build" with the errors, and
// returns false.
bool build_solution_benchmark(const Session& session, const Chapter& chapter,
                              const std::string& verb);

// The student's checker, as `lab check` runs it, its report in the state folder under
// `report_name` (beside check's, not over it); `not_done` is the message that says what a
// failing file does not get ("cli.bench.not-timed"). Returns kPassed to go on, else the exit code.
int check_first(Session& session, const Chapter& chapter, Seed seed, const std::string& report_name,
                const std::string& not_done);

// The chapter's benchmark program linked with `variant` ("student" or "solution"), or the
// stand-in, writing its results into the state folder's runs/.
BenchInvocation bench_invocation(const Session& session, const Chapter& chapter,
                                 const std::string& variant, bench::Mode mode, Seed seed,
                                 double time_limit_s);

}  // namespace lab::cli
