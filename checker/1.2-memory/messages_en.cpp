// Chapter 1.2's texts in English: its title and what its checker says, by message id
// (checker/harness/messages.h). messages_zh.cpp has the same ids; a host test checks both ways,
// and that the two texts of an id have the same placeholders. The root meson.build joins this
// part to the lab's catalogue, as lab::messages::chapter_1_2_memory::english().
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_2_memory {
namespace {

const Entry kEnglish[] = {
    {"memory.one-float", "{n} float"},
    {"memory.floats", "{n} floats"},
    {"memory.one-byte", "{n} byte"},
    {"memory.bytes", "{n} bytes"},
    {"memory.own-memory", "memory of its own"},
    {"memory.stream.default", "the default stream (stream 0)"},
    {"memory.stream.per-thread", "the per-thread default stream"},
    {"memory.stream.other", "another stream"},
    {"memory.wrong-example", "{name}[{i}] = {got}, want {want}"},
    {"nothing-copied", "nothing arrived in {name}: {function} left all {floats} as they were."},
    {"size-in-floats",
     "only the first {bytes} of the {floats} arrived in {name}: the size was given in floats, but "
     "cudaMemcpy and cudaMemcpyAsync count bytes: count * sizeof(float)."},
    {"partial-copy",
     "only the first {prefix} of the {floats} arrived in {name}; the rest was left as it was. Was "
     "the size computed from something else than count?"},
    {"memory.wrong-data.copy",
     "{wrong} of the {floats} in {name} are wrong after {function}: {examples}."},
    {"copied-too-much",
     "{function} changed {beyond} element(s) of {name} beyond the {floats} it was asked to copy: "
     "copy count * sizeof(float) bytes, not the whole buffer."},
    {"memory.type.pageable", "ordinary pageable host memory (new, malloc, std::vector)"},
    {"memory.type.pinned", "page-locked host memory"},
    {"memory.type.device", "device memory"},
    {"memory.type.managed", "managed memory (cudaMallocManaged)"},
    {"memory.type.unknown", "memory of an unknown type"},
    {"wrong-count", "{head} set b.n = {got}: b.n is the number of floats in each buffer, n."},
    {"no-device-memory",
     "{head} returned b.device = nullptr: it allocated no device memory. cudaMalloc allocates it."},
    {"not-device-memory",
     "b.device is {type} (cudaPointerGetAttributes says so), not device memory: allocate it with "
     "cudaMalloc."},
    {"no-pinned-memory",
     "{head} returned b.pinned = nullptr: it allocated no page-locked host memory. cudaMallocHost "
     "allocates it."},
    {"not-pinned",
     "b.pinned is not page-locked: cudaPointerGetAttributes says it is {type}. The copy engine "
     "reads and writes only page-locked memory directly, and only copies from it are truly "
     "asynchronous: allocate it with cudaMallocHost."},
    {"allocation-too-small",
     "{buffer} got {bytes} bytes from {function}, but {floats} need n * sizeof(float) = {need} "
     "bytes: sizes are in bytes."},
    {"memory.failed-example", "{function} failed with {error}"},
    {"call-failed", "in {function}, {failures}. Check every runtime call's result (checkRuntime)."},
    {"memory.allocation-example", "{function} of {bytes} bytes"},
    {"memory.allocated-in",
     "{function} allocated memory ({examples}): only allocate_buffers allocates, the copies use "
     "b's buffers."},
    {"memory.leak-per-call",
     " And nothing freed it: every call leaks {what}, until the memory runs out."},
    {"memory.an-allocation", "an allocation"},
    {"memory.allocations", "allocations"},
    {"memory.allocates-per-call",
     " Allocating and freeing on every call is slow: cudaFree and cudaFreeHost wait for the whole "
     "GPU."},
    {"waits-in-async",
     "{function} waited for the GPU ({call}): an asynchronous copy is only enqueued, and the "
     "function returns at once. The caller decides when to wait."},
    {"memory.synchronous-copy.async",
     "{function} copied with {call}, which returns only when the copy is done, and runs it on the "
     "default stream, not on the stream it was given: enqueue it with cudaMemcpyAsync(dst, src, "
     "bytes, kind, stream) and return."},
    {"memory.wrong-stream.async",
     "{function} enqueued its copy on {stream}, not on the stream it was given: pass `stream` as "
     "cudaMemcpyAsync's last argument. The caller orders its work on its own stream; a copy "
     "elsewhere may run before the data it needs is there, or after the caller has already read "
     "the result."},
    {"memory.no-copy.async",
     "{function} enqueued no copy on the stream it was given (cudaMemcpyAsync(dst, src, count * "
     "sizeof(float), kind, stream))."},
    {"memory.not-staged.from-host",
     "stage_upload copied from host itself with {call}, not through b.pinned: copy host into "
     "b.pinned on the CPU (std::memcpy), then enqueue b.pinned -> b.device. From pageable memory "
     "the driver has to stage the data itself, through a buffer of its own."},
    {"memory.synchronous-copy.stage",
     "stage_upload copied {src} -> {dst} with {call}, on the default stream: enqueue it on the "
     "stream it was given with cudaMemcpyAsync(..., stream)."},
    {"memory.wrong-stream.stage",
     "stage_upload enqueued its copy on {stream}, not on the stream it was given: pass `stream` as "
     "cudaMemcpyAsync's last argument."},
    {"memory.not-staged.other-source",
     "stage_upload copied to b.device from {src}, not from b.pinned: stage the data through "
     "b.pinned, the pinned buffer that allocate_buffers made once."},
    {"memory.no-copy.stage",
     "stage_upload enqueued no copy b.pinned -> b.device on the stream it was given."},
    {"memory.copy.before-first", "the copy enqueued before the first stage_upload"},
    {"memory.copy.of-call", "the copy of stage_upload call {call}"},
    {"memory.delivered-none", "{copy} delivered data of none of the calls"},
    {"memory.delivered-call", "{copy} delivered the data of call {call}"},
    {"memory.overwrote-pinned",
     "stage_upload overwrote b.pinned while a copy from it was still waiting on the stream: "
     "{examples}. (The checker held the stream until stage_upload returned or waited, so the copy "
     "engine read b.pinned only then.) The watermelon money: wait until the stream is done with "
     "b.pinned (cudaStreamSynchronize(stream)) BEFORE writing new data into it."},
    {"memory.never-waits", " Your stage_upload never waits for the stream."},
    {"memory.waits-too-late",
     " Your stage_upload waits only after enqueuing its own copy: by then it has already "
     "overwritten b.pinned."},
    {"freed-while-in-use",
     "release_buffers freed {what} ({function}) while a copy that uses it was still queued on the "
     "stream: wait for the stream first (cudaStreamSynchronize(stream)), then free. The watermelon "
     "money cannot be taken back before the watermelon is bought. (Today's {function} waits for "
     "the whole GPU before freeing, which saved the data here: the Programming Guide documents "
     "that cudaMalloc and cudaFree synchronise the device. Do not lean on it: it stalls every "
     "stream, it is not an order your code states, and cudaFreeAsync, or the caching allocator "
     "of a framework, frees without waiting for the whole GPU.)"},
    {"heap-free-of-cuda-memory",
     "release_buffers gave {what} to {tried}, but it came from {function}: that memory belongs to "
     "the CUDA driver, not to the C/C++ heap, and {tried} on it is undefined behaviour (in a "
     "program of your own, usually a crash inside the C library that names no cause). The checker "
     "did not make that call. Free it with {right}, the function that matches {function}."},
    {"wrong-free-function",
     "release_buffers freed {what} with {tried}, but it came from {function}: free it with "
     "{right}. ({tried} failed with {error} and freed nothing.)"},
    {"leak",
     "{what} ({function}, {bytes} bytes) was never freed: release_buffers must free it with "
     "{right}, or every allocate/release pair leaks it."},
    {"double-free",
     "releasing the buffers a second time freed them again ({examples}): release_buffers must "
     "leave b empty (b = TransferBuffers{}), so that no pointer to freed memory is left behind."},
    {"memory.past-end-advice", "Copy count * sizeof(float) bytes, no more."},
    {"memory.while.release", "running the copy queued before release_buffers"},
    {"not-emptied",
     "release_buffers left b non-empty: set b = TransferBuffers{} after freeing, so that no "
     "pointer to freed memory is left behind."},
    {"memory.capture-failed", "recording {function}'s work on its stream failed: {error}"},
    {"memory.while.copy", "running {function}'s copy"},
    {"memory.called-directly", "called directly: {problems}"},
    {"memory.while.stage", "running stage_upload's copies"},
    {"memory.while.snapshots", "reading b.device's snapshots"},
    {"memory.while.copies", "running the copies"},
    {"memory.wrong-data.cycle",
     "after stage_upload then download_async, b.pinned does not hold the data that stage_upload "
     "was given."},
    {"memory.round", "round with n = {n}: {problems}"},
    // The chapter's performance target (`./lab bench`, `./lab list`, `lab grade`).
    {"memory.target", "upload_async >= 95 % of the pinned link at 2^24"},
    // A ceiling of the chapter's benchmark rows (`./lab bench`, `./lab list`).
    {"memory.ceiling.upload", "pinned cudaMemcpyAsync H2D"},
    {"memory.ceiling.download", "pinned cudaMemcpyAsync D2H"},
    // The chapter's benchmark program's notes under its table (bench_transfers.cpp).
    {"memory.bench.no-buffers", "allocate_buffers gave no buffers: run ./lab check 1.2"},
    {"memory.bench.ceiling",
     "Ceiling: cudaMemcpyAsync between pinned and device memory, per size and direction."},
    {"memory.bench.target",
     "Target for the solution: pinned copies >= 95 % of it; the pageable rows are the lesson."},
};

}  // namespace

Catalogue english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages::chapter_1_2_memory
