// Chapter 1.12 demo (`./lab run 1.12 [--predict FILE --num-classes N]`): decodes a YOLOv5
// output on the GPU, runs both NMS variants, prints the boxes and draws the greedy result
// onto chapter 1.10's test image (yolov5-postprocess.png). Without --predict it makes a
// synthetic output (a few objects, each seen by a cluster of candidates), so no model
// weights are needed. A raw dump is float32, rows of (5 + N) floats, for a 640 x 640 input.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "chapters/1.10-warpaffine/image.h"
#include "common/buffers.h"
#include "common/cuda_check.h"
#include "common/demo.h"
#include "common/event_timer.h"
#include "detections.h"
#include "synthetic.h"
#include "yolov5_postprocess.h"

namespace {

constexpr int kInput = 640, kImageW = 1280, kImageH = 720, kMaxObjects = 1024;
constexpr float kConfThreshold = 0.25f, kIouThreshold = 0.45f;

struct Options {
  std::string predict_file;
  int num_classes = 80;
};

// Reads a raw float32 dump; throws when its size is not a whole number of rows.
std::vector<float> read_predict(const std::string& path, int num_classes) {
  std::ifstream file(path, std::ios::binary | std::ios::ate);
  if (!file) throw std::runtime_error("cannot open " + path);
  const std::streamsize bytes = file.tellg();
  const std::streamsize row_bytes = static_cast<std::streamsize>(sizeof(float)) * (5 + num_classes);
  if (bytes <= 0 || bytes % row_bytes != 0)
    throw std::runtime_error(
        path + " has " + std::to_string(bytes) + " bytes, not a whole number of rows of (5 + " +
        std::to_string(num_classes) + ") float32 values (" + std::to_string(row_bytes) +
        " bytes each): wrong file or wrong --num-classes?");
  std::vector<float> predict(bytes / sizeof(float));
  file.seekg(0);
  file.read(reinterpret_cast<char*>(predict.data()), bytes);
  return predict;
}

// Runs `nms` on a copy of decode's boxes and returns what it kept.
std::vector<lab::Detection> run_nms(const char* name, decltype(&nms_fast) nms,
                                    const lab::DeviceBuffer<float>& decoded,
                                    lab::DeviceBuffer<float>& work,
                                    const lab::DeviceBuffer<int>& rows,
                                    const lab::DeviceBuffer<int>& count, cudaStream_t stream) {
  checkRuntime(cudaMemcpyAsync(work.data(), decoded.data(), decoded.size() * sizeof(float),
                               cudaMemcpyDeviceToDevice, stream));
  lab::EventTimer timer;
  timer.start(stream);
  nms(work.data(), rows.data(), count.data(), kMaxObjects, kIouThreshold, stream);
  timer.stop(stream);
  if (!checkLaunch(name) || !checkExecution(stream, name)) return {};
  std::vector<float> boxes(work.size());
  std::vector<int> row_of(kMaxObjects);
  int n = 0;
  lab::download(boxes.data(), work, boxes.size(), stream);
  lab::download(row_of.data(), rows, row_of.size(), stream);
  lab::download(&n, count, 1, stream);
  checkRuntime(cudaStreamSynchronize(stream));
  const std::vector<lab::Detection> kept = lab::kept_boxes(boxes, row_of, n);
  std::printf("\n%s (%.1f us): %zu of %d boxes kept\n", name, timer.elapsed_ms() * 1e3, kept.size(),
              n < kMaxObjects ? n : kMaxObjects);
  for (const lab::Detection& d : kept)
    std::printf("  class %2d  confidence %.3f  [%7.1f %7.1f %7.1f %7.1f]  (row %d)\n", d.label,
                d.confidence, d.left, d.top, d.right, d.bottom, d.row);
  return kept;
}

bool demo(const Options& options, cudaStream_t stream) {
  std::vector<float> predict;
  int num_classes = options.num_classes;
  if (options.predict_file.empty()) {
    lab::SyntheticSpec spec;
    spec.objects = 6, spec.candidates = 30, spec.num_classes = num_classes = 80;
    predict = lab::make_synthetic_output(spec).predict;
    std::printf("synthetic YOLOv5 output: %d rows x 85, %d objects of %d candidates each\n",
                spec.num_boxes, spec.objects, spec.candidates);
  } else {
    predict = read_predict(options.predict_file, num_classes);
    std::printf("%s: %zu rows x %d\n", options.predict_file.c_str(),
                predict.size() / (5 + num_classes), 5 + num_classes);
  }
  const int num_boxes = static_cast<int>(predict.size() / (5 + num_classes));
  const std::array<float, 6> d2i = lab::letterbox_d2i(kImageW, kImageH, kInput);

  lab::DeviceBuffer<float> d_predict(predict.size()), d_d2i(6), decoded(kMaxObjects * kBoxElements),
      work(kMaxObjects * kBoxElements);
  lab::DeviceBuffer<int> rows(kMaxObjects), count(1);
  lab::upload(d_predict, predict, stream);
  lab::upload(d_d2i, std::vector<float>(d2i.begin(), d2i.end()), stream);

  lab::EventTimer timer;
  timer.start(stream);
  decode(d_predict.data(), num_boxes, num_classes, kConfThreshold, d_d2i.data(), decoded.data(),
         rows.data(), count.data(), kMaxObjects, stream);
  timer.stop(stream);
  if (!checkLaunch("decode") || !checkExecution(stream, "decode")) return false;
  int n = 0;
  lab::download(&n, count, 1, stream);
  checkRuntime(cudaStreamSynchronize(stream));
  std::printf("decode (%.1f us): %d rows pass confidence %.2f%s\n", timer.elapsed_ms() * 1e3, n,
              kConfThreshold, n > kMaxObjects ? " (more than max_objects: only 1024 stored)" : "");

  run_nms("nms_fast", nms_fast, decoded, work, rows, count, stream);
  const std::vector<lab::Detection> kept =
      run_nms("nms_greedy", nms_greedy, decoded, work, rows, count, stream);

  lab::Image image = lab::make_test_image(kImageW, kImageH);
  lab::draw_detections(image, kept);
  lab::write_png("yolov5-postprocess.png", image);
  std::printf("\ngreedy result drawn on the %d x %d test image: yolov5-postprocess.png\n", kImageW,
              kImageH);
  return n > 0 && !kept.empty();
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  for (int a = 1; a < argc; ++a) {
    const std::string arg = argv[a];
    if (arg == "--predict" && a + 1 < argc) {
      options.predict_file = argv[++a];
    } else if (arg == "--num-classes" && a + 1 < argc) {
      options.num_classes = std::atoi(argv[++a]);
    } else {
      options.num_classes = 0;
      break;
    }
  }
  if (options.num_classes < 1) {
    std::fprintf(stderr, "usage: %s [--predict FILE.f32 --num-classes N]   (N >= 1, default 80)\n",
                 argv[0]);
    return 2;
  }
  return lab::run_demo([&](cudaStream_t stream) { return demo(options, stream); });
}
