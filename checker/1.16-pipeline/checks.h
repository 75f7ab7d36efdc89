// The checks of chapter 1.16's pipeline, each returning what is wrong (none: it passed). Plain
// data in (frames handed over, recorded calls, the stream graph), so that the host tests cover
// every diagnosis.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "chapters/1.12-yolov5-postprocess/detections.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/spy_call.h"
#include "checker/harness/stream_graph.h"
#include "checker/harness/stream_timeline.h"
#include "frame_work.h"

namespace lab::checks {

// The frames' indices in the order on_frame got them: 0, 1, ..., frames - 1, each once.
Problems check_order(const std::vector<int>& order, int frames);

// Two lists of one frame's kept boxes, each the detector's answer for a width x height frame:
// the same boxes (same labels and rows of predict), confidences equal, each corner within
// twice chapter 1.12's rounding tolerance of the other's (each is within it of the exact
// corner). "" when they match, else what differs.
std::string boxes_differ(const std::vector<Detection>& got, const std::vector<Detection>& want,
                         int width, int height);

// Every frame's boxes against the serial reference's (`want`, by frame); got[f] is what
// on_frame got for frame f. When a frame holds another frame's boxes, says which.
Problems check_boxes(const std::vector<std::vector<Detection>>& got,
                     const std::vector<std::vector<Detection>>& want, int width, int height);

// The calls pipeline_run made: no allocation or free, no wait for the whole device, no work
// on a default stream.
Problems check_loop_calls(const std::vector<spy::Call>& calls);

// Each allocation in `calls` (pipeline_create to pipeline_destroy) freed exactly once before
// its address is handed out again: an allocator may reuse a freed address, so a free belongs
// to the latest allocation of its pointer.
Problems check_released(const std::vector<spy::Call>& calls);

// Every frame's steps were found in the recording (else the structure cannot be judged).
Problems check_work_found(const std::vector<pipeline_checks::FrameWork>& work, size_t frame_bytes);

// The dependency structure: each preprocessing waits for its frame's upload (the fork); an
// upload into a device buffer waits for the preprocessing that read it last (the join); a
// staging buffer is uploaded from again only after the host waited for its last upload; and
// frame i + 1's upload does not wait for frame i's NMS (the overlap). The serial verdict
// comes with the timeline of the first frames, its chain marked.
Problems check_structure(const stream_graph::Graph& graph,
                         const std::vector<pipeline_checks::FrameWork>& work);

// The first frames' timeline (text), with the chain that serialises them marked when there
// is one: what check_structure prints, and what the checker draws as SVG.
stream_graph::TimelineOptions timeline_of_first_frames(
    const stream_graph::Graph& graph, const std::vector<pipeline_checks::FrameWork>& work,
    int frames_shown);

}  // namespace lab::checks
