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

    // ---- 1.11-cublas-gemm

    // ---- 1.12-yolov5-postprocess

    // ---- 1.14-error

};

}  // namespace

Catalogue english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages
