// Chapter 1.9's texts in English: its title and what its checker says, by message id
// (checker/harness/messages.h). messages_zh.cpp has the same ids; a host test checks both ways,
// and that the two texts of an id have the same placeholders. The root meson.build joins this
// part to the lab's catalogue, as lab::messages::chapter_1_9_atomic::english().
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_9_atomic {
namespace {

const Entry kEnglish[] = {
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
    {"count-wrong", "{head}."},
    {"count-stops-at-capacity",
     "*count stopped at the capacity ({capacity}). The contract counts every match ({matches}), "
     "also those that do not fit in out: keep the atomicAdd for every kept element, and skip only "
     "the write to out[slot] when slot >= capacity, so that the caller learns how many it missed."},
    {"greater-instead-of-greater-equal",
     "you counted only the {above} elements > threshold. The contract keeps elements >= "
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
    // The chapter's performance target (`./lab bench`, `./lab list`, `lab grade`).
    {"atomic.target", "keep_items >= 85 % of copy bandwidth at n >= 2^26, keeping 10 %"},
    // The chapter's benchmark program's notes under its table (bench_keep_items.cpp).
    {"atomic.bench.wrong", "WRONG: {name} at {size} counted {count} matches instead of {matches}"},
    {"atomic.bench.input-rate", "keep_items, {size}: {rate} GB/s of input"},
};

}  // namespace

Catalogue english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages::chapter_1_9_atomic
