// One CUDA runtime call made by the code under test, as the runtime spy recorded it
// (runtime_spy.h). Plain data, so that the rules that judge calls are host-testable.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <string>

namespace lab::spy {

enum class Action { allocate, free, copy, wait, fill };  // fill: cudaMemset, cudaMemsetAsync

struct Call {
  std::string function;  // "cudaMallocHost"
  Action action = Action::wait;
  cudaError_t result = cudaSuccess;
  void* ptr = nullptr;  // allocate: the memory obtained; free: the memory freed; copy, fill: dst
  const void* src = nullptr;  // copy: the source
  size_t bytes = 0;           // allocate, copy, fill
  bool on_stream = false;     // cudaMemcpyAsync, cudaFreeAsync, cudaStreamSynchronize, ...
  cudaStream_t stream = nullptr;
  bool while_held = false;      // a Gate still held its stream when the call came
  bool waits_for_held = false;  // a wait (or an implicit one) that had to let the held stream run
};

}  // namespace lab::spy
