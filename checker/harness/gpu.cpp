#include "checker/harness/gpu.h"

#include "checker/harness/diagnosis.h"

namespace lab {

namespace {

std::string g_broken_reason;

}  // namespace

bool context_broken() { return !g_broken_reason.empty(); }
const std::string& broken_reason() { return g_broken_reason; }
void mark_context_broken(const std::string& reason) {
  if (g_broken_reason.empty()) g_broken_reason = reason;
}

std::string explain_fault(cudaError_t code, const std::string& while_doing) {
  std::string text = say("harness.cuda-error", {{"doing", while_doing}, {"error", describe(code)}});
  if (*explain(code)) text += std::string("\n  ") + explain(code);
  // Sticky or not: a sticky error keeps failing every later call, so probe once.
  cudaGetLastError();
  const bool sticky = is_sticky(code) || cudaDeviceSynchronize() != cudaSuccess;
  if (sticky) {
    text += "\n  " + say("harness.sticky");
    mark_context_broken(
        say("harness.broken-while", {{"error", describe(code)}, {"doing", while_doing}}));
  }
  return text;
}

void synchronize(cudaStream_t stream, const char* while_doing) {
  const cudaError_t code = cudaStreamSynchronize(stream);
  if (code != cudaSuccess) throw CudaError(code, while_doing, __FILE__, __LINE__);
}

Stream::Stream() { LAB_CUDA_TRY(cudaStreamCreateWithFlags(&stream_, cudaStreamNonBlocking)); }
Stream::~Stream() {
  if (stream_) cudaStreamDestroy(stream_);
}

void run_gpu_test(void (*body)()) {
  if (context_broken()) LAB_FAIL(say("harness.context-unusable", {{"reason", broken_reason()}}));
  try {
    body();
  } catch (const CudaError& error) {
    LAB_FAIL(explain_fault(error.code(), error.operation()));
  }
}

}  // namespace lab
