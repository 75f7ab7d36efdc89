// Chapter 1.16 demo (./lab run 1.16): the detector's pipeline over the chapter's video, 64
// frames of 1920 x 1080. First the serial pipeline, one frame after the other on one stream,
// with where a frame's time goes step by step; then yours (pipeline.cu), double-buffered,
// with its boxes held against the serial pipeline's. It checks every frame's boxes against
// the scene's objects and draws the boxes of four frames (pipeline-frame-NN.png, in the
// current directory).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "chapters/1.10-warpaffine/image.h"
#include "checker/1.16-pipeline/serial_pipeline.h"
#include "common/demo.h"
#include "pipeline.h"
#include "scene.h"

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

void print_split(const lab::StageTimes& t) {
  const double n = t.frames;
  const struct {
    const char* what;
    double ms;
  } rows[] = {
      {"staging: the host copies the frame into pinned memory", t.staging},
      {"upload: cudaMemcpyAsync, host to device", t.gpu[lab::StageTimes::upload]},
      {"preprocess: warp_affine_to_tensor (1.10)", t.gpu[lab::StageTimes::preprocess]},
      {"model: the stand-in, model_enqueue", t.gpu[lab::StageTimes::model]},
      {"postprocess: decode and nms_greedy (1.12)", t.gpu[lab::StageTimes::postprocess]},
      {"download: the boxes, device to host", t.gpu[lab::StageTimes::download]},
  };
  std::printf("where a frame's time goes (mean of %d frames):\n", t.frames);
  for (const auto& row : rows) std::printf("  %-56s %8.3f ms\n", row.what, row.ms / n);
  const double copy = (t.staging + t.gpu[lab::StageTimes::upload]) / n;
  std::printf("  the model takes %.2f x the time of staging and upload (%.3f ms)\n",
              t.gpu[lab::StageTimes::model] / n / copy, copy);
}

// Frame i with its kept boxes drawn, as pipeline-frame-NN.png. A box that fits its object
// exactly would hide on the object's own edge: each is drawn a little outside it, white
// inside black, so that it shows on any colour.
std::string save_frame(const lab::Video& video, int i, const std::vector<lab::Detection>& kept) {
  lab::Image image(video.width, video.height);
  std::copy(video.frame(i), video.frame(i) + video.frame_bytes(), image.bytes.begin());
  constexpr float kOut = 8;
  const uint8_t black[3] = {0, 0, 0}, white[3] = {255, 255, 255};
  for (const lab::Detection& d : kept) {
    lab::draw_box(image, d.left - kOut, d.top - kOut, d.right + kOut, d.bottom + kOut, black, 7);
    lab::draw_box(image, d.left - kOut + 2, d.top - kOut + 2, d.right + kOut - 2,
                  d.bottom + kOut - 2, white, 3);
  }
  char name[32];
  std::snprintf(name, sizeof name, "pipeline-frame-%02d.png", i);
  lab::write_png(name, image);
  return name;
}

bool demo() {
  const lab::SceneSpec spec;
  const Clock::time_point made = Clock::now();
  const lab::Video video = lab::make_video(spec);
  std::printf("the scene: %d frames of %d x %d, %d moving objects (made in %.1f s)\n", video.frames,
              video.width, video.height, spec.objects, seconds_since(made));

  lab::SerialPipeline serial(video.width, video.height);
  std::vector<std::vector<lab::Detection>> kept(video.frames);
  const auto keep = [&](int i, const std::vector<lab::Detection>& boxes) { kept[i] = boxes; };
  serial.run(video, keep);  // warm-up: each kernel's first launch also loads it
  const Clock::time_point start = Clock::now();
  serial.run(video, keep);
  const double wall = seconds_since(start);
  std::printf("one stream, each frame waited for: %.3f ms a frame, %.1f frames/s\n\n",
              1e3 * wall / video.frames, video.frames / wall);
  lab::StageTimes times;
  serial.run(video, keep, &times);
  print_split(times);

  // Yours, depth 2, timed the same way, its boxes compared with the serial pipeline's.
  Pipeline* pipeline = pipeline_create(video.width, video.height, 2);
  std::vector<std::vector<lab::Detection>> yours(video.frames);
  int handed = 0;
  const auto take = [&](int i, const std::vector<lab::Detection>& boxes) {
    if (i >= 0 && i < video.frames) yours[i] = boxes;
    ++handed;
  };
  pipeline_run(pipeline, video, take);  // warm-up
  handed = 0;
  const Clock::time_point mine = Clock::now();
  pipeline_run(pipeline, video, take);
  const double mine_wall = seconds_since(mine);
  pipeline_destroy(pipeline);
  int differ = 0;
  for (int i = 0; i < video.frames; ++i)
    if (yours[i].size() != kept[i].size()) ++differ;
  std::printf("\nyour pipeline, depth 2: %.3f ms a frame, %.1f frames/s (%.2f x the serial)\n",
              1e3 * mine_wall / video.frames, video.frames / mine_wall, wall / mine_wall);
  if (differ > 0 || handed != video.frames)
    std::printf(
        "  %d frames handed over, %d with another number of boxes than the serial "
        "pipeline's: run ./lab check 1.16\n",
        handed, differ);

  int wrong = 0;
  for (int i = 0; i < video.frames; ++i) {
    const std::string mismatch =
        lab::truth_mismatch(kept[i], video.truth[i], video.width, video.height);
    if (!mismatch.empty() && wrong++ == 0) std::printf("\nframe %d: %s\n", i, mismatch.c_str());
  }
  std::printf("\n%d of %d frames: every object found, each within %.2f pixels\n",
              video.frames - wrong, video.frames, lab::edge_tolerance(video.width, video.height));
  std::printf("frame 0's boxes:\n");
  for (const lab::Detection& d : kept[0])
    std::printf("  %-8s confidence %.3f  [%7.1f %7.1f %7.1f %7.1f]\n", lab::colour_name(d.label),
                d.confidence, d.left, d.top, d.right, d.bottom);
  std::printf("drawn:");
  for (int i : {0, 21, 42, 63}) std::printf(" %s", save_frame(video, i, kept[i]).c_str());
  std::printf("\n");
  return wrong == 0 && differ == 0 && handed == video.frames;
}

}  // namespace

int main() {
  return lab::run_demo([](cudaStream_t) { return demo(); });
}
