// Chapter 1.10's texts in English: its title and what its checker says, by message id
// (checker/harness/messages.h). messages_zh.cpp has the same ids; a host test checks both ways,
// and that the two texts of an id have the same placeholders. The root meson.build joins this
// part to the lab's catalogue, as lab::messages::chapter_1_10_warpaffine::english().
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_10_warpaffine {
namespace {

const Entry kEnglish[] = {
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
    {"warp.context.experiment", "running {function} again with one input changed"},
    {"warp.src-inverted", "inverted every byte of src (b became 255 - b)"},
    {"warp.matrix-turned",
     "gave it another matrix m, one that turns the picture by 180 degrees about the centre of "
     "src,"},
    {"warp.axes-both", "x and y"},
    {"warp.formulas-both", "{x} and {y}"},
    {"warp-grid-dim-for-block-dim",
     "your index uses gridDim where blockDim belongs, in {axes}: exactly the pixels reached by "
     "{formula} with this launch ({launch}) were written, and no others. gridDim is the number "
     "of blocks in the grid, blockDim the number of threads in one block: dx = blockIdx.x * "
     "blockDim.x + threadIdx.x, dy = blockIdx.y * blockDim.y + threadIdx.y."},
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
    // The chapter's performance target (`./lab bench`, `./lab list`, `lab grade`).
    {"warp.target",
     "warp_affine_to_tensor <= 1.3 x the time of a copy kernel moving the same bytes"},
    // The chapter's benchmark program's notes under its table (bench_warp_affine.cpp).
    {"warp.bench.rates",
     "rates count the source read once plus the output written once (the copy: the same bytes)"},
    {"warp.bench.against-copy",
     "{kernel}: {time} us = {ratio} x the copy kernel ({copy} us); {gpixels} Gpixel/s"},
    // The names of the benchmark's rows that compare other designs (not keys: shown only).
    {"warp.bench.row.copy-tensor", "copy kernel, the tensor's bytes"},
    {"warp.bench.row.memcpy-tensor", "cudaMemcpy, the tensor's bytes"},
    {"warp.bench.row.copy-image", "copy kernel, the image's bytes"},
};

}  // namespace

Catalogue english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages::chapter_1_10_warpaffine
