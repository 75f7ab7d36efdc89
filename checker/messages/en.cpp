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

    // ---- 1.8-reduce-sum

    // ---- 1.9-atomic

    // ---- 1.10-warpaffine
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
     "bands), and no other, was never written: such pixels must be set to fill_value, not skipped."},
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
     "either level is accepted where v lies within float rounding of a half level; see reference.h"},
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

    // ---- 1.11-cublas-gemm
    {"gemm.rule.cpu",
     "float32 dot product of length K = {k}: gamma(K) * sum_k |a_ik b_kj|, gamma(K) = K u / (1 - "
     "K u), u = 2^-24, so {bound} * sum_k |a_ik b_kj| (+ the float64 reference's own error)"},
    {"gemm.rule.cublas",
     "compared with cublasSgemm (FP32), both within gamma(K) sum_k |a_ik b_kj| of the exact "
     "product, K = {k}, gamma(K) = K u / (1 - K u), u = 2^-24: {bound} * sum_k |a_ik b_kj| (sum "
     "|a b| from cuBLAS too)"},
    {"gemm.where.thread", " (block ({bx}, {by}), thread ({tx}, {ty}))"},
    {"gemm.element-wrong", "{where}: got {got}, want {want} (tolerance {tolerance})"},
    {"gemm.element-unwritten", "{where}: got never written, want {want} (tolerance {tolerance})"},
    {"gemm-values-wrong", "{wrong} of {checked} checked elements of C are wrong"},
    {"gemm.values.never-written", " ({count} never written)"},
    {"gemm.values.checked-part",
     " (checked: whole rows and columns, {checked} of {total} elements)"},
    {"gemm.values.tolerance", ". Tolerance per element: {rule}."},
    {"gemm.values.more", "... and {count} more"},
    {"gemm.unwritten.head", "{count} elements of C were never written"},
    {"gemm.unwritten.round-up",
     "With x for columns and y for rows: grid = ((N + block.x - 1) / block.x, (M + block.y - 1) / "
     "block.y)."},
    {"gemm.unwritten.bounds",
     "a bounds check rejects threads inside C, or a thread returns before its store (the test is "
     "row < M && col < N)"},
    {"gemm-never-written", "{head}: {grid}, or {bounds}. {round_up}"},
    {"gemm.unwritten.grid-uncovered", "the grid does not cover C"},
    {"gemm.unwritten.grid-mismatch", "the grid ({launch}) does not match C's shape"},
    {"gemm-grid-too-small",
     "{head}: the grid ({launch}) has fewer threads than C has elements, so it does not cover C. "
     "{round_up}"},
    {"gemm-bounds-skip",
     "{head}, although the grid ({launch}) has a thread for every element: {bounds}."},
    {"gemm-nothing-written",
     "C was never written: did the kernel run and store to C? Is the bounds check (row < M && col "
     "< N) rejecting every thread?"},
    {"gemm-edges-wrong",
     "only elements in the last, partial blocks (rows >= {rows} x (M / {rows}) or columns beyond "
     "the last whole block) are wrong: check the bounds at the edges of A, B and C."},
    {"gemm-indices",
     "check the indices: row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * "
     "blockDim.x + threadIdx.x, and C[row][col] = sum over k < K of A[row * K + k] * B[k * N + "
     "col]."},
    {"gemm-tiled-causes",
     "the usual causes in a tiled kernel: a missing __syncthreads() between the tile loads and "
     "the multiply-adds (threads read tile entries other threads have not written yet) or after "
     "the multiply-adds (the next loads overwrite a tile still being read); tile loads without "
     "bounds; a K loop that rounds down. `./lab check 1.11 --sanitize` (racecheck) names the "
     "lines of a race."},
    {"gemm-cublas-arguments",
     "check the cublasSgemm arguments against the identity row-major C = A * B <=> column-major "
     "C^T = B^T * A^T: m = N, n = M, k = K, B (ldb = N) first, A (lda = K) second, ldc = N."},
    {"gemm.hint", "hint: {hint}"},
    {"gemm.label.fast",
     "gemm_fast (the optional exercise; until you write it, it calls gemm_tiled)"},
    {"gemm.second-call-wrong",
     "the first call was right, but a second one on the same buffers, with A negated, was not: "
     "{problem}"},
    {"gemm.title", "{function} with {shape}{inputs}: "},
    {"gemm.title.near-one", " (inputs just above 1)"},
    {"gemm.context.running", "running {function}"},
    {"gemm.context.again", "calling {function} again"},
    {"gemm.context.reference", "computing the cuBLAS reference"},
    {"gemm-runs-differ", "{race}{tiled}"},
    {"gemm.runs-differ.tiled",
     " In a tiled kernel: a __syncthreads() is missing between the tile loads and the "
     "multiply-adds, or between the multiply-adds and the next tile loads."},
    {"gemm.guard.c",
     "Threads outside C (row >= M or col >= N) must not store: check both before writing."},
    {"gemm.passed-before", "(passed before: {shapes})"},
    {"gemm.note.fast-is-tiled",
     "note: gemm_fast launches the same kernel as gemm_tiled, so it is still the fallback: the "
     "optional exercise is not done (nothing is wrong with that). `./lab bench 1.11` shows what a "
     "fast kernel is worth."},
    {"gemm.transposed.cublas",
     "the result is C transposed: cuBLAS wrote the column-major C (element (i, j) at j * M + i). "
     "Row-major C = A * B is column-major C^T = B^T * A^T: call cublasSgemm with m = N, n = M, k "
     "= K, B as the first matrix (ldb = N) and A as the second (lda = K), ldc = N."},
    {"gemm-transposed",
     "C is transposed: the value of C[i][j] is at position j * M + i, so the kernel stored C[col "
     "* M + row] (column-major). Row-major C[i][j] lives at C[i * N + j]: store C[row * N + col]."},
    {"gemm-k-rounded-down",
     "the loop over K tiles rounds down: the result is the sum over k < {whole} only (the whole "
     "tiles of {tile}), the last, partial tile of K = {k} was left out. Loop over (K + TILE - 1) "
     "/ TILE tiles and load 0 past the end of K."},
    {"gemm-unguarded-tiles",
     "the result is what tile loads without bounds checks give: at the edges the {tile} x {tile} "
     "tiles read A and B past their rows and columns (elements of other rows, or past the end of "
     "the arrays). Load 0 outside the matrices: a_tile[ty][tx] = (row < M && k0 + tx < K) ? A[row "
     "* K + k0 + tx] : 0, b_tile[ty][tx] = (k0 + ty < K && col < N) ? B[(k0 + ty) * N + col] : 0."},
    {"gemm-cublas-call", "the result is exactly what {call} computes: {mistake}"},
    {"gemm.call.mistake", "{what} {identity}"},
    {"gemm.call.identity",
     "Row-major C = A * B is column-major C^T = B^T * A^T: m = N, n = M, k = K, B first with ldb "
     "= N (its row length), A second with lda = K, ldc = N."},
    {"gemm.call.swapped", "A and B are swapped in the cublasSgemm call."},
    {"gemm.call.swapped-with-ld",
     "A and B are swapped in the cublasSgemm call (with their leading dimensions)."},
    {"gemm.call.ld-wrong", "the leading dimensions are swapped or wrong (lda and ldb)."},
    {"gemm.call.column-major",
     "it treats the row-major A, B and C as column-major matrices (leading dimension = number of "
     "rows), which computes a different product."},
    {"gemm.call.row-major-ld",
     "the row-major leading dimensions with the column-major m and n: cuBLAS reads every matrix "
     "as column-major, the leading dimension being the distance between columns."},
    {"gemm-reduced-precision",
     "C is close to A * B (error up to {worst} x sum |a b|) but further off than float32 rounding "
     "allows ({bound} x sum |a b|): the products were computed at reduced precision. {advice}"},
    {"gemm.reduced.cublas",
     "cuBLAS uses TF32 tensor cores (10-bit mantissa) when asked to: leave the handle's default "
     "math mode (no cublasSetMathMode(handle, CUBLAS_TF32_TENSOR_OP_MATH), no "
     "CUBLAS_COMPUTE_32F_FAST_TF32, and NVIDIA_TF32_OVERRIDE unset)."},
    {"gemm.reduced.kernel",
     "Keep every value and the sum in float (no __half, no TF32 conversion)."},
    {"gemm-cublas-rejected",
     "cublasSgemm most likely refused its arguments (look for the `cublas error` line with "
     "CUBLAS_STATUS_INVALID_VALUE above). cuBLAS sees every matrix as column-major and requires "
     "each leading dimension to be at least the number of rows of its matrix: ld of the first "
     "matrix >= m, of the second >= k, ldc >= m.{rejected}"},
    {"gemm.rejected-call", "For this shape cuBLAS rejects {call}, where {mistake}"},

    // ---- 1.12-yolov5-postprocess
    {"yolo.field-wrong", "{field} {got} (want {want} +- {tolerance})"},
    {"yolo.confidence-wrong",
     "confidence {got} (want {want} = objectness {objectness} * probability {probability})"},
    {"yolo.confidence-alone",
     " [the class probability alone: confidence = objectness * probability]"},
    {"yolo.label-wrong",
     "label {got} (want {want}: the class with the largest probability, the lowest on a tie)"},
    {"yolo.keep-not-one", "keep {got} (want 1)"},
    {"yolo.slot-holds-row", "slot {slot} holds row {row}"},
    {"yolo.row-in-slots", "row {row} in slots {first} and {second}"},
    {"yolo.slot-record", "slot {slot} (row {row}): {problem}"},
    {"yolo.slot", "slot {slot}"},
    {"yolo.row", "row {row}"},
    {"yolo.count.head",
     "*count = {count} after decode, but {matches} row(s) of predict pass the threshold"},
    {"decode-counter-not-reset",
     "{head}: that is the {before} *count held before the call plus the matches. The counter was "
     "not reset: decode must set *count to 0 on its stream before the kernel runs "
     "(cudaMemsetAsync(count, 0, sizeof(int), stream)). The course never zeroes it, so its second "
     "frame continues where the first stopped."},
    {"decode-nothing-decoded",
     "{head}: no box was decoded. Every row whose objectness and confidence pass the threshold "
     "must claim a slot with atomicAdd(count, 1)."},
    {"decode-count-zero",
     "{head}, yet {written} slot(s) were written: the slots were claimed, but *count ends at 0. "
     "Is it reset after the kernel instead of before (the reset must come first on the stream), "
     "or are the slots claimed from another counter than count?"},
    {"decode-confidence-without-objectness",
     "{head}: {without} rows pass when the confidence is the class probability alone. confidence "
     "= objectness * probability[label]: multiply by the objectness."},
    {"decode-count-wrong", "{head}."},
    {"decode-slots-unwritten",
     "{count} of the first {stored} slots were never written (rows[slot] still holds the poison): "
     "{examples}. Every claimed slot below max_objects must receive its box and its row."},
    {"decode-slots-past-max",
     "{count} slot(s) at or past slot {stored} were written, although only {stored} box(es) may "
     "exist: {examples}.{advice}"},
    {"yolo.slots-past-max.compare",
     " Compare the claimed slot with max_objects before writing (if (slot >= max_objects) return)."},
    {"decode-bad-row",
     "{count} record(s) name a row outside 0 .. {last}: {examples}. rows[slot] is the index of "
     "the row the box was decoded from."},
    {"decode-row-not-matching",
     "{count} record(s) come from rows that do not pass the threshold: {examples}. Skip a row "
     "when objectness < threshold, and when objectness * probability[label] < threshold."},
    {"decode-row-twice", "{count} row(s) were stored twice: {examples}."},
    {"decode-values-wrong", "{count} box(es) hold wrong values: {examples}.{d2i}"},
    {"decode-d2i-not-applied",
     "The corners are still in network-input pixels: map both corners back to the original image "
     "with d2i (x' = d2i[0] x + d2i[1] y + d2i[2], y' = d2i[3] x + d2i[4] y + d2i[5]); the course "
     "left this step commented out."},
    {"decode-rows-missing", "{count} matching row(s) are missing: {examples}."},
    {"yolo.store.any", "any {capacity} of the {matches} matches, as max_objects is {capacity}"},
    {"yolo.store.every", "every match, in any order"},
    {"yolo.store", "decode must store {stored} box(es) ({which})."},
    {"nms-fast-not-greedy",
     "this is fast NMS, not greedy NMS: a box was suppressed by a box that was itself suppressed. "
     "Greedy NMS takes the boxes best first and only a box still KEPT when its turn comes "
     "suppresses the later ones."},
    {"nms-greedy-not-fast",
     "this is greedy NMS, but nms_fast is the course's fast NMS: a box is suppressed by ANY "
     "better box of its class that overlaps it, even one that is itself suppressed."},
    {"nms-iou-not-clamped",
     "the IoU's intersection is not clamped at 0: two boxes apart in both x and y give a negative "
     "width times a negative height, a positive 'intersection', and suppress each other. Use "
     "max(0, right - left) and max(0, bottom - top)."},
    {"nms-across-classes",
     "boxes of different classes suppressed each other: NMS compares only boxes with the same "
     "label (a person in front of a car must keep both boxes)."},
    {"nms-iou-at-threshold",
     "a box whose IoU equals the threshold was suppressed: the contract suppresses when IoU > "
     "threshold, strictly (>= instead of >)."},
    {"nms.box", "box {box} (row {row}, label {label}, confidence {confidence}, {corners})"},
    {"nms.box-field", "box {box} field {field}"},
    {"nms.box-keep", "box {box} keep = {keep}"},
    {"nms-other-fields-changed",
     "{count} field(s) other than keep were changed: {examples}. NMS only sets keep (1 kept, 0 "
     "suppressed)."},
    {"nms-past-count-changed",
     "{count} field(s) of boxes at or past n = min(*count, max_objects) = {n} were changed: "
     "{examples}. Only the first n boxes exist."},
    {"nms-keep-not-flag", "{count} keep field(s) are neither 0 nor 1: {examples}."},
    {"nms.removed-wrongly", "suppressed, but must be kept: {examples}"},
    {"nms.kept-wrongly", "kept, but must be suppressed: {examples}"},
    {"nms-nothing-suppressed",
     "No box was suppressed at all: does the kernel compare the boxes and set keep = 0?"},
    {"nms.likely-cause", "Likely cause: {cause}"},
    {"nms.likely-causes", "Likely causes (each gives exactly this answer here):"},
    {"nms-keep-wrong",
     "{wrong} of {n} boxes have the wrong keep after {function} (IoU threshold "
     "{threshold}).{details}"},
    {"yolo.guard.boxes",
     "Only slots below max_objects exist: compare the claimed slot with max_objects before "
     "writing."},
    {"yolo.guard.rows", "Only slots below max_objects exist."},
    {"yolo.guard.nms-boxes", "Only the first min(*count, max_objects) boxes exist."},
    {"yolo.context.decode", "running decode"},
    {"yolo.context.decode-second", "running decode a second time"},
    {"yolo.context.decode-again", "calling decode again"},
    {"yolo.context.running", "running {function}"},
    {"yolo.context.again", "calling {function} again"},
    {"yolo.decode-again-wrong",
     "the first calls were right, but a second one on the same buffers, with every box moved by "
     "(1, 1) pixel, was not:"},
    {"yolo.decode-second-wrong",
     "the first call was correct, but a second call on the same buffers was not:"},
    {"yolo.nms-again-wrong",
     "the first calls of {function} were right, but a second one on the same buffers, with one "
     "kept box moved onto a better one of its class, was not:"},
    {"yolo.nms-second-wrong",
     "the first call of {function} was correct, but a second one on the same input was not (a "
     "race?):"},
    {"yolo.pipeline", "decode followed by nms_greedy on its output (*count read on the GPU):"},
    {"yolo.input",
     "{rows} rows x (5 + {classes}), threshold {threshold}, max_objects {max_objects}"},
    {"yolo.decode-on", "decode on {input}:"},
    {"yolo.nms-on-named", "{function} on the named situations:"},
    {"yolo.nms-on-boxes", "{function} on {count} boxes{overflow}:"},
    {"yolo.overflow", " (*count {count} past max_objects)"},
    {"yolo.stale.decode-outputs", "boxes, rows and *count"},
    {"yolo.stale.keep-fields", "the keep fields"},

    // ---- 1.14-error

};

}  // namespace

Catalogue english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages
