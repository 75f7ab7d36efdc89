// Chapter 1.13's texts in English: what its checker says, by message id
// (checker/harness/messages.h). messages_zh.cpp has the same ids; a host test checks both ways,
// and that the two texts of an id have the same placeholders. The root meson.build joins this
// part to the lab's catalogue, as lab::messages::chapter_1_13_thrust::english().
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_13_thrust {
namespace {

const Entry kEnglish[] = {
    {"thrust.running", "running {function}"},
    {"thrust.running-again", "running {function} a second time"},
    {"thrust.second-run-wrong",
     "the first run of the recorded call was right, the second on the same inputs was not:\n"
     "{problems}"},
    {"thrust.kept-and-order", "*kept and order"},
    {"thrust.case", "n = {n}, confidences: {levels}, threshold {threshold}"},
    {"thrust.distinct", "almost all distinct"},
    {"thrust.failed-case", "{case}{passed}:\n{problems}"},
    {"thrust.cases-passed", " (passed before it: {cases})"},
    {"thrust.slot", "slot {slot} (confidence {confidence}, row {row})"},
    {"thrust.pair", "order[{i}] is {a}, order[{j}] is {b}"},
    {"kept-never-written",
     "*kept was never written: it still holds the -1 the checker put there (n = {n}). "
     "keep_and_sort writes the number of kept boxes there on every call, 0 when n is 0, on the "
     "GPU (step 6)."},
    {"order-never-written",
     "{count} of the {n} elements of order were never written (they still hold -1), the first "
     "at order[{first}]. order is every slot 0 .. n - 1, the kept ones first: sort all of them "
     "(step 5)."},
    {"order-not-a-slot",
     "order[{i}] is {value}, which is no slot: order holds the slots 0 .. {n} - 1, each once. "
     "Sort the slots (thrust::sequence, then sort_by_key with the slots as values), not the "
     "keys or the rows."},
    {"order-slot-twice",
     "slot {slot} is in order twice, at order[{i}] and order[{j}]: order is a permutation of "
     "the slots."},
    {"threshold-strict",
     "*kept is {got}, want {want}: the {at} box(es) exactly at the threshold {threshold} were "
     "rejected. The contract keeps confidence >= threshold, as 1.12's decode does: use >=, not "
     ">."},
    {"kept-count-wrong",
     "*kept is {got}, want {want} (of n = {n}; {at} of them exactly at the threshold "
     "{threshold}). *kept is the number of boxes with confidence >= threshold: the keys before "
     "the first rejected key once they are sorted."},
    {"rejected-among-kept",
     "order[{i}] is {box}, below the threshold {threshold}, but it is among the first {kept}, "
     "the kept ones. A rejected box's key must sort after every kept box's."},
    {"ties-higher-row-first",
     "the confidences come highest first, but equal confidences go higher row first: {pair}. "
     "1.12's beats() puts the LOWER row first on a tie. A descending sort of (confidence, row), "
     "or an ascending one reversed, reverses the tie-break too: invert the confidence's bits "
     "only, and keep the row as it is in the low half of an ascending key."},
    {"ties-out-of-order",
     "the confidences come highest first, but equal confidences are not in row order: {pair}. "
     "The tie-break is the row (rows[slot], not the slot), the lower first: the low 32 bits of "
     "the key."},
    {"lowest-confidence-first",
     "the kept boxes come lowest confidence first: {pair}. The contract wants the highest "
     "first: invert the confidence's order-preserving bits in the key."},
    {"order-not-sorted",
     "the kept boxes are not sorted by confidence: {pair}, and the first must beat the second. "
     "Is the key built from the float's bits made order-preserving (a float's bits, read as an "
     "integer, do not order as the float does, unless it is >= 0)?"},
    {"copied-to-host",
     "keep_and_sort copied device memory to the host ({call}, {bytes} bytes): the boxes were "
     "copied to the host to be sorted there. That needs a wait for the stream before the CPU "
     "can read them, and two trips over the bus on every frame. Sort on the GPU: "
     "thrust::sort_by_key with a device policy."},
    {"threw",
     "{function} threw an exception: {what}\n  Thrust throws when a CUDA call fails, and "
     "throws std::bad_alloc or your allocator's error when temporaries do not fit: the "
     "workspace has keep_and_sort_workspace_bytes(n) bytes."},
    {"thrust.advice-wait",
     "\n  With Thrust: thrust::cuda::par (and thrust::device) waits for the stream at the end "
     "of every algorithm; thrust::cuda::par_nosync does not. Algorithms that return a value to "
     "the host (reduce, count_if, copy_if's returned end...) wait whatever the policy."},
    {"thrust.advice-malloc",
     "\n  With Thrust: thrust::device_vector allocates with cudaMalloc and frees with cudaFree, "
     "and so does the default temporary allocator of thrust::cuda::par. Take the keys and "
     "every temporary from the workspace: an allocator over it, passed as "
     "thrust::cuda::par_nosync(allocator)."},
    {"thrust.advice-malloc-async",
     "\n  With Thrust: without an allocator, par_nosync.on(stream) takes the temporaries of "
     "sort_by_key with cudaMallocAsync on the stream. Pass an allocator over the workspace: "
     "thrust::cuda::par_nosync(allocator).on(stream)."},
    {"thrust.advice-stream",
     "\n  With Thrust: a policy without .on(stream) runs on the default stream: write "
     "thrust::cuda::par_nosync(allocator).on(stream)."},
    // The chapter's performance target (`./lab bench`, `./lab list`, `lab grade`).
    {"thrust.target", "keep_and_sort >= 85 % of CUB's radix sort of the same keys at n = 2^22"},
    // A ceiling of the chapter's benchmark rows (`./lab bench`, `./lab list`).
    {"thrust.ceiling.radix-sort", "cub::DeviceRadixSort::SortPairs"},
    {"thrust.ceiling.nosync", "par_nosync"},
    // The names of the benchmark's rows that compare other designs (not keys: shown only).
    {"thrust.bench.row.cpu-sort", "std::sort on the CPU"},
    {"thrust.bench.row.keep-items", "keep_items (1.9's reference)"},
    {"thrust.bench.row.copy-if", "thrust::copy_if, par_nosync (waits for its count)"},
};

}  // namespace

Catalogue english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages::chapter_1_13_thrust
