#include "runs.h"

#include <cstring>
#include <functional>
#include <vector>

#include "chapters/1.12-yolov5-postprocess/yolov5_postprocess.h"
#include "checker/harness/capture.h"
#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/guarded.h"

namespace lab::checks {

namespace {

constexpr int kStaleCount = 1000000;

// The device buffers of one decode (and NMS on its output).
struct Buffers {
  GuardedArray<float> predict, d2i, boxes;
  GuardedArray<int> rows, count;
  Buffers(const DecodeInput& in, cudaStream_t stream)
      : predict("predict", in.predict.size(), stream),
        d2i("d2i", 6, stream),
        boxes("boxes", static_cast<size_t>(in.max_objects) * 7, stream),
        rows("rows", in.max_objects, stream),
        count("count", 1, stream) {
    predict.upload(in.predict);
    d2i.upload(std::vector<float>(in.d2i.begin(), in.d2i.end()));
  }
  int num_boxes(const DecodeInput& in) const {
    return static_cast<int>(in.predict.size() / (5 + in.num_classes));
  }
  void decode_on(const DecodeInput& in, cudaStream_t stream) {
    decode(predict.data(), num_boxes(in), in.num_classes, in.conf_threshold, d2i.data(),
           boxes.data(), rows.data(), count.data(), in.max_objects, stream);
  }
  Problems guard_problems(const DecodeInput& in) const {
    Problems p;
    p.add(boxes.check_guards(say("yolo.guard.boxes")));
    p.add(rows.check_guards(say("yolo.guard.rows")));
    p.add(count.check_guards());
    p.add(check_unchanged("predict", in.predict, predict.download()));
    return p;
  }
};

// What decode left in the buffers.
DecodeOutcome outcome(const Buffers& b, int count_before) {
  DecodeOutcome got;
  got.count_before = count_before;
  got.count = b.count.download()[0];
  got.boxes = b.boxes.download();
  got.rows = b.rows.download();
  return got;
}

Problems decode_once(Buffers& b, const DecodeInput& in, CapturedCall& call, Stream& stream,
                     int run) {
  const int count_before = b.count.download()[0];
  b.boxes.poison();
  b.rows.poison();
  call.run(stream);
  synchronize(stream,
              (run == 1 ? say("yolo.context.decode") : say("yolo.context.decode-second")).c_str());
  Problems p = check_decode(in, outcome(b, count_before));
  p.add(b.guard_problems(in));
  return p;
}

// The input of a second call: every box moved by one pixel right and down. The same rows
// match, so a right decode overwrites every slot the first call wrote; and every stored box
// changes, so none of the first call's records is right any more.
DecodeInput moved_boxes(const DecodeInput& in) {
  DecodeInput moved = in;
  const size_t stride = 5 + static_cast<size_t>(in.num_classes);
  for (size_t r = 0; r < moved.predict.size() / stride; ++r) {
    moved.predict[r * stride] += 1;
    moved.predict[r * stride + 1] += 1;
  }
  return moved;
}

// decode called again on the same buffers with fresh input, nothing poisoned in between (as
// a caller decoding frame after frame does); `first`: what the call before left.
Problems decode_again(Buffers& b, const DecodeInput& in, const DecodeOutcome& first,
                      Stream& stream) {
  const DecodeInput moved = moved_boxes(in);
  b.predict.upload(moved.predict);
  b.decode_on(moved, stream);
  synchronize(stream, say("yolo.context.decode-again").c_str());
  const DecodeOutcome got = outcome(b, first.count);
  Problems p = check_decode(moved, got);
  p.add(b.guard_problems(moved));
  if (p.empty()) return {};
  if (got.count == first.count && bitwise_differences(got.boxes, first.boxes).count == 0 &&
      bitwise_differences(got.rows, first.rows).count == 0)
    return stale_second_call("decode", say("yolo.stale.decode-outputs"));
  return all_problems({Diagnosis{"", say("yolo.decode-again-wrong")}, p});
}

// NMS called again on the same buffers with fresh boxes (second_call_boxes); `first`: the
// boxes as the call before left them.
Problems nms_again(GuardedArray<float>& boxes, const NmsCase& c, const std::vector<float>& first,
                   bool greedy, Stream& stream, const std::function<void()>& call) {
  const char* name = greedy ? "nms_greedy" : "nms_fast";
  const std::vector<float> fresh = second_call_boxes(c, first, c.iou_threshold);
  if (fresh.empty()) return {};
  boxes.upload(fresh);
  call();
  synchronize(stream, say("yolo.context.again", {{"function", name}}).c_str());
  const std::vector<float> after = boxes.download();
  Problems p = check_nms(NmsInput{fresh, c.rows, c.count, c.iou_threshold, greedy}, after);
  p.add(boxes.check_guards(say("yolo.guard.nms-boxes")));
  if (p.empty()) return {};
  bool same_keep = true;  // bit for bit, as the first call left them
  for (size_t i = kKeep; i < after.size(); i += kBoxElements)
    same_keep &= std::memcmp(&after[i], &first[i], sizeof(float)) == 0;
  if (same_keep) return stale_second_call(name, say("yolo.stale.keep-fields"));
  return all_problems({Diagnosis{"", say("yolo.nms-again-wrong", {{"function", name}})}, p});
}

}  // namespace

Problems run_decode(const DecodeInput& in) {
  Stream stream;
  Buffers b(in, stream);
  CapturedCall call = capture(stream, [&] { b.decode_on(in, stream); });
  if (Problems p = call.problems("decode", b.num_boxes(in) > 0 ? 1 : 0); !p.empty()) return p;
  b.count.upload({kStaleCount});
  for (int run = 1; run <= 2; ++run) {
    const Problems p = decode_once(b, in, call, stream, run);
    if (!p.empty())
      return run == 1 ? p : all_problems({Diagnosis{"", say("yolo.decode-second-wrong")}, p});
  }
  return decode_again(b, in, outcome(b, 0), stream);
}

Problems run_nms(const NmsCase& c, bool greedy) {
  const char* name = greedy ? "nms_greedy" : "nms_fast";
  const int capacity = static_cast<int>(c.rows.size());
  Stream stream;
  GuardedArray<float> boxes("boxes", c.boxes.size(), stream);
  GuardedArray<int> rows("rows", c.rows.size(), stream), count("count", 1, stream);
  rows.upload(c.rows);
  count.upload({c.count});
  const auto call_nms = [&] {
    (greedy ? nms_greedy : nms_fast)(boxes.data(), rows.data(), count.data(), capacity,
                                     c.iou_threshold, stream);
  };
  CapturedCall call = capture(stream, call_nms);
  if (Problems p = call.problems(name, capacity > 0 ? 1 : 0); !p.empty()) return p;
  const NmsInput in{c.boxes, c.rows, c.count, c.iou_threshold, greedy};
  for (int run = 1; run <= 2; ++run) {
    boxes.upload(c.boxes);
    call.run(stream);
    synchronize(stream, say("yolo.context.running", {{"function", name}}).c_str());
    Problems p = check_nms(in, boxes.download());
    p.add(boxes.check_guards(say("yolo.guard.nms-boxes")));
    p.add(check_unchanged("rows", c.rows, rows.download()));
    p.add(check_unchanged("count", std::vector<int>{c.count}, count.download()));
    if (!p.empty())
      return run == 1 ? p
                      : all_problems(
                            {Diagnosis{"", say("yolo.nms-second-wrong", {{"function", name}})}, p});
  }
  return nms_again(boxes, c, boxes.download(), greedy, stream, call_nms);
}

Problems run_pipeline(const DecodeInput& in, float iou_threshold) {
  Stream stream;
  Buffers b(in, stream), alone(in, stream);
  CapturedCall call = capture(stream, [&] {
    b.decode_on(in, stream);
    nms_greedy(b.boxes.data(), b.rows.data(), b.count.data(), in.max_objects, iou_threshold,
               stream);
  });
  if (Problems p = call.problems("decode + nms_greedy", 2); !p.empty()) return p;
  // First decode alone (its own check, on buffers of its own: each recorded call is the
  // first on its buffers), then the two together.
  CapturedCall decode_only = capture(stream, [&] { alone.decode_on(in, stream); });
  alone.count.upload({0});
  if (Problems p = decode_once(alone, in, decode_only, stream, 1); !p.empty()) return p;
  NmsInput nms_in{alone.boxes.download(), alone.rows.download(), alone.count.download()[0],
                  iou_threshold, true};
  b.count.upload({0});
  b.boxes.poison();
  b.rows.poison();
  call.run(stream);
  synchronize(stream, say("yolo.context.running", {{"function", "decode + nms_greedy"}}).c_str());
  // decode's slots are claimed in a new order every run: compare through the rows.
  const std::vector<float> after = b.boxes.download();
  const std::vector<int> rows = b.rows.download();
  std::vector<int> slot_of_row;
  for (size_t s = 0; s < nms_in.rows.size(); ++s) {
    const int r = nms_in.rows[s];
    if (r >= 0 && static_cast<size_t>(r) >= slot_of_row.size()) slot_of_row.resize(r + 1, -1);
    if (r >= 0) slot_of_row[r] = static_cast<int>(s);
  }
  std::vector<float> reordered = nms_in.boxes;  // the first run's slots, keep filled in by row
  for (size_t s = 0; s < rows.size(); ++s) {
    const int r = rows[s];
    if (r < 0 || static_cast<size_t>(r) >= slot_of_row.size() || slot_of_row[r] < 0) continue;
    reordered[slot_of_row[r] * 7 + 6] = after[s * 7 + 6];
  }
  const Problems p = check_nms(nms_in, reordered);
  if (p.empty()) return {};
  return all_problems({Diagnosis{"", say("yolo.pipeline")}, p});
}

}  // namespace lab::checks
