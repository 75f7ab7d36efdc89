// The frame every chapter's demo program shares: `demo [n]` with a default n, one CUDA
// stream, and errors turned into a message and an exit code.
#pragma once

#include <cuda_runtime.h>

#include <functional>

namespace lab {

// Reads the optional element count argv[1] (default `default_n`), creates a stream and
// runs body(n, stream). Exit code: 0 when body returns true, 1 when it returns false or a
// CUDA error is thrown, 2 for a bad argument (with a usage line).
int run_demo(int argc, char** argv, int default_n,
             const std::function<bool(int n, cudaStream_t stream)>& body);

// The same for a demo that takes no argument.
int run_demo(const std::function<bool(cudaStream_t stream)>& body);

}  // namespace lab
