// One attribute of the current device, for the 1.5 mistakes' query_limits.
#pragma once

#include <cuda_runtime.h>

inline unsigned device_attribute(cudaDeviceAttr attribute) {
  int device = 0, value = 0;
  cudaGetDevice(&device);
  cudaDeviceGetAttribute(&value, attribute, device);
  return static_cast<unsigned>(value);
}
