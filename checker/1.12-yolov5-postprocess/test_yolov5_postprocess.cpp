// The chapter 1.12 checker: decode (order-free, through the source rows), nms_fast and
// nms_greedy (exactly, against the CPU references), and the two together.
#include <cmath>
#include <string>
#include <vector>

#include "chapters/1.12-yolov5-postprocess/synthetic.h"
#include "chapters/1.12-yolov5-postprocess/yolov5_postprocess.h"
#include "checker/harness/catch.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/seed.h"
#include "runs.h"

using namespace lab::checks;

namespace {

uint64_t seed_for(const std::string& purpose) { return lab::rng_for("1.12 " + purpose).next(); }

DecodeInput synthetic_input(lab::SyntheticSpec spec, float threshold, int max_objects,
                            const std::string& purpose) {
  spec.seed = seed_for(purpose);
  DecodeInput in;
  in.predict = lab::make_synthetic_output(spec).predict;
  in.num_classes = spec.num_classes;
  in.conf_threshold = threshold;
  in.d2i = lab::letterbox_d2i(810, 1080, spec.input_size);  // a portrait photo
  in.max_objects = max_objects;
  return in;
}

std::string describe(const DecodeInput& in) {
  return lab::say("yolo.input", {{"rows", in.predict.size() / (5 + in.num_classes)},
                                 {"classes", in.num_classes},
                                 {"threshold", std::to_string(in.conf_threshold)},
                                 {"max_objects", in.max_objects}});
}

void require_decode(const DecodeInput& in) {
  const lab::Problems p = run_decode(in);
  if (!p.empty())
    LAB_FAIL(lab::all_problems(
        {lab::Diagnosis{"", lab::say("yolo.decode-on", {{"input", describe(in)}})}, p}));
}

float* row(DecodeInput& in, int r) {
  return &in.predict[static_cast<size_t>(r) * (5 + in.num_classes)];
}

}  // namespace

LAB_GPU_TEST("decode: YOLOv5's 25200 x 85 output with a few objects (letterbox of 810 x 1080)",
             "[1.12]") {
  require_decode(synthetic_input({}, 0.25f, 1024, "realistic"));
}

LAB_GPU_TEST("decode: row counts around the block size, 1 to 3 classes", "[1.12]") {
  for (int rows : {1, 31, 255, 256, 257, 4099})
    for (int classes : {1, 3}) {
      lab::SyntheticSpec spec;
      spec.num_boxes = rows, spec.num_classes = classes, spec.objects = 2, spec.candidates = 3;
      require_decode(synthetic_input(spec, 0.2f, 1024, "sizes " + std::to_string(rows)));
    }
}

LAB_GPU_TEST("decode: no detections, and num_boxes = 0", "[1.12]") {
  lab::SyntheticSpec spec;
  spec.objects = 0;  // background objectness stays below 0.3
  require_decode(synthetic_input(spec, 0.5f, 64, "none"));
  DecodeInput empty = synthetic_input(spec, 0.5f, 64, "none");
  empty.predict.clear();
  require_decode(empty);
}

LAB_GPU_TEST("decode: rows exactly at the threshold are kept, just below are not", "[1.12]") {
  lab::SyntheticSpec spec;
  spec.num_boxes = 1000, spec.num_classes = 4, spec.objects = 0;
  DecodeInput in = synthetic_input(spec, 0.5f, 64, "threshold");
  const float t = in.conf_threshold, below = std::nextafter(t, 0.0f);
  const float cases[][2] = {{t, 1.0f}, {below, 1.0f}, {1.0f, t}, {1.0f, below}, {t, below}};
  int r = 10;
  for (const auto& c : cases) {
    float* p = row(in, r);
    r += 97;
    p[4] = c[0];
    for (int k = 0; k < in.num_classes; ++k) p[5 + k] = k == 2 ? c[1] : 0.0f;
  }
  require_decode(in);
}

LAB_GPU_TEST("decode: more matches than max_objects (count says all, max_objects are stored)",
             "[1.12]") {
  lab::SyntheticSpec spec;
  spec.objects = 8, spec.candidates = 40;
  for (int max_objects : {0, 1, 16, 255})
    require_decode(synthetic_input(spec, 0.25f, max_objects, "overflow"));
}

LAB_GPU_TEST("decode: equal probabilities and confidences (the lowest class wins a tie)",
             "[1.12]") {
  lab::SyntheticSpec spec;
  spec.num_boxes = 3000, spec.num_classes = 5, spec.objects = 0;
  DecodeInput in = synthetic_input(spec, 0.25f, 1024, "ties");
  for (int r = 0; r < 3000; r += 11) {
    float* p = row(in, r);
    p[4] = 0.75f;
    for (int k = 0; k < 5; ++k) p[5 + k] = k >= 1 ? 0.5f : 0.25f;  // classes 1 .. 4 tie
  }
  require_decode(in);
}

LAB_GPU_TEST(
    "nms_fast and nms_greedy: chain A-B-C, two classes, IoU at the threshold, boxes apart, ties",
    "[1.12]") {
  for (bool greedy : {false, true}) {
    const lab::Problems p = run_nms(make_nms_case(0, seed_for("named")), greedy);
    if (!p.empty())
      LAB_FAIL(lab::all_problems(
          {lab::Diagnosis{"", lab::say("yolo.nms-on-named",
                                       {{"function", greedy ? "nms_greedy" : "nms_fast"}})},
           p}));
  }
}

LAB_GPU_TEST("nms_fast and nms_greedy: random clusters, up to 1012 boxes, and *count > max_objects",
             "[1.12]") {
  struct Case {
    int random_boxes, overflow;
  };
  for (const Case c : {Case{20, 0}, Case{300, 0}, Case{1000, 0}, Case{200, 57}})
    for (bool greedy : {false, true}) {
      const lab::Problems p =
          run_nms(make_nms_case(c.random_boxes, seed_for("clusters"), c.overflow), greedy);
      if (!p.empty())
        LAB_FAIL(lab::all_problems(
            {lab::Diagnosis{
                 "", lab::say(
                         "yolo.nms-on-boxes",
                         {{"function", greedy ? "nms_greedy" : "nms_fast"},
                          {"count", c.random_boxes + 12},
                          {"overflow",
                           c.overflow ? lab::say("yolo.overflow", {{"count", c.overflow}}) : ""}})},
             p}));
    }
}

LAB_GPU_TEST("decode then nms_greedy on the GPU, *count passed along without the host", "[1.12]") {
  lab::SyntheticSpec spec;
  spec.half_pixel_grid = true;  // exact IoUs (see synthetic.h)
  DecodeInput in = synthetic_input(spec, 0.25f, 1024, "pipeline");
  in.d2i = {2.0f, 0.0f, 0.5f, 0.0f, 2.0f, -140.0f};  // scale and offsets exact in float
  const lab::Problems p = run_pipeline(in, 0.45f);
  if (!p.empty()) LAB_FAIL(p);
}
