// The English texts of the lab command and of the checkers' harness, by message id: the core
// part of the lab's catalogue (checker/harness/messages.h; common/'s texts and each chapter's
// live beside their code). zh.cpp has the same ids in the same sections; a host test checks
// both ways, and that the two texts of an id have the same placeholders.
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages {
namespace {

const Entry kEnglish[] = {
    // ---- the lab command (checker/cli)
    {"cli.help.main", R"txt(usage: ./lab <command> [chapter] [options]

  list                 every chapter, its status and when it was last checked
  check [chapter]      build your file for the chapter and run its checker
  run <chapter> [args] build and run the chapter's demo program
  bench <chapter>      your kernel's speed beside the reference's, against a measured ceiling
  profile <chapter>    why it is that fast: your kernel under Nsight Compute, in plain words
  hint [chapter]       the next hint of the chapter (--all: those revealed so far)
  watch [chapter]      check again every time you save
  doctor               is this machine ready? (CUDA, GPU, tools), with fixes
  reset <chapter>      restore the chapter's skeleton (asks first, keeps a backup)
  selftest             the lab's own test: does every checker still judge right?
  on [host]            the default host of --on, where the verbs above run over ssh
  grade <folder>       instructors: grade a class's submissions in a sandbox
  grade-merge <dir>... instructors: join the outputs of sharded grading runs

A chapter is named by number, name or both: 1.6, vector-add or 1.6-vector-add.
Without one, check, hint and watch take the first chapter not yet passed.
check, run, bench, profile, selftest and doctor --on HOST run on another machine, over ssh.
Exit codes: 0 passed, 1 failed, 77 no usable GPU (with the reason), 2 usage error;
65 to 74 for what kept --on from running (./lab check --help).
`./lab <command> --help` tells more. Colour only on a terminal, never with NO_COLOR.
)txt"},
    {"cli.help.list", R"txt(usage: ./lab list

Every chapter in course order with its status (passed, failing, not attempted, no GPU,
coming) and when it was last checked, then the overall progress.
)txt"},
    {"cli.help.check", R"txt(usage: ./lab check [chapter] [options]

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
)txt"},
    {"cli.help.run", R"txt(usage: ./lab run <chapter> [--solution] [args...]

Builds and runs the chapter's demo program (chapters/<chapter>/main.cpp) with your
file; arguments after the chapter go to the demo ("--" passes the rest unchanged).
  --solution      run the demo with the reference solution
The exit code is the demo's.
)txt"},
    {"cli.help.bench",
     R"txt(usage: ./lab bench <chapter> [--seed N] [--verbose]
       ./lab bench <chapter> --solution [--seed N] [args...]

Checks your file (a kernel that fails its checker is not timed), then times it beside the
reference solution: median time (CUDA events, warm-up, median of many runs), rate, % of a
ceiling measured in the same run on this GPU (device-to-device copy bandwidth, or cuBLAS),
and your time as a multiple of the reference's; then the chapter's targets and your best
(also shown by ./lab list).
  --seed N        inputs from seed N, as for check: your checker's, both benchmarks' and
                  the --solution table's (default: LAB_SEED, else a fresh seed, printed)
  --verbose       also print both benchmark programs' own tables
  --solution      the chapter's full table instead: the solution and its variants
                  (arguments after the chapter go to that program)
Exit codes: 0 timed, 1 fails its checker or could not be timed, 77 no usable GPU.
)txt"},
    {"cli.help.profile",
     R"txt(usage: ./lab profile <chapter> [--solution] [--kernel NAME] [--seed N]

Checks your file (a kernel that fails its checker is not profiled), then runs the chapter's
benchmark case once under Nsight Compute (ncu, with --clock-control none: the GPU's clocks
are left alone) for your kernels and the reference solution's, and prints them side by
side: time, DRAM and compute throughput as % of peak, occupancy and what limits it, what
the warps wait for, and what the chapter looks at (coalescing, bank conflicts, atomics,
FP32 throughput); then what to try next, and a roofline picture. It records no verdict.
  --solution      profile the reference solution alone
  --kernel NAME   only your kernels whose name contains NAME
  --seed N        inputs from seed N, as for check
Exit codes: 0 profiled, 1 fails its checker or could not be profiled, 77 no usable GPU, no
ncu, or performance counters that only administrators may read (with how to allow them).
)txt"},
    {"cli.help.hint", R"txt(usage: ./lab hint [chapter] [--all]

Shows the next hint of the chapter's ladder, from a nudge to nearly the answer, and
remembers how far you got (in .lab/).
  --all           show every hint revealed so far, without revealing a new one
)txt"},
    {"cli.help.watch", R"txt(usage: ./lab watch [chapter] [options]

Checks the chapter, then again every time one of its source files is saved. Uses file
change notifications where they work and polls the files as well, so it also works on
WSL's Windows drives and network drives. Stop it with Ctrl-C.
  --poll          poll only (no notifications)
  --interval S    how often to poll, in seconds (default 1)
  --seed N, --timeout S, --solution, --sanitize   as for check
)txt"},
    {"cli.help.doctor", R"txt(usage: ./lab doctor

Checks this machine: nvcc and the CUDA runtime and driver versions, the GPU and its
compute capability, whether the build's gpu_arch covers it (else "no kernel image is
available"), the Meson, Ninja and Catch2 versions and compute-sanitizer. Each problem
comes with the command that fixes it.
Exit codes: 0 all good, 1 a problem to fix, 77 everything fine except no usable GPU.
)txt"},
    {"cli.help.reset", R"txt(usage: ./lab reset <chapter> [--yes]

Puts the chapter's skeleton back in place of your file, after asking. Your file is kept
in .lab/backups/<chapter>/ first. The skeleton comes from git when the lab is a git
checkout, else from the copy the lab saved in .lab/pristine/ when it first ran.
  --yes           do not ask
)txt"},
    {"cli.help.selftest",
     R"txt(usage: ./lab selftest [--seeds N] [--mistake-runs K] [--parallel P] [--contended]
                      [--chapters LIST] [--timeout S]

The lab's own test, for instructors: builds every checker of the chapters and runs, P at
a time, each chapter's reference solution over N seeds (must pass), the pristine
skeleton and every known-wrong variant in checker/<chapter>/mistakes/ (must be rejected,
with the diagnosis its expect-diagnosis line names), and every correct variant in
checker/<chapter>/correct/ (must pass). Prints a table per chapter, then for every
unexpected result the command that replays it and the end of its output.
  --seeds N       seeds of each solution (default 3)
  --mistake-runs K  runs of each known-wrong variant, each with its own seed (default 1):
                  its diagnosis must name its cause in every one
  --parallel P    checkers at a time (default 4)
  --contended     also run lab-gpu-load, a GPU load in another process, throughout
  --chapters LIST only these chapters, e.g. 1.6,1.8 (default: all ready chapters)
  --timeout S     each checker's limit per test case (default 120)
Your edited file is not a skeleton: its row says "skipped". Exit codes: 0 everything as
expected, 1 something unexpected (or the GPU load died), 77 no usable GPU, 2 usage.
)txt"},
    {"cli.help.grade", R"txt(usage: ./lab grade SUBMISSIONS --out DIR [options]
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
)txt"},
    {"cli.help.grade-merge", R"txt(usage: ./lab grade-merge SHARD_DIR... --out DIR

Joins the journals of sharded `./lab grade --shard I/N` runs (same --seed) into one set
of outputs in DIR, the same as one unsharded run would write.
)txt"},
    {"cli.help.on", R"txt(usage: ./lab on [HOST[:FOLDER] | --clear]

Sets the default host of --on: from then on check, run, bench, profile, selftest and doctor
run on HOST, in the lab's checkout at FOLDER there (default ~/cuda-lab), as if --on HOST
were given; --here runs one of them on this machine. The host is kept in .lab/on.tsv.
Without an argument, says which host is the default.
  --clear         forget the default host: the verbs run on this machine again
)txt"},
    {"cli.help.on-options", R"txt(On another machine, over ssh (docs/lab-command.md, "--on"):
  --on HOST       run it on HOST, with your file: [user@]host[:folder], host an alias of
                  ~/.ssh/config or a name, folder the lab's checkout there (~/cuda-lab)
  --sync          with --on: make the checkout there, or bring it to this lab's commit
  --here          on this machine, even with a default host (./lab on)
Exit codes of --on: 65 the checkout there is at another commit, 66 no checkout there,
68 the host cannot be reached, 69 the host lacks what the lab needs, 74 the connection
was lost during the run (nothing recorded).
)txt"},
    {"cli.dispatch.unknown-command", "lab: unknown command \"{verb}\".{suggestion}"},
    {"cli.dispatch.did-you-mean", " Did you mean \"{verb}\"?"},
    {"cli.dispatch.usage-error", R"txt(lab {verb}: {error}
(./lab {verb} --help shows the usage)
)txt"},
    {"cli.options.needs-value", "{option} needs a value"},
    {"cli.options.unknown", "unknown option {option}"},
    {"cli.options.unexpected", "unexpected argument \"{argument}\""},
    {"cli.options.seconds", "{option} takes a number of seconds greater than 0, not \"{text}\""},
    {"cli.chapter.name-one", "name a chapter, for example: 1.6 or vector-add"},
    {"cli.chapter.none-ready", "no chapter is ready yet"},
    {"cli.chapter.not-written",
     "chapter {chapter} is not written yet (coming soon). Ready: {ready}."},
    {"cli.chapter.unknown", "unknown chapter \"{name}\"."},
    {"cli.chapter.did-you-mean", " Did you mean {id} ({slug})?"},
    {"cli.chapter.all", "Chapters: {chapters}"},
    {"cli.chapter.how-to-name",
     "(name one by number, name or both: 1.8, reduce-sum or 1.8-reduce-sum)"},
    {"cli.no-gpu.title", "Running CUDA kernels needs an NVIDIA GPU, and none is usable here:"},
    {"cli.no-gpu.doctor", "(./lab doctor checks this machine)"},
    {"cli.list.coming", "coming"},
    {"cli.list.not-attempted", "not attempted"},
    {"cli.list.passed", "passed"},
    {"cli.list.no-gpu", "no GPU"},
    {"cli.list.failing", "failing"},
    {"cli.list.checked-on", "checked on {host}"},
    {"cli.list.tests", "{passed}/{total} tests"},
    {"cli.progress.passed", "{passed}/{total} chapters passed."},
    {"cli.list.next", " Next: ./lab check {id}"},
    {"cli.build.checker-for", "the checker for {id}"},
    {"cli.check.hint-all", "Stuck? ./lab hint {id} --all shows all {total} hints again."},
    {"cli.check.hint-next", "Stuck? ./lab hint {id} shows hint {next} of {total}."},
    {"cli.check.next", " Next: ./lab check {id} ({slug})"},
    {"cli.check.note-no-gpu", "compiles; not run (no GPU)"},
    {"cli.check.note-no-compile", "does not compile"},
    {"cli.check.gpu", "GPU: {gpu}, seed {seed}"},
    {"cli.check.gpu-description", "{name} (compute capability {capability}, {sms} SMs)"},
    {"cli.check.raw-output", "--- the checker's own output ---"},
    {"cli.check.all-passed", "all {total} tests passed"},
    {"cli.check.passed-tag", "PASSED:"},
    {"cli.check.passed", "all {total} tests."},
    {"cli.check.passed-sanitized", "all {total} tests, and compute-sanitizer found nothing."},
    {"cli.check.chapter-done", "Chapter {id} done. {next}"},
    {"cli.check.sanitizer-found", "{counts}; compute-sanitizer {tool} found errors"},
    {"cli.check.failed-tag", "FAILED:"},
    {"cli.check.failed", "{counts}."},
    {"cli.check.replay", "Replay exactly these inputs: ./lab check {check} --seed {seed}"},
    {"cli.check.sanitize-advice",
     "A bad memory access? ./lab check {id} --sanitize names the kernel, file:line and thread."},
    {"cli.check.of-solution", " (the reference solution)"},
    {"cli.check.running", "running the checker ..."},
    {"cli.check.running-sanitized", "running the checker under compute-sanitizer ..."},
    {"cli.check.no-sanitizer", "compute-sanitizer is not installed. To install it:"},
    {"cli.check.sanitizer-cannot-run", "compute-sanitizer cannot run on this machine:"},
    {"cli.test.pass", "PASS"},
    {"cli.test.fail", "FAIL"},
    {"cli.test.crash", "CRASH"},
    {"cli.test.hang", "HANG"},
    {"cli.test.exited", "EXITED"},
    {"cli.test.not-run", "NOT RUN"},
    {"cli.test.ran-alone", "(ran alone in a fresh process)"},
    {"cli.test.more-diagnosis", "... (--verbose shows the rest)"},
    {"cli.test.checker-process", "The checker process itself:"},
    {"cli.test.printed",
     "The code under test printed (a launcher and its kernels must not print):"},
    {"cli.test.more-lines", "... {count} more lines"},
    {"cli.counts.passed", "{passed} of {total} tests passed"},
    {"cli.counts.failed", "{count} failed"},
    {"cli.counts.crashed", "{count} crashed"},
    {"cli.counts.hung", "{count} hung"},
    {"cli.counts.ended", "{count} ended the process"},
    {"cli.counts.not-run", "{count} not run"},
    {"cli.counts.separator", ", "},
    {"cli.counts.with-details", "{counts} ({details})"},
    {"cli.checker.stopped", "the checker did not finish and was stopped."},
    {"cli.checker.no-report", "the checker wrote no report ({how})."},
    {"cli.checker.ended-early", "the checker ended before its final report line."},
    {"cli.process.killed-by", "killed by {signal}"},
    {"cli.process.exit-code", "exit code {code}"},
    {"cli.hint.title", "Hint {number} of {total}: {title}"},
    {"cli.hint.none", "Chapter {chapter} has no hints yet ({file})."},
    {"cli.hint.chapter", "chapter {chapter}"},
    {"cli.hint.none-revealed",
     "No hints revealed yet: ./lab hint {id} shows the first of {total}."},
    {"cli.hint.next", "Still stuck after trying it? ./lab hint {id} shows hint {next} of {total}."},
    {"cli.hint.last", "That is the last hint. ./lab hint {id} --all shows them all again."},
    {"cli.reset.no-pristine",
     R"txt(no pristine copy of {file} was found: not in git, and the lab saved none (it saves one
the first time it runs, from a file that still has its TODO({id}) markers). Get the file
from the course's repository.
)txt"},
    {"cli.reset.already", "{file} is already the pristine skeleton: nothing to do."},
    {"cli.reset.question", R"txt(Replace {file} with the skeleton from {origin}?
Your file is kept as {backup}.)txt"},
    {"cli.reset.nothing-changed", "Nothing changed."},
    {"cli.reset.done-tag", "Reset:"},
    {"cli.reset.done", "{file} is the skeleton again (from {origin})."},
    {"cli.reset.your-version", "Your version: {backup}"},
    {"cli.reset.from-git", "git (the committed version, HEAD)"},
    {"cli.reset.from-copy", "the copy saved when the lab first ran ({when})"},
    {"cli.on.bad-host",
     "\"{text}\" is not a host for --on: write [user@]host[:folder], for example gpu-box or "
     "alice@gpu.example.edu:~/cuda-lab"},
    {"cli.on.here-and-on", "--here and --on contradict each other: give one of them"},
    {"cli.on.sync-without-host",
     "--sync goes with --on HOST (or with a default host: ./lab on HOST)"},
    {"cli.on.clear-and-host", "--clear takes no host"},
    {"cli.on.default-is",
     "The default host is {where}: check, run, bench, profile, selftest and doctor run there "
     "(--here: on this machine; ./lab on --clear forgets it)."},
    {"cli.on.default-cleared", "No default host any more: the verbs run on this machine."},
    {"cli.on.no-default",
     "No default host: the verbs run on this machine. ./lab on HOST[:FOLDER] sets one "
     "(docs/lab-command.md, \"--on\")."},
    {"cli.on.where", "on {where}, at this lab's commit {commit}"},
    {"cli.on.where-default",
     "on {where} (the default host; --here runs it on this machine), at this lab's commit "
     "{commit}"},
    {"cli.on.no-ssh",
     "--on needs ssh, and {ssh} is not found: install OpenSSH's client (Debian, Ubuntu: sudo "
     "apt install openssh-client)"},
    {"cli.on.not-git",
     "--on runs this lab's commit on the other machine, and {folder} is not a git checkout (or "
     "git is not installed here): clone the lab with git to use --on."},
    {"cli.on.unreachable", "cannot reach {host} over ssh; ssh says:"},
    {"cli.on.unreachable-advice",
     "Check the host's name, port, user and key in ~/.ssh/config (docs/lab-command.md, "
     "\"--on\"); ssh {host} true tries the connection alone."},
    {"cli.on.connection-lost",
     "the connection to {host} was lost (ssh exit code 255) before the run there ended: "
     "nothing is recorded. Run it again once {host} answers."},
    {"cli.on.no-git",
     "{host} has no git on its PATH: --on needs it there to make and check the lab's checkout "
     "(Debian, Ubuntu: sudo apt install git)."},
    {"cli.on.not-made-by-sync",
     "{where} holds files that --sync did not put there. --on writes your file into the "
     "checkout it runs, so it uses only a checkout of its own: name an empty or new folder, "
     "for example --on {host}:~/cuda-lab-on --sync."},
    {"cli.on.toolchain",
     "{host} lacks what the lab needs to build; ./lab doctor's toolchain checks there say:"},
    {"cli.on.cannot-sync", "the checkout at {where} could not be made or updated; git says:"},
    {"cli.on.unexpected", "{host} did not answer as the lab expects (exit code {code}):"},
    {"cli.on.cannot-bundle", "git could not make a bundle of this lab's commit:"},
    {"cli.on.syncing",
     "sending this lab's commit {commit} to {where} ({size} MiB, a git bundle) ..."},
    {"cli.on.no-checkout",
     "there is no checkout of the lab at {where} yet. --sync makes one there, at this lab's "
     "commit {commit}: the same command with --sync."},
    {"cli.on.other-commit",
     "the checkout at {where} is at commit {theirs}, this lab at {ours}. --sync brings it to "
     "{ours}: the same command with --sync."},
    {"cli.on.ask-sync", "Send commit {commit} there now (as --sync does)?"},
    {"cli.on.verdict-not-read",
     "the verdict could not be read back from {host}: nothing is recorded here."},
    {"cli.on.not-recorded",
     "the run on {host} ended with exit code {code}, without a verdict: nothing is recorded."},
    {"cli.cannot-start", "cannot start {program}: {error}"},
    {"cli.cannot-write", "cannot write {file}"},
    {"cli.build.demo-for", "the demo for {id}"},
    {"cli.watch.watching",
     "watching {folder}/ ({how}); save a file to check again, Ctrl-C to stop"},
    {"cli.watch.notifications", "notifications + polling"},
    {"cli.watch.polling", "polling"},
    {"cli.watch.changed", "{clock}  {file} changed"},
    {"cli.build.whole-output", "(the whole build output: {log})"},
    {"cli.build.ok", "ok"},
    {"cli.build.waiting", "lab: waiting for another lab command's build in {folder} ..."},
    {"cli.build.failed", "FAILED"},
    {"cli.bench.checking-first", "checking your file first ..."},
    {"cli.bench.not-timed",
     R"txt(  Not timed: a kernel that fails its checker has no speed worth measuring.
  ./lab check {id} shows what is wrong.
)txt"},
    {"cli.bench.own-output-yours", "--- your file benchmark's own output ---"},
    {"cli.bench.own-output-reference", "--- the reference solution benchmark's own output ---"},
    {"cli.bench.not-timed-yours", "your file could not be timed:"},
    {"cli.bench.not-timed-reference", "the reference solution could not be timed:"},
    {"cli.bench.best", "your best so far: {best}"},
    {"cli.bench.best-and-now", "your best so far: {best}; this run: {now}"},
    {"cli.bench.no-build", "the benchmark does not build"},
    {"cli.bench.rest-without-solution",
     "\"{argument}\": arguments for the benchmark program go with --solution only"},
    {"cli.bench.heading", ": your file beside the reference solution"},
    {"cli.bench.compiling", "compiling {file} and the benchmarks ..."},
    {"cli.bench.timing", "timing your file, then the reference solution (seed {seed}) ..."},
    {"cli.bench.gpu", "GPU: {gpu}"},
    {"cli.bench.picture", "the same as a picture: {file} (open it in a browser)"},
    {"cli.bench.timing-once", "timing your kernel once ..."},
    {"cli.bench.timing-once-building",
     "timing your kernel once (building the benchmarks first) ..."},
    {"cli.bench.not-measured", "not measured: {why}"},
    {"cli.bench.does-not-build", "the benchmark does not build (./lab bench {id} says why)"},
    {"cli.bench.no-headline", "no headline row"},
    {"cli.bench.stopped", "it did not finish in time and was stopped"},
    {"cli.bench.killed-by", "it was killed by {signal}"},
    {"cli.bench.interrupted", "interrupted"},
    {"cli.no-usable-gpu", "no usable GPU: {reason}"},
    {"gpu.required-missing", "no usable GPU: {reason}; LAB_REQUIRE_GPU=1 makes this a failure"},
    {"cli.bench.ended-early", "the benchmark ended before writing all its results ({how})"},
    {"cli.bench.benchmark-stopped", "the benchmark stopped: {text}"},
    {"cli.bench.failed-after-results", "the benchmark wrote its results but failed ({how})"},
    // ---- lab profile (verb_profile.cpp, profile_report.cpp, profile/advice.cpp)
    {"cli.doctor.no-ncu", "Nsight Compute (ncu) not found: only ./lab profile needs it"},
    {"cli.doctor.ncu", "Nsight Compute {version} (for ./lab profile)"},
    {"cli.doctor.ncu-administrators",
     "but only administrators may read this GPU's performance counters (RmProfilingAdminOnly: "
     "1)"},
    {"cli.profile.heading", ": your kernels beside the reference solution's, under Nsight Compute"},
    {"cli.profile.heading-solution", ": the reference solution under Nsight Compute"},
    {"cli.profile.nothing-to-profile", "Nothing to profile in {id}: {why}"},
    {"cli.profile.no-ncu",
     "Nsight Compute (ncu) is not installed here. It comes with the CUDA Toolkit: the "
     "nsight-compute-<version> package of NVIDIA's CUDA repository, or nsight-compute from "
     "Debian's non-free or Ubuntu's multiverse. The lab looks for ncu on PATH, in "
     "$CUDA_HOME/bin, /usr/local/cuda/bin and /opt/nvidia/nsight-compute/; LAB_NCU names "
     "one elsewhere."},
    {"cli.profile.ncu-not-found", "LAB_NCU names {ncu}, which is not an executable program."},
    {"cli.profile.not-profiled",
     R"txt(  Not profiled: a kernel that fails its checker has no profile worth reading.
  ./lab check {id} shows what is wrong.
)txt"},
    {"cli.profile.profiling",
     "profiling your file, then the reference solution, with {ncu} (seed {seed}) ..."},
    {"cli.profile.profiling-solution",
     "profiling the reference solution with {ncu} (seed {seed}) ..."},
    {"cli.profile.whose-yours", "your file"},
    {"cli.profile.whose-reference", "the reference solution"},
    {"cli.profile.not-profiled-run", "{whose} could not be profiled:"},
    {"cli.profile.nothing-recorded", "Nsight Compute recorded no kernel"},
    {"cli.profile.no-permission",
     "Nsight Compute may not read this GPU's performance counters (ERR_NVGPUCTRPERM): on this "
     "machine they are for administrators only. Run ./lab profile as root, or have an "
     "administrator allow them for every user: put \"options nvidia "
     "NVreg_RestrictProfilingToAdminUsers=0\" in a file under /etc/modprobe.d/ and reload the "
     "driver (or reboot). See https://developer.nvidia.com/ERR_NVGPUCTRPERM"},
    {"cli.profile.not-supported",
     "Nsight Compute cannot profile on this machine or GPU (its output says why):"},
    {"cli.profile.cannot-read", "cannot read the report:"},
    {"cli.profile.cannot-read-why", "ncu --import {report} --page {page}: {why}"},
    {"cli.profile.no-rows", "the report holds none of the benchmark's profiled calls"},
    {"cli.profile.no-such-kernel",
     "--kernel {name}: none of the profiled kernels is named so; they are: {kernels}"},
    {"cli.profile.row", "{name} at {size}"},
    {"cli.profile.column-yours", "yours"},
    {"cli.profile.column-reference", "reference"},
    {"cli.profile.column-solution", "reference solution"},
    {"cli.profile.line.kernel", "kernel"},
    {"cli.profile.line.time", "time (one call)"},
    {"cli.profile.line.dram", "DRAM throughput, % of peak"},
    {"cli.profile.line.compute", "compute (SM), % of peak"},
    {"cli.profile.line.occupancy", "occupancy"},
    {"cli.profile.line.limit", "occupancy limited by"},
    {"cli.profile.line.registers", "registers per thread"},
    {"cli.profile.line.block", "threads per block"},
    {"cli.profile.line.stalls", "warps mostly wait for"},
    {"cli.profile.line.load-sectors", "sectors per global load"},
    {"cli.profile.line.store-sectors", "sectors per global store"},
    {"cli.profile.line.conflicts", "shared-memory bank conflicts"},
    {"cli.profile.line.atomics", "atomic requests"},
    {"cli.profile.line.flops", "FP32 throughput"},
    {"cli.profile.cell.occupancy", "{achieved} % of {theoretical} %"},
    {"cli.profile.cell.conflicts", "{conflicts} ({percent} %)"},
    {"cli.profile.cell.flops", "{rate} TFLOP/s ({percent} %)"},
    {"cli.profile.limit.registers", "registers"},
    {"cli.profile.limit.shared-memory", "shared memory"},
    {"cli.profile.limit.warps", "warps per SM"},
    {"cli.profile.limit.blocks", "blocks per SM"},
    {"cli.profile.stall.barrier", "waiting at __syncthreads() for the other warps of the block"},
    {"cli.profile.stall.branch_resolving", "waiting for a branch's target to be worked out"},
    {"cli.profile.stall.dispatch_stall", "the instruction was picked but could not be dispatched"},
    {"cli.profile.stall.drain", "waiting, at the end, for the warp's stores to reach memory"},
    {"cli.profile.stall.gmma", "waiting for warpgroup matrix (wgmma) instructions"},
    {"cli.profile.stall.imc_miss", "waiting for a constant-cache miss"},
    {"cli.profile.stall.lg_throttle",
     "the queue of global-memory instructions was full: many small loads or stores"},
    {"cli.profile.stall.long_scoreboard",
     "waiting for data from global memory (L1, L2 or DRAM) that an instruction needs"},
    {"cli.profile.stall.math_pipe_throttle", "the arithmetic units were busy"},
    {"cli.profile.stall.membar", "waiting at a memory fence (__threadfence)"},
    {"cli.profile.stall.mio_throttle",
     "the queue of shared-memory and special instructions was full"},
    {"cli.profile.stall.misc", "other reasons"},
    {"cli.profile.stall.no_instruction", "waiting for instructions to be fetched"},
    {"cli.profile.stall.not_selected",
     "ready, but the scheduler issued another warp's instruction (enough work: harmless)"},
    {"cli.profile.stall.short_scoreboard",
     "waiting for a shared-memory load or a special function (sqrt, exp, ...)"},
    {"cli.profile.stall.sleeping", "asleep (__nanosleep) or waiting for its warp to converge"},
    {"cli.profile.stall.tex_throttle", "the texture and L1 queue was full"},
    {"cli.profile.stall.wait", "a fixed wait between dependent instructions"},
    {"cli.profile.try-next", "What to try next: {advice}"},
    {"cli.profile.try-next-solution", "What limits it: {advice}"},
    {"cli.profile.advice.as-fast",
     "Your main kernel takes {multiple} x the reference's time: it is as fast as the "
     "reference."},
    {"cli.profile.access.loads", "global loads"},
    {"cli.profile.access.stores", "global stores"},
    {"cli.profile.advice.uncoalesced",
     "Your {kind} take {sectors} sectors of 32 bytes per request, the reference's "
     "{reference}: the threads of a warp touch addresses far apart. Let thread i of a warp "
     "access element base + i, so that a warp's accesses fall in as few sectors as possible."},
    {"cli.profile.advice.uncoalesced-alone",
     "The {kind} take {sectors} sectors of 32 bytes per request: the threads of a warp touch "
     "addresses far apart."},
    {"cli.profile.advice.few-blocks",
     "Your grid of {grid} blocks fills {waves} of the GPU (1: every SM holds as many blocks as "
     "it can), so some SMs sit idle: launch enough blocks to cover the data, one thread per "
     "element, rather than a few blocks that loop."},
    {"cli.profile.advice.bank-conflicts",
     "{percent} % of the shared-memory wavefronts are bank conflicts: threads of a warp hit "
     "the same bank at once. Reading a tile by columns conflicts unless the row is padded: "
     "[TILE][TILE + 1]."},
    {"cli.profile.advice.many-atomics",
     "Your kernel makes {atomics} atomic requests, the reference {reference}: combine the values "
     "within the block first (shared memory or warp shuffles), then make one atomic per block."},
    {"cli.profile.advice.occupancy.registers",
     "Only {theoretical} % of the warps an SM can hold fit, because each thread uses "
     "{registers} registers: less live state per thread lets more blocks run at once."},
    {"cli.profile.advice.occupancy.shared-memory",
     "Only {theoretical} % of the warps an SM can hold fit, because of the shared memory each "
     "block asks for: a smaller tile lets more blocks run at once."},
    {"cli.profile.advice.occupancy.warps",
     "Only {theoretical} % of the warps an SM can hold fit with blocks of {block} threads: a "
     "block size that divides 2048, such as 256 or 512, fills an SM."},
    {"cli.profile.advice.occupancy.blocks",
     "Only {theoretical} % of the warps an SM can hold fit, because an SM runs at most 32 "
     "blocks at a time and yours have {block} threads: blocks of 128 to 512 threads fill it."},
    {"cli.profile.advice.at-bandwidth",
     "It moves data at {dram} % of the DRAM's peak: it is bound by memory bandwidth, and only "
     "moving fewer bytes makes it faster."},
    {"cli.profile.advice.compute-bound",
     "Its SMs are {compute} % busy: it is bound by compute, and only fewer or cheaper "
     "instructions make it faster."},
    {"cli.profile.advice.far-from-flop-peak",
     "It reaches {percent} % of the FP32 peak: each value loaded should be used many times. "
     "Tiles in shared memory, and several outputs per thread kept in registers, do that."},
    {"cli.profile.advice.waits.long_scoreboard",
     "Neither memory ({dram} %) nor compute ({compute} %) is busy, and warps wait for global "
     "memory {share} % of the time: give the GPU more loads in flight, with more threads or "
     "several independent elements per thread."},
    {"cli.profile.advice.waits.barrier",
     "Neither memory ({dram} %) nor compute ({compute} %) is busy, and warps wait at "
     "__syncthreads() {share} % of the time: fewer barriers, or more work between two, helps."},
    {"cli.profile.advice.waits.lg_throttle",
     "Warps wait {share} % of the time for a full queue of memory instructions: fewer and wider "
     "accesses (float4) help."},
    {"cli.profile.advice.waits.mio_throttle",
     "Warps wait {share} % of the time for a full queue of shared-memory instructions: fewer "
     "shared-memory accesses (values kept in registers) help."},
    {"cli.profile.advice.waits.short_scoreboard",
     "Warps wait {share} % of the time for shared memory or special functions: bank conflicts "
     "or too many shared-memory reads per result."},
    {"cli.profile.advice.nothing-alone", "Nothing in these counters stands out as the limit."},
    {"cli.profile.advice.nothing",
     "Nothing in these counters stands out: compare your column with the reference's."},
    {"cli.profile.point-yours", "yours: {kernel}"},
    {"cli.profile.point-reference", "reference: {kernel}"},
    {"cli.profile.point-solution", "{kernel}"},
    {"cli.profile.picture", "the roofline of these kernels: {file} (open it in a browser)"},
    {"cli.profile.times-note",
     "The times are of one call each under the profiler, with the caches flushed before it "
     "(ncu's default): ./lab bench {id} gives the medians of many calls."},
    {"cli.profile.reports",
     "The whole reports: {reports}; open them in Nsight Compute (ncu-ui), or print one with "
     "ncu --import {report} --page details."},
    {"cli.speed.each-size", "measured at each size"},
    {"cli.speed.of-ceiling", "{percent} of {ceiling}"},
    {"cli.speed.reference", " (reference {figure})"},
    {"cli.speed.note", "your {name}: {figure} at {size}{reference}; ./lab bench {id} for details"},
    {"cli.speed.headings",
     "kernel|size|your ms|your rate|% of ceiling|reference ms|% of ceiling|your time"},
    {"cli.speed.time-note",
     "your time: your median time as a multiple of the reference's (1.00 x as fast, 2.00 x twice "
     "as slow)."},
    {"cli.speed.ceiling-note",
     "ceiling, {ceiling}, measured in each run: {yours} in yours, {reference} in the reference's."},
    {"cli.speed.target-met", "target met: {target}"},
    {"cli.speed.target-not-met", "target not met yet: {target}"},
    {"cli.speed.best", "best: {best}"},
    {"cli.speed.best-at", "{figure} ({kernel} at {size})"},
    {"cli.speed.best-of", "{figure} ({kernel})"},  // a best an older lab stored
    {"cli.speed.separator", "; "},
    // The ceiling every memory-bound benchmark row is compared with (bench::copy_ceiling); a
    // chapter's own ceilings are named in its catalogues, "<family>.ceiling...".
    {"bench.ceiling.copy", "copy bandwidth"},
    // A benchmark program's own output (`./build/bench-<chapter>`, `./lab bench <chapter>
    // --solution`): checker/harness/bench.cpp.
    {"bench.heading",
     "cuda-lab benchmark: {chapter} on {gpu} (compute capability {major}.{minor}, {sms} SMs, {l2} "
     "MiB L2), seed {seed}"},
    {"bench.table.headings", "variant|size|median ms|rate|% of ceiling"},
    {"bench.copy-ceiling",
     "ceiling: cudaMemcpyAsync device-to-device of 1 GiB = {rate} GB/s (bytes read + written)"},
    {"bench.sm-clock",
     "SM clock, measured: {before} MHz before the measurements, {after} MHz after"},
    {"bench.stopped", "benchmark stopped: {error}"},
    {"bench.unknown-argument",
     "unknown argument \"{argument}\" (options: --results FILE, --exercises, --quick, --profile)"},
    {"bench.cannot-write", "cannot write {file}"},
    {"cli.doctor.heading", "lab doctor: is this machine ready for cuda-lab?"},
    {"cli.doctor.runtime", "CUDA runtime {version}"},
    {"cli.doctor.driver", "{runtime}; the driver supports CUDA {version}"},
    {"cli.doctor.gpu", "GPU 0: {name}, compute capability {capability}, {gib} GiB"},
    {"cli.doctor.visible-devices",
     "unset CUDA_VISIBLE_DEVICES (it is \"{value}\", which hides GPUs)"},
    {"cli.doctor.rebuild",
     "meson setup --reconfigure {folder} -Dgpu_arch={capability}   (or -Dgpu_arch=native)"},
    {"cli.doctor.arch-unchecked",
     "gpu_arch = {arch} (checked against a GPU only when there is one)"},
    {"cli.doctor.arch-native",
     "gpu_arch = native: built for the GPU present when the build was configured (nvcc's default "
     "without one); cuobjdump, to verify it, was not found"},
    {"cli.doctor.arch-native-fix",
     "if checks fail with \"no kernel image is available\": {rebuild}"},
    {"cli.doctor.nothing-found", "nothing found"},
    {"cli.doctor.code-in", "code in {from}: {architectures}"},
    {"cli.doctor.covers", "{code}, covers compute capability {capability}"},
    {"cli.doctor.ptx-only",
     "{code}: only PTX for compute capability {capability} (works; the driver compiles it at every "
     "first start)"},
    {"cli.doctor.no-code",
     "{code}: no code for compute capability {capability}, so every launch fails with \"no kernel "
     "image is available\""},
    {"cli.doctor.no-sanitizer",
     "compute-sanitizer not found (only ./lab check --sanitize needs it)"},
    {"cli.doctor.ok", "ok"},
    {"cli.doctor.note", "note"},
    {"cli.doctor.problem", "PROBLEM"},
    {"cli.doctor.no-gpu", "NO GPU"},
    {"cli.doctor.fix", "fix:"},
    {"cli.doctor.problems", "Problems to fix: see fix: above."},
    {"cli.doctor.ready-but-no-gpu",
     "Ready to build and to run the host tests; checking chapters needs an NVIDIA GPU."},
    {"cli.doctor.all-good", "All good."},
    {"cli.sanitizer.install",
     "sudo apt install {package}   (the CUDA Toolkit's compute-sanitizer, from NVIDIA's CUDA "
     "repository; with the runfile installer, its Sanitizer component)"},
    {"cli.sanitizer.invalid-global",
     "A thread read or wrote global memory outside every allocation: an index past the end of an "
     "array. Check the bounds test (if (i < n)) and the index formula; the line after \"at\" is "
     "the access, and the thread and block numbers tell you which index it used."},
    {"cli.sanitizer.invalid-shared",
     "A thread indexed a __shared__ array outside its size. Compare the index with the array's "
     "size (static arrays) or with the bytes passed as the third launch parameter (extern "
     "__shared__)."},
    {"cli.sanitizer.invalid-local",
     "A thread overran a local (per-thread) array or its stack: check the index of arrays declared "
     "inside the kernel."},
    {"cli.sanitizer.misaligned",
     "An access on an address that is not a multiple of its size, for example a float4 load from a "
     "pointer that is only float-aligned: check the alignment before a vector load."},
    {"cli.sanitizer.race",
     "Two threads used the same shared-memory location without a barrier between them (one writes, "
     "the other reads or writes). Put __syncthreads() between the phase that writes and the phase "
     "that reads, and between a read and the next overwrite."},
    {"cli.sanitizer.hazard",
     "Two threads used the same shared-memory location without a barrier between them. Put "
     "__syncthreads() between the writes and the reads that depend on them."},
    {"cli.sanitizer.barrier",
     "__syncthreads() was reached by only some threads of a block: it sits inside an if, or a loop "
     "whose trip count differs between threads. Move the barrier to where every thread of the "
     "block reaches it."},
    {"cli.sanitizer.divergent-barrier",
     "__syncthreads() was reached by only some threads of a warp: move the barrier out of the "
     "branch so that every thread of the block reaches it."},
    {"cli.sanitizer.uninitialized",
     "A thread read memory that nothing wrote: check that every element is written before it is "
     "read."},
    {"cli.sanitizer.other",
     "The first line names the problem; the line after \"at\" gives the kernel and file:line, \"by "
     "thread\" the thread and block that did it."},
    {"cli.sanitizer.errors", "{count} error(s)"},
    {"cli.sanitizer.no-errors", "no errors"},
    {"cli.sanitizer.first-report", "compute-sanitizer {tool}, the first report:"},
    {"cli.sanitizer.meaning", "What it means: {meaning}"},
    {"cli.build.progress", "building {what} (step {done} of {total})"},
    {"cli.build.undefined-reference",
     "The linker cannot find a function declared in the chapter's header: your file must define "
     "each of them with exactly the same name and parameter types (do not rename them or change a "
     "parameter)."},
    {"cli.build.no-ninja",
     "cannot run ninja: install it (sudo apt install ninja-build, or pip install ninja)"},
    {"cli.build.compiling", "compiling {file} ..."},
    {"cli.build.linking", "linking {file} into {what} ..."},
    {"cli.build.more-lines", "... ({count} more lines)"},
    {"cli.build.header-declares", "the header declares ({file}:{line}):"},
    {"cli.build.file-defines", "your file defines ({file}:{line}):"},
    {"cli.build.defines-none", "your file defines no function named {name}."},
    {"cli.paths.not-configured",
     "the build folder {folder} is not configured (no chapters.json): start the lab through ./lab, "
     "which configures it"},
    {"cli.paths.reconfiguring", "chapter {id} is new: reconfiguring {folder} ..."},
    {"cli.paths.reconfigure-failed", "reconfiguring the build failed:"},
    {"cli.grader.what", "the grader (lab-grade)"},
    {"cli.grader.build-failed", "building the grader failed; the build output: {log}"},
    {"cli.selftest.not-run", "not run"},
    {"cli.selftest.not-started", "could not be started"},
    {"cli.selftest.stopped", "stopped after {seconds} s without a result"},
    {"cli.selftest.as-expected", "as expected"},
    {"cli.selftest.failed", "failed (exit 1)"},
    {"cli.selftest.not-rejected", "not rejected with \"{diagnosis}\" (exit 1)"},
    {"cli.selftest.usage-error", "usage error (exit 2)"},
    {"cli.selftest.no-gpu", "no usable GPU (exit 77)"},
    {"cli.selftest.exit-127", "could not be started (exit 127)"},
    {"cli.selftest.skipped", "skipped"},
    {"cli.selftest.yes", "yes"},
    {"cli.selftest.no", "no"},
    {"cli.selftest.headings", "chapter|solution|skeleton|mistakes|correct|wall|slowest"},
    {"cli.selftest.load-not-started", "it could not be started"},
    {"cli.selftest.load-running", "it is still running"},
    {"cli.selftest.count", "{option} takes a whole number of at least 1, not \"{text}\""},
    {"cli.selftest.no-chapters", "--chapters names no chapter"},
    {"cli.selftest.edited",
     "your file is edited ({file} is not the pristine skeleton; ./lab reset {id} restores it)"},
    {"cli.selftest.no-skeleton-diagnosis",
     "no skeleton_diagnosis in the manifest of checker/{dir}/meson.build"},
    {"cli.selftest.building", "building {count} checkers ..."},
    {"cli.selftest.building-with-load", "building {count} checkers and the GPU load ..."},
    {"cli.selftest.load-ended",
     "the GPU load ended after {after} ({how}): the runs after that are not contended"},
    {"cli.selftest.unexpected", "{count} unexpected"},
    {"cli.selftest.all-as-expected", "all as expected"},
    {"cli.selftest.chapter-done", "{count} runs, {verdict}"},
    {"cli.selftest.summary", "{runs} runs in {seconds} s, {parallel} at a time."},
    {"cli.selftest.summary-with-load",
     "{runs} runs in {seconds} s, {parallel} at a time, beside the GPU load (lab-gpu-load)."},
    {"cli.selftest.skeleton-skipped", "{id} skeleton skipped: {why}"},
    {"cli.selftest.unexpected-heading", "Unexpected results, and how to replay them:"},
    {"cli.selftest.unexpected-run", "{chapter} {variant}, seed {seed}: {outcome}"},
    {"cli.selftest.load-died",
     "The GPU load ended by itself after {after} ({how}); its last lines:"},
    {"cli.selftest.interrupted", "Interrupted (Ctrl-C): the table counts the runs that finished."},
    {"cli.selftest.passed", "every run as expected."},
    {"cli.selftest.one-unexpected", "{count} unexpected result"},
    {"cli.selftest.unexpected-results", "{count} unexpected results"},
    {"cli.selftest.load-died-alone", "the GPU load died"},
    {"cli.selftest.and-load-died", "{results}, and the GPU load died"},
    {"cli.selftest.fake-checker", "a fake checker (LAB_CHECKER)"},
    {"cli.selftest.load-did-not-start", "the GPU load did not start ({why}):"},
    {"cli.selftest.no-start-line", "no start line within {limit}"},
    {"cli.selftest.load", "GPU load: {load}"},
    {"cli.selftest.heading",
     " on {gpu}: {chapters}, {seeds} of each solution, {parallel} checkers at a time"},
    {"cli.selftest.heading-with-load",
     " on {gpu}: {chapters}, {seeds} of each solution, {parallel} checkers at a time, beside a GPU "
     "load"},
    {"cli.selftest.one-chapter", "{count} chapter"},
    {"cli.selftest.chapters", "{count} chapters"},
    {"cli.selftest.one-seed", "{count} seed"},
    {"cli.selftest.seeds", "{count} seeds"},

    // ---- the pictures (checker/cli/pictures): lab bench's, the roofline, the class report's
    {"picture.bench.title", "{chapter}: your kernel, the reference solution and the ceiling"},
    {"picture.bench.yours", "your kernel"},
    {"picture.bench.reference", "reference solution"},
    {"picture.bench.ceiling", "ceiling, measured in your run"},
    {"picture.bench.kernel-and-ceiling", "{kernel} (ceiling: {ceiling})"},
    {"picture.bench.higher-is-faster", "{unit}, higher is faster"},
    {"picture.bench.lower-is-faster", "{unit}, lower is faster"},
    {"picture.roofline.intensity", "arithmetic intensity (FLOP/byte)"},
    {"picture.roofline.throughput", "throughput (GFLOP/s)"},
    {"picture.roofline.bandwidth-roof", "memory bandwidth roof: {value} GB/s"},
    {"picture.roofline.compute-roof", "compute roof: {value} GFLOP/s"},
    {"picture.roofline.ridge", "ridge point: {value} FLOP/byte"},
    {"picture.students", "students"},
    {"picture.scores.title", "{chapter}: scores of the class"},
    {"picture.scores.axis", "score, % of the chapter's maximum"},
    {"picture.speed.title", "{exercise}: speed of the class"},
    {"picture.speed.axis", "% of the ceiling measured in the same run"},
    {"picture.speed.target", "target: {percent}"},

    // ---- the grader (checker/cli/grade)
    {"cli.grade.no-sandbox", "cannot run submissions in a sandbox:"},
    {"cli.grade.no-sandbox-why",
     "Untrusted code is never run outside one unless you say so: --no-sandbox runs it without (the "
     "report records it)."},
    {"cli.grade.heading", "{submissions} -> {out}: {chapters}, {jobs}, class seed {seed}{shard}"},
    {"cli.grade.shard", ", shard {shard}/{shards}"},
    // The optional fast exercise's output in Gradescope's results.json (grade/outputs.cpp).
    {"cli.grade.fast-output", "{percent} % of the ceiling"},
    {"cli.grade.not-timed", "not timed"},
    // The class report, report.html (checker/cli/grade/report_html.cpp).
    {"cli.grade.report.title", "lab grade: class report"},
    {"cli.grade.report.heading", "Class report"},
    {"cli.grade.report.students", "students"},
    {"cli.grade.report.sandbox", "sandbox"},
    {"cli.grade.report.limits", "limits"},
    {"cli.grade.report.test-hook", "test hook"},
    {"cli.grade.report.class-seed", "class seed"},
    {"cli.grade.report.last-run", "last run"},
    {"cli.grade.report.last-run-text",
     "{graded} (student, chapter) graded in {duration}, {jobs} at a time"},
    {"cli.grade.report.per-chapter", "Per chapter"},
    {"cli.grade.report.per-chapter-headings",
     "chapter|students|full marks|mean score|did not compile|not submitted or rejected|no "
     "trustworthy result|not graded"},
    {"cli.grade.report.failures", "Most common failures, by diagnosis"},
    {"cli.grade.report.failures-note",
     "Students whose tests failed with each diagnosis id (docs/report-format.md), with one example "
     "of its text."},
    {"cli.grade.report.failures-headings", "diagnosis id|students|example"},
    {"cli.grade.report.no-id", "(no id)"},
    {"cli.grade.report.compile", "Did not compile"},
    {"cli.grade.report.compile-headings", "student|chapter|why|first messages"},
    {"cli.grade.report.all-compiled", "Every submitted file compiled."},
    {"cli.grade.report.untrustworthy", "Runs without a trustworthy result"},
    {"cli.grade.report.untrustworthy-note",
     "No credit: the checker was killed, stopped, or its report did not hold together."},
    {"cli.grade.report.untrustworthy-headings", "student|chapter|why"},
    {"cli.grade.report.fast", "Optional fast kernels"},
    {"cli.grade.report.fast-note",
     "Measured in a benchmark pass with the GPU to itself (never beside other checkers), on the "
     "grading GPU. The ceiling is measured in the same run."},
    {"cli.grade.report.fast-heading", "{kernel} (target: {target}, {points} points)"},
    {"cli.grade.report.fast-headings",
     "student|size|% of the same-run ceiling|time vs the reference solution|target|note"},
    {"cli.grade.report.fast-headings-named",
     "student|size|% of the same-run ceiling ({ceiling})|time vs the reference "
     "solution|target|note"},
    {"cli.grade.report.met", "met"},
    {"cli.grade.report.not-met", "not met"},
    {"cli.grade.report.similar", "Similar submissions"},
    {"cli.grade.report.similar-note",
     "Pairs whose chapter files are nearly identical once whitespace, comments and identifier "
     "names are normalised (similarity ≥ {threshold}). The judgement is yours."},
    {"cli.grade.report.no-pairs", "No similar pairs."},
    {"cli.grade.report.similar-headings", "student|student|similarity"},
    {"cli.grade.report.listed", "{what} ({count}): {names}"},
    {"cli.grade.report.identical", "Identical to the reference solution"},
    {"cli.grade.report.untouched", "Untouched skeleton"},
    {"cli.grade.report.submissions", "Submissions"},
    {"cli.grade.report.submissions-headings", "student|form|chapter files|notes"},
    {"cli.grade.report.rejected", "rejected: {why}"},
    {"cli.grade.report.more", ", ... ({count} more)"},
    {"cli.grade.report.ignored", "ignored, part of the lab (only the chapter's own .cu counts)"},
    {"cli.grade.report.unused", "unused"},
    {"cli.grade.one-chapter", "{count} chapter"},
    {"cli.grade.chapters", "{count} chapters"},
    {"cli.grade.one-job", "{count} job"},
    {"cli.grade.jobs", "{count} jobs"},
    {"cli.grade.sandbox", "sandbox: {sandbox}; {limits}"},
    {"cli.grade.test-hook",
     "test hook: every chapter is checked by the fixture checker (LAB_GRADE_FIXTURE)"},
    {"cli.grade.building", "building the chapters' checkers once ..."},
    {"cli.grade.one-submission", "{count} submission of {entries}"},
    {"cli.grade.submissions", "{count} submissions of {entries}"},
    {"cli.grade.one-kept", "{count} result kept from the journal (files unchanged)"},
    {"cli.grade.kept", "{count} results kept from the journal (files unchanged)"},
    {"cli.grade.graded",
     "{count} graded in {time}; outputs in {out} (report.html, grades.csv, grades.json, junit.xml, "
     "gradescope/)"},
    {"cli.grade.interrupted", "Interrupted: run the same command again to go on where it stopped."},
    {"cli.grade.no-gpu", "Not graded: the checkers found no usable GPU:"},
    {"cli.grade.errors",
     "{count} result(s) could not be produced (outcome \"error\" in grades.json)"},
    {"cli.grade.whole-number",
     "{option} takes a whole number from {low} to {high}, not \"{text}\""},
    {"cli.grade.name-folder",
     "name the folder of submissions, e.g. ./lab grade submissions/ --out graded/"},
    {"cli.grade.not-a-folder", "{path} is not a folder"},
    {"cli.grade.out-needed", "--out DIR is needed: the folder for the journal and the grades"},
    {"cli.grade.out-inside", "--out must be outside the submissions folder"},
    {"cli.grade.shard-form",
     "--shard takes I/N with 1 <= I <= N, e.g. --shard 3/8, not \"{text}\""},
    {"cli.grade.shard-needs-seed", "--shard needs --seed: every shard must derive the same seeds"},
    {"cli.grade.demo-needs-folder", "--demo-class N needs the folder to write the class into"},
    {"cli.grade.not-empty", "{path} is not empty"},
    {"cli.grade.demo-class",
     R"txt(A demo class of {count} submissions ({students} students and 6 broken ones) in {folder}.
Grade it: ./lab grade {folder} --out <DIR>
)txt"},
    {"cli.grade.demo-class-fixture",
     R"txt(A demo class of {count} submissions ({students} students and 6 broken ones) in {folder} (fixture stand-ins for the test hook).
Grade it: ./lab grade {folder} --out <DIR>
)txt"},
    {"cli.grade.merge-usage", "name the shards' folders and --out DIR for the merged outputs"},
    {"cli.grade.no-class", "{path} holds no graded class (no class.json)"},
    {"cli.grade.other-seed", "{path} was graded with another class seed than {first}"},
    {"cli.grade.out-is-shard", "--out must be another folder than the shards'"},
    {"cli.grade.merged-one", "Merged {count} shard folder ({students} students) into {out}."},
    {"cli.grade.merged", "Merged {count} shard folders ({students} students) into {out}."},

    // ---- the checkers' harness (checker/harness)
    {"harness.no-driver",
     "no NVIDIA driver is installed or loaded. Install the NVIDIA driver (then nvidia-smi "
     "lists the GPU); on WSL, install the Windows driver, not a Linux one."},
    {"harness.old-driver",
     "the NVIDIA driver supports CUDA {driver} only, older than the CUDA {runtime} runtime this "
     "lab is built with. Update the driver (nvidia-smi shows its version), or build with CUDA "
     "Toolkit {driver}."},
    {"stale-second-call",
     "the second call returned the first call's result: {function} was called again on the same "
     "buffers with fresh inputs, and {output} came back exactly as after the first call. A "
     "launcher "
     "must do the work on every call: keep no results (or pointers) between calls."},
    // The supervisor's summary (checker/harness/supervisor.cpp).
    {"harness.header", "cuda-lab checker: {chapter} ({variant}), seed {seed}"},
    {"harness.gpu", "GPU: {name} (compute capability {major}.{minor}, {sms} SMs)"},
    {"harness.outcome-pass", "PASS"},
    {"harness.outcome-fail", "FAIL"},
    {"harness.outcome-crash", "CRASH"},
    {"harness.outcome-hang", "HANG"},
    {"harness.outcome-exited", "EXITED"},
    {"harness.outcome-skip", "SKIP"},
    {"harness.outcome-not-run", "NOT RUN"},
    {"harness.ran-alone", "(ran alone in a fresh process)"},
    {"harness.printed-lines", "The code under test printed {count} line(s){shown}:"},
    {"harness.printed-first", ", the first {count}"},
    {"harness.could-not-finish", "The checker could not finish: {reason}."},
    {"harness.no-gpu-skipped", "SKIPPED: no usable GPU: {reason}"},
    {"harness.no-gpu-failed", "FAILED: {why}"},
    {"harness.needs-gpu",
     "This checker runs your kernels, so it needs an NVIDIA GPU with a working driver."},
    {"harness.usage-error", "error: {error} (selection: {selection})"},
    {"harness.interrupted", "Interrupted."},
    {"harness.passed-all", "PASSED: all {total} tests."},
    {"harness.passed-some", "FAILED: {passed} of {total} tests passed."},
    {"harness.replay-seed",
     "Inputs came from seed {seed}: replay them with --seed {seed} (or LAB_SEED={seed})."},
    {"harness.expect-not-caught",
     "MISTAKE NOT CAUGHT: every test passed this known-wrong variant (expected a failure "
     "mentioning \"{text}\")"},
    {"harness.expect-wrong-diagnosis",
     "CAUGHT, BUT WITH THE WRONG DIAGNOSIS: expected one mentioning \"{text}\"; got:"},
    {"harness.expect-caught", "caught as expected (diagnosis mentions \"{text}\")"},
    {"harness.error", "error: {error}"},
    {"harness.cannot-write", "cannot write {path}: {reason}"},
    {"harness.cannot-write-report", "cannot write the report {path}: {reason}"},
    {"harness.usage-timeout", "--timeout: \"{value}\" is not a positive number of seconds"},
    {"harness.usage-needs-value", "{option} needs a value"},
    {"harness.usage-unknown-option",
     "unknown option {option} (options: --seed N, --timeout S, --report FILE, --junit FILE, "
     "--expect-diagnosis TEXT; other arguments select test cases)"},
    {"harness.usage-selection", "Catch2 did not accept the test selection or options"},
    {"harness.usage-seed", "a seed is a non-negative decimal number, got \"{value}\""},
    {"harness.usage-seed-too-large", "seed \"{value}\" does not fit in 64 bits"},
    // How a worker ended, and what the supervisor says about it.
    {"harness.signal-segv",
     "a segmentation fault: host code read or wrote memory it does not own, for example it "
     "dereferenced a device pointer on the CPU or indexed past the end of a host array"},
    {"harness.signal-abrt",
     "abort(): an assert failed, an exception escaped, or the code under test called abort()"},
    {"harness.signal-fpe", "an arithmetic error on the CPU, such as an integer division by zero"},
    {"harness.signal-bus", "a bus error: a misaligned or unmapped memory access on the CPU"},
    {"harness.signal-kill",
     "killed from outside the checker, often because the machine ran out of memory"},
    {"harness.signal-other", "the process was stopped by this signal"},
    {"harness.signal-number", "signal {number}"},
    {"harness.killed-by", "killed by {signal}"},
    {"harness.exit-code", "exit code {code}"},
    {"harness.no-secret", "cannot read /dev/urandom for the report channel's secret"},
    {"harness.cannot-start", "cannot start the test program: {reason}"},
    {"harness.ended-before-tests", "the test program ended before its tests started"},
    {"harness.ended-outside-test", "the test program ended outside any test ({how})"},
    {"harness.between-tests", "(between tests)"},
    {"harness.not-run-after-hang", "not run: the checker stopped after the hang in \"{test}\"."},
    {"harness.not-run-not-selected",
     "not run: running it alone in a fresh process did not select it."},
    {"harness.not-run-ended-early",
     "not run: a fresh process for it ended before the test started ({how})."},
    {"printed-output",
     "the code under test printed {count} line(s) during this test. A launcher and its kernels "
     "must not print (the chapter's contract): remove the printf. To print while you debug, use "
     "./lab run."},
    {"forged-report",
     "a line on the checker's report channel did not carry this run's secret: something in the "
     "code under test wrote to the checker's channel (\"{line}\"). A test cannot report its own "
     "result; this counts as failed."},
    {"hang",
     "HANG: the test \"{test}\" did not finish within {seconds} s and was stopped. Likely "
     "causes: a loop whose exit condition never becomes true, __syncthreads() inside a branch "
     "that not all threads of a block take, or a thread waiting for a value another block never "
     "writes. (--timeout SECONDS changes the limit.)"},
    {"crash", "the test program was {how} ({explanation})."},
    {"process-exited",
     "something in the code under test ended the program in the middle of a test ({how}), for "
     "example exit(), _exit() or quick_exit() in a launcher. A launcher must return to its "
     "caller. This counts as failed, whatever the exit code."},
    // The worker (checker/harness/worker.cpp).
    {"harness.exception-escaped", "an exception escaped the test: {what}"},
    {"harness.assertion-failed", "{macro}({expression}) failed, with {expanded}"},
    // CUDA errors and a broken context (checker/harness/gpu.cpp).
    {"harness.cuda-error", "CUDA error while {doing}: {error}."},
    {"harness.sticky",
     "This error is sticky: the GPU context of this process is unusable, so the remaining GPU "
     "tests cannot run.\n  Likely an out-of-bounds access: run `./lab check <chapter> "
     "--sanitize` (compute-sanitizer) to see the kernel, file:line, block and thread of the "
     "first bad access."},
    {"harness.broken-while", "{error} while {doing}"},
    {"harness.context-unusable",
     "not run: an earlier test left the GPU context unusable ({reason})"},
    // What a launcher did (checker/harness/capture.cpp).
    {"harness.a-kernel", "a kernel"},
    {"harness.launch-config", "grid {grid} x block {block}"},
    {"harness.launch-shared-memory", ", {bytes} B dynamic shared memory"},
    {"harness.running-directly", "running {function} (called directly)"},
    {"launch-rejected", "the kernel launch in {function} was rejected: {error}.\n  {advice}"},
    {"forbidden-in-launcher",
     "{function} did something a launch function must not do: {error}.\n  A launch function only "
     "enqueues work on the stream it is given. Remove cudaDeviceSynchronize / "
     "cudaStreamSynchronize, cudaMalloc / cudaFree and synchronous cudaMemcpy from it (the "
     "caller decides when to wait).\n  (The checker records your stream into a CUDA graph to see "
     "what {function} launched.)"},
    {"forbidden-call-in-launcher",
     "{function} called {calls} while it was enqueuing its work: a launch function must not do "
     "that ({error}).\n  A launch function only enqueues work on the stream it is given, on "
     "buffers the caller owns: it allocates nothing, frees nothing and waits for nothing (the "
     "caller decides when to wait). Allocate once, outside it; copy with cudaMemcpyAsync on the "
     "stream.\n  (The checker records your stream into a CUDA graph to see what {function} "
     "enqueued; these calls cannot be recorded.)"},
    {"harness.forbidden.allocation", "{call} (an allocation)"},
    {"harness.forbidden.free", "{call} (a free)"},
    {"harness.forbidden.wait", "{call} (a wait)"},
    {"harness.forbidden.legacy-copy",
     "{call} (a copy on the legacy default stream: use cudaMemcpyAsync on the stream it was "
     "given)"},
    {"default-stream-in-launcher",
     "{function} called {calls}. That work runs on the legacy default stream, which the "
     "caller's non-blocking stream does not wait for, and which does not wait for it: nothing "
     "orders it with the kernels on the stream {function} was given, so it may run before or "
     "after them (here it ran once, while the checker recorded the call, and never again). Put "
     "it on the stream: cudaMemsetAsync(..., stream), cudaMemcpyAsync(..., stream)."},
    {"harness.forbidden.default-stream-memset",
     "{call} (on the legacy default stream: use cudaMemsetAsync on the stream it was given)"},
    {"harness.crash-in-call",
     "The crash happened inside {function}, a function of your file that the checker was "
     "calling."},
    {"host-access-to-device-memory",
     "The address it touched lies in device memory (from cudaMalloc): {function} read or wrote "
     "through a device pointer on the host. The CPU cannot reach that memory; only a kernel can, "
     "or a copy (cudaMemcpyAsync) that brings the values to host memory first."},
    {"harness.recorded-anyway", "the recording went on, but the contract forbids it all the same"},
    {"allocates-in-launcher",
     "{function} allocates or frees memory on its stream ({calls}). The contract forbids it: a "
     "launch function only enqueues work on buffers the caller owns, and it runs frame after "
     "frame, where an allocation per call costs time and, in a CUDA graph, cannot be launched "
     "again until it is freed. Allocate any scratch memory once, outside the launch function, "
     "and pass it in (or compute without it)."},
    {"harness.recorded-call-failed",
     "running the work that the launch function enqueued on its stream"},
    {"grid-dim-for-block-dim",
     "your index uses gridDim.{axis} where blockDim.{axis} belongs (along {axis}): with your "
     "launch, {launch}, blockIdx.{axis} * gridDim.{axis} + threadIdx.{axis} reaches exactly the "
     "{reached} of the {extent} indices that were written, and skips the rest. gridDim is the "
     "number of blocks, blockDim the number of threads in one. A block's first index is "
     "blockIdx.{axis} * blockDim.{axis}: multiply the block's index by the size of a block, then "
     "add the thread's index (left multiply, right add)."},
    {"input-has-no-effect",
     "{input} has no effect on {output}: the checker {how} and ran {function} again, and "
     "{output} came back bit for bit the same. Does your code read {input} where it should (a "
     "name typed twice, such as a[i] + a[i], or a value of its own in its place)?"},
    {"harness.input-negated", "negated every element of {input}"},
    {"harness.input-doubled", "doubled every element of {input}"},
    {"capture-failed", "recording {function}'s work on its stream failed: {error}"},
    {"outside-work-failed", "work that {function} launched outside its stream failed: {error}"},
    {"harness.no-kernel", "no kernel"},
    {"harness.kernel-count", "{count} kernel(s)"},
    {"harness.launched-on-stream",
     "{function} launched {launched} on the stream it was given (expected {expected})."},
    {"no-launch",
     "{head}\n  Nothing else wrote the output either: {function} returned without launching. "
     "Does a condition skip the launch (on n, or on something kept from an earlier call)? A "
     "launch function must launch its kernel on every call with n > 0."},
    {"wrong-stream",
     "{head}\n  Launch on the caller's stream: kernel<<<grid, block, 0, stream>>>(...). Without "
     "the 4th argument the kernel goes to the default stream, which the caller did not ask for: "
     "a non-blocking stream, such as the checker's, is not ordered with it at all, so the kernel "
     "may run before the caller's inputs have arrived, or after the caller has read its output."},
    {"harness.ran-on-other-stream",
     "Your kernel did run and write its output, but on another stream than the one passed in."},
    {"launch-when-empty",
     "{function} with {case} must launch nothing (return before the launch: a grid of 0 blocks "
     "is an invalid configuration), but it {what}"},
    {"harness.tried-to-launch", "tried to launch: {error}"},
    {"harness.launched", "launched {launch}"},
    // Guard bands and inputs (checker/harness/guarded.h).
    {"harness.bounds-check-advice",
     "Threads with an index >= n must not write: add a bounds check (if (i < n)) before the "
     "store."},
    {"write-past-end",
     "wrote past the end of {name}: {count} element(s) between {name}[{first}] and "
     "{name}[{last}] were changed (n = {n}). {advice}"},
    {"write-before-start",
     "wrote before the start of {name}: {count} element(s) between {name}[-{first}] and "
     "{name}[-{last}] were changed: an index went negative."},
    {"input-modified",
     "the input {name} was modified: {count} element(s) changed, the first at index {first}. "
     "Inputs are const: write only to the output."},
    // Lists of examples (checker/harness/diagnosis.h).
    {"harness.and-more", " (and {count} more)"},
    // ---- the device work's order (stream_graph.h) and its timeline (stream_timeline.h)
    {"stream-graph.stream", "stream {letter}"},
    {"stream-graph.legacy-stream", "the legacy default stream"},
    {"stream-graph.per-thread-stream", "the per-thread default stream"},
    {"stream-graph.event", "event E{number}"},
    {"stream-graph.depends", "{later} waits for {earlier}: {steps}."},
    {"stream-graph.separator", "; "},
    {"stream-graph.sentence-separator", " "},
    {"stream-graph.step.one-stream",
     "both are on {stream}, which runs its work one piece after the other, in the order it was "
     "issued"},
    {"stream-graph.step.same-stream", "{to} comes after {from} on {stream}"},
    {"stream-graph.step.event",
     "{event}, recorded on {stream} after {from}, is waited for by {waiter} before {to}"},
    {"stream-graph.step.legacy-after-blocking",
     "{to} is on the legacy default stream, which waits for the earlier work of every blocking "
     "stream, such as {from} on {stream}"},
    {"stream-graph.step.blocking-after-legacy",
     "{to} is on {stream}, a blocking stream (created without cudaStreamNonBlocking), which "
     "waits for the earlier work of the legacy default stream, such as {from}"},
    {"stream-graph.step.host",
     "the host waited for {what} ({call}) after issuing {from}, and only then issued {to}"},
    {"stream-graph.step.host-copy",
     "{from} is a synchronous copy, which the host waited for before it issued {to}"},
    {"stream-graph.step.host-copy-after",
     "the host waited for the synchronous copy {copy}, which comes after {from} on the legacy "
     "default stream, and only then issued {to}"},
    {"stream-graph.host.whole-device", "the whole device"},
    {"stream-graph.independent",
     "Nothing makes {later} wait for {earlier}: no chain of streams, events or host waits leads "
     "from one to the other."},
    {"stream-graph.empty-wait",
     "Of the waits before it, {wait} waited for nothing: {event} had not been recorded before "
     "it, and a wait takes the event's most recent record before it."},
    {"stream-graph.label.kernel", "kernel {name} (call {n})"},
    {"stream-graph.label.unnamed-kernel", "a kernel launch (call {n})"},
    {"stream-graph.label.copy", "{function}, {direction} (call {n})"},
    {"stream-graph.label.call", "{function} (call {n})"},
    {"stream-graph.label.record", "the record of {event} on {stream} (call {n})"},
    {"stream-graph.label.wait", "the wait of {stream} for {event} (call {n})"},
    {"stream-graph.label.host-wait", "the host's {function} (call {n})"},
    {"stream-graph.direction.host-to-device", "host to device"},
    {"stream-graph.direction.device-to-host", "device to host"},
    {"stream-graph.direction.device-to-device", "device to device"},
    {"stream-graph.direction.host-to-host", "host to host"},
    {"stream-graph.brief.kernel", "kernel"},
    {"stream-graph.brief.host-function", "host fn"},
    {"stream-graph.brief.graph", "graph"},
    {"stream-graph.timeline.host", "host"},
    {"stream-graph.timeline.legacy", "stream 0"},
    {"stream-graph.timeline.per-thread", "per-thread"},
    {"stream-graph.timeline.blocking", "{stream} (blocking)"},
    {"stream-graph.timeline.sync", "sync {what}"},
    {"stream-graph.timeline.all", "all"},
    {"stream-graph.timeline.copy", "copy"},
    {"stream-graph.timeline.columns",
     "Work in one column may run at the same time; each piece runs after what it waits for in "
     "the columns before."},
    {"stream-graph.timeline.marks",
     "E1> the stream waits for event E1 first, >E1 it records E1 after; sync: the host waits."},
    {"stream-graph.timeline.chain", "*: the chain by which {later} waits for {earlier}."},
    {"stream-graph.timeline.steps", "steps: work in one column may run at the same time"},
    // ---- causes judged over the whole run (cause_rules.h)
    {"harness.rule-names-no-test",
     "a cause rule of this chapter names a test that this checker does not have: \"{test}\""},
    {"harness.likely-cause", "Likely cause:"},
    {"harness.likely-causes", "Causes that fit all of this run's evidence, the likeliest first:"},
    {"harness.causes-of", "What the whole run says about \"{test}\":"},
    {"harness.evidence.passed", "the test \"{test}\" passed"},
    {"harness.evidence.failed", "the test \"{test}\" failed"},
    {"harness.evidence.found", "a test failed with {id}"},
    {"harness.evidence.failed-with", "the test \"{test}\" failed with {id}"},
    {"harness.evidence.proposed", "the same test points to {id}"},
    {"harness.evidence.missing", "not shown: {evidence} is not so"},
    // Comparing with the reference (checker/harness/compare.cpp).
    {"harness.exact-match", "exact match"},
    {"harness.bound-with-rule", "{bound} ({rule})"},
    {"nondeterministic-result",
     "two runs on the same input gave different {name}: {count} element(s) differ, the first at "
     "index {first}. A result that changes from run to run points to a race: threads reading "
     "what other threads write without a barrier or an atomic, or reading uninitialised memory."},
    {"harness.second-call-wrong",
     "the first call was right, but a second call of {function} on the same buffers with fresh "
     "inputs was not:"},
    {"wrong-result",
     "{wrong} of {checked} elements of {name} are wrong{unwritten}. Tolerance: {tolerance}."},
    {"harness.never-written-count", " ({count} never written)"},
    {"harness.element", "{name}[{where}]: got {got}, want {want}"},
    {"harness.block-thread", "{index} (block {block}, thread {thread})"},
    {"harness.never-written", "never written"},
    {"harness.more-elements", "... and {count} more"},
    {"harness.hint", "hint: {hint}"},
    {"never-written",
     "none of the {n} elements of {name} was written: did the kernel run (a rejected launch)? "
     "Does it store to {name}? Is the bounds check rejecting every thread?"},
    {"harness.launch-shape",
     "the launch has {threads} threads ({grid} blocks of {block}) for n = {n}"},
    {"harness.grid-short",
     "only the first {written} = grid x block elements were written: the grid ({grid} blocks of "
     "{block}) covers fewer than n = {n} threads."},
    {"grid-rounded-down", "{short} Round the grid up: grid = (n + block - 1) / block."},
    {"grid-too-small",
     "{short} It is short by {missing} threads, more than a block, so it was not merely rounded "
     "down: with one thread per element, grid = (n + block - 1) / block."},
    {"first-block-only",
     "only the first {written} elements, one block's worth, were written, although {grid} blocks "
     "ran: the other blocks wrote nothing inside [0, n). Either every block wrote the same first "
     "elements (the index ignores blockIdx.x), or the other blocks' indices fell past n (a block "
     "offset larger than blockDim.x, such as blockIdx.x * blockDim.x * 2). The global index is i "
     "= blockIdx.x * blockDim.x + threadIdx.x (\"left multiply, right add\")."},
    {"tail-unwritten",
     "only the last {missing} element(s), from index {from} on, were never written; every "
     "element before them is right. {cause}"},
    {"harness.tail-cause-unknown-launch",
     "Too few threads for n, a bounds check that stops early (such as i < n - 1), or an index "
     "formula that sends the last threads elsewhere?"},
    {"harness.tail-cause-enough-threads",
     "As {launch}, enough for one thread per element, the threads meant for the tail did not "
     "write it: a bounds check that stops early (such as i < n - 1), or an index formula that "
     "sends those threads elsewhere?"},
    {"harness.tail-cause-several-per-thread",
     "As {launch}, each thread must handle several elements: the last ones are left out (a loop "
     "that stops early, or a remainder after the last whole group, such as the n % 4 floats "
     "after the last float4, that is not handled?)."},
    {"unwritten-gaps",
     "{count} elements in {runs} separate runs were never written ({examples}): those elements "
     "got no thread. {cause}"},
    {"harness.gaps-cause-unknown-launch",
     "Other threads wrote the same elements twice, fell outside [0, n) or wrote nothing: check "
     "the index formula, i = blockIdx.x * blockDim.x + threadIdx.x."},
    {"harness.gaps-cause-whole-blocks",
     "The runs are whole blocks' ranges of {block} elements: those blocks returned early, or the "
     "block offset in the index is wrong (it must be blockIdx.x * blockDim.x; a larger one, such "
     "as blockIdx.x * blockDim.x * 2, skips ranges and sends later blocks past n)."},
    {"harness.gaps-cause-enough-threads",
     "As {launch}, enough for one thread per element, other threads wrote the same elements "
     "twice, fell outside [0, n) or wrote nothing: check the index formula, i = blockIdx.x * "
     "blockDim.x + threadIdx.x."},
    {"harness.gaps-cause-several-per-thread",
     "As {launch}, each thread must handle several elements: its loop or stride skips some."},
    {"value-multiple",
     "every wrong element holds exactly {times} its right value: its result was added in "
     "{count}. Do several threads (or several launches) cover the same element, each adding to "
     "{name} (+= or atomicAdd) where one should assign it (=)?"},
    {"harness.times-value-2", "twice"},
    {"harness.times-value", "{k} times"},
    {"harness.times-added-2", "twice"},
    {"harness.times-added", "{k} times"},
    {"block-edges",
     "all wrong elements sit at block edges (the first or last thread of a block): check how the "
     "index and any neighbour access behave at block boundaries."},
    {"last-block-wrong",
     "only elements of the last, partial block (from index {from} on) are wrong: check how the "
     "last block is handled, where it has fewer elements than threads."},
    {"tail-wrong",
     "only the last {count} element(s), from index {from} on, are wrong; every element before "
     "them is right."},
    {"partly-unwritten",
     "{unwritten} element(s) were never written and {wrong} hold wrong values."},

    // ---- the optional fast exercises' timings (1.8, 1.11: for lab grade)
    {"timed-result-wrong",
     "{function}, {size}: on the buffers of the timing the result is wrong ({what}), while one "
     "checked "
     "call on fresh buffers was right: it goes wrong only in the timing's run of calls, which "
     "points to "
     "a race or to state kept from one call to the next."},
    {"timed-sum-off", "*output = {got}, want {want}"},
    {"timed-gemm-off",
     "{wrong} elements of C differ from cuBLAS's beyond rounding; the first, C[{i}][{j}] = {got}, "
     "cuBLAS {want}"},
};

}  // namespace

Catalogue core_english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages
