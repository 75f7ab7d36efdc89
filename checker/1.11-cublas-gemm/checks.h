// Runs one of the 1.11 functions the way the contract allows a caller to, and says
// precisely what is wrong with the C it wrote.
#pragma once

#include <cuda_runtime.h>

#include <functional>
#include <string>

#include "checker/harness/diagnosis.h"
#include "reference.h"

namespace lab::checks {

using Launcher = std::function<void(const float* A, const float* B, float* C, int M, int N, int K,
                                    cudaStream_t stream)>;

struct Function {
  std::string name;   // "gemm_tiled"
  std::string label;  // how failures name it
  Launcher launch;
  bool cublas = false;  // calls cuBLAS: other mistakes to look for, kernels that are not ours
};

// The 1.11 functions; gemm_cublas runs with a handle the checker owns.
Function naive();
Function tiled();
Function fast();
Function cublas();

enum class Inputs { random, near_one };
enum class Reference { cpu, cublas };  // float64 on the CPU, or cuBLAS (for 2048^3 and larger)

// Calls `f` for shape `s` on fresh seeded inputs, twice, then once more on the same buffers
// with A negated; none when C is within the rounding bound everywhere it is checked (each
// time), the first two runs agree bit for bit, and nothing outside C or in A and B changed.
// Otherwise the diagnosis.
Problems check_gemm(const Function& f, const gemm_ref::Shape& s, Inputs inputs = Inputs::random,
                    Reference reference = Reference::cpu);

// The kernel names `f` launches for shape s, for telling whether two functions are one.
std::string kernels_launched(const Function& f, const gemm_ref::Shape& s);

}  // namespace lab::checks
