// Chapter 1.13 demo (`./lab run 1.13 [n]`): six boxes kept and sorted, then keep_and_sort
// timed on n random boxes (default 2^20).
#include <cstdio>
#include <vector>

#include "box_sort.h"
#include "common/demo.h"
#include "demo_boxes.h"

namespace {

// Six boxes: confidences 0.9, 0.3, 0.7, 0.9, 0.5, 0.7 at rows 40, 12, 8, 3, 77, 20. At
// threshold 0.5 (0.5 itself kept), best first, the lower row first on a tie: slots 3 and 0
// (0.9: rows 3, 40), 2 and 5 (0.7: rows 8, 20), 4 (0.5); slot 1 (0.3) is rejected.
bool six_boxes(cudaStream_t stream) {
  const float confidence[] = {0.9f, 0.3f, 0.7f, 0.9f, 0.5f, 0.7f};
  const std::vector<int> rows = {40, 12, 8, 3, 77, 20};
  std::vector<float> boxes(6 * kBoxElements, 0.0f);
  for (int s = 0; s < 6; ++s) boxes[s * kBoxElements + kConfidence] = confidence[s];
  const DemoSorted got = sort_on_device(boxes, rows, 0.5f, 1, stream);
  std::printf("threshold 0.5: kept %d of 6 (expected 5)\n", got.kept);
  for (int i = 0; i < 6; ++i)
    std::printf("  order[%d] = slot %d  confidence %.1f  row %2d%s\n", i, got.order[i],
                confidence[got.order[i]], rows[got.order[i]], i < got.kept ? "" : "  (rejected)");
  const std::vector<int> want = {3, 0, 2, 5, 4};
  bool ok = got.kept == 5;
  for (int i = 0; ok && i < 5; ++i) ok = got.order[i] == want[i];
  std::printf("expected slots 3 0 2 5 4, then 1: %s\n", ok ? "yes" : "NO: run ./lab check 1.13");
  return ok;
}

bool timed(int n, cudaStream_t stream) {
  std::vector<float> boxes(static_cast<size_t>(n) * kBoxElements, 0.0f);
  std::vector<int> rows(n);
  unsigned x = 12345;
  for (int s = 0; s < n; ++s) {
    x = x * 1664525u + 1013904223u;
    boxes[static_cast<size_t>(s) * kBoxElements + kConfidence] = (x >> 8) / 16777216.0f;
    rows[s] = 2 * s + 1;
  }
  const DemoSorted got = sort_on_device(boxes, rows, 0.5f, 10, stream);
  std::printf("n = %d random boxes, threshold 0.5: kept %d, keep_and_sort %.3f ms (median of 10)\n",
              n, got.kept, got.median_ms);
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  return lab::run_demo(argc, argv, 1 << 20, [](int n, cudaStream_t stream) {
    const bool ok = six_boxes(stream);
    return timed(n, stream) && ok;
  });
}
