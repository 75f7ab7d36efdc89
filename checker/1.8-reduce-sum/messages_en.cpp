// Chapter 1.8's texts in English: its title and what its checker says, by message id
// (checker/harness/messages.h). messages_zh.cpp has the same ids; a host test checks both ways,
// and that the two texts of an id have the same placeholders. The root meson.build joins this
// part to the lab's catalogue, as lab::messages::chapter_1_8_reduce_sum::english().
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_8_reduce_sum {
namespace {

const Entry kEnglish[] = {
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
     "{setup}{tries} gave the right sum: the experiment found no race, neither inside a block's "
     "tree nor between blocks."},
    {"reduce-sum.an-experiment", "an experiment: "},
    {"race-under-load",
     "a race that shows only on a busy GPU: a missing __syncthreads() between the steps of the "
     "tree, or block sums added with a plain `+=` instead of atomicAdd. `./lab check 1.8 "
     "--sanitize` (racecheck) names the lines of a race in shared memory."},
    {"output-zeroed-after-kernel",
     "*output is 0: your launcher resets *output (cudaMemsetAsync) after the kernel, on the same "
     "stream, so the reset wipes the sum the kernel added. Enqueue the reset before the launch."},
    {"sequential-sum",
     "{n} ones summed to 16777216 = 2^24: from 2^24 on, adding 1 to a float changes nothing, so "
     "one running total took every element in turn (every thread atomicAdd-ing its own element "
     "into *output, or one thread looping). Its rounding error grows with n; the contract asks "
     "for a tree's accuracy: sum each block's elements in a tree, then atomicAdd one value per "
     "block."},
    {"elements-without-effect",
     "input[{from}] .. input[{to}] have no effect on the sum: the checker doubled every element "
     "from the second block of {block} on, ran the call again, and *output came back bit for bit "
     "the same. Every block summed the first block's elements: does each thread load "
     "input[blockIdx.x * blockDim.x + threadIdx.x], its own element, rather than "
     "input[threadIdx.x]?"},
    {"reduce-sum.bound.exact", "exact: nothing to add"},
    {"reduce-sum.bound.launch",
     "{per_thread} (elements per thread) + {tree} (tree of a {block}-thread block) + {chain}"},
    {"reduce-sum.bound.blocks", "{count} (blocks)"},
    {"reduce-sum.bound.adds-per-block", "{count} ({adds} additions per block)"},
    {"reduce-sum.bound",
     "gamma(k) * sum|x| with k = {terms} = {k}, gamma(k) = k u / (1 - k u), u = 2^-24, sum|x| = "
     "{magnitude}"},
    // The chapter's performance target (`./lab bench`, `./lab list`, `lab grade`).
    {"reduce-sum.target", "reduce_sum_fast >= 95 % of copy bandwidth at n >= 2^26"},
    // The chapter's benchmark program's notes under its table (bench_reduce_sum.cpp).
    {"reduce-sum.bench.bytes", "Rows count the 4 bytes read per element"},
};

}  // namespace

Catalogue english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages::chapter_1_8_reduce_sum
