// Chapter 1.7's texts in English: its title and what its checker says, by message id
// (checker/harness/messages.h). messages_zh.cpp has the same ids; a host test checks both ways,
// and that the two texts of an id have the same placeholders. The root meson.build joins this
// part to the lab's catalogue, as lab::messages::chapter_1_7_shared_memory::english().
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_7_shared_memory {
namespace {

const Entry kEnglish[] = {
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
    {"shared-memory.scale-block-shape",
     "the block and the tile do not match: block_scale launched {launch}, but block b scales "
     "kScaleBlock = {want} elements by its factor scale[b], one thread per element: the contract "
     "asks for blocks of ({want}, 1, 1) threads. With another block size, block b covers other "
     "elements than those of scale[b], and multiplies them by scale[b] all the same."},
    {"shared-memory.reverse-block-shape",
     "the block and the tile do not match: block_reverse launched {launch}, but each chunk of "
     "chunk = {want} elements is staged by one block, one thread per slot of its buffer: the "
     "contract asks for blocks of ({want}, 1, 1) threads, block = chunk. A kernel that takes "
     "blockDim.x as the chunk's length reverses pieces of the wrong length, and its threads "
     "beyond the buffer's {want} slots store past its end."},
    // The chapter's benchmark program's notes under its table (bench_shared_memory.cpp).
    {"shared-memory.bench.bytes", "Every row counts 8 bytes per element"},
    // The names of the benchmark's rows that compare other designs (not keys: shown only).
    {"shared-memory.bench.row.load-after-barrier", "load after the barrier"},
    {"shared-memory.bench.row.no-tile", "no tile, radius {radius}"},
};

}  // namespace

Catalogue english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages::chapter_1_7_shared_memory
