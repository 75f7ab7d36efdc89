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

    // ---- the optional fast exercises' timings (1.8, 1.11: for lab grade)
    {"timed-result-wrong",
     "{function}, {size}: on the buffers of the timing the result is wrong ({what}), while one checked "
     "call on fresh buffers was right: it goes wrong only in the timing's run of calls, which points to "
     "a race or to state kept from one call to the next."},
    {"timed-sum-off", "*output = {got}, want {want}"},
    {"timed-gemm-off",
     "{wrong} elements of C differ from cuBLAS's beyond rounding; the first, C[{i}][{j}] = {got}, "
     "cuBLAS {want}"},

    // ---- 1.2-memory

    // ---- 1.3-stream

    // ---- 1.5-thread-layout

    // ---- 1.6-vector-add

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
