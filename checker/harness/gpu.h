// Context health and GPU test cases (whether there is a GPU: gpu_probe.h).
//
// A GPU test is written as
//     LAB_GPU_TEST("vector_add matches the CPU reference", "[1.6]") { ... }
// and differs from a plain TEST_CASE in two ways:
//  - a CUDA error thrown inside it (lab::CudaError) becomes a diagnosis; a sticky one
//    (illegal address, ...) marks the context as broken;
//  - once the context is broken, every later GPU test fails as "not run" with the reason,
//    because nothing can run in this process any more. It is never reported as passed.
#pragma once

#include <cuda_runtime.h>

#include <string>

#include "checker/harness/gpu_probe.h"
#include "common/cuda_check.h"

namespace lab {

bool context_broken();
const std::string& broken_reason();
void mark_context_broken(const std::string& reason);

// Explains a CUDA error raised while running a student's code, in a student's words,
// and marks the context broken when the error is sticky.
std::string explain_fault(cudaError_t code, const std::string& while_doing);

// Synchronizes `stream`; on error throws CudaError (which LAB_GPU_TEST turns into a diagnosis).
void synchronize(cudaStream_t stream, const char* while_doing);

// A non-blocking stream owned for the duration of a test. Non-blocking, so that work
// wrongly launched on the legacy default stream runs outside a capture of this stream
// instead of joining it (see capture.h).
class Stream {
 public:
  Stream();
  ~Stream();
  Stream(const Stream&) = delete;
  Stream& operator=(const Stream&) = delete;
  operator cudaStream_t() const { return stream_; }

 private:
  cudaStream_t stream_ = nullptr;
};

void run_gpu_test(void (*body)());

}  // namespace lab

#define LAB_GPU_CONCAT2(a, b) a##b
#define LAB_GPU_CONCAT(a, b) LAB_GPU_CONCAT2(a, b)
#define LAB_GPU_TEST_IMPL(name, tags, body)             \
  static void body();                                   \
  TEST_CASE(name, tags) { ::lab::run_gpu_test(&body); } \
  static void body()
#define LAB_GPU_TEST(name, tags) \
  LAB_GPU_TEST_IMPL(name, tags, LAB_GPU_CONCAT(lab_gpu_test_, __LINE__))
