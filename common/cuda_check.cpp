#include "common/cuda_check.h"

#include <cstdio>

namespace lab {

namespace {

void print_advice(cudaError_t code, bool launch = false) {
  const char* advice = launch ? explain_launch_error(code) : explain(code);
  if (*advice) std::fprintf(stderr, "  hint: %s\n", advice);
}

}  // namespace

bool check_runtime(cudaError_t code, const char* op, const char* file, int line) {
  if (code == cudaSuccess) return true;
  std::fprintf(stderr, "runtime error %s:%d %s failed. code = %s, message = %s\n", file, line, op,
               cudaGetErrorName(code), cudaGetErrorString(code));
  print_advice(code);
  return false;
}

bool check_launch(const char* what, const char* file, int line) {
  const cudaError_t code = cudaPeekAtLastError();
  if (code == cudaSuccess) return true;
  std::fprintf(stderr, "launch error %s:%d %s was not launched. code = %s, message = %s\n", file,
               line, what, cudaGetErrorName(code), cudaGetErrorString(code));
  print_advice(code, true);
  // Peek leaves the error in place; once reported, clear it (cudaGetLastError) so that the
  // next launch is judged on its own. A sticky error cannot be cleared and stays anyway.
  cudaGetLastError();
  return false;
}

bool check_execution(cudaStream_t stream, const char* what, const char* file, int line) {
  const cudaError_t code = cudaStreamSynchronize(stream);
  if (code == cudaSuccess) return true;
  std::fprintf(stderr, "execution error %s:%d %s failed while running. code = %s, message = %s\n",
               file, line, what, cudaGetErrorName(code), cudaGetErrorString(code));
  print_advice(code);
  return false;
}

bool is_sticky(cudaError_t code) {
  switch (code) {
    case cudaErrorIllegalAddress:
    case cudaErrorLaunchFailure:
    case cudaErrorMisalignedAddress:
    case cudaErrorIllegalInstruction:
    case cudaErrorInvalidAddressSpace:
    case cudaErrorInvalidPc:
    case cudaErrorHardwareStackError:
    case cudaErrorAssert:
    case cudaErrorLaunchTimeout:
    case cudaErrorECCUncorrectable:
    case cudaErrorContextIsDestroyed: return true;
    default: return false;
  }
}

const char* explain(cudaError_t code) {
  switch (code) {
    case cudaErrorInvalidConfiguration: return explain_launch_error(code);
    case cudaErrorInvalidValue:
      return "an argument is out of range: a size, a null or wrong pointer, or a copy direction.";
    case cudaErrorMemoryAllocation:
      return "the GPU is out of memory: free buffers you no longer need, or use smaller sizes.";
    case cudaErrorNoKernelImageForDevice:
      return "this program has no machine code for this GPU: rebuild with -Dgpu_arch=native, or "
             "add the GPU's compute capability to gpu_arch (./lab doctor shows it).";
    case cudaErrorInvalidDeviceFunction:
      return "the kernel cannot run on this GPU (built for another architecture?): rebuild with "
             "-Dgpu_arch=native.";
    case cudaErrorLaunchOutOfResources:
      return "the block asks for more registers or threads than a multiprocessor has: use a "
             "smaller block.";
    case cudaErrorIllegalAddress:
      return "a kernel read or wrote memory it does not own (an index past the end? a missing "
             "bounds check? a host pointer?). The context is now unusable: run the program "
             "under compute-sanitizer to see the kernel, line, block and thread.";
    case cudaErrorMisalignedAddress:
      return "a kernel accessed memory at an address not aligned to the access size (e.g. a "
             "float4 load from an address that is not a multiple of 16 bytes).";
    case cudaErrorLaunchFailure:
      return "the kernel crashed while running (an invalid memory access or trap): run it under "
             "compute-sanitizer.";
    case cudaErrorAssert:
      return "an assert() inside a kernel failed: its message is printed above.";
    case cudaErrorLaunchTimeout:
      return "the kernel ran too long and was stopped (an endless loop?).";
    case cudaErrorNoDevice:
      return "no CUDA GPU is visible to this process: check nvidia-smi and CUDA_VISIBLE_DEVICES.";
    case cudaErrorInsufficientDriver:
      return "the NVIDIA driver is missing or older than this CUDA runtime: install or update the "
             "driver (nvidia-smi shows its version), or build with an older CUDA Toolkit.";
    case cudaErrorInvalidResourceHandle:
      return "a stream, event or graph that was never created or was already destroyed.";
    case cudaErrorStreamCaptureUnsupported:
    case cudaErrorStreamCaptureInvalidated:
    case cudaErrorStreamCaptureImplicit:
      return "an operation that is not allowed while the stream is being recorded: a launch "
             "function must only enqueue work on its stream (no cudaDeviceSynchronize, "
             "cudaMalloc, cudaMemcpy or default-stream work inside it).";
    default: return "";
  }
}

const char* explain_launch_error(cudaError_t code) {
  switch (code) {
    case cudaErrorInvalidValue:
    case cudaErrorInvalidConfiguration:
      return "the launch configuration was rejected: a grid or block dimension is 0, a block has "
             "more than 1024 threads, or too much shared memory was asked for. If n < block size, "
             "n / block is 0: round the grid up with (n + block - 1) / block.";
    default: return explain(code);
  }
}

std::string describe(cudaError_t code) {
  return std::string(cudaGetErrorName(code)) + " (" + std::to_string(static_cast<int>(code)) +
         "): " + cudaGetErrorString(code);
}

CudaError::CudaError(cudaError_t code, const std::string& op, const char* file, int line)
    : std::runtime_error(op + " failed at " + file + ":" + std::to_string(line) + ": " +
                         describe(code)),
      code_(code),
      op_(op) {}

void throw_if_failed(cudaError_t code, const char* op, const char* file, int line) {
  if (code != cudaSuccess) throw CudaError(code, op, file, line);
}

}  // namespace lab
