// Runtime-error checking for CUDA code, as the course teaches it.
//
//   checkRuntime(cudaMalloc(&p, bytes));        // any runtime call: prints and returns false
//   kernel<<<grid, block, 0, stream>>>(...);
//   checkLaunch("kernel");                      // was the launch itself accepted?
//   checkExecution(stream, "kernel");           // did it run without faulting? (synchronizes)
//
// Why two launch checks: a launch returns before the kernel runs. A bad configuration
// (0 blocks, 2048 threads per block, no code for this GPU) is known at once and reported
// by cudaPeekAtLastError. A fault while running (an out-of-bounds access) can only be
// seen after the kernel finished, so it surfaces at the next synchronizing call.
#pragma once

#include <cuda_runtime.h>

#include <stdexcept>
#include <string>

namespace lab {

// Prints "runtime error FILE:LINE OP failed. code = NAME, message = TEXT" (to stderr)
// when code != cudaSuccess, followed by a line of advice where we have one.
bool check_runtime(cudaError_t code, const char* op, const char* file, int line);

// Launch-time errors: cudaPeekAtLastError right after a launch (does not synchronize).
// A reported error is then cleared, so the next check does not report it again.
bool check_launch(const char* what, const char* file, int line);

// Execution errors: synchronizes `stream`, then reports what went wrong while it ran.
bool check_execution(cudaStream_t stream, const char* what, const char* file, int line);

// Errors after which the CUDA context is unusable: every later call that reaches the GPU
// fails with the same code (emptying the last-error slot does not mend it), and only a new
// process recovers.
bool is_sticky(cudaError_t code);

// One sentence of advice a beginner can act on, or "" when we have none.
const char* explain(cudaError_t code);

// The same for an error returned by a kernel launch (a rejected configuration reads
// cudaErrorInvalidValue or cudaErrorInvalidConfiguration depending on the CUDA version).
const char* explain_launch_error(cudaError_t code);

// "cudaErrorIllegalAddress (700): an illegal memory access was encountered"
std::string describe(cudaError_t code);

// The throwing variant, for the checker and the benchmarks.
class CudaError : public std::runtime_error {
 public:
  CudaError(cudaError_t code, const std::string& op, const char* file, int line);
  cudaError_t code() const noexcept { return code_; }
  const std::string& operation() const noexcept { return op_; }
  bool sticky() const noexcept { return is_sticky(code_); }

 private:
  cudaError_t code_;
  std::string op_;
};

void throw_if_failed(cudaError_t code, const char* op, const char* file, int line);

}  // namespace lab

#define checkRuntime(op) ::lab::check_runtime((op), #op, __FILE__, __LINE__)
#define checkLaunch(what) ::lab::check_launch((what), __FILE__, __LINE__)
#define checkExecution(stream, what) ::lab::check_execution((stream), (what), __FILE__, __LINE__)
#define LAB_CUDA_TRY(op) ::lab::throw_if_failed((op), #op, __FILE__, __LINE__)
