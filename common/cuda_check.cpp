#include "common/cuda_check.h"

#include <cstdio>

#include "common/messages.h"

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
  // next launch is judged on its own. After a sticky error this empties the slot too, but the
  // context stays broken: every later call that reaches the GPU fails with it again.
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

// The advice is in the reader's language: its texts are common/'s own (messages_en.cpp and
// messages_zh.cpp), by id.
const char* explain(cudaError_t code) {
  switch (code) {
    case cudaErrorInvalidConfiguration: return explain_launch_error(code);
    case cudaErrorInvalidValue: return common_text("cuda.invalid-value");
    case cudaErrorMemoryAllocation: return common_text("cuda.out-of-memory");
    case cudaErrorNoKernelImageForDevice: return common_text("cuda.no-kernel-image");
    case cudaErrorInvalidDeviceFunction: return common_text("cuda.invalid-device-function");
    case cudaErrorLaunchOutOfResources: return common_text("cuda.out-of-resources");
    case cudaErrorIllegalAddress: return common_text("cuda.illegal-address");
    case cudaErrorMisalignedAddress: return common_text("cuda.misaligned-address");
    case cudaErrorLaunchFailure: return common_text("cuda.launch-failure");
    case cudaErrorAssert: return common_text("cuda.assert");
    case cudaErrorLaunchTimeout: return common_text("cuda.launch-timeout");
    case cudaErrorNoDevice: return common_text("cuda.no-device");
    case cudaErrorInsufficientDriver: return common_text("cuda.insufficient-driver");
    case cudaErrorInvalidResourceHandle: return common_text("cuda.invalid-handle");
    case cudaErrorStreamCaptureUnsupported:
    case cudaErrorStreamCaptureInvalidated:
    case cudaErrorStreamCaptureImplicit: return common_text("cuda.not-while-capturing");
    default: return "";
  }
}

const char* explain_launch_error(cudaError_t code) {
  switch (code) {
    case cudaErrorInvalidValue:
    case cudaErrorInvalidConfiguration: return common_text("cuda.launch-rejected");
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
