// The correct 1.5 query_limits, shared by the mistakes whose error is elsewhere.
#pragma once

#include "device_attribute.cuh"
#include "thread_layout.h"

DeviceLimits query_limits() {
  DeviceLimits limits;
  limits.max_block =
      dim3(device_attribute(cudaDevAttrMaxBlockDimX), device_attribute(cudaDevAttrMaxBlockDimY),
           device_attribute(cudaDevAttrMaxBlockDimZ));
  limits.max_grid =
      dim3(device_attribute(cudaDevAttrMaxGridDimX), device_attribute(cudaDevAttrMaxGridDimY),
           device_attribute(cudaDevAttrMaxGridDimZ));
  limits.max_threads_per_block = static_cast<int>(device_attribute(cudaDevAttrMaxThreadsPerBlock));
  limits.warp_size = static_cast<int>(device_attribute(cudaDevAttrWarpSize));
  return limits;
}
