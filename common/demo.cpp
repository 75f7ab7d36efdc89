#include "common/demo.h"

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>

#include "common/cuda_check.h"

namespace lab {

int run_demo(int argc, char** argv, int default_n,
             const std::function<bool(int n, cudaStream_t stream)>& body) {
  int n = default_n;
  if (argc > 1) {
    char* end = nullptr;
    const long value = std::strtol(argv[1], &end, 10);
    n = (*end == '\0' && value > 0 && value <= (1l << 30)) ? static_cast<int>(value) : 0;
  }
  if (argc > 2 || n <= 0) {
    std::fprintf(stderr, "usage: %s [n]   (1 <= n <= 2^30, default %d)\n", argv[0], default_n);
    return 2;
  }
  return run_demo([&](cudaStream_t stream) { return body(n, stream); });
}

int run_demo(const std::function<bool(cudaStream_t stream)>& body) {
  cudaStream_t stream = nullptr;
  if (!checkRuntime(cudaStreamCreate(&stream))) return 1;
  bool ok = false;
  try {
    ok = body(stream);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
  }
  cudaStreamDestroy(stream);
  return ok ? 0 : 1;
}

}  // namespace lab
