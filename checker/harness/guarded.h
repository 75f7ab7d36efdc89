// A device array with guard bands: [guard | n elements | guard] in one allocation.
//
//  - The guards hold a known pattern (canary bytes 0xA5, or a value the test chooses, such
//    as one that would change a sum if it were read). check_guards() reports any change,
//    so an out-of-bounds write is caught even when it does not crash.
//  - poison() fills the n elements with 0xFF bytes (NaN for floats) before a launch, so
//    elements the kernel never wrote are recognisable as such.
//  - Every transfer and fill goes on the stream of the call under test, with the Async
//    forms, and has completed when the method returns. Plain cudaMemset and device-side
//    cudaMemcpy run on the legacy stream and may return before they finish; a
//    non-blocking stream does not wait for them, so the kernel under test could start
//    before its output was poisoned (a race that only shows on a busy GPU).
//  - The guard is 16 KiB at least and a multiple of 256 bytes, so the interior keeps
//    cudaMalloc's alignment (vectorised loads stay legal), unless `misalign` elements are
//    asked for: then the interior starts that many elements later, to test that code
//    does not assume 16-byte aligned pointers.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "checker/harness/diagnosis.h"
#include "common/buffers.h"
#include "common/cuda_check.h"

namespace lab {

constexpr unsigned char kCanaryByte = 0xA5;
constexpr unsigned char kPoisonByte = 0xFF;

// Whether every byte of `value` is `byte`.
template <typename T>
bool filled_with(const T& value, unsigned char byte) {
  unsigned char bytes[sizeof(T)];
  std::memcpy(bytes, &value, sizeof(T));
  for (unsigned char b : bytes)
    if (b != byte) return false;
  return true;
}

// An element the kernel never wrote (poison()), and a value read from a guard band that
// holds the default canary: a read outside the array.
template <typename T>
bool is_poison(const T& value) {
  return filled_with(value, kPoisonByte);
}
template <typename T>
bool is_canary(const T& value) {
  return filled_with(value, kCanaryByte);
}

template <typename T>
class GuardedArray {
 public:
  GuardedArray(std::string name, size_t n, cudaStream_t stream, size_t misalign = 0)
      : name_(std::move(name)),
        n_(n),
        stream_(stream),
        guard_(guard_elements()),
        front_(guard_ + misalign),
        storage_(front_ + n + guard_) {
    T canary;
    std::memset(static_cast<void*>(&canary), kCanaryByte, sizeof(T));
    set_guard_value(canary);
  }

  T* data() { return storage_.data() + front_; }
  const T* data() const { return storage_.data() + front_; }
  size_t size() const { return n_; }
  const std::string& name() const { return name_; }

  // The value both guards hold (and are checked against) from now on.
  void set_guard_value(const T& value) {
    guard_value_ = value;
    const std::vector<T> guard(front_, value);
    copy(storage_.data(), guard.data(), front_, cudaMemcpyHostToDevice);
    copy(data() + n_, guard.data(), guard_, cudaMemcpyHostToDevice);
    settle();
  }

  void upload(const std::vector<T>& values) {
    copy(data(), values.data(), n_, cudaMemcpyHostToDevice);
    settle();
  }

  // Every byte of the n elements set to `byte` (kPoisonByte: NaN for floats).
  void fill_bytes(unsigned char byte) {
    if (n_) LAB_CUDA_TRY(cudaMemsetAsync(data(), byte, n_ * sizeof(T), stream_));
    settle();
  }
  void poison() { fill_bytes(kPoisonByte); }

  std::vector<T> download() const {
    std::vector<T> out(n_);
    copy(out.data(), data(), n_, cudaMemcpyDeviceToHost);
    settle();
    return out;
  }

  cudaStream_t stream() const { return stream_; }

  // None when both guards are intact; otherwise which elements outside [0, n) were changed,
  // followed by `past_end_advice` when the back guard was hit (ids write-past-end,
  // write-before-start).
  Problems check_guards(
      const std::string& past_end_advice = say("harness.bounds-check-advice")) const {
    std::vector<T> before(front_), after(guard_);
    copy(before.data(), storage_.data(), front_, cudaMemcpyDeviceToHost);
    copy(after.data(), data() + n_, guard_, cudaMemcpyDeviceToHost);
    settle();
    Problems report;
    size_t first = guard_, last = 0, count = 0;
    for (size_t i = 0; i < guard_; ++i)
      if (changed(after[i])) first = std::min(first, i), last = i, ++count;
    if (count)
      report.add(diagnose("write-past-end", {{"name", name_},
                                             {"count", count},
                                             {"first", n_ + first},
                                             {"last", n_ + last},
                                             {"n", n_},
                                             {"advice", past_end_advice}}));
    first = front_, last = 0, count = 0;
    for (size_t i = 0; i < front_; ++i)
      if (changed(before[i])) first = std::min(first, i), last = i, ++count;
    if (count)
      report.add(diagnose(
          "write-before-start",
          {{"name", name_}, {"count", count}, {"first", front_ - first}, {"last", front_ - last}}));
    return report;
  }

 private:
  // Nothing to copy (n = 0) copies nothing: there may be no host buffer to copy into.
  void copy(T* to, const T* from, size_t count, cudaMemcpyKind kind) const {
    if (count) LAB_CUDA_TRY(cudaMemcpyAsync(to, from, count * sizeof(T), kind, stream_));
  }
  void settle() const { LAB_CUDA_TRY(cudaStreamSynchronize(stream_)); }
  static size_t guard_elements() {
    size_t g = (16384 + sizeof(T) - 1) / sizeof(T);
    while ((g * sizeof(T)) % 256) ++g;
    return g;
  }
  bool changed(const T& value) const { return std::memcmp(&value, &guard_value_, sizeof(T)) != 0; }

  std::string name_;
  size_t n_;
  cudaStream_t stream_;
  size_t guard_;  // elements in the back guard
  size_t front_;  // elements in the front guard (guard_ + misalign)
  DeviceBuffer<T> storage_;
  T guard_value_{};
};

// How many elements of two equally long arrays differ bit for bit, and the first of them.
struct Differences {
  size_t count = 0;
  size_t first = 0;
};

template <typename T>
Differences bitwise_differences(const std::vector<T>& x, const std::vector<T>& y) {
  Differences d;
  for (size_t i = 0; i < x.size(); ++i)
    if (std::memcmp(&x[i], &y[i], sizeof(T)) != 0 && d.count++ == 0) d.first = i;
  return d;
}

// None when `after` is bit-identical to `before`, else which input elements were changed
// (id input-modified).
template <typename T>
Problems check_unchanged(const std::string& name, const std::vector<T>& before,
                         const std::vector<T>& after) {
  const Differences d = bitwise_differences(before, after);
  if (!d.count) return {};
  return diagnose("input-modified", {{"name", name}, {"count", d.count}, {"first", d.first}});
}

}  // namespace lab
