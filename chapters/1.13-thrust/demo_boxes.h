// The demo's device side (demo_boxes.cu): boxes in thrust::device_vector, sorted by your
// keep_and_sort. Part of the lab: you do not need to edit this file.
#pragma once

#include <cuda_runtime.h>

#include <vector>

struct DemoSorted {
  std::vector<int> order;
  int kept = 0;
  double median_ms = 0;  // of `repeats` calls, timed with CUDA events
};

// Copies boxes (n * kBoxElements floats) and rows to device_vectors, runs keep_and_sort on
// them `repeats` times on `stream` (its workspace a device_vector too, made once) and returns
// the last result.
DemoSorted sort_on_device(const std::vector<float>& boxes, const std::vector<int>& rows,
                          float threshold, int repeats, cudaStream_t stream);
