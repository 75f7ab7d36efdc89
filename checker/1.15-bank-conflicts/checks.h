// The 1.15 check of one form of the transpose at one shape: the call recorded, run twice on
// a coded input (reference.h), judged exactly, and called again on fresh random floats.
#pragma once

#include <cuda_runtime.h>

#include <string>

#include "checker/harness/diagnosis.h"
#include "checker/harness/seed.h"

namespace lab::transpose_checks {

// One of the three launch functions of the contract.
struct Form {
  const char* name;  // "transpose_padded"
  void (*launch)(const float* in, float* out, int rows, int cols, cudaStream_t stream);
};
extern const Form kNaive, kPadded, kSwizzled;

// Every problem of `form` on a rows x cols matrix; none when it transposes it exactly, twice
// with the same bits, and again after fresh values are put in `in`.
Problems check_transpose(const Form& form, int rows, int cols, Rng& rng);

// "31 x 33"
std::string shape_label(int rows, int cols);

}  // namespace lab::transpose_checks
