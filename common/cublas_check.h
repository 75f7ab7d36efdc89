// cuBLAS status checking, beside checkRuntime (common/cuda_check.h), for chapter 1.11.
//
//   checkCublas(cublasSgemm(handle, ...));   // prints and returns false unless SUCCESS
//
// cuBLAS functions do not return a cudaError_t but a cublasStatus_t, with its own names
// and messages; the printed line has the same shape as checkRuntime's:
//   cublas error FILE:LINE OP failed. status = CUBLAS_STATUS_INVALID_VALUE, message = TEXT
#pragma once

#include <cublas_v2.h>

#include <stdexcept>
#include <string>

namespace lab {

bool check_cublas(cublasStatus_t status, const char* op, const char* file, int line);

// "CUBLAS_STATUS_INVALID_VALUE: an invalid value was used as an argument"
std::string describe(cublasStatus_t status);

// The throwing variant, for the checker and the benchmarks.
class CublasError : public std::runtime_error {
 public:
  CublasError(cublasStatus_t status, const std::string& op, const char* file, int line);
  cublasStatus_t status() const noexcept { return status_; }

 private:
  cublasStatus_t status_;
};

void throw_if_failed(cublasStatus_t status, const char* op, const char* file, int line);

// A cuBLAS handle owned for the lifetime of the object (cublasCreate / cublasDestroy).
class CublasHandle {
 public:
  CublasHandle();
  ~CublasHandle();
  CublasHandle(const CublasHandle&) = delete;
  CublasHandle& operator=(const CublasHandle&) = delete;
  operator cublasHandle_t() const { return handle_; }

 private:
  cublasHandle_t handle_ = nullptr;
};

}  // namespace lab

#define checkCublas(op) ::lab::check_cublas((op), #op, __FILE__, __LINE__)
#define LAB_CUBLAS_TRY(op) ::lab::throw_if_failed((op), #op, __FILE__, __LINE__)
