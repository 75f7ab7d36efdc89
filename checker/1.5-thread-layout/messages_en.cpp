// Chapter 1.5's texts in English: its title and what its checker says, by message id
// (checker/harness/messages.h). messages_zh.cpp has the same ids; a host test checks both ways,
// and that the two texts of an id have the same placeholders. The root meson.build joins this
// part to the lab's catalogue, as lab::messages::chapter_1_5_thread_layout::english().
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_5_thread_layout {
namespace {

const Entry kEnglish[] = {
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
    // The chapter's benchmark program's notes under its table (bench_thread_layout.cpp).
    {"thread-layout.bench.bytes",
     "Every row counts 12 bytes stored per voxel of a 1920 x 1080 x 8 volume"},
};

}  // namespace

Catalogue english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages::chapter_1_5_thread_layout
