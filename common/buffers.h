// RAII owners for GPU and page-locked host memory, and copies between them.
//
//   lab::DeviceBuffer<float> a(n);             // cudaMalloc, freed when `a` goes out of scope
//   lab::PinnedBuffer<float> h(n);             // cudaMallocHost: page-locked, so copies from it
//                                              // can run asynchronously
//   lab::upload(a, h.data(), n, stream);       // host -> device, enqueued on `stream`
//   lab::download(h.data(), a, n, stream);     // device -> host, enqueued on `stream`
//
// Allocation failures throw lab::CudaError (a constructor cannot return false).
// Memory handed to an asynchronous copy must stay alive until the stream is done with it.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <utility>
#include <vector>

#include "common/cuda_check.h"

namespace lab {

namespace detail {

struct DeviceAlloc {
  static void* allocate(size_t bytes) {
    void* p = nullptr;
    LAB_CUDA_TRY(cudaMalloc(&p, bytes));
    return p;
  }
  static void release(void* p) { cudaFree(p); }  // errors ignored: may run after a fault
};

struct PinnedAlloc {
  static void* allocate(size_t bytes) {
    void* p = nullptr;
    LAB_CUDA_TRY(cudaMallocHost(&p, bytes));
    return p;
  }
  static void release(void* p) { cudaFreeHost(p); }
};

// Move-only owner of `count` elements of T allocated by Alloc.
template <typename T, typename Alloc>
class OwnedArray {
 public:
  OwnedArray() = default;
  explicit OwnedArray(size_t count)
      : ptr_(count ? static_cast<T*>(Alloc::allocate(count * sizeof(T))) : nullptr),
        count_(count) {}
  ~OwnedArray() { reset(); }
  OwnedArray(const OwnedArray&) = delete;
  OwnedArray& operator=(const OwnedArray&) = delete;
  OwnedArray(OwnedArray&& other) noexcept
      : ptr_(std::exchange(other.ptr_, nullptr)), count_(std::exchange(other.count_, 0)) {}
  OwnedArray& operator=(OwnedArray&& other) noexcept {
    if (this != &other) {
      reset();
      ptr_ = std::exchange(other.ptr_, nullptr);
      count_ = std::exchange(other.count_, 0);
    }
    return *this;
  }

  T* data() noexcept { return ptr_; }
  const T* data() const noexcept { return ptr_; }
  size_t size() const noexcept { return count_; }
  size_t bytes() const noexcept { return count_ * sizeof(T); }

 protected:
  void reset() noexcept {
    if (ptr_) Alloc::release(ptr_);
    ptr_ = nullptr;
    count_ = 0;
  }

 private:
  T* ptr_ = nullptr;
  size_t count_ = 0;
};

}  // namespace detail

// GPU memory (cudaMalloc / cudaFree). Not accessible from host code.
template <typename T>
using DeviceBuffer = detail::OwnedArray<T, detail::DeviceAlloc>;

// Page-locked host memory (cudaMallocHost / cudaFreeHost): usable like an array.
template <typename T>
class PinnedBuffer : public detail::OwnedArray<T, detail::PinnedAlloc> {
 public:
  using detail::OwnedArray<T, detail::PinnedAlloc>::OwnedArray;
  T& operator[](size_t i) { return this->data()[i]; }
  const T& operator[](size_t i) const { return this->data()[i]; }
  T* begin() { return this->data(); }
  T* end() { return this->data() + this->size(); }
};

// Host -> device. With a stream the copy is enqueued on it (asynchronous when `src` is
// pinned); without one it completes before returning.
template <typename T>
void upload(DeviceBuffer<T>& dst, const T* src, size_t count, cudaStream_t stream = nullptr) {
  LAB_CUDA_TRY(cudaMemcpyAsync(dst.data(), src, count * sizeof(T), cudaMemcpyHostToDevice, stream));
  if (!stream) LAB_CUDA_TRY(cudaStreamSynchronize(stream));
}

template <typename T>
void upload(DeviceBuffer<T>& dst, const std::vector<T>& src, cudaStream_t stream = nullptr) {
  upload(dst, src.data(), src.size(), stream);
}

// Device -> host, same rules as upload.
template <typename T>
void download(T* dst, const DeviceBuffer<T>& src, size_t count, cudaStream_t stream = nullptr) {
  LAB_CUDA_TRY(cudaMemcpyAsync(dst, src.data(), count * sizeof(T), cudaMemcpyDeviceToHost, stream));
  if (!stream) LAB_CUDA_TRY(cudaStreamSynchronize(stream));
}

template <typename T>
std::vector<T> download(const DeviceBuffer<T>& src) {
  std::vector<T> out(src.size());
  download(out.data(), src, out.size());
  return out;
}

}  // namespace lab
