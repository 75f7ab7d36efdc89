// Chapter 1.14's texts in English: its title and what its checker says, by message id
// (checker/harness/messages.h). messages_zh.cpp has the same ids; a host test checks both ways,
// and that the two texts of an id have the same placeholders. The root meson.build joins this
// part to the lab's catalogue, as lab::messages::chapter_1_14_error::english().
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_14_error {
namespace {

const Entry kEnglish[] = {
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
    // What the chapter's benchmark program says in place of a table (bench_checked_launch.cpp).
    {"error.bench.none",
     "1.14 error has no benchmark: checked_launch waits for its kernel on purpose, and its\n"
     "cost is the kernel's own time. See docs/1.14-error.md, section 6."},
};

}  // namespace

Catalogue english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages::chapter_1_14_error
