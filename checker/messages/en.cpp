// The English catalogue: every text the lab shows, by message id (checker/harness/messages.h).
// zh.cpp has the same ids in the same sections; a host test checks both ways, and that the
// two texts of an id have the same placeholders.
#include "checker/harness/messages.h"

#include <iterator>

namespace lab::messages {
namespace {

const Entry kEnglish[] = {
    // ---- the lab command (checker/cli)

    // ---- the grader (checker/cli/grade)

    // ---- the checkers' harness (checker/harness)
    {"stale-second-call",
     "the second call returned the first call's result: {function} was called again on the same "
     "buffers with fresh inputs, and {output} came back exactly as after the first call. A launcher "
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
    {"harness.no-gpu-failed", "FAILED (LAB_REQUIRE_GPU=1): no usable GPU: {reason}"},
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
     "their stream may not be waiting for it, and it serialises with everything else."},
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

    // ---- 1.2-memory

    // ---- 1.3-stream

    // ---- 1.5-thread-layout

    // ---- 1.6-vector-add
    {"vector-add.tolerance-rule", "one correctly rounded float addition: u = 2^-24"},
    {"vector-add.running", "running vector_add"},
    {"vector-add.running-again", "running vector_add a second time"},
    {"vector-add.failed-at-size", "n = {n}{passed}:"},
    {"vector-add.sizes-passed", " (n = {sizes} passed)"},
    {"vector-add.failed-misaligned", "n = {n}, pointers offset by one float:"},

    // ---- 1.7-shared-memory

    // ---- 1.8-reduce-sum

    // ---- 1.9-atomic

    // ---- 1.10-warpaffine

    // ---- 1.11-cublas-gemm

    // ---- 1.12-yolov5-postprocess

    // ---- 1.14-error

};

}  // namespace

Catalogue english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages
