// The demo's device side: device_vector belongs here, where memory is allocated once, and not
// in keep_and_sort, which may not allocate. A .cu file: a device_vector launches kernels.
#include "demo_boxes.h"

#include <thrust/device_vector.h>

#include <algorithm>

#include "box_sort.h"
#include "common/cuda_check.h"

DemoSorted sort_on_device(const std::vector<float>& boxes, const std::vector<int>& rows,
                          float threshold, int repeats, cudaStream_t stream) {
  const int n = static_cast<int>(rows.size());
  const thrust::device_vector<float> d_boxes(boxes);  // copies to the GPU, and waits
  const thrust::device_vector<int> d_rows(rows);
  thrust::device_vector<int> order(n), kept(1);
  thrust::device_vector<unsigned char> workspace(keep_and_sort_workspace_bytes(n));
  cudaEvent_t start, stop;
  checkRuntime(cudaEventCreate(&start));
  checkRuntime(cudaEventCreate(&stop));
  std::vector<double> times;
  for (int r = 0; r < repeats; ++r) {
    checkRuntime(cudaEventRecord(start, stream));
    keep_and_sort(thrust::raw_pointer_cast(d_boxes.data()), thrust::raw_pointer_cast(d_rows.data()),
                  n, threshold, thrust::raw_pointer_cast(order.data()),
                  thrust::raw_pointer_cast(kept.data()), thrust::raw_pointer_cast(workspace.data()),
                  workspace.size(), stream);
    checkRuntime(cudaEventRecord(stop, stream));
    checkRuntime(cudaEventSynchronize(stop));
    float ms = 0;
    checkRuntime(cudaEventElapsedTime(&ms, start, stop));
    times.push_back(ms);
  }
  checkRuntime(cudaEventDestroy(start));
  checkRuntime(cudaEventDestroy(stop));
  DemoSorted result;
  checkRuntime(cudaStreamSynchronize(stream));
  result.order.resize(n);
  thrust::copy(order.begin(), order.end(), result.order.begin());  // to the host, and waits
  result.kept = kept[0];
  std::sort(times.begin(), times.end());
  result.median_ms = times.empty() ? 0 : times[times.size() / 2];
  return result;
}
