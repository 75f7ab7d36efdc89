// Chapter 1.12 benchmark: latency of decode + NMS on YOLOv5's 25200 x 85 output with a few
// hundred candidates above the threshold, the launches counted by capturing the stream.
// No host synchronisation between decode and NMS: NMS reads *count on the GPU. GPU time is
// measured with the calls recorded into a CUDA graph (see time_in_graph); the same calls
// launched one by one from the host are shown too.
#include <string>
#include <vector>

#include "chapters/1.12-yolov5-postprocess/synthetic.h"
#include "chapters/1.12-yolov5-postprocess/yolov5_postprocess.h"
#include "checker/harness/bench.h"
#include "checker/harness/capture.h"
#include "checker/harness/messages.h"
#include "checker/harness/number_text.h"
#include "common/buffers.h"

int main(int argc, char** argv) {
  return lab::bench::main(
      argc, argv, "1.12-yolov5-postprocess",
      [](lab::bench::Table& table, cudaStream_t stream, const lab::bench::Ceiling& copy) {
        using lab::bench::RowKind;
        constexpr size_t kMaxLaunches = 3;
        constexpr double kMaxMicroseconds = 20;
        lab::SyntheticSpec spec;
        spec.objects = 8, spec.candidates = 40;
        const lab::SyntheticOutput synthetic = lab::make_synthetic_output(spec);
        const std::array<float, 6> d2i = lab::letterbox_d2i(1920, 1080, spec.input_size);
        const int stride = 5 + spec.num_classes, max_objects = 1024;
        const float conf = 0.25f, iou = 0.45f;
        const size_t bytes = synthetic.predict.size() * sizeof(float);
        const int sets = lab::bench::rotation_count(bytes);
        std::vector<lab::DeviceBuffer<float>> predict;
        for (int s = 0; s < sets; ++s) {
          predict.emplace_back(synthetic.predict.size());
          lab::upload(predict.back(), synthetic.predict, stream);
        }
        lab::DeviceBuffer<float> m(6), boxes(max_objects * kBoxElements);
        lab::DeviceBuffer<int> rows(max_objects), count(1);
        const std::vector<float> matrix(d2i.begin(), d2i.end());
        lab::upload(m, matrix, stream);  // on the timed stream, in order with everything after it
        LAB_CUDA_TRY(cudaStreamSynchronize(stream));

        using Nms = void (*)(float*, const int*, const int*, int, float, cudaStream_t);
        auto enqueue = [&](int rep, Nms nms) {
          decode(predict[rep % sets].data(), spec.num_boxes, spec.num_classes, conf, m.data(),
                 boxes.data(), rows.data(), count.data(), max_objects, stream);
          if (nms) nms(boxes.data(), rows.data(), count.data(), max_objects, iou, stream);
        };
        struct Variant {
          const char* name;
          Nms nms;
        };
        const std::vector<Variant> all = {{"decode", nullptr},
                                          {"decode + nms_fast", nms_fast},
                                          {"decode + nms_greedy", nms_greedy}};
        const std::string size = "25200 x " + std::to_string(stride);
        for (const Variant& v : table.pick(all, all.back())) {
          lab::CapturedCall call = lab::capture(stream, [&] { enqueue(0, v.nms); });
          const size_t launches = call.kernels.size() + call.other_nodes;
          const auto enqueue_v = [&](int rep) { enqueue(rep, v.nms); };
          // GPU time: the launches run back to back from a graph.
          const lab::bench::Timing gpu = lab::bench::time_in_graph(stream, enqueue_v);
          lab::bench::Result& row =
              table.add(RowKind::exercise, v.name, size, gpu, gpu.median_ms * 1e3, "us", {});
          row.detail = lab::say("yolo.bench.launches",
                                {{"kernels", call.kernels.size()}, {"memsets", call.other_nodes}});
          if (v.nms == nms_greedy) {
            row.headline = true;
            row.target = lab::bench::Target{
                "yolo.target", launches <= kMaxLaunches && row.rate <= kMaxMicroseconds};
          }
          if (!table.variants()) continue;
          // The same calls launched one by one from the host: here the host's launch speed shows.
          const lab::bench::Timing host = lab::bench::time_on_stream(stream, enqueue_v, 20, 200);
          LAB_CUDA_TRY(cudaGetLastError());
          table.add(RowKind::variant, lab::say("yolo.bench.row.one-by-one"), size, host,
                    host.median_ms * 1e3, "us", {});
        }
        if (table.quick()) return;
        int candidates = 0;
        lab::download(&candidates, count, 1, stream);
        LAB_CUDA_TRY(cudaStreamSynchronize(stream));
        table.note(lab::say("yolo.bench.candidates", {{"count", candidates}}));
        table.note(lab::say("yolo.bench.decode-bound",
                            {{"kb", bytes / 1000},
                             {"rate", static_cast<int>(copy.value)},
                             {"us", lab::decimal_text(bytes / (copy.value * 1e3), 2)}}));
      });
}
