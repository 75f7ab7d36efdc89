#include "checker/cli/help_text.h"

#include <map>

namespace lab::cli {

std::string main_help() {
  return R"(usage: ./lab <command> [chapter] [options]

  list                 every chapter, its status and when it was last checked
  check [chapter]      build your file for the chapter and run its checker
  run <chapter> [args] build and run the chapter's demo program
  bench <chapter>      your kernel's speed beside the reference's, against a measured ceiling
  hint [chapter]       the next hint of the chapter (--all: those revealed so far)
  watch [chapter]      check again every time you save
  doctor               is this machine ready? (CUDA, GPU, tools), with fixes
  reset <chapter>      restore the chapter's skeleton (asks first, keeps a backup)
  selftest             the lab's own test: does every checker still judge right?
  grade <folder>       instructors: grade a class's submissions in a sandbox
  grade-merge <dir>... instructors: join the outputs of sharded grading runs

A chapter is named by number, name or both: 1.6, vector-add or 1.6-vector-add.
Without one, check, hint and watch take the first chapter not yet passed.
Exit codes: 0 passed, 1 failed, 77 no usable GPU (with the reason), 2 usage error.
`./lab <command> --help` tells more. Colour only on a terminal, never with NO_COLOR.
)";
}

std::string verb_help(const std::string& verb) {
  static const std::map<std::string, std::string> help = {
      {"list", R"(usage: ./lab list

Every chapter in course order with its status (passed, failing, not attempted, no GPU,
coming) and when it was last checked, then the overall progress.
)"},
      {"check", R"(usage: ./lab check [chapter] [options]

Builds your file chapters/<chapter>/<name>.cu (only what is needed) and runs the
chapter's checker: fresh random inputs, compared with a CPU reference. Each test prints
PASS or FAIL with a diagnosis. A compile error shows the compiler's message at file:line.
Without a GPU it still compiles your file, then exits 77 saying why it cannot run it.

  --solution      check the reference solution instead of your file
  --sanitize      also run under compute-sanitizer (memcheck; racecheck and synccheck
                  when the chapter uses shared memory) and explain the first report
  --seed N        replay the inputs of an earlier run (its seed is printed)
  --timeout S     stop a hanging kernel after S seconds (default 30; 300 with --sanitize)
  --verbose       also print the checker's raw output

A crash, exit() or sticky CUDA error in one test does not hide the others: they run
again in a fresh process. Exit codes: 0 passed, 1 failed, 77 no usable GPU, 2 usage.
)"},
      {"run", R"(usage: ./lab run <chapter> [--solution] [args...]

Builds and runs the chapter's demo program (chapters/<chapter>/main.cpp) with your
file; arguments after the chapter go to the demo ("--" passes the rest unchanged).
  --solution      run the demo with the reference solution
The exit code is the demo's.
)"},
      {"bench", R"(usage: ./lab bench <chapter> [--verbose] | ./lab bench <chapter> --solution [args...]

Checks your file (a kernel that fails its checker is not timed), then times it beside the
reference solution: median time (CUDA events, warm-up, median of many runs), rate, % of a
ceiling measured in the same run on this GPU (device-to-device copy bandwidth, or cuBLAS),
and your time as a multiple of the reference's; then the chapter's targets and your best
(also shown by ./lab list).
  --verbose       also print both benchmark programs' own tables
  --solution      the chapter's full table instead: the solution and its variants
                  (arguments after the chapter go to that program)
Exit codes: 0 timed, 1 fails its checker or could not be timed, 77 no usable GPU.
)"},
      {"hint", R"(usage: ./lab hint [chapter] [--all]

Shows the next hint of the chapter's ladder, from a nudge to nearly the answer, and
remembers how far you got (in .lab/).
  --all           show every hint revealed so far, without revealing a new one
)"},
      {"watch", R"(usage: ./lab watch [chapter] [options]

Checks the chapter, then again every time one of its source files is saved. Uses file
change notifications where they work and polls the files as well, so it also works on
WSL's Windows drives and network drives. Stop it with Ctrl-C.
  --poll          poll only (no notifications)
  --interval S    how often to poll, in seconds (default 1)
  --seed N, --timeout S, --solution, --sanitize   as for check
)"},
      {"doctor", R"(usage: ./lab doctor

Checks this machine: nvcc and the CUDA runtime and driver versions, the GPU and its
compute capability, whether the build's gpu_arch covers it (else "no kernel image is
available"), the Meson, Ninja and Catch2 versions and compute-sanitizer. Each problem
comes with the command that fixes it.
Exit codes: 0 all good, 1 a problem to fix, 77 everything fine except no usable GPU.
)"},
      {"reset", R"(usage: ./lab reset <chapter> [--yes]

Puts the chapter's skeleton back in place of your file, after asking. Your file is kept
in .lab/backups/<chapter>/ first. The skeleton comes from git when the lab is a git
checkout, else from the copy the lab saved in .lab/pristine/ when it first ran.
  --yes           do not ask
)"},
      {"selftest", R"(usage: ./lab selftest [--seeds N] [--parallel P] [--contended] [--chapters LIST] [--timeout S]

The lab's own test, for instructors: builds every checker of the chapters and runs, P at
a time, each chapter's reference solution over N seeds (must pass), the pristine
skeleton and every known-wrong variant in checker/<chapter>/mistakes/ (must be rejected,
with the diagnosis its expect-diagnosis line names), and every correct variant in
checker/<chapter>/correct/ (must pass). Prints a table per chapter, then for every
unexpected result the command that replays it and the end of its output.
  --seeds N       seeds of each solution (default 3)
  --parallel P    checkers at a time (default 4)
  --contended     also run lab-gpu-load, a GPU load in another process, throughout
  --chapters LIST only these chapters, e.g. 1.6,1.8 (default: all ready chapters)
  --timeout S     each checker's limit per test case (default 120)
Your edited file is not a skeleton: its row says "skipped". Exit codes: 0 everything as
expected, 1 something unexpected (or the GPU load died), 77 no usable GPU, 2 usage.
)"},
      {"grade", R"(usage: ./lab grade SUBMISSIONS --out DIR [options]
       ./lab grade --demo-class N DIR

For instructors (docs/instructors.md). Grades every submission in SUBMISSIONS (one entry
per student: a folder, a git repository, a .zip or a .tar.gz) chapter by chapter: only
each chapter's own .cu counts, built against the lab's checker and checked in a
bubblewrap sandbox (no network, no solutions, no other student's files). Writes to DIR
journal.jsonl (resumable: run the same command again after a stop), grades.csv,
grades.json, junit.xml, gradescope/<student>/results.json and report.html.
  --chapters LIST   only these chapters, e.g. 1.6,1.8 (default: all ready chapters)
  --jobs N          checkers at once on a GPU (default 1)
  --gpus LIST       spread the jobs over these GPUs (CUDA_VISIBLE_DEVICES), e.g. 0,1
  --shard I/N       grade every N-th submission, from the I-th (Slurm job arrays;
                    needs --seed); ./lab grade-merge joins the shards
  --timeout S       each test case's limit (default 60)
  --seed N          the class seed every (student, chapter) seed derives from
  --ref REF         the commit of git submissions (default HEAD)
  --memory GIB      memory per job, through a cgroup where the machine allows (default 8)
  --no-bench        skip the benchmark pass of the optional fast exercises
  --no-sandbox      run submissions WITHOUT the sandbox (recorded in the report)
  --demo-class N    write a synthetic class of N students (and 6 broken submissions)
                    into DIR, for a trial run
Exit codes: 0 graded, 1 something could not be graded, 77 no usable GPU, 130
interrupted, 2 usage.
)"},
      {"grade-merge", R"(usage: ./lab grade-merge SHARD_DIR... --out DIR

Joins the journals of sharded `./lab grade --shard I/N` runs (same --seed) into one set
of outputs in DIR, the same as one unsharded run would write.
)"},
  };
  const auto it = help.find(verb);
  return it == help.end() ? "" : it->second;
}

}  // namespace lab::cli
