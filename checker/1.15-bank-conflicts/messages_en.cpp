// Chapter 1.15's texts in English: what its checker says, by message id
// (checker/harness/messages.h). messages_zh.cpp has the same ids; a host test checks both ways,
// and that the two texts of an id have the same placeholders. The root meson.build joins this
// part to the lab's catalogue, as lab::messages::chapter_1_15_bank_conflicts::english().
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_15_bank_conflicts {
namespace {

const Entry kEnglish[] = {
    {"transpose.running", "running {function}"},
    {"transpose.running-again", "running {function} a second time"},
    {"transpose.output-of", "{function}'s out"},
    {"transpose.failed-shape", "{shape}{passed}:"},
    {"transpose.shapes-passed", " ({shapes} passed)"},
    {"transpose.element", "in[{row}][{col}] = {value}"},
    {"transpose.value-from-nowhere", "{value}, which is no element of in"},
    {"transpose.wrong-element", "  out[{i}][{j}] holds {got}, want {want}\n"},
    {"transpose.unwritten-element", "  out[{i}][{j}] was never written, want {want}\n"},
    {"transpose.hint", "  hint: {hint}"},
    {"transpose.timed-wrong", "{count} elements of out wrong"},
    {"transpose.read-outside",
     "{count} of the {wrong} wrong elements hold the bytes 0xA5 that the checker put just "
     "outside in: a thread read past the last row or column of in."},
    {"transpose-never-written",
     "{function}: {unwritten} of the {count} elements of out were never written: they still "
     "hold the NaN the checker put there. The first:\n{list}"
     "  Every element of out is stored by one thread: out[c][r] = in[r][c]."},
    {"transpose-wrong",
     "{function}: {wrong} of the {count} elements of out are wrong ({unwritten} of them never "
     "written). The first:\n{list}"
     "  out is cols x rows: out[c * rows + r] = in[r * cols + c]."},
    {"tile-not-transposed-inside",
     "{count} of the {wrong} wrong elements come from the right tile of in, but from its element "
     "(x, y) where (y, x) belongs: the tile was read back in the order it was stored. Column x of "
     "the tile becomes row x of the output tile: each thread reads the tile down a column, "
     "element (threadIdx.x, x), not along a row."},
    {"transpose-is-a-copy",
     "{count} of the {wrong} wrong elements hold the element of in with their own index, "
     "out[k] = in[k]: the tile went back to out without the transpose. Row x of the output tile "
     "is column x of the tile, and the output tile starts at row blockIdx.x * kTile, column "
     "blockIdx.y * kTile of out."},
    {"tile-misplaced",
     "{count} of the {wrong} wrong elements are transposed correctly inside their tile, but from "
     "the wrong tile: in's tile at the position of out's. The output tile of block (bx, by) "
     "starts at row bx * kTile, column by * kTile of out: blockIdx.x and blockIdx.y swap "
     "between the read and the write."},
    {"tile-slot-shared",
     "{count} of the {wrong} wrong elements hold another element of their own tile: two elements "
     "went through the same slot of the shared tile, and one overwrote the other. The slot of "
     "element (y, x) must differ for every x of a row. For the swizzled tile, x ^ y is such a "
     "permutation of 0..31 (y < 32); an expression that sends two columns to one slot is not."},
    {"tile-read-stale",
     "{count} of the {wrong} wrong elements hold no element of their own tile (an element of "
     "another tile, or a value that is no element of in): a thread read a slot of the tile "
     "before its block had stored it, and got what an earlier block left in that shared memory. "
     "Either the loads run before every store is done (a missing __syncthreads() between them), "
     "or they read slots that no store fills."},
    {"partial-tile-bounds",
     "The call wrote outside out, or changed in: the threads of a partial tile (along the "
     "bottom or the right edge, where rows or cols is not a multiple of kTile) must skip the "
     "elements outside the matrix, on the read (row < rows, col < cols) and on the write (a row "
     "of out below cols, a column of out below rows)."},
    {"transpose-missing-barrier",
     "A transpose only moves values: two runs on the same input give the same bits unless "
     "threads race. Here that is almost always a missing __syncthreads() between the stores to "
     "the tile and the loads from it, where every thread of the block reaches it. "
     "`./lab check 1.15 --sanitize` runs racecheck, which names both lines."},
    // The chapter's performance target (`./lab bench`, `./lab list`, `lab grade`).
    {"transpose.target",
     "the slower of transpose_padded and transpose_swizzled >= 1.5 x the rate of transpose_naive "
     "at 4096 x 4096"},
    // A ceiling of the chapter's benchmark rows (`./lab bench`, `./lab list`).
    {"transpose.ceiling", "transpose_naive"},
};

}  // namespace

Catalogue english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages::chapter_1_15_bank_conflicts
