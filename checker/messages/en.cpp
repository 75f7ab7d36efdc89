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

    // ---- 1.2-memory

    // ---- 1.3-stream

    // ---- 1.5-thread-layout

    // ---- 1.6-vector-add

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

    // ---- 1.9-atomic

    // ---- 1.10-warpaffine

    // ---- 1.11-cublas-gemm

    // ---- 1.12-yolov5-postprocess

    // ---- 1.14-error

};

}  // namespace

Catalogue english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages
