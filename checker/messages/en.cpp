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
     R"txt(usage: ./lab bench <chapter> [--verbose] | ./lab bench <chapter> --solution [args...]

Checks your file (a kernel that fails its checker is not timed), then times it beside the
reference solution: median time (CUDA events, warm-up, median of many runs), rate, % of a
ceiling measured in the same run on this GPU (device-to-device copy bandwidth, or cuBLAS),
and your time as a multiple of the reference's; then the chapter's targets and your best
(also shown by ./lab list).
  --verbose       also print both benchmark programs' own tables
  --solution      the chapter's full table instead: the solution and its variants
                  (arguments after the chapter go to that program)
Exit codes: 0 timed, 1 fails its checker or could not be timed, 77 no usable GPU.
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
    {"cli.cannot-start", "cannot start {program}: {error}"},
    {"cli.cannot-write", "cannot write {file}"},
    {"cli.build.demo-for", "the demo for {id}"},
    {"cli.watch.watching",
     "watching {folder}/ ({how}); save a file to check again, Ctrl-C to stop"},
    {"cli.watch.notifications", "notifications + polling"},
    {"cli.watch.polling", "polling"},
    {"cli.watch.changed", "{clock}  {file} changed"},
    {"chapter.1.2.title", "Memory: cudaMalloc, copies, pinned memory and lifetimes"},
    {"chapter.1.3.title", "Streams and events: fork and join a second stream"},
    {"chapter.1.5.title", "Thread layout: dim3 in 2D and 3D, qualifiers, device limits"},
    {"chapter.1.6.title", "Vector add: your first kernel, launch and errors"},
    {"chapter.1.7.title", "Shared memory: static, dynamic, a block-wide cache"},
    {"chapter.1.8.title", "Reduce-sum: a shared-memory tree and atomicAdd"},
    {"chapter.1.9.title", "Atomics: a dynamic array built with atomicAdd"},
    {"chapter.1.10.title", "Warp affine: letterbox and bilinear interpolation"},
    {"chapter.1.11.title", "GEMM: your own kernels and cublasSgemm"},
    {"chapter.1.12.title", "YOLOv5 postprocess: decode and NMS"},
    {"chapter.1.14.title", "Errors: launch, execution and sticky errors"},
    {"cli.build.whole-output", "(the whole build output: {log})"},
    {"cli.build.ok", "ok"},
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
    {"cli.speed.separator", "; "},
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
     "the build folder {folder} is not configured (no chapters.tsv): start the lab through ./lab, "
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
     "no chapter_skeleton_diagnosis in checker/{dir}/meson.build"},
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

    // ---- the grader (checker/cli/grade)
    {"cli.grade.no-sandbox", "cannot run submissions in a sandbox:"},
    {"cli.grade.no-sandbox-why",
     "Untrusted code is never run outside one unless you say so: --no-sandbox runs it without (the "
     "report records it)."},
    {"cli.grade.heading", "{submissions} -> {out}: {chapters}, {jobs}, class seed {seed}{shard}"},
    {"cli.grade.shard", ", shard {shard}/{shards}"},
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
    // The worker (checker/harness/runner.cpp).
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

    // ---- 1.2-memory
    {"memory.one-float", "{n} float"},
    {"memory.floats", "{n} floats"},
    {"memory.one-byte", "{n} byte"},
    {"memory.bytes", "{n} bytes"},
    {"memory.own-memory", "memory of its own"},
    {"memory.stream.default", "the default stream (stream 0)"},
    {"memory.stream.per-thread", "the per-thread default stream"},
    {"memory.stream.other", "another stream"},
    {"memory.wrong-example", "{name}[{i}] = {got}, want {want}"},
    {"nothing-copied", "nothing arrived in {name}: {function} left all {floats} as they were."},
    {"size-in-floats",
     "only the first {bytes} of the {floats} arrived in {name}: the size was given in floats, but "
     "cudaMemcpy and cudaMemcpyAsync count bytes: count * sizeof(float)."},
    {"partial-copy",
     "only the first {prefix} of the {floats} arrived in {name}; the rest was left as it was. Was "
     "the size computed from something else than count?"},
    {"memory.wrong-data.copy",
     "{wrong} of the {floats} in {name} are wrong after {function}: {examples}."},
    {"copied-too-much",
     "{function} changed {beyond} element(s) of {name} beyond the {floats} it was asked to copy: "
     "copy count * sizeof(float) bytes, not the whole buffer."},
    {"memory.type.pageable", "ordinary pageable host memory (new, malloc, std::vector)"},
    {"memory.type.pinned", "page-locked host memory"},
    {"memory.type.device", "device memory"},
    {"memory.type.managed", "managed memory (cudaMallocManaged)"},
    {"memory.type.unknown", "memory of an unknown type"},
    {"wrong-count", "{head} set b.n = {got}: b.n is the number of floats in each buffer, n."},
    {"no-device-memory",
     "{head} returned b.device = nullptr: it allocated no device memory. cudaMalloc allocates it."},
    {"not-device-memory",
     "b.device is {type} (cudaPointerGetAttributes says so), not device memory: allocate it with "
     "cudaMalloc."},
    {"no-pinned-memory",
     "{head} returned b.pinned = nullptr: it allocated no page-locked host memory. cudaMallocHost "
     "allocates it."},
    {"not-pinned",
     "b.pinned is not page-locked: cudaPointerGetAttributes says it is {type}. The copy engine "
     "reads and writes only page-locked memory directly, and only copies from it are truly "
     "asynchronous: allocate it with cudaMallocHost."},
    {"allocation-too-small",
     "{buffer} got {bytes} bytes from {function}, but {floats} need n * sizeof(float) = {need} "
     "bytes: sizes are in bytes."},
    {"memory.failed-example", "{function} failed with {error}"},
    {"call-failed", "in {function}, {failures}. Check every runtime call's result (checkRuntime)."},
    {"memory.allocation-example", "{function} of {bytes} bytes"},
    {"memory.allocated-in",
     "{function} allocated memory ({examples}): only allocate_buffers allocates, the copies use "
     "b's buffers."},
    {"memory.leak-per-call",
     " And nothing freed it: every call leaks {what}, until the memory runs out."},
    {"memory.an-allocation", "an allocation"},
    {"memory.allocations", "allocations"},
    {"memory.allocates-per-call",
     " Allocating and freeing on every call is slow: cudaFree and cudaFreeHost wait for the whole "
     "GPU."},
    {"waits-in-async",
     "{function} waited for the GPU ({call}): an asynchronous copy is only enqueued, and the "
     "function returns at once. The caller decides when to wait."},
    {"memory.synchronous-copy.async",
     "{function} copied with {call}, which returns only when the copy is done, and runs it on the "
     "default stream, not on the stream it was given: enqueue it with cudaMemcpyAsync(dst, src, "
     "bytes, kind, stream) and return."},
    {"memory.wrong-stream.async",
     "{function} enqueued its copy on {stream}, not on the stream it was given: pass `stream` as "
     "cudaMemcpyAsync's last argument. The caller orders its work on its own stream; a copy "
     "elsewhere may run before the data it needs is there, or after the caller has already read "
     "the result."},
    {"memory.no-copy.async",
     "{function} enqueued no copy on the stream it was given (cudaMemcpyAsync(dst, src, count * "
     "sizeof(float), kind, stream))."},
    {"memory.not-staged.from-host",
     "stage_upload copied from host itself with {call}, not through b.pinned: copy host into "
     "b.pinned on the CPU (std::memcpy), then enqueue b.pinned -> b.device. From pageable memory "
     "the driver has to stage the data itself, through a buffer of its own."},
    {"memory.synchronous-copy.stage",
     "stage_upload copied {src} -> {dst} with {call}, on the default stream: enqueue it on the "
     "stream it was given with cudaMemcpyAsync(..., stream)."},
    {"memory.wrong-stream.stage",
     "stage_upload enqueued its copy on {stream}, not on the stream it was given: pass `stream` as "
     "cudaMemcpyAsync's last argument."},
    {"memory.not-staged.other-source",
     "stage_upload copied to b.device from {src}, not from b.pinned: stage the data through "
     "b.pinned, the pinned buffer that allocate_buffers made once."},
    {"memory.no-copy.stage",
     "stage_upload enqueued no copy b.pinned -> b.device on the stream it was given."},
    {"memory.copy.before-first", "the copy enqueued before the first stage_upload"},
    {"memory.copy.of-call", "the copy of stage_upload call {call}"},
    {"memory.delivered-none", "{copy} delivered data of none of the calls"},
    {"memory.delivered-call", "{copy} delivered the data of call {call}"},
    {"memory.overwrote-pinned",
     "stage_upload overwrote b.pinned while a copy from it was still waiting on the stream: "
     "{examples}. (The checker held the stream until stage_upload returned or waited, so the copy "
     "engine read b.pinned only then.) The watermelon money: wait until the stream is done with "
     "b.pinned (cudaStreamSynchronize(stream)) BEFORE writing new data into it."},
    {"memory.never-waits", " Your stage_upload never waits for the stream."},
    {"memory.waits-too-late",
     " Your stage_upload waits only after enqueuing its own copy: by then it has already "
     "overwritten b.pinned."},
    {"freed-while-in-use",
     "release_buffers freed {what} ({function}) while a copy that uses it was still queued on the "
     "stream: wait for the stream first (cudaStreamSynchronize(stream)), then free. The watermelon "
     "money cannot be taken back before the watermelon is bought. (Today's {function} waits for "
     "the whole GPU before freeing, which saved the data here: the Programming Guide documents "
     "that cudaMalloc and cudaFree synchronise the device. Do not lean on it: it stalls every "
     "stream, it is not an order your code states, and cudaFreeAsync, or the caching allocator "
     "of a framework, frees without waiting for the whole GPU.)"},
    {"wrong-free-function",
     "release_buffers freed {what} with {tried}, but it came from {function}: free it with "
     "{right}. ({tried} failed with {error} and freed nothing.)"},
    {"leak",
     "{what} ({function}, {bytes} bytes) was never freed: release_buffers must free it with "
     "{right}, or every allocate/release pair leaks it."},
    {"double-free",
     "releasing the buffers a second time freed them again ({examples}): release_buffers must "
     "leave b empty (b = TransferBuffers{}), so that no pointer to freed memory is left behind."},
    {"memory.past-end-advice", "Copy count * sizeof(float) bytes, no more."},
    {"memory.while.release", "running the copy queued before release_buffers"},
    {"not-emptied",
     "release_buffers left b non-empty: set b = TransferBuffers{} after freeing, so that no "
     "pointer to freed memory is left behind."},
    {"memory.capture-failed", "recording {function}'s work on its stream failed: {error}"},
    {"memory.while.copy", "running {function}'s copy"},
    {"memory.called-directly", "called directly: {problems}"},
    {"memory.while.stage", "running stage_upload's copies"},
    {"memory.while.snapshots", "reading b.device's snapshots"},
    {"memory.while.copies", "running the copies"},
    {"memory.wrong-data.cycle",
     "after stage_upload then download_async, b.pinned does not hold the data that stage_upload "
     "was given."},
    {"memory.round", "round with n = {n}: {problems}"},

    // ---- 1.3-stream
    {"stream.fork-advice",
     "Fork first: cudaEventRecord(fork, stream), then cudaStreamWaitEvent(side, fork), then launch "
     "double_plus_one on side."},
    {"stream.join-advice",
     "After double_plus_one: cudaEventRecord(join, side), then cudaStreamWaitEvent(stream, join), "
     "then add_into."},
    {"stream.call-failed", " (it failed: {error})"},
    {"legacy-default-stream",
     "two_stream_pipeline used the legacy default stream (0) in {call}{failed}.\n  Stream 0 is not "
     "a second stream: it waits for every blocking stream and they wait for it, while the caller's "
     "non-blocking stream is not ordered with it at all (recording stream into a graph refuses the "
     "mix). Use the side stream you were given."},
    {"foreign-stream",
     "two_stream_pipeline used a stream it was not given in {call}{failed}.\n  The pipeline's work "
     "goes on the caller's two streams, stream and side, so that the caller decides what it is "
     "ordered with."},
    {"wait-before-record",
     "{wait} came before {record}, the record it should wait for (the course's 1.5.2 order).\n  A "
     "wait takes the event as it is at the moment of the call: its latest record, or nothing when "
     "it was never recorded. So {waiter} waited for nothing (in a loop: for the previous call's "
     "{event}), and {effect}.\n  Record first, then wait: {record}, then {wait}."},
    {"stream.early.side",
     "double_plus_one could start before the caller's earlier work on stream (the upload of in, "
     "say) was done"},
    {"stream.early.stream", "add_into could start before double_plus_one had written b"},
    {"stream.early.other", "what came after the wait was not ordered after the record"},
    {"stream.recorded-outside",
     "{event} was recorded on {stream} while {stream} was not part of stream's work"},
    {"stream.never-recorded-inside",
     "{event} was not recorded on stream or on a stream forked from it"},
    {"stream.side-not-forked.refused",
     "{wait} failed with {error}: {where}.\n  A stream becomes part of the caller's work only by "
     "waiting for an event recorded on stream. side never did, so double_plus_one was not ordered "
     "after the caller's earlier work on stream (the upload of in, say).\n  {fork}"},
    {"stream.unjoined.no-record", "Nothing recorded join on side."},
    {"stream.unjoined.not-waited", "{record} was called, but stream never waited for it."},
    {"stream.unjoined.too-early",
     "{record} came before double_plus_one was launched on side: an event covers only the work "
     "enqueued before its record, so double_plus_one was left out of the join."},
    {"stream.unjoined.later-work", "side has work enqueued after its last join record."},
    {"side-not-joined",
     "side was never joined back to stream: ending the capture of stream reported {error}.\n  "
     "{what}\n  Until stream waits for an event recorded on side after side's last work, the "
     "caller's stream does not cover that work: add_into could read b too early, and "
     "cudaStreamSynchronize(stream) could return while double_plus_one still runs.\n  {join}"},
    {"stream.no-overlap.one-stream",
     "two_stream_pipeline ran all three stages on stream, one after the other: double_plus_one "
     "waited for square although it reads only in, so the two never run at the same time.\n  "
     "Launch double_plus_one on side after a fork (step 1), and join side back before add_into "
     "(step 3)."},
    {"stream.no-overlap.fork-late",
     "fork was recorded after square was launched, so side, and double_plus_one on it, waits for "
     "square: the two run one after the other.\n  Record fork, and make side wait for it, before "
     "launching square."},
    {"stream.no-overlap.side-after-square",
     "double_plus_one runs after square although fork was recorded before square: double_plus_one "
     "was launched on stream (or side waited for a later event), so the two run one after the "
     "other.\n  Launch double_plus_one on side, right after side waits for fork."},
    {"stream.no-overlap.square-after-side",
     "square runs after double_plus_one: the two stages run one after the other instead of side by "
     "side.\n  Right after the fork, launch square on stream and double_plus_one on side."},
    {"stream.side-not-forked.missing",
     "double_plus_one is not part of stream's work (it is missing from the graph recorded from "
     "stream): the stream it was launched on had not waited for an event recorded on stream.\n  So "
     "it ran unordered: maybe before the caller's earlier work on stream (the upload of in, say) "
     "was done, and add_into did not wait for it either.\n  {fork}"},
    {"stream.stage-not-recorded.first",
     "{stage} is not part of stream's work (it is missing from the graph recorded from stream): "
     "launch it on stream (or on side, after the fork)."},
    {"stream.stage-not-recorded.last",
     "{stage} is not part of stream's work (it is missing from the graph recorded from stream): "
     "launch it on stream, after stream has waited for join."},
    {"stage-repeated", "{stage} was launched {count} times: each stage runs once per call."},
    {"add-before-square",
     "add_into does not wait for square, whose result a it adds to: launch add_into on stream "
     "after square (and after stream has waited for join)."},
    {"add-before-join",
     "add_into does not wait for double_plus_one, which writes the b it reads: {why}\n  A wait "
     "orders only what is enqueued on stream after it. {join}"},
    {"stream.add-before-join.late-wait",
     "stream waited for join only after add_into was launched."},
    {"stream.add-before-join.no-wait",
     "stream never waited for an event recorded on side after double_plus_one."},
    {"stream.tolerance",
     "exact: the inputs are whole numbers below 2^11, so every float result is exact"},
    {"stream.while.running", "running two_stream_pipeline"},
    {"stream.while.running-again", "running two_stream_pipeline a second time"},
    {"stream.case-failed", "n = {n}{passed}:\n{problems}"},
    {"stream.passed", " (n = {n} passed)"},

    // ---- 1.5-thread-layout
    {"thread-layout.listing-more", "... and {count} more"},
    {"thread-layout.never-written-count", " ({count} never written)"},
    {"thread-layout.wrong-elements", "{wrong} of {n} elements of out are wrong{never}"},
    {"thread-layout.wrong-voxels", "{wrong} of {n} voxels of out are wrong{never}"},
    {"thread-layout.stride.block",
     "the threads of one block, blockDim.x * blockDim.y * blockDim.z = {count}"},
    {"thread-layout.stride.row", "the threads of gridDim.x blocks = {count}"},
    {"thread-layout.stride.plane", "the threads of gridDim.x * gridDim.y blocks = {count}"},
    {"wrong-origin", "{origin} went to {where}{unit} instead of 0."},
    {"wrong-stride",
     "a step of 1 in {axis} moves {moved} by {moves}{unit}; it must move it by {stride}{unit}."},
    {"thread-layout.left-multiply",
     "Left multiply, right add: each index is multiplied by the product of the dimensions of every "
     "index that varies faster than it."},
    {"thread-layout.moved.position", "the position"},
    {"thread-layout.moved.store", "the store"},
    {"thread-layout.origin.thread", "The thread whose six indices are all 0"},
    {"thread-layout.origin.voxel", "Voxel (0, 0, 0)"},
    {"thread-layout.unit.elements", " elements"},
    {"thread-layout.position-example", "{thread}: got {got}, want {want}"},
    {"thread-layout.position-wrong",
     "layout_position is wrong for {launch}: {wrong} of {total} threads get a wrong position, "
     "e.g. {examples}"},
    {"thread-layout.position-wrong.sampled",
     "layout_position is wrong for {launch}: {wrong} of {total} sampled threads get a wrong "
     "position, e.g. {examples}"},
    {"position-constant",
     "It returned {value} for every thread: it ignores all six indices (step 1)."},
    {"position-wrapped",
     "Each wrong position is the right one modulo 2^32, and the right ones are 2^32 or more: the "
     "arithmetic wrapped around in 32 bits. dim3 and uint3 hold unsigned int, and so does any "
     "product of them: compute the position in long long."},
    {"thread-layout.never-written", "never written"},
    {"thread-layout.record-example", "out[{p}]: got {got}, want {want}"},
    {"thread-layout.records-wrong",
     "{count} ({launch}); out[p] must hold the indices of the thread at position p:{examples}"},
    {"thread-layout.nothing-written.records",
     "Nothing was written into out: every thread must store {blockIdx, threadIdx} at its "
     "layout_position (step 2)."},
    {"wrong-limits",
     "query_limits() returned {name} = {got}; the device's {property} is {want} ({attribute})."},
    {"thread-layout.attribute-xyz", "{prefix}X, Y and Z"},
    {"thread-layout.volume",
     "{width} x {height} x {depth} (width x height x depth), blocks of {block}"},
    {"thread-layout.columns", "columns"},
    {"thread-layout.rows", "rows"},
    {"thread-layout.planes", "planes"},
    {"thread-layout.loop-advice",
     "Keep gridDim.{axis} within the limit and let each thread loop over {axis} in steps of "
     "gridDim.{axis} * blockDim.{axis} (a grid-stride loop)."},
    {"thread-layout.tail.head", "voxels with {axis} >= {from} were never written"},
    {"thread-layout.tail-unwritten", "{head} ({units} {from} to {last})."},
    {"thread-layout.tail.covered",
     ": the grid's {blocks} block(s) of blockDim.{axis} = {per_block} threads cover only {from} "
     "of the {extent} {units}"},
    {"grid-limit-without-loop",
     "{head}{covered}, and covering them all takes {needed} blocks, more than the device allows "
     "(maxGridSize.{axis} = {max}). {advice}"},
    {"thread-layout.grid-too-small",
     "{head}{covered}: round the number of blocks up, ({size} + blockDim.{axis} - 1) / "
     "blockDim.{axis} = {needed}."},
    {"thread-layout.voxel-example", "out[{e}], voxel {voxel}: got {got}"},
    {"thread-layout.voxels-wrong",
     "{count} ({volume}); out[(z * height + y) * width + x] must hold (x, y, z):{examples}"},
    {"thread-layout.nothing-written.volume",
     "Nothing was written into out: the kernel stores nothing, or its bounds check turns every "
     "thread away (steps 4 and 5)."},
    {"grid-over-limit",
     "Covering the {size} of {extent} {units} with blocks of blockDim.{axis} = {per_block} "
     "threads takes {needed} blocks in {axis}, more than the device allows (maxGridSize.{axis} = "
     "{max}), and a launch past the limit is rejected. {advice}"},
    {"thread-layout.bounds-advice",
     "Threads outside the volume must not store: check x < width, y < height and z < depth "
     "before the store (a loop's condition can be the check)."},
    {"thread-layout.launch-shape",
     "record_thread_indices launched {launched}; it was asked for one kernel of {asked}."},
    {"thread-layout.kernels", "{count} kernels"},
    {"thread-layout.swapped",
     " The grid and the block are swapped: <<<grid, block>>> takes the blocks of the grid first, "
     "then the threads of a block."},
    {"kernel-bypasses-helper",
     "layout_position itself gives every thread of this launch its right position on the CPU, "
     "yet the kernel stored elsewhere: does it store at layout_position(gridDim, blockDim, "
     "blockIdx, threadIdx), with the arguments in that order?"},
    {"thread-layout.record-guard-advice",
     "Every thread stores exactly one element, at its layout_position, which is below the "
     "launch's thread count."},
    {"thread-layout.while.record", "running record_thread_indices"},
    {"thread-layout.while.fill", "running fill_coordinates"},
    {"thread-layout.empty-volume", "an empty volume, {volume}"},
    {"wrong-block", "fill_coordinates launched {launch}; its blocks must be the caller's {block}."},
    {"thread-layout.case-failed", "{case}{passed}:\n{problems}"},
    {"thread-layout.passed", " (passed: {list})"},

    // ---- 1.6-vector-add
    {"vector-add.tolerance-rule", "one correctly rounded float addition: u = 2^-24"},
    {"vector-add.running", "running vector_add"},
    {"vector-add.running-again", "running vector_add a second time"},
    {"vector-add.failed-at-size", "n = {n}{passed}:"},
    {"vector-add.sizes-passed", " (n = {sizes} passed)"},
    {"vector-add.failed-misaligned", "n = {n}, pointers offset by one float:"},

    // ---- 1.7-shared-memory
    {"shared-memory.running", "running {function}"},
    {"shared-memory.running-again", "running {function} a second time"},
    {"shared-memory.output-of", "{function}'s output"},
    {"shared-memory.largest-bound", "the largest of the per-element bounds {rule}"},
    {"shared-memory.failed-case", "{label}:\n{problems}"},
    {"shared-memory.failed-case-after", "{label} ({passed} passed):\n{problems}"},
    {"shared-memory.hint", "hint: {hint}"},
    {"dynamic-shared-too-small",
     "{function} launched its kernel ({launch}) with {bytes} bytes of dynamic shared memory, but "
     "{what} needs {needed} bytes.\n  An extern __shared__ array has no size of its own: it gets "
     "exactly the third launch parameter, in BYTES: kernel<<<grid, block, bytes, stream>>>. With "
     "too few bytes its threads read and write past the end of the block's shared memory."},
    {"missing-barrier",
     "Here that is almost always a missing __syncthreads(): a thread read a shared-memory value "
     "that another thread of its block had not stored yet. The barrier goes between the stores "
     "and the loads, where every thread of the block reaches it. `./lab check 1.7 --sanitize` "
     "runs racecheck, which names both lines."},
    {"shared-memory.scale-tolerance", "one correctly rounded float multiplication: u = 2^-24"},
    {"first-warp-right",
     "every wrong element belongs to a thread outside the first warp of its block, the warp of "
     "thread 0: those threads read the shared factor before thread 0 had stored it, and got "
     "whatever that shared word held before. Put __syncthreads() between thread 0's store and "
     "everybody's load."},
    {"shared-memory.chunk-buffer", "the chunk buffer (chunk * sizeof(float) with chunk = {chunk})"},
    {"whole-array-mirror",
     "{count} wrong element(s) hold data[n - 1 - i], the mirror image across the WHOLE array. "
     "Each chunk is reversed on its own: element j of a chunk goes to position len - 1 - j of the "
     "SAME chunk (start = blockIdx.x * blockDim.x)."},
    {"reverse-across-warps",
     "all {count} wrong elements were read from staged[] slots that a thread of ANOTHER warp "
     "stores, and every element read from a slot of the thread's own warp is right: threads read "
     "shared memory before the other warp had stored to it. A warp does not wait for the others "
     "by itself: put __syncthreads() between the stores to staged[] and the loads from it, where "
     "every thread of the block reaches it."},
    {"kept-original",
     "{count} wrong element(s) still hold their original value: either no thread wrote them back, "
     "or a thread wrote back the value it had staged itself (staged[t] instead of staged[len - 1 "
     "- t])."},
    {"shared-memory.reverse.read-outside",
     "{count} element(s) hold the value the checker placed just outside the array: a thread read "
     "outside [0, n), most likely past the end (the last chunk is only n - start long)."},
    {"shared-memory.tile",
     "the tile ((blockDim.x + 2 * radius) floats with blockDim.x = {block}, radius = {radius})"},
    {"shared-memory.stencil-rule",
     "|got - want| <= gamma(2 * radius) * (|in[i - radius]| + ... + |in[i + radius]|): any order "
     "of 2 * radius float additions"},
    {"shared-memory.stencil.read-outside",
     "{count} sum(s) are off by a multiple of {outside}, the value the checker placed just "
     "outside the input: the tile read in[] outside [0, n). Those neighbours count as 0: store 0 "
     "in the tile instead of reading."},
    {"halo-edges",
     "every wrong sum belongs to a thread within {edge} of its block's edge (threads "
     "0..{last_low} or {first_high}..{last_high}): the sums that use the ends of the tile, the "
     "halo. The tile holds blockDim.x + 2 * radius values, tile[j] = in[blockIdx.x * blockDim.x - "
     "radius + j]; check that both ends are loaded completely (the last slot is tile[blockDim.x + "
     "2 * radius - 1]) before the barrier."},

    // ---- 1.8-reduce-sum
    {"reduce-sum.running", "running {function}"},
    {"reduce-sum.running-again", "running {function} a second time"},
    {"reduce-sum.labelled", "{label}: {problem}"},
    {"reduce-sum.hint", "hint: {hint}"},
    {"reduce-sum.fast-label",
     "reduce_sum_fast (the optional exercise; if you have not started it, leave it calling "
     "reduce_sum)"},
    {"reduce-sum.fast-not-written",
     "note: reduce_sum_fast launches the same kernel as reduce_sum, so it is still the fallback: "
     "the optional exercise is not done (nothing is wrong with that). The tests below check it "
     "like reduce_sum; `./lab bench 1.8` shows what the fast version is worth."},
    {"reduce-sum.failed-size", "n = {n}:\n{problems}"},
    {"reduce-sum.failed-size-after", "n = {n} (n = {passed} passed):\n{problems}"},
    {"reduce-sum.failed-misaligned",
     "n = {n}, input pointer {offset} float(s) past a 16-byte boundary:\n{problems}"},
    {"wrong-sum",
     "{label} with n = {n}, {which}: *output = {got}, want {want} (float64 reference); off by "
     "{off}, more than rounding can explain: the tolerance is {tolerance} = {rule}."},
    {"reduce-sum.first-call", "first call"},
    {"reduce-sum.second-call", "second call (the first gave {first}, right)"},
    {"reduce-sum.negated-call", "called again on -input"},
    {"output-never-written",
     "{label} with n = {n} never wrote *output: it still holds {before}, the value the checker "
     "put there. Did the kernel run, and does it add to *output? (n = 0 must give 0 too.)"},
    {"output-not-zeroed",
     "{label} with n = {n}: the first call gave {first}, right; the second call on the same "
     "output gave {second}, the first result plus the sum: *output was not set to 0 again. The "
     "launcher must initialise it on EVERY call (cudaMemsetAsync(output, 0, sizeof(float), "
     "stream) before the kernel)."},
    {"reduce-sum.nondeterministic.second-call",
     "The second call on the same input gave {second}: the result changes from call to call "
     "beyond rounding, which points to a race."},
    {"reduce-sum.nondeterministic.changes",
     "A result that changes from call to call points to a race."},
    {"nan-sum", "the sum is NaN, but no input is: something uninitialised was added."},
    {"nothing-added",
     "*output is 0: nothing was added to it. Does thread 0 of every block atomicAdd the block's "
     "sum (cache[0]) into *output?"},
    {"reduce-sum.old-value-added",
     "the result is the right sum PLUS {before}, the value *output held before the call: *output "
     "was not set to 0 before the blocks added to it. The launcher must initialise it on every "
     "call, on its stream: cudaMemsetAsync(output, 0, sizeof(float), stream)."},
    {"every-thread-adds",
     "*output is {m} times the right sum, and {m} is blockDim.x: every thread of a block added "
     "the block's sum to *output. Only one thread per block may: if (threadIdx.x == 0) "
     "atomicAdd(output, cache[0])."},
    {"sum-multiple",
     "*output is {m} times the right sum: every block's sum was added {m} times. Do {m} threads "
     "of each block add it, or does the launcher launch the kernel {m} times?"},
    {"reduce-sum.read-outside",
     "the sum is off by {multiple} x {outside}, the value the checker placed just outside the "
     "input: threads past n read input[i]. Pad with zeros: value = i < n ? input[i] : 0."},
    {"reduce-sum.grid-too-small",
     "the result is the sum of the first {threads} = grid x block elements only: with one element "
     "per thread, the grid must cover all n: grid = (n + block - 1) / block."},
    {"reduce-sum.not-power-of-two",
     "the kernel ran with blocks of {block} threads, not a power of two. "},
    {"reduce-sum.not-power-of-two.tree-result",
     "The result is exactly what the halving tree gives for that block size, which leaves values "
     "out. "},
    {"reduce-sum.not-power-of-two.why",
     "The tree halves the active threads at every step (i = blockDim.x / 2, then / 2 ...), which "
     "only adds up every value when blockDim.x is a power of two: round the block size up."},
    {"reduce-sum.not-power-of-two.if-halving",
     "If your tree halves (i = blockDim.x / 2, then / 2 ...), that alone loses values: it only "
     "adds up every value when blockDim.x is a power of two."},
    {"reduce-sum.running-experiment", "running {function} in the race experiment"},
    {"reduce-sum.race-experiment",
     "an experiment: n = {n}, all 0 except the {block} values of the middle block (sum {sum}), "
     "{tries} tries. "},
    {"reduce-sum.tries", "{count} of {total} tries"},
    {"block-sum-wrong",
     "{setup}{tries} gave neither that sum nor 0: the middle block's own sum came out wrong, in "
     "its tree or in what its threads loaded. {why}Every step of the tree reads cache[t + i], "
     "which another thread (usually in another warp) wrote in the step before, so all threads "
     "must finish a step before any starts the next."},
    {"reduce-sum.block-sum-wrong.varies",
     "The result changes from try to try, so it is a race: a __syncthreads() is missing. "},
    {"reduce-sum.block-sum-wrong.same",
     "It was the same wrong value every time: the tree's steps or the loads are wrong, or a "
     "__syncthreads() is missing and the race went the same way every time. "},
    {"sum-multiple-experiment",
     "{setup}{tries} gave {m} times that sum: the block's sum was added {m} times.{block_dim}"},
    {"reduce-sum.block-dim-adds",
     " That is blockDim.x: every thread of the block added it, where only thread 0 may."},
    {"block-sum-lost",
     "{setup}Every try gave 0: the middle block's sum never reached *output. Either it arrived "
     "and another block's `*output += 0` overwrote it (blocks run at the same time, so their sums "
     "must be added with atomicAdd(output, block_sum)), or the block never summed its own "
     "elements (its threads must load input[blockIdx.x * blockDim.x + threadIdx.x])."},
    {"lost-update",
     "{setup}{tries} gave 0: the block's sum reached *output and was then overwritten by another "
     "block's `*output += 0` (it read *output before the sum arrived). Blocks run at the same "
     "time, so their sums must be added with atomicAdd(output, block_sum), which no other thread "
     "can interrupt."},
    {"race-not-shown",
     "{setup}{tries} gave the right sum: the race did not show here. The usual causes are a "
     "missing __syncthreads() in the tree and block sums added with a plain `+=` instead of "
     "atomicAdd; `./lab check 1.8 --sanitize` (racecheck) names the lines of a race in shared "
     "memory."},
    {"reduce-sum.bound.exact", "exact: nothing to add"},
    {"reduce-sum.bound.launch",
     "{per_thread} (elements per thread) + {tree} (tree of a {block}-thread block) + {chain}"},
    {"reduce-sum.bound.blocks", "{count} (blocks)"},
    {"reduce-sum.bound.adds-per-block", "{count} ({adds} additions per block)"},
    {"reduce-sum.bound",
     "gamma(k) * sum|x| with k = {terms} = {k}, gamma(k) = k u / (1 - k u), u = 2^-24, sum|x| = "
     "{magnitude}"},

    // ---- 1.9-atomic
    {"atomic.running", "running {function}"},
    {"atomic.running-again", "running {function} a second time"},
    {"atomic.second-call-wrong",
     "the first call was correct, but a second call on the same buffers was not:\n{problems}"},
    {"atomic.count-and-out", "*count and out"},
    {"atomic.failed-case", "{label}:\n{problems}"},
    {"atomic.failed-case-after", "{label} (n = {passed} passed):\n{problems}"},
    {"atomic.fraction-case",
     "n = {n}, keeping {percent} (threshold {threshold}, {matches} matches, capacity {capacity})"},
    {"atomic.capacity-case", "n = {n}, {matches} matches, capacity {capacity}"},
    {"atomic.misaligned-case", "n = {n}, input pointer offset by one float"},
    {"atomic.records.one", "{count} record"},
    {"atomic.records.other", "{count} records"},
    {"atomic.distinct-records.one", "{count} distinct record"},
    {"atomic.distinct-records.other", "{count} distinct records"},
    {"atomic.launch-fact", " (your launch, {launch}, has {threads} threads for n = {n})"},
    {"atomic.threads-past-end",
     " (your launch, {launch}, has {threads} threads for n = {n}: the last {past} have i >= n)"},
    {"atomic.not-a-copy", "{record}, but input[{index}] = {value}"},
    {"atomic.duplicate", "index {index} in out[{first}] and out[{second}]"},
    {"atomic.count-head",
     "*count = {count} after the call, but {matches} element(s) of input are >= threshold"},
    {"counter-not-reset",
     "{head}: that is the {before} the counter held before the call plus the matches. The counter "
     "was not reset: keep_items must set *count to 0 on its stream before the kernel runs "
     "(cudaMemsetAsync(count, 0, sizeof(int), stream)). cudaMalloc does not zero memory, and a "
     "caller reuses its buffers from call to call."},
    {"nothing-counted",
     "{head}: no element was counted. Every thread that keeps its element must claim a slot with "
     "atomicAdd(count, 1), which also counts it."},
    {"greater-instead-of-greater-equal",
     "{head}: you counted only the {above} elements > threshold. The contract keeps elements >= "
     "threshold: the {equal} equal to it must be kept too."},
    {"atomic.shortfall", "{head}: {missing} were not counted. "},
    {"atomic.lost-increments",
     "When threads read the counter, add 1 and write it back as separate steps (count++ or *count "
     "+= 1), threads doing it at the same time read the same value and all but one increment is "
     "lost: a race, so the shortfall changes from run to run. atomicAdd(count, 1) does the read, "
     "the add and the write as one indivisible step. (Resetting the counter inside the kernel "
     "races the same way: reset it in keep_items, before the launch.)"},
    {"atomic.unexamined",
     "elements that no thread examined (a grid that does not cover n, a bounds check that stops "
     "early) are neither counted nor kept"},
    {"count-short-tail",
     "{shortfall}The matches missing from out are the last ones, and all before them are there: "
     "{unexamined}{launch}."},
    {"count-short", "{shortfall}Either {unexamined}, or: {race}"},
    {"count-short-race", "{shortfall}{race}"},
    {"count-too-many",
     "{head}: {extra} too many were counted. The usual cause is a missing bounds check: threads "
     "with i >= n read past the end of the input and keep whatever lies there{launch}. They must "
     "return before reading input[i]. (Or some element was counted twice.)"},
    {"atomic.one-past-written", " and out[{slot}] (one past the last record) was written"},
    {"slot-plus-one",
     "every record sits one slot too far: out[0] was never written{past}. atomicAdd returns the "
     "value before the addition (0 for the first thread): that old value is the thread's slot, "
     "use it as it is, without + 1."},
    {"slots-unwritten",
     "{count} of the first {expected} slots of out were never written: {examples}. Every claimed "
     "slot below capacity must receive its record."},
    {"written-past-count",
     "{count} slot(s) at or past out[{expected}] were written, although only {records} may exist: "
     "{examples}."},
    {"atomic.index-past-end",
     " An index >= n is a thread past the end of the input that read what lies behind it (the "
     "checker put values there that pass the threshold) and kept it{launch}. Add the bounds "
     "check: threads with i >= n return before reading input[i]."},
    {"index-outside-input",
     "{count} record(s) have an index outside 0 .. n - 1 (n = {n}): {examples}.{why}"},
    {"record-not-a-copy",
     "{count} record(s) do not match the input: {examples}. A record is {input[i], i}, copied "
     "exactly."},
    {"record-below-threshold",
     "{count} record(s) hold elements below the threshold {threshold}: {examples}. Only elements "
     ">= threshold are kept."},
    {"record-duplicate",
     "{count} element(s) are in out more than once: {examples}. Each kept element gets its own "
     "slot, claimed once."},
    {"record-missing", "{count} matching element(s) are missing from out: {examples}."},
    {"atomic.any-of-matches",
     "any {capacity} of the {matches} matches, as the capacity is {capacity}"},
    {"atomic.every-match", "every match, in any order"},
    {"atomic.out-untouched", "out must stay untouched ({which}, that is none).\n{problems}"},
    {"atomic.done.one", "{count} does"},
    {"atomic.done.other", "{count} do"},
    {"atomic.must-hold", "{slots} must hold {records} ({which}); {done}.\n{problems}"},
    {"write-past-capacity",
     "records were written outside out[0] .. out[capacity - 1] (capacity = {capacity}): only "
     "those slots exist, and writing further corrupts the caller's memory. Compare the slot that "
     "atomicAdd returned with the capacity (if (slot < capacity)) before writing; keep the "
     "atomicAdd itself unconditional, so that *count still counts every match.\n  {report}"},

    // ---- 1.10-warpaffine
    {"warp.owner", " (block {block}, thread {thread})"},
    {"warp.edge.columns", "the columns from x = {x}"},
    {"warp.edge.rows", "the rows from y = {y}"},
    {"warp.edge.both", "{columns} and {rows}"},
    {"warp-grid-too-small",
     "{where} on were never written: the grid covers too few threads in that direction. Round up "
     "in x and in y: grid = ((dst_w + block.x - 1) / block.x, (dst_h + block.y - 1) / block.y)."},
    {"warp-nothing-written",
     "no pixel of {output} was written: did the kernel run (a rejected launch)? Does it store to "
     "{output}? Is the bounds check rejecting every thread?"},
    {"warp-fill-skipped",
     "every pixel whose source position lies outside [-1, src_w) x [-1, src_h) (the letterbox "
     "bands), and no other, was never written: such pixels must be set to fill_value, not "
     "skipped."},
    {"warp-pixels-unwritten",
     "{count} pixel(s) were never written, scattered: some pixels get no thread. The pixel of a "
     "thread is dx = blockIdx.x * blockDim.x + threadIdx.x, dy = blockIdx.y * blockDim.y + "
     "threadIdx.y, stored at dst + dy * dst_line_size + 3 * dx."},
    {"warp-band-wrong",
     "only pixels whose source position lies outside the image (the letterbox bands) are wrong: "
     "they must be exactly fill_value (the function's argument, not a constant)."},
    {"warp-border-wrong",
     "only pixels that blend in a neighbour outside the image are wrong (their source position is "
     "within one pixel of the edge): such a neighbour counts as fill_value. Do not clamp it to "
     "the edge, and do not read it (it is past the row, or before the image)."},
    {"warp-one-level-low",
     "every wrong value is one level too low: the values are truncated (a float converted to an "
     "integer drops the fraction; round to nearest: floor(v + 0.5f)), or computed slightly too "
     "small everywhere (weights that add up to less than 1)."},
    {"warp.pixel", "pixel {pixel}{owner}, source position {source}"},
    {"warp.values-wrong",
     "{wrong} of {values} values of {output} ({width} x {height} pixels x 3) are wrong: {never} "
     "never written, {worse} off by more than one level, {off_by_one} off by one ({allowed} "
     "allowed)."},
    {"warp.tolerance", "Tolerance: {rule}."},
    {"warp.tensor-as-levels", "(tensor values are shown times 255, as levels)"},
    {"warp.never-written", "never written"},
    {"warp.pixel-wrong", "{output} {pixel}, {channels}: got {got}, want {want}"},
    {"warp.pixel-unwritten", "{output} {pixel}, {channels}: got never written, want {want}"},
    {"warp.more-pixels", "... and {count} more pixel(s)"},
    {"warp.tolerance.levels",
     "every value within {max} level of the reference{rounding}, at most {percent} % of them off "
     "at all"},
    {"warp.tolerance.rounding", " (+ {within} for float rounding)"},
    {"warp.tolerance.why", " ({rule})"},
    {"warp.tolerance.half-level",
     "either level is accepted where v lies within float rounding of a half level; see "
     "reference.h"},
    {"warp.tolerance.tensor", "the 8-bit tolerance divided by 255; {rule}"},
    {"warp.pictures",
     "pictures: yours {got}\n            reference {want}\n            differences {diff}\n"
     "            (yellow: off by one level, red: further off, magenta: never written)"},
    {"warp.pictures-failed", "(could not write the pictures: {error})"},
    {"warp-nearest-neighbour",
     "your result looks like nearest-neighbour sampling: the one source pixel at (floor(sx), "
     "floor(sy)) instead of a blend of the 4 neighbours. Weight them by (1 - lx)(1 - ly), lx (1 - "
     "ly), (1 - lx) ly and lx ly, with lx = sx - floor(sx), ly = sy - floor(sy)."},
    {"warp-swapped-xy",
     "your result matches the warp with x and y swapped: the source position of pixel (dx, dy) "
     "computed from (dy, dx). dx is the column (blockIdx.x * blockDim.x + threadIdx.x), dy the "
     "row; sx = d2i[0] * dx + d2i[1] * dy + d2i[2], and pixel (x, y) lives at y * line_size + 3 * "
     "x."},
    {"warp-truncated",
     "your values are truncated, not rounded: a float converted to an integer drops its fraction "
     "(99.9 -> 99). Store floor(v + 0.5f)."},
    {"warp-border-clamped",
     "neighbours outside the image were clamped to the nearest edge pixel; the contract blends in "
     "fill_value for them, so that the picture fades into the letterbox band."},
    {"warp-line-size-ignored",
     "your result matches reading the source with rows 3 * src_w bytes apart: rows may be padded, "
     "so row y starts at src + y * src_line_size."},
    {"warp-fill-constant",
     "your result matches a fill of {other} instead of fill_value ({fill}): use the function's "
     "argument."},
    {"warp.several-mistakes", "your result fits {count} known mistakes, each giving it here:"},
    {"tensor-bgr-planes",
     "your planes are in B, G, R order, as the image stores its channels; the network expects R, "
     "G, B: plane 0 gets channel 2 of the pixel, plane 2 channel 0."},
    {"tensor-interleaved",
     "your tensor is interleaved (R, G, B of one pixel next to each other, HWC); the network "
     "expects planes (CHW): all R values, then all G, then all B, plane c starting at c * dst_w * "
     "dst_h."},
    {"tensor-not-scaled",
     "your values are 0..255; the network expects them divided by 255 (0..1)."},
    {"tensor-not-rounded",
     "your values are the interpolated v / 255 without rounding v first; the contract divides the "
     "rounded 8-bit value floor(v + 0.5f), as YOLOv5's preprocessing of an 8-bit image does."},
    {"warp.likely", "likely: {mistake}"},
    {"warp.hint", "hint: {hint}"},
    {"warp.context.again", "calling {function} again"},
    {"warp.context.running", "running {function}"},
    {"warp.context.running-second", "running {function} a second time"},
    {"warp.second-call-wrong",
     "the first call was right, but a second one on the same buffers, with the picture inverted, "
     "was not:"},
    {"warp.second-call-wrong-fill",
     "the first call was right, but a second one on the same buffers, with the picture inverted "
     "and fill_value {fill}, was not:"},
    {"warp-padding-written",
     "wrote into the padding at the end of dst's rows: {count} byte(s), the first at byte {byte} "
     "of row {row} (a row holds {pixels} bytes of pixels, then padding up to dst_line_size = "
     "{line}). Pixel (x, y) is at dst + y * dst_line_size + 3 * x, and x < dst_w."},
    {"warp-runs-differ",
     "two runs on the same input gave different dst: {count} value(s) differ. A result that "
     "changes from run to run comes from reading memory that is not part of the input (a "
     "neighbour outside the image read instead of replaced by fill_value?) or from a race."},
    {"warp.passed", " (passed: {cases})"},
    {"letterbox-not-finite", "{name} = {matrix} has an entry that is not finite{why}."},
    {"letterbox.zero-determinant", " (a division by a zero determinant?)"},
    {"letterbox.off-diagonal",
     "i2d[1] and i2d[3] must be 0: a letterbox scales and shifts, it does not rotate or shear."},
    {"letterbox-scale-wrong",
     "{entry} (the scale) is {got}, want s = min({dst_w} / {src_w}, {dst_h} / {src_h}) = "
     "{scale}.{why}"},
    {"letterbox.scale.integers",
     " That is the ratio in integers: was it an integer division? Divide as floats: dst_w / "
     "(float)src_w."},
    {"letterbox.scale.larger",
     " That is the larger ratio: the picture would not fit. Take the smaller one."},
    {"letterbox-translation-wrong",
     "{entry} (the {axis} translation) is {got}, want -s * {src} / 2 + {dst} / 2 + s / 2 - 1/2 = "
     "{want} (s = {scale}).{hint}"},
    {"letterbox.hint", "hint: {hint}"},
    {"letterbox-half-pixel-missing",
     "the half-pixel centre terms s / 2 - 1/2 are missing. Pixel x is the unit square centred on "
     "x, so a row of w pixels spans [-1/2, w - 1/2] and its centre is (w - 1) / 2: mapping the "
     "source's centre onto the destination's adds s / 2 - 1/2. The terms cancel only when s == 1."},
    {"letterbox.translation", "the scale part is right, the translation is not. {detail}"},
    {"letterbox.translation.sign",
     "The inverse of p -> s p + t is q -> (q - t) / s, so {d} = -{t} / s (note the minus sign; in "
     "general -A^-1 t)."},
    {"letterbox.translation.unscaled",
     "{d} = -{t}: it must be divided by the scale too, {d} = -{t} / s = {want} (in general -A^-1 "
     "t)."},
    {"letterbox.translation.other", "{d} is {got}, want -{t} / s = {want} (in general -A^-1 t)."},
    {"letterbox-inverse-wrong",
     "d2i = {d2i} is not the inverse of i2d = {i2d}: i2d * d2i = {product}, not the identity [1, "
     "0, 0; 0, 1, 0].{hint}"},
    {"letterbox.inverse.scale",
     "d2i's scale is i2d's scale s itself; going back divides by it: d2i[0] = d2i[4] = 1 / s."},
    {"letterbox.corner.top-left", "top-left"},
    {"letterbox.corner.bottom-right", "bottom-right"},
    {"letterbox-corner-wrong",
     "i2d maps the source's {corner} corner {from} to {to}, want the centred picture's corner "
     "{want}."},
    {"letterbox.corner.back",
     "d2i maps the destination's picture corner {from} to {to}, want the source's {corner} corner "
     "{want}."},
    {"letterbox.repeated-result",
     "{now} returned exactly the matrix {before} returned just before, although the two "
     "letterboxes differ: the result of a call was kept and returned again. Compute the matrix "
     "from the arguments on every call."},
    {"warp.label.padded", " (rows padded by {src} and {dst} bytes)"},
    {"warp.label.rotated", " (rotated by {degrees} degrees, scale {scale})"},
    {"warp.empty-destination", "an empty destination"},

    // ---- 1.11-cublas-gemm
    {"gemm.rule.cpu",
     "float32 dot product of length K = {k}: gamma(K) * sum_k |a_ik b_kj|, gamma(K) = K u / (1 - "
     "K u), u = 2^-24, so {bound} * sum_k |a_ik b_kj| (+ the float64 reference's own error)"},
    {"gemm.rule.cublas",
     "compared with cublasSgemm (FP32), both within gamma(K) sum_k |a_ik b_kj| of the exact "
     "product, K = {k}, gamma(K) = K u / (1 - K u), u = 2^-24: {bound} * sum_k |a_ik b_kj| (sum "
     "|a b| from cuBLAS too)"},
    {"gemm.where.thread", " (block ({bx}, {by}), thread ({tx}, {ty}))"},
    {"gemm.element-wrong", "{where}: got {got}, want {want} (tolerance {tolerance})"},
    {"gemm.element-unwritten", "{where}: got never written, want {want} (tolerance {tolerance})"},
    {"gemm-values-wrong", "{wrong} of {checked} checked elements of C are wrong"},
    {"gemm.values.never-written", " ({count} never written)"},
    {"gemm.values.checked-part",
     " (checked: whole rows and columns, {checked} of {total} elements)"},
    {"gemm.values.tolerance", ". Tolerance per element: {rule}."},
    {"gemm.values.more", "... and {count} more"},
    {"gemm.unwritten.head", "{count} elements of C were never written"},
    {"gemm.unwritten.round-up",
     "With x for columns and y for rows: grid = ((N + block.x - 1) / block.x, (M + block.y - 1) / "
     "block.y)."},
    {"gemm.unwritten.bounds",
     "a bounds check rejects threads inside C, or a thread returns before its store (the test is "
     "row < M && col < N)"},
    {"gemm-never-written", "{head}: {grid}, or {bounds}. {round_up}"},
    {"gemm.unwritten.grid-uncovered", "the grid does not cover C"},
    {"gemm.unwritten.grid-mismatch", "the grid ({launch}) does not match C's shape"},
    {"gemm-grid-too-small",
     "{head}: the grid ({launch}) has fewer threads than C has elements, so it does not cover C. "
     "{round_up}"},
    {"gemm-bounds-skip",
     "{head}, although the grid ({launch}) has a thread for every element: {bounds}."},
    {"gemm-nothing-written",
     "C was never written: did the kernel run and store to C? Is the bounds check (row < M && col "
     "< N) rejecting every thread?"},
    {"gemm-edges-wrong",
     "only elements in the last, partial blocks (rows >= {rows} x (M / {rows}) or columns beyond "
     "the last whole block) are wrong: check the bounds at the edges of A, B and C."},
    {"gemm-indices",
     "check the indices: row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * "
     "blockDim.x + threadIdx.x, and C[row][col] = sum over k < K of A[row * K + k] * B[k * N + "
     "col]."},
    {"gemm-tiled-causes",
     "the usual causes in a tiled kernel: a missing __syncthreads() between the tile loads and "
     "the multiply-adds (threads read tile entries other threads have not written yet) or after "
     "the multiply-adds (the next loads overwrite a tile still being read); tile loads without "
     "bounds; a K loop that rounds down. `./lab check 1.11 --sanitize` (racecheck) names the "
     "lines of a race."},
    {"gemm-cublas-arguments",
     "check the cublasSgemm arguments against the identity row-major C = A * B <=> column-major "
     "C^T = B^T * A^T: m = N, n = M, k = K, B (ldb = N) first, A (lda = K) second, ldc = N."},
    {"gemm.hint", "hint: {hint}"},
    {"gemm.label.fast",
     "gemm_fast (the optional exercise; until you write it, it calls gemm_tiled)"},
    {"gemm.second-call-wrong",
     "the first call was right, but a second one on the same buffers, with A negated, was not: "
     "{problem}"},
    {"gemm.title", "{function} with {shape}{inputs}: "},
    {"gemm.title.near-one", " (inputs just above 1)"},
    {"gemm.context.running", "running {function}"},
    {"gemm.context.again", "calling {function} again"},
    {"gemm.context.reference", "computing the cuBLAS reference"},
    {"gemm-runs-differ", "{race}{tiled}"},
    {"gemm.runs-differ.tiled",
     " In a tiled kernel: a __syncthreads() is missing between the tile loads and the "
     "multiply-adds, or between the multiply-adds and the next tile loads."},
    {"gemm.guard.c",
     "Threads outside C (row >= M or col >= N) must not store: check both before writing."},
    {"gemm.passed-before", "(passed before: {shapes})"},
    {"gemm.note.fast-is-tiled",
     "note: gemm_fast launches the same kernel as gemm_tiled, so it is still the fallback: the "
     "optional exercise is not done (nothing is wrong with that). `./lab bench 1.11` shows what a "
     "fast kernel is worth."},
    {"gemm.transposed.cublas",
     "the result is C transposed: cuBLAS wrote the column-major C (element (i, j) at j * M + i). "
     "Row-major C = A * B is column-major C^T = B^T * A^T: call cublasSgemm with m = N, n = M, k "
     "= K, B as the first matrix (ldb = N) and A as the second (lda = K), ldc = N."},
    {"gemm-transposed",
     "C is transposed: the value of C[i][j] is at position j * M + i, so the kernel stored C[col "
     "* M + row] (column-major). Row-major C[i][j] lives at C[i * N + j]: store C[row * N + col]."},
    {"gemm-k-rounded-down",
     "the loop over K tiles rounds down: the result is the sum over k < {whole} only (the whole "
     "tiles of {tile}), the last, partial tile of K = {k} was left out. Loop over (K + TILE - 1) "
     "/ TILE tiles and load 0 past the end of K."},
    {"gemm-unguarded-tiles",
     "the result is what tile loads without bounds checks give: at the edges the {tile} x {tile} "
     "tiles read A and B past their rows and columns (elements of other rows, or past the end of "
     "the arrays). Load 0 outside the matrices: a_tile[ty][tx] = (row < M && k0 + tx < K) ? A[row "
     "* K + k0 + tx] : 0, b_tile[ty][tx] = (k0 + ty < K && col < N) ? B[(k0 + ty) * N + col] : 0."},
    {"gemm-cublas-call", "the result is exactly what {call} computes: {mistake}"},
    {"gemm.call.mistake", "{what} {identity}"},
    {"gemm.call.identity",
     "Row-major C = A * B is column-major C^T = B^T * A^T: m = N, n = M, k = K, B first with ldb "
     "= N (its row length), A second with lda = K, ldc = N."},
    {"gemm.call.swapped", "A and B are swapped in the cublasSgemm call."},
    {"gemm.call.swapped-with-ld",
     "A and B are swapped in the cublasSgemm call (with their leading dimensions)."},
    {"gemm.call.ld-wrong", "the leading dimensions are swapped or wrong (lda and ldb)."},
    {"gemm.call.column-major",
     "it treats the row-major A, B and C as column-major matrices (leading dimension = number of "
     "rows), which computes a different product."},
    {"gemm.call.row-major-ld",
     "the row-major leading dimensions with the column-major m and n: cuBLAS reads every matrix "
     "as column-major, the leading dimension being the distance between columns."},
    {"gemm-reduced-precision",
     "C is close to A * B (error up to {worst} x sum |a b|) but further off than float32 rounding "
     "allows ({bound} x sum |a b|): the products were computed at reduced precision. {advice}"},
    {"gemm.reduced.cublas",
     "cuBLAS uses TF32 tensor cores (10-bit mantissa) when asked to: leave the handle's default "
     "math mode (no cublasSetMathMode(handle, CUBLAS_TF32_TENSOR_OP_MATH), no "
     "CUBLAS_COMPUTE_32F_FAST_TF32, and NVIDIA_TF32_OVERRIDE unset)."},
    {"gemm.reduced.kernel",
     "Keep every value and the sum in float (no __half, no TF32 conversion)."},
    {"gemm-cublas-rejected",
     "cublasSgemm most likely refused its arguments (look for the `cublas error` line with "
     "CUBLAS_STATUS_INVALID_VALUE above). cuBLAS sees every matrix as column-major and requires "
     "each leading dimension to be at least the number of rows of its matrix: ld of the first "
     "matrix >= m, of the second >= k, ldc >= m.{rejected}"},
    {"gemm.rejected-call", "For this shape cuBLAS rejects {call}, where {mistake}"},

    // ---- 1.12-yolov5-postprocess
    {"yolo.field-wrong", "{field} {got} (want {want} +- {tolerance})"},
    {"yolo.confidence-wrong",
     "confidence {got} (want {want} = objectness {objectness} * probability {probability})"},
    {"yolo.confidence-alone",
     " [the class probability alone: confidence = objectness * probability]"},
    {"yolo.label-wrong",
     "label {got} (want {want}: the class with the largest probability, the lowest on a tie)"},
    {"yolo.keep-not-one", "keep {got} (want 1)"},
    {"yolo.slot-holds-row", "slot {slot} holds row {row}"},
    {"yolo.row-in-slots", "row {row} in slots {first} and {second}"},
    {"yolo.slot-record", "slot {slot} (row {row}): {problem}"},
    {"yolo.slot", "slot {slot}"},
    {"yolo.row", "row {row}"},
    {"yolo.count.head",
     "*count = {count} after decode, but {matches} row(s) of predict pass the threshold"},
    {"decode-counter-not-reset",
     "{head}: that is the {before} *count held before the call plus the matches. The counter was "
     "not reset: decode must set *count to 0 on its stream before the kernel runs "
     "(cudaMemsetAsync(count, 0, sizeof(int), stream)). The course never zeroes it, so its second "
     "frame continues where the first stopped."},
    {"decode-nothing-decoded",
     "{head}: no box was decoded. Every row whose objectness and confidence pass the threshold "
     "must claim a slot with atomicAdd(count, 1)."},
    {"decode-count-zero",
     "{head}, yet {written} slot(s) were written: the slots were claimed, but *count ends at 0. "
     "Is it reset after the kernel instead of before (the reset must come first on the stream), "
     "or are the slots claimed from another counter than count?"},
    {"decode-confidence-without-objectness",
     "{head}: {without} rows pass when the confidence is the class probability alone. confidence "
     "= objectness * probability[label]: multiply by the objectness."},
    {"decode-count-wrong", "{head}."},
    {"decode-slots-unwritten",
     "{count} of the first {stored} slots were never written (rows[slot] still holds the poison): "
     "{examples}. Every claimed slot below max_objects must receive its box and its row."},
    {"decode-slots-past-max",
     "{count} slot(s) at or past slot {stored} were written, although only {stored} box(es) may "
     "exist: {examples}.{advice}"},
    {"yolo.slots-past-max.compare",
     " Compare the claimed slot with max_objects before writing (if (slot >= max_objects) "
     "return)."},
    {"decode-bad-row",
     "{count} record(s) name a row outside 0 .. {last}: {examples}. rows[slot] is the index of "
     "the row the box was decoded from."},
    {"decode-row-not-matching",
     "{count} record(s) come from rows that do not pass the threshold: {examples}. Skip a row "
     "when objectness < threshold, and when objectness * probability[label] < threshold."},
    {"decode-row-twice", "{count} row(s) were stored twice: {examples}."},
    {"decode-values-wrong", "{count} box(es) hold wrong values: {examples}.{d2i}"},
    {"decode-d2i-not-applied",
     "The corners are still in network-input pixels: map both corners back to the original image "
     "with d2i (x' = d2i[0] x + d2i[1] y + d2i[2], y' = d2i[3] x + d2i[4] y + d2i[5]); the course "
     "left this step commented out."},
    {"decode-rows-missing", "{count} matching row(s) are missing: {examples}."},
    {"yolo.store.any", "any {capacity} of the {matches} matches, as max_objects is {capacity}"},
    {"yolo.store.every", "every match, in any order"},
    {"yolo.store", "decode must store {stored} box(es) ({which})."},
    {"nms-fast-not-greedy",
     "this is fast NMS, not greedy NMS: a box was suppressed by a box that was itself suppressed. "
     "Greedy NMS takes the boxes best first and only a box still KEPT when its turn comes "
     "suppresses the later ones."},
    {"nms-greedy-not-fast",
     "this is greedy NMS, but nms_fast is the course's fast NMS: a box is suppressed by ANY "
     "better box of its class that overlaps it, even one that is itself suppressed."},
    {"nms-iou-not-clamped",
     "the IoU's intersection is not clamped at 0: two boxes apart in both x and y give a negative "
     "width times a negative height, a positive 'intersection', and suppress each other. Use "
     "max(0, right - left) and max(0, bottom - top)."},
    {"nms-across-classes",
     "boxes of different classes suppressed each other: NMS compares only boxes with the same "
     "label (a person in front of a car must keep both boxes)."},
    {"nms-iou-at-threshold",
     "a box whose IoU equals the threshold was suppressed: the contract suppresses when IoU > "
     "threshold, strictly (>= instead of >)."},
    {"nms.box", "box {box} (row {row}, label {label}, confidence {confidence}, {corners})"},
    {"nms.box-field", "box {box} field {field}"},
    {"nms.box-keep", "box {box} keep = {keep}"},
    {"nms-other-fields-changed",
     "{count} field(s) other than keep were changed: {examples}. NMS only sets keep (1 kept, 0 "
     "suppressed)."},
    {"nms-past-count-changed",
     "{count} field(s) of boxes at or past n = min(*count, max_objects) = {n} were changed: "
     "{examples}. Only the first n boxes exist."},
    {"nms-keep-not-flag", "{count} keep field(s) are neither 0 nor 1: {examples}."},
    {"nms.removed-wrongly", "suppressed, but must be kept: {examples}"},
    {"nms.kept-wrongly", "kept, but must be suppressed: {examples}"},
    {"nms-nothing-suppressed",
     "No box was suppressed at all: does the kernel compare the boxes and set keep = 0?"},
    {"nms.likely-cause", "Likely cause: {cause}"},
    {"nms.likely-causes", "Likely causes (each gives exactly this answer here):"},
    {"nms-keep-wrong",
     "{wrong} of {n} boxes have the wrong keep after {function} (IoU threshold "
     "{threshold}).{details}"},
    {"yolo.guard.boxes",
     "Only slots below max_objects exist: compare the claimed slot with max_objects before "
     "writing."},
    {"yolo.guard.rows", "Only slots below max_objects exist."},
    {"yolo.guard.nms-boxes", "Only the first min(*count, max_objects) boxes exist."},
    {"yolo.context.decode", "running decode"},
    {"yolo.context.decode-second", "running decode a second time"},
    {"yolo.context.decode-again", "calling decode again"},
    {"yolo.context.running", "running {function}"},
    {"yolo.context.again", "calling {function} again"},
    {"yolo.decode-again-wrong",
     "the first calls were right, but a second one on the same buffers, with every box moved by "
     "(1, 1) pixel, was not:"},
    {"yolo.decode-second-wrong",
     "the first call was correct, but a second call on the same buffers was not:"},
    {"yolo.nms-again-wrong",
     "the first calls of {function} were right, but a second one on the same buffers, with one "
     "kept box moved onto a better one of its class, was not:"},
    {"yolo.nms-second-wrong",
     "the first call of {function} was correct, but a second one on the same input was not (a "
     "race?):"},
    {"yolo.pipeline", "decode followed by nms_greedy on its output (*count read on the GPU):"},
    {"yolo.input",
     "{rows} rows x (5 + {classes}), threshold {threshold}, max_objects {max_objects}"},
    {"yolo.decode-on", "decode on {input}:"},
    {"yolo.nms-on-named", "{function} on the named situations:"},
    {"yolo.nms-on-boxes", "{function} on {count} boxes{overflow}:"},
    {"yolo.overflow", " (*count {count} past max_objects)"},
    {"yolo.stale.decode-outputs", "boxes, rows and *count"},
    {"yolo.stale.keep-fields", "the keep fields"},

    // ---- 1.14-error
    {"error.reported", "for {launched}, checked_launch reported {outcome}"},
    {"stale-error-blamed",
     "{reported}, but that kernel was accepted and ran to its end. The error is older than the "
     "launch: the test left it in the last-error slot on purpose, as a caller that never checked "
     "its own launch does. A call that succeeds does not reset the slot, so empty it "
     "(cudaGetLastError) before the launch, or an earlier error is blamed on this one (step 1)."},
    {"error.wrong-outcome.want-ok",
     "{reported}, but that kernel was accepted and ran to its end: want ok."},
    {"error.wrong-outcome.want", "{reported}: want {want}."},
    {"error.rejected", "the launch itself was rejected: {error}"},
    {"error.failed", "the kernel failed while running: {error}"},
    {"error.broken",
     "the kernel before it failed and broke the context, and the launch failed at once with that "
     "kernel's error, {error}"},
    {"wrong-code", "{reported}, but {why}."},
    {"launch-error-missed",
     "{reported}, but {why}. A rejected launch leaves its error in the last-error slot at once, "
     "and waiting for the stream does not report it (nothing ran, so it returns cudaSuccess): "
     "read the slot right after the launch (step 2)."},
    {"error-code-lost",
     "{reported}, but {why}. The error was cleared before its code was read: cudaGetLastError "
     "empties the slot, so a second read (with either function) finds cudaSuccess. Keep the value "
     "the first cudaGetLastError returns (step 2)."},
    {"launch-error-as-execution",
     "{reported}, but nothing ran: {why}. Waiting for the stream does not report a rejected launch "
     "(it returns cudaSuccess), so code that reads the slot only after waiting finds the launch's "
     "error there and blames the kernel. Read it right after the launch, before waiting (step 2)."},
    {"rejected-launch-not-sticky",
     "{reported}, but a rejected launch breaks nothing ({why}): the context still works, and the "
     "checker ran a kernel in it right after. An error is sticky when the context keeps returning "
     "it: with the slot emptied, a harmless call such as cudaFree(nullptr) still fails (step 3)."},
    {"execution-error-missed",
     "{reported}, but {why}. A launch returns before its kernel runs, so only waiting for the "
     "stream it was given (cudaStreamSynchronize) tells how the kernel ended (step 4)."},
    {"execution-error-as-launch",
     "{reported}, but the launch was accepted and {why}. Tell the two apart by when the error "
     "shows: right after the launch, or only once you waited (steps 2 and 4)."},
    {"execution-error-as-sticky",
     "{reported}, but the context was fine when this kernel was launched: {why}, an execution "
     "error. The context is broken from now on, so the NEXT launch meets a sticky error; step 3 "
     "looks only at launches that fail."},
    {"sticky-error-missed",
     "{reported}, but nothing is wrong with this launch: {why}. From then on every call that "
     "reaches the GPU fails with that error, and emptying the slot does not mend the context: a "
     "harmless call such as cudaFree(nullptr) fails again. That is a sticky error (step 3)."},
    {"sticky-error-as-execution",
     "{reported}, but this kernel never ran: {why}. A launch that fails is caught right after it, "
     "and in a broken context a harmless call fails too: a sticky error (steps 2 and 3)."},
    {"launcher-not-called",
     "checked_launch never called the launcher it was given: it must call launch(stream) once."},
    {"launcher-called-again",
     "checked_launch called the launcher it was given {calls} times: each call launches another "
     "kernel; call it once."},
    {"other-stream",
     "checked_launch called the launcher with another stream than the one it was given: "
     "launch(stream), so that the kernel runs after the caller's work on that stream."},
    {"did-not-wait",
     "checked_launch returned ok while its kernel was still running (cudaStreamQuery on the stream "
     "it was given said cudaErrorNotReady): it did not wait for the stream it was given, so a "
     "kernel that fails while running would be reported as ok (step 4)."},
    {"error-left-behind",
     "checked_launch returned {kind}, but the last-error slot still held {error}. "
     "cudaPeekAtLastError does not empty the slot, and the calls that succeed after it do not "
     "either, so the next check in this thread reports that error again, against a launch that "
     "was fine. Empty it once you have the code: cudaGetLastError (step 2)."},
    {"error.launch.fine", "a kernel that runs to its end"},
    {"error.launch.too-many-threads", "a block of 1050 threads"},
    {"error.launch.empty-grid", "a grid of 0 blocks"},
    {"error.launch.trap", "a kernel that executes a trap instruction"},
    {"error.launch.illegal-address", "a kernel that writes where no allocation is"},
    {"error.after-stale",
     "{launched}, after an earlier launch that was rejected and never checked"},
    {"error.after-fault", "{launched}, launched after {what}"},
    {"error.own-launch-accepted", "the lab's own launch that must be rejected was accepted"},
    {"error.own-fault-ran", "the lab's kernel that must fail ({what}) ran without an error"},
    {"error.fault-on-purpose", "{error} from {what}, on purpose"},
    {"error.call-of", "call {call} of {calls}: {problem}"},
    {"error.while.after-checked-launch", "running a kernel after checked_launch"},
};

}  // namespace

Catalogue core_english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages
