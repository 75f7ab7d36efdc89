#include "common/cublas_check.h"

#include <cstdio>

namespace lab {

namespace {

// One sentence of advice for the statuses a beginner meets.
const char* advice(cublasStatus_t status) {
  switch (status) {
    case CUBLAS_STATUS_NOT_INITIALIZED:
      return "The handle was not created: call cublasCreate(&handle) first (and check it).";
    case CUBLAS_STATUS_INVALID_VALUE:
      return "An argument is out of range. In cublasSgemm every leading dimension must be at least "
             "the number of rows of its matrix as cuBLAS sees it (column-major): lda >= m for "
             "op N, ldb >= k, ldc >= m.";
    case CUBLAS_STATUS_ARCH_MISMATCH: return "This GPU lacks a feature the call needs.";
    case CUBLAS_STATUS_EXECUTION_FAILED:
      return "The cuBLAS kernel failed to run: check the pointers (device memory, large enough).";
    default: return "";
  }
}

}  // namespace

std::string describe(cublasStatus_t status) {
  return std::string(cublasGetStatusName(status)) + ": " + cublasGetStatusString(status);
}

bool check_cublas(cublasStatus_t status, const char* op, const char* file, int line) {
  if (status == CUBLAS_STATUS_SUCCESS) return true;
  std::fprintf(stderr, "cublas error %s:%d %s failed. status = %s, message = %s\n", file, line, op,
               cublasGetStatusName(status), cublasGetStatusString(status));
  if (*advice(status)) std::fprintf(stderr, "  %s\n", advice(status));
  return false;
}

CublasError::CublasError(cublasStatus_t status, const std::string& op, const char* file, int line)
    : std::runtime_error(std::string(file) + ":" + std::to_string(line) + " " + op +
                         " failed: " + describe(status)),
      status_(status) {}

void throw_if_failed(cublasStatus_t status, const char* op, const char* file, int line) {
  if (status != CUBLAS_STATUS_SUCCESS) throw CublasError(status, op, file, line);
}

CublasHandle::CublasHandle() { LAB_CUBLAS_TRY(cublasCreate(&handle_)); }
CublasHandle::~CublasHandle() {
  if (handle_) cublasDestroy(handle_);
}

}  // namespace lab
