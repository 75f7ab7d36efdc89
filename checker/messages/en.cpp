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

    // ---- the optional fast exercises' timings (1.8, 1.11: for lab grade)
    {"timed-result-wrong",
     "{function}, {size}: on the buffers of the timing the result is wrong ({what}), while one checked "
     "call on fresh buffers was right: it goes wrong only in the timing's run of calls, which points to "
     "a race or to state kept from one call to the next."},
    {"timed-sum-off", "*output = {got}, want {want}"},
    {"timed-gemm-off",
     "{wrong} elements of C differ from cuBLAS's beyond rounding; the first, C[{i}][{j}] = {got}, "
     "cuBLAS {want}"},

    // ---- 1.2-memory
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
     "the whole GPU before freeing, which saved the data here; the runtime does not promise it, "
     "and it stalls every stream.)"},
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

    // ---- 1.3-stream
    {"stream.fork-advice",
     "Fork first: cudaEventRecord(fork, stream), then cudaStreamWaitEvent(side, fork), then launch "
     "double_plus_one on side."},
    {"stream.join-advice",
     "After double_plus_one: cudaEventRecord(join, side), then cudaStreamWaitEvent(stream, join), "
     "then add_into."},
    {"stream.call-failed", " (it failed: {error})"},
    {"legacy-default-stream",
     "two_stream_pipeline used the legacy default stream (0) in {call}{failed}.\n  Stream 0 is not "
     "a second stream: it waits for every blocking stream and they wait for it, while the caller's "
     "non-blocking stream is not ordered with it at all (recording stream into a graph refuses the "
     "mix). Use the side stream you were given."},
    {"foreign-stream",
     "two_stream_pipeline used a stream it was not given in {call}{failed}.\n  The pipeline's work "
     "goes on the caller's two streams, stream and side, so that the caller decides what it is "
     "ordered with."},
    {"wait-before-record",
     "{wait} came before {record}, the record it should wait for (the course's 1.5.2 order).\n  A "
     "wait takes the event as it is at the moment of the call: its latest record, or nothing when "
     "it was never recorded. So {waiter} waited for nothing (in a loop: for the previous call's "
     "{event}), and {effect}.\n  Record first, then wait: {record}, then {wait}."},
    {"stream.early.side",
     "double_plus_one could start before the caller's earlier work on stream (the upload of in, "
     "say) was done"},
    {"stream.early.stream", "add_into could start before double_plus_one had written b"},
    {"stream.early.other", "what came after the wait was not ordered after the record"},
    {"stream.recorded-outside",
     "{event} was recorded on {stream} while {stream} was not part of stream's work"},
    {"stream.never-recorded-inside",
     "{event} was not recorded on stream or on a stream forked from it"},
    {"stream.side-not-forked.refused",
     "{wait} failed with {error}: {where}.\n  A stream becomes part of the caller's work only by "
     "waiting for an event recorded on stream. side never did, so double_plus_one was not ordered "
     "after the caller's earlier work on stream (the upload of in, say).\n  {fork}"},
    {"stream.unjoined.no-record", "Nothing recorded join on side."},
    {"stream.unjoined.not-waited", "{record} was called, but stream never waited for it."},
    {"stream.unjoined.too-early",
     "{record} came before double_plus_one was launched on side: an event covers only the work "
     "enqueued before its record, so double_plus_one was left out of the join."},
    {"stream.unjoined.later-work", "side has work enqueued after its last join record."},
    {"side-not-joined",
     "side was never joined back to stream: ending the capture of stream reported {error}.\n  "
     "{what}\n  Until stream waits for an event recorded on side after side's last work, the "
     "caller's stream does not cover that work: add_into could read b too early, and "
     "cudaStreamSynchronize(stream) could return while double_plus_one still runs.\n  {join}"},
    {"stream.no-overlap.one-stream",
     "two_stream_pipeline ran all three stages on stream, one after the other: double_plus_one "
     "waited for square although it reads only in, so the two never run at the same time.\n  "
     "Launch double_plus_one on side after a fork (step 1), and join side back before add_into "
     "(step 3)."},
    {"stream.no-overlap.fork-late",
     "fork was recorded after square was launched, so side, and double_plus_one on it, waits for "
     "square: the two run one after the other.\n  Record fork, and make side wait for it, before "
     "launching square."},
    {"stream.no-overlap.side-after-square",
     "double_plus_one runs after square although fork was recorded before square: double_plus_one "
     "was launched on stream (or side waited for a later event), so the two run one after the "
     "other.\n  Launch double_plus_one on side, right after side waits for fork."},
    {"stream.no-overlap.square-after-side",
     "square runs after double_plus_one: the two stages run one after the other instead of side by "
     "side.\n  Right after the fork, launch square on stream and double_plus_one on side."},
    {"stream.side-not-forked.missing",
     "double_plus_one is not part of stream's work (it is missing from the graph recorded from "
     "stream): the stream it was launched on had not waited for an event recorded on stream.\n  So "
     "it ran unordered: maybe before the caller's earlier work on stream (the upload of in, say) "
     "was done, and add_into did not wait for it either.\n  {fork}"},
    {"stream.stage-not-recorded.first",
     "{stage} is not part of stream's work (it is missing from the graph recorded from stream): "
     "launch it on stream (or on side, after the fork)."},
    {"stream.stage-not-recorded.last",
     "{stage} is not part of stream's work (it is missing from the graph recorded from stream): "
     "launch it on stream, after stream has waited for join."},
    {"stage-repeated", "{stage} was launched {count} times: each stage runs once per call."},
    {"add-before-square",
     "add_into does not wait for square, whose result a it adds to: launch add_into on stream "
     "after square (and after stream has waited for join)."},
    {"add-before-join",
     "add_into does not wait for double_plus_one, which writes the b it reads: {why}\n  A wait "
     "orders only what is enqueued on stream after it. {join}"},
    {"stream.add-before-join.late-wait",
     "stream waited for join only after add_into was launched."},
    {"stream.add-before-join.no-wait",
     "stream never waited for an event recorded on side after double_plus_one."},
    {"stream.tolerance",
     "exact: the inputs are whole numbers below 2^11, so every float result is exact"},
    {"stream.while.running", "running two_stream_pipeline"},
    {"stream.while.running-again", "running two_stream_pipeline a second time"},
    {"stream.case-failed", "n = {n}{passed}:\n{problems}"},
    {"stream.passed", " (n = {n} passed)"},

    // ---- 1.5-thread-layout
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

    // ---- 1.6-vector-add

    // ---- 1.7-shared-memory
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

    // ---- 1.8-reduce-sum
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
     "{setup}{tries} gave the right sum: the race did not show here. The usual causes are a "
     "missing __syncthreads() in the tree and block sums added with a plain `+=` instead of "
     "atomicAdd; `./lab check 1.8 --sanitize` (racecheck) names the lines of a race in shared "
     "memory."},
    {"reduce-sum.bound.exact", "exact: nothing to add"},
    {"reduce-sum.bound.launch",
     "{per_thread} (elements per thread) + {tree} (tree of a {block}-thread block) + {chain}"},
    {"reduce-sum.bound.blocks", "{count} (blocks)"},
    {"reduce-sum.bound.adds-per-block", "{count} ({adds} additions per block)"},
    {"reduce-sum.bound",
     "gamma(k) * sum|x| with k = {terms} = {k}, gamma(k) = k u / (1 - k u), u = 2^-24, sum|x| = "
     "{magnitude}"},

    // ---- 1.9-atomic
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
    {"greater-instead-of-greater-equal",
     "{head}: you counted only the {above} elements > threshold. The contract keeps elements >= "
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

    // ---- 1.10-warpaffine

    // ---- 1.11-cublas-gemm

    // ---- 1.12-yolov5-postprocess

    // ---- 1.14-error
    {"error.reported", "for {launched}, checked_launch reported {outcome}"},
    {"stale-error-blamed",
     "{reported}, but that kernel was accepted and ran to its end. The error is older than the "
     "launch: the test left it in the last-error slot on purpose, as a caller that never checked "
     "its own launch does. A call that succeeds does not reset the slot, so empty it "
     "(cudaGetLastError) before the launch, or an earlier error is blamed on this one (step 1)."},
    {"error.wrong-outcome.want-ok",
     "{reported}, but that kernel was accepted and ran to its end: want ok."},
    {"error.wrong-outcome.want", "{reported}: want {want}."},
    {"error.rejected", "the launch itself was rejected: {error}"},
    {"error.failed", "the kernel failed while running: {error}"},
    {"error.broken",
     "the kernel before it failed and broke the context, and the launch failed at once with that "
     "kernel's error, {error}"},
    {"wrong-code", "{reported}, but {why}."},
    {"launch-error-missed",
     "{reported}, but {why}. A rejected launch leaves its error in the last-error slot at once, "
     "and waiting for the stream does not report it (nothing ran, so it returns cudaSuccess): "
     "read the slot right after the launch (step 2)."},
    {"error-code-lost",
     "{reported}, but {why}. The error was cleared before its code was read: cudaGetLastError "
     "empties the slot, so a second read (with either function) finds cudaSuccess. Keep the value "
     "the first cudaGetLastError returns (step 2)."},
    {"launch-error-as-execution",
     "{reported}, but nothing ran: {why}. Waiting for the stream does not report a rejected launch "
     "(it returns cudaSuccess), so code that reads the slot only after waiting finds the launch's "
     "error there and blames the kernel. Read it right after the launch, before waiting (step 2)."},
    {"rejected-launch-not-sticky",
     "{reported}, but a rejected launch breaks nothing ({why}): the context still works, and the "
     "checker ran a kernel in it right after. An error is sticky when the context keeps returning "
     "it: with the slot emptied, a harmless call such as cudaFree(nullptr) still fails (step 3)."},
    {"execution-error-missed",
     "{reported}, but {why}. A launch returns before its kernel runs, so only waiting for the "
     "stream it was given (cudaStreamSynchronize) tells how the kernel ended (step 4)."},
    {"execution-error-as-launch",
     "{reported}, but the launch was accepted and {why}. Tell the two apart by when the error "
     "shows: right after the launch, or only once you waited (steps 2 and 4)."},
    {"execution-error-as-sticky",
     "{reported}, but the context was fine when this kernel was launched: {why}, an execution "
     "error. The context is broken from now on, so the NEXT launch meets a sticky error; step 3 "
     "looks only at launches that fail."},
    {"sticky-error-missed",
     "{reported}, but nothing is wrong with this launch: {why}. From then on every call that "
     "reaches the GPU fails with that error, and emptying the slot does not mend the context: a "
     "harmless call such as cudaFree(nullptr) fails again. That is a sticky error (step 3)."},
    {"sticky-error-as-execution",
     "{reported}, but this kernel never ran: {why}. A launch that fails is caught right after it, "
     "and in a broken context a harmless call fails too: a sticky error (steps 2 and 3)."},
    {"launcher-not-called",
     "checked_launch never called the launcher it was given: it must call launch(stream) once."},
    {"launcher-called-again",
     "checked_launch called the launcher it was given {calls} times: each call launches another "
     "kernel; call it once."},
    {"other-stream",
     "checked_launch called the launcher with another stream than the one it was given: "
     "launch(stream), so that the kernel runs after the caller's work on that stream."},
    {"did-not-wait",
     "checked_launch returned ok while its kernel was still running (cudaStreamQuery on the stream "
     "it was given said cudaErrorNotReady): it did not wait for the stream it was given, so a "
     "kernel that fails while running would be reported as ok (step 4)."},
    {"error-left-behind",
     "checked_launch returned {kind}, but the last-error slot still held {error}. "
     "cudaPeekAtLastError does not empty the slot, and the calls that succeed after it do not "
     "either, so the next check in this thread reports that error again, against a launch that "
     "was fine. Empty it once you have the code: cudaGetLastError (step 2)."},
    {"error.launch.fine", "a kernel that runs to its end"},
    {"error.launch.too-many-threads", "a block of 1050 threads"},
    {"error.launch.empty-grid", "a grid of 0 blocks"},
    {"error.launch.trap", "a kernel that executes a trap instruction"},
    {"error.launch.illegal-address", "a kernel that writes where no allocation is"},
    {"error.after-stale",
     "{launched}, after an earlier launch that was rejected and never checked"},
    {"error.after-fault", "{launched}, launched after {what}"},
    {"error.own-launch-accepted", "the lab's own launch that must be rejected was accepted"},
    {"error.own-fault-ran", "the lab's kernel that must fail ({what}) ran without an error"},
    {"error.fault-on-purpose", "{error} from {what}, on purpose"},
    {"error.call-of", "call {call} of {calls}: {problem}"},
    {"error.while.after-checked-launch", "running a kernel after checked_launch"},

};

}  // namespace

Catalogue english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages
