// Chapter 1.16's texts in English: what its checker says, by message id
// (checker/harness/messages.h). messages_zh.cpp has the same ids; a host test checks both ways,
// and that the two texts of an id have the same placeholders. The root meson.build joins this
// part to the lab's catalogue, as lab::messages::chapter_1_16_pipeline::english().
#include <iterator>

#include "checker/harness/messages.h"

namespace lab::messages::chapter_1_16_pipeline {
namespace {

const Entry kEnglish[] = {
    {"pipeline.target",
     "pipeline_run >= 1.5 x the frames per second of the serial pipeline, 16 frames of 1920 x "
     "1080"},
    {"pipeline.step-upload", "the upload of frame {frame}"},
    {"pipeline.step-upload-brief", "up {frame}"},
    {"pipeline.step-preprocess", "the preprocessing of frame {frame}"},
    {"pipeline.step-preprocess-brief", "pre {frame}"},
    {"pipeline.step-model", "the model of frame {frame}"},
    {"pipeline.step-model-brief", "model {frame}"},
    {"pipeline.step-nms", "the NMS of frame {frame}"},
    {"pipeline.step-nms-brief", "nms {frame}"},
    {"pipeline.step-download", "the download of frame {frame}"},
    {"pipeline.step-download-brief", "down {frame}"},
    {"pipeline.step-graph", "the graph of frame {frame}"},
    {"pipeline.step-graph-brief", "graph {frame}"},
    {"pipeline.box",
     "class {label} ({left}, {top}) to ({right}, {bottom}), confidence {confidence}"},
    {"pipeline.box-count", "{got} boxes, where the serial pipeline keeps {want}"},
    {"pipeline.box-missing", "no box like the serial pipeline's {box}"},
    {"pipeline.box-off", "{got}, where the serial pipeline has {want}"},
    {"pipeline.case", "depth {depth}, {frames} frames of {width} x {height}"},
    {"pipeline.held", "depth {depth}: stream {stream} of the {streams} pipeline_create made, held"},
    {"pipeline.no-stream-held",
     "depth {depth}: pipeline_create made no stream to hold; the run as it is"},
    {"pipeline.depth", "depth {depth}"},
    {"pipeline.timeline-title", "pipeline_run: the first {frames} frames"},
    {"pipeline.timeline-written", "the timeline as a picture: {file}"},
    {"pipeline.timeline-not-written", "(could not write the timeline's picture {file})"},
    {"pipeline.structure-failed", "{problems}\n{picture}"},
    {"pipeline.freed-times", "{function} of {bytes} bytes freed {times} times"},
    {"pipeline.timed-size", "{frames} frames of {width} x {height}"},
    {"pipeline.serial-name", "the serial pipeline"},
    {"pipeline.timed-note",
     "pipeline_run: {fps} frames/s, the serial pipeline {serial_fps} frames/s ({ratio} x); frame "
     "0's results after {latency} ms (serial: {serial_latency} ms)"},
    // The chapter's benchmark program's notes under its table (bench_pipeline.cpp).
    {"pipeline.bench.method",
     "{frames} frames of {width} x {height}. Each pipeline's boxes are checked against the serial "
     "pipeline's, then it runs once untimed and {runs} times: frames/s of the median run, its % "
     "of ceiling against the serial pipeline's frames/s. A frame's latency runs from the call "
     "that enqueues its upload to its on_frame call, over {latency_runs} more runs."},
    {"pipeline.bench.pipeline-note",
     "{name}: {times} x the serial pipeline, {model} % of the model alone's frames/s; uploads "
     "{gbps} GB/s, {link} % of pinned H2D; frame 0 after {first} ms; {latency}"},
    {"pipeline.bench.latency",
     "a frame's latency {median} ms median, {p90} ms p90, {max} ms max ({count} frames)"},
    {"pipeline.bench.no-latency",
     "no latency: no frame's upload is among its runtime calls (a host-to-device "
     "cudaMemcpyAsync of the frame's {bytes} bytes)"},
    {"pipeline.bench.wrong", "WRONG: {name} is not timed: {problems}"},
    // The names of the benchmark's rows measured by the lab's own code (not keys: shown only).
    {"pipeline.bench.row.model", "model_enqueue alone"},
    {"pipeline.bench.row.upload", "pinned H2D, one frame"},
    {"pipeline.bench.row.serial", "serial pipeline"},
    {"pipeline.bench.row.latency", "{pipeline}, latency"},
    {"pipeline.bench.row.two-streams", "two streams"},
    {"pipeline.bench.row.three-streams", "three streams"},
    {"pipeline.bench.row.graph", "graph per slot"},
    {"pipeline-no-boxes",
     "on_frame got no boxes for any of the {frames} frames; the serial pipeline keeps {want} in "
     "frame 0. Each frame runs through the detector's steps (stage, upload, preprocess, model, "
     "decode and NMS, download), and on_frame gets lab::kept_boxes of what was downloaded."},
    {"pipeline-frames-out-of-order",
     "on_frame got the frames in the order {got}; want {want}, each once. Hand frames over "
     "oldest first, and every frame once, the last ones after the loop too."},
    {"pipeline-boxes-of-another-frame",
     "frame {frame}: on_frame got frame {other}'s boxes ({what}). A buffer was reused too "
     "early. The course's watermelon: money handed over to buy one is not yours until the "
     "watermelon is bought. Before a buffer changes, wait for the event that says the work "
     "reading it is done."},
    {"pipeline-wrong-boxes",
     "frame {frame}: on_frame got {what}. When a stream is held back its work comes late: "
     "wait for the event recorded after the frame's download before reading the results, and "
     "reuse a buffer only after the event that says its last reader is done."},
    {"pipeline-cause-staging-rewritten",
     "the host wrote a staging buffer while its upload was still pending (see the staging "
     "diagnosis of the structure test)"},
    {"pipeline-cause-frame-rewritten",
     "an upload overwrote a frame's device buffer before its preprocessing read it (no join)"},
    {"pipeline-cause-preprocessed-early",
     "the preprocessing read a frame's device buffer before its upload wrote it (no fork)"},
    {"pipeline-cause-results-early",
     "on_frame read the host results before their download arrived: wait for the event "
     "recorded after the download (or, if you stage before waiting, move the wait before the "
     "std::memcpy)"},
    {"pipeline-allocates-in-loop",
     "pipeline_run called {function}: nothing is allocated or freed in the frame loop. Allocate "
     "every buffer once, in pipeline_create, and release it in pipeline_destroy."},
    {"pipeline-device-sync-in-loop",
     "pipeline_run called {function}, which waits for the whole device: every stream stops "
     "overlapping there. Wait only for an event (cudaEventSynchronize), where a staging buffer "
     "is to be reused or on_frame needs a frame's results."},
    {"pipeline-default-stream",
     "pipeline_run put work on a default stream ({function}): the legacy default stream "
     "waits for every blocking stream's work, and they for its. Use the streams you created "
     "with cudaStreamNonBlocking in pipeline_create."},
    {"pipeline-step-not-found",
     "the checker cannot find {step} among pipeline_run's calls (the upload: one "
     "cudaMemcpyAsync host to device of the frame's {bytes} bytes; the download: one of the "
     "boxes). Each frame runs every step once, in frame order: as calls of its own, or in the "
     "CUDA graphs it launches, the same number of launches for every frame."},
    {"pipeline-no-fork",
     "{why} The preprocessing of frame {frame} may read the frame's device buffer before its "
     "upload has written it: record an event after the upload and make the preprocessing's "
     "stream wait for it (cudaStreamWaitEvent): the fork."},
    {"pipeline-no-join",
     "{why} The upload of frame {frame} writes the device buffer that frame {other} was "
     "uploaded to, and may do so before frame {other}'s preprocessing has read it: record an "
     "event after that preprocessing and make the upload's stream wait for it: the join."},
    {"pipeline-staging-reused",
     "frame {frame} is uploaded from the staging buffer of frame {other}, and nothing on the "
     "host waited for frame {other}'s upload in between: the host may have written frame "
     "{frame} into it while that copy still read it. Wait for the event recorded after the "
     "upload (cudaEventSynchronize) before writing the buffer again, or give each frame in "
     "flight its own."},
    {"pipeline-serial",
     "the pipeline is serial: {why} So the copies of frame {frame} cannot overlap the work of "
     "the frame before. Give each frame in flight its own buffers and order them by events, "
     "and wait for a frame's results only when its buffers are needed again.\n{timeline}"},
    {"pipeline-not-released",
     "{count} allocations were not freed exactly once by pipeline_destroy: {list}. Free "
     "everything pipeline_create allocated, once."},
};

}  // namespace

Catalogue english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages::chapter_1_16_pipeline
