// Known-wrong 1.13: copies the confidences and rows to the host, waits for them, sorts with
// std::sort and copies the order back: right, but a wait and two trips over PCIe per frame,
// and no longer a launcher (the caller's stream cannot be recorded or overlapped).
// expect-diagnosis: copied to the host
#include <algorithm>
#include <vector>

#include "box_sort.h"

void keep_and_sort(const float* boxes, const int* rows, int n, float threshold, int* order,
                   int* kept, void*, std::size_t, cudaStream_t stream) {
  std::vector<float> b(static_cast<std::size_t>(n) * kBoxElements);
  std::vector<int> r(n), slots(n);
  cudaMemcpyAsync(b.data(), boxes, b.size() * sizeof(float), cudaMemcpyDeviceToHost, stream);
  cudaMemcpyAsync(r.data(), rows, r.size() * sizeof(int), cudaMemcpyDeviceToHost, stream);
  cudaStreamSynchronize(stream);
  auto conf = [&](int s) { return b[s * kBoxElements + kConfidence]; };
  for (int s = 0; s < n; ++s) slots[s] = s;
  const auto rejected =
      std::partition(slots.begin(), slots.end(), [&](int s) { return conf(s) >= threshold; });
  std::sort(slots.begin(), rejected,
            [&](int x, int y) { return conf(x) > conf(y) || (conf(x) == conf(y) && r[x] < r[y]); });
  static int count;  // static: the asynchronous copy reads it after this function returns
  count = static_cast<int>(rejected - slots.begin());
  cudaMemcpyAsync(order, slots.data(), slots.size() * sizeof(int), cudaMemcpyHostToDevice, stream);
  cudaMemcpyAsync(kept, &count, sizeof(int), cudaMemcpyHostToDevice, stream);
  cudaStreamSynchronize(stream);  // slots is freed on return
}
