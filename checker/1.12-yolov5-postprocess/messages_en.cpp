// Chapter 1.12's texts in English: its title and what its checker says, by message id
// (checker/harness/messages.h). messages_zh.cpp has the same ids; a host test checks both ways,
// and that the two texts of an id have the same placeholders. The root meson.build joins this
// part to the lab's catalogue, as lab::messages::chapter_1_12_yolov5_postprocess::english().
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_12_yolov5_postprocess {
namespace {

const Entry kEnglish[] = {
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
     " Compare the claimed slot with max_objects before writing (if (slot >= max_objects) "
     "return)."},
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
    {"nms-no-rank-test",
     "a box was suppressed by a box that overlaps it but is not better: nms_fast must remove a "
     "box only when a box of higher confidence (or, at equal confidence, a lower row) overlaps it. "
     "Without that test two overlapping boxes remove each other, and neither is kept."},
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
    // The chapter's performance target (`./lab bench`, `./lab list`, `lab grade`).
    {"yolo.target", "decode + nms_greedy in <= 3 launches and <= 20 us"},
    // The chapter's benchmark program's notes under its table (bench_yolov5_postprocess.cpp).
    {"yolo.bench.launches", "{kernels} kernels + {memsets} memset"},
    {"yolo.bench.candidates", "candidates above the threshold: {count}"},
    {"yolo.bench.decode-bound",
     "decode reads at most the whole tensor ({kb} kB): at the copy ceiling ({rate} GB/s) that "
     "alone would take {us} us"},
    // The names of the benchmark's rows that compare other designs (not keys: shown only).
    {"yolo.bench.row.one-by-one", "launched one by one"},
};

}  // namespace

Catalogue english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages::chapter_1_12_yolov5_postprocess
