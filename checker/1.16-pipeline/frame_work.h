// Which runtime calls of a recorded pipeline_run are which frame's work, so that the checks
// can ask the stream graph (checker/harness/stream_graph.h) about "the upload of frame 2".
// Frames are processed in order, so the k-th upload of a frame is frame k's, and so on for
// each step. Plain data in, so that it is host-testable.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "checker/harness/spy_call.h"
#include "checker/harness/stream_graph.h"

namespace lab::pipeline_checks {

// One frame's steps, by call index in the recording.
struct FrameWork {
  std::optional<size_t> upload;      // the host-to-device copy of the frame's bytes
  std::optional<size_t> preprocess;  // warp_affine_to_tensor's kernel
  std::optional<size_t> model;       // the model's first kernel
  std::optional<size_t> nms;         // nms_greedy's kernel
  std::optional<size_t> download;    // the device-to-host copy of the boxes
  // The other calls of the model's and the post-processing's library calls (the model's
  // later kernels; decode's fill and kernel), drawn in the timeline as part of the step.
  std::vector<size_t> model_parts, nms_parts;
  // A pipeline that launches CUDA graphs: the steps not found as calls of their own are in
  // the frame's graphs (the k-th group of launches, as many for each frame): the first launch
  // holds the upload, the preprocessing and the model, the last the NMS and the download.
  bool upload_in_graph = false;
};

// The kernels recognised, by the name the runtime gives them (the part after the last "::").
constexpr const char* kPreprocessKernel = "warp_affine_to_tensor_kernel";
constexpr const char* kModelFirstKernel = "reset_kernel";
constexpr const char* kNmsKernel = "nms_greedy_kernel";
constexpr const char* kModelLaterKernels[] = {"find_kernel", "feature_kernel", "emit_kernel"};
constexpr const char* kDecodeKernel = "decode_kernel";

// The work of `frames` frames of `frame_bytes` bytes each in `calls` (kernel_names: from
// spy::kernel_names). A step not found for a frame, as a call or in a graph the frame
// launches, stays empty: the checks say so.
std::vector<FrameWork> frame_work(const std::vector<spy::Call>& calls,
                                  const spy::KernelNames& kernel_names, int frames,
                                  size_t frame_bytes);

// Each found step's label ("the upload of frame 2", "up 2"), in the reader's language.
stream_graph::Labels frame_labels(const std::vector<FrameWork>& work);

// The label of the first step of `work` (frame `frame`'s) that was not found, "" for none.
std::string first_missing_step(const FrameWork& work, size_t frame);

}  // namespace lab::pipeline_checks
