// GPU tests of what the lab provides for chapter 1.16, before any student code runs on it: the
// stand-in model writes its CPU reference's predictions bit for bit, the same on every stream
// and in every run, and only enqueues kernels; the serial pipeline finds the scene's objects
// in every frame, in order, and a stale or torn frame changes its boxes.
#include <algorithm>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "checker/harness/capture.h"
#include "checker/harness/catch.h"
#include "checker/harness/gpu.h"
#include "checker/harness/spy_call.h"
#include "common/buffers.h"
#include "reference.h"
#include "serial_pipeline.h"

using namespace lab;

namespace {

// A model for the length of a test.
struct OwnedModel {
  explicit OwnedModel(int passes) : model(model_create(passes)) {}
  ~OwnedModel() { model_destroy(model); }
  OwnedModel(const OwnedModel&) = delete;
  OwnedModel& operator=(const OwnedModel&) = delete;
  Model model;
};

// A tensor on the GPU and the predictions the model writes from it, poisoned before (NaN),
// so that a value never written shows.
struct ModelRun {
  ModelRun(const std::vector<float>& tensor, cudaStream_t stream)
      : tensor(tensor.size()), predict(size_t{kModelRows} * kModelRowFloats) {
    upload(this->tensor, tensor, stream);
    LAB_CUDA_TRY(cudaMemsetAsync(predict.data(), 0xff, predict.bytes(), stream));
  }
  std::vector<float> result(cudaStream_t stream) {
    std::vector<float> out(predict.size());
    download(out.data(), predict, out.size(), stream);
    synchronize(stream, "running the stand-in model");
    return out;
  }
  DeviceBuffer<float> tensor, predict;
};

// "" when got is want bit for bit, else the first value that differs and how many do.
std::string difference(const std::vector<float>& got, const std::vector<float>& want) {
  size_t differ = 0, first = 0;
  for (size_t i = 0; i < want.size(); ++i)
    if (std::memcmp(&got[i], &want[i], sizeof(float)) != 0 && differ++ == 0) first = i;
  if (differ == 0) return "";
  return std::to_string(differ) + " of " + std::to_string(want.size()) +
         " values differ, first row " + std::to_string(first / kModelRowFloats) + " value " +
         std::to_string(first % kModelRowFloats) + ": got " + std::to_string(got[first]) +
         ", want " + std::to_string(want[first]);
}

std::vector<float> tensor_of_frame(const Video& v, int i) {
  return pipeline_ref::tensor_of(v.frame(i), v.width, v.height);
}

// Every frame's kept boxes from the serial pipeline, and the frames in the order they came.
struct SerialRun {
  std::vector<int> order;
  std::vector<std::vector<Detection>> kept;
};

SerialRun run_serial(const Video& v) {
  SerialPipeline serial(v.width, v.height);
  SerialRun run;
  serial.run(v, [&](int frame, const std::vector<Detection>& kept) {
    run.order.push_back(frame);
    run.kept.push_back(kept);
  });
  return run;
}

}  // namespace

LAB_GPU_TEST("1.16 model: the GPU writes the CPU reference's predictions, bit for bit", "[1.16]") {
  const Video v = make_video({2, 480, 270, 5, 21});
  // A few passes on one frame; the chapter's own count on the other (the CPU takes a second).
  for (const int passes : {3, kFeaturePasses}) {
    INFO(passes << " feature passes");
    const std::vector<float> tensor = tensor_of_frame(v, passes == 3 ? 0 : 1);
    const OwnedModel model(passes);
    const Stream stream;
    ModelRun run(tensor, stream);
    model_enqueue(model.model, run.tensor.data(), run.predict.data(), stream);
    CHECK(difference(run.result(stream), pipeline_ref::model(tensor, passes)) == "");
  }
}

LAB_GPU_TEST("1.16 model: the same predictions on every stream and in every run", "[1.16]") {
  const Video v = make_video({1, 480, 270, 5, 22});
  const std::vector<float> tensor = tensor_of_frame(v, 0);
  const std::vector<float> want = pipeline_ref::model(tensor, kFeaturePasses);
  // Three streams at once, each with its own model, twice over, all enqueued before any wait.
  constexpr int kStreams = 3;
  std::vector<std::unique_ptr<Stream>> streams;
  std::vector<std::unique_ptr<OwnedModel>> models;
  std::vector<std::unique_ptr<ModelRun>> runs;
  for (int s = 0; s < 2 * kStreams; ++s) {
    if (s < kStreams) {
      streams.push_back(std::make_unique<Stream>());
      models.push_back(std::make_unique<OwnedModel>(kFeaturePasses));
    }
    runs.push_back(std::make_unique<ModelRun>(tensor, *streams[s % kStreams]));
  }
  for (int s = 0; s < 2 * kStreams; ++s)
    model_enqueue(models[s % kStreams]->model, runs[s]->tensor.data(), runs[s]->predict.data(),
                  *streams[s % kStreams]);
  for (int s = 0; s < 2 * kStreams; ++s) {
    INFO("stream " << s % kStreams << ", run " << s / kStreams);
    CHECK(difference(runs[s]->result(*streams[s % kStreams]), want) == "");
  }
}

LAB_GPU_TEST("1.16 model: model_enqueue only enqueues kernels, and a graph of it replays",
             "[1.16]") {
  const Video v = make_video({1, 480, 270, 4, 23});
  const std::vector<float> tensor = tensor_of_frame(v, 0);
  const OwnedModel model(3);
  const Stream stream;
  ModelRun run(tensor, stream);
  synchronize(stream, "uploading the tensor");
  CapturedCall call = capture(
      stream, [&] { model_enqueue(model.model, run.tensor.data(), run.predict.data(), stream); });
  CHECK(call.capture_error == cudaSuccess);
  CHECK(call.launch_error == cudaSuccess);
  CHECK(call.kernels.size() == 4);
  CHECK(call.other_nodes == 0);
  CHECK(call.allocations == 0);
  // No allocation, free, copy, fill or wait of any kind (a record of launches may come too).
  for (const spy::Call& c : call.calls) {
    INFO(c.function);
    CHECK_FALSE((c.action == spy::Action::allocate || c.action == spy::Action::free ||
                 c.action == spy::Action::copy || c.action == spy::Action::fill ||
                 c.action == spy::Action::wait));
  }
  call.run(stream);
  CHECK(difference(run.result(stream), pipeline_ref::model(tensor, 3)) == "");
}

LAB_GPU_TEST("1.16 serial pipeline: every frame's objects, frames in order", "[1.16]") {
  for (const SceneSpec& spec : {SceneSpec{16, 480, 270, 5, 3}, SceneSpec{4, 270, 480, 6, 9},
                                SceneSpec{3, 1920, 1080, 5, 1}}) {
    INFO(spec.frames << " frames of " << spec.width << " x " << spec.height);
    const Video v = make_video(spec);
    const SerialRun run = run_serial(v);
    std::vector<int> in_order(v.frames);
    for (int i = 0; i < v.frames; ++i) in_order[i] = i;
    CHECK(run.order == in_order);
    for (size_t i = 0; i < run.kept.size(); ++i) {
      INFO("frame " << i);
      CHECK(truth_mismatch(run.kept[i], v.truth[i], v.width, v.height) == "");
    }
  }
}

LAB_GPU_TEST("1.16 serial pipeline: the same boxes every run; a stale or torn frame changes them",
             "[1.16]") {
  const Video v = make_video({4, 480, 270, 5, 3});
  const SerialRun once = run_serial(v), again = run_serial(v);
  // Frame 2 replaced by frame 1 (stale), frame 3 torn: its second half from frame 2.
  Video wrong = v;
  std::copy(v.frame(1), v.frame(1) + v.frame_bytes(), wrong.frame(2));
  const size_t half = v.frame_bytes() / 2;
  std::copy(v.frame(2) + half, v.frame(2) + v.frame_bytes(), wrong.frame(3) + half);
  const SerialRun broken = run_serial(wrong);
  REQUIRE(once.kept.size() == 4);
  REQUIRE(broken.kept.size() == 4);
  for (int i = 0; i < 4; ++i) {
    INFO("frame " << i);
    CHECK(pipeline_ref::identical(once.kept[i], again.kept[i]));
    CHECK(pipeline_ref::identical(once.kept[i], broken.kept[i]) == (i < 2));
  }
}
