// The correct steps of keep_and_sort, for the known-wrong and the correct variants: the
// workspace allocator, the sort key, and the sort and count of the slots. A variant writes
// its launcher from these and puts its one mistake in.
#pragma once

#include <thrust/binary_search.h>
#include <thrust/execution_policy.h>
#include <thrust/iterator/constant_iterator.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/transform.h>

#include <cstdint>
#include <cstring>
#include <stdexcept>

#include "box_sort.h"

// Hands out the caller's workspace, 256-byte pieces at a time; gives nothing back.
struct Arena {
  char* next;
  char* end;
};

class WorkspaceAllocator {
 public:
  using value_type = char;
  explicit WorkspaceAllocator(Arena& arena) : arena_(&arena) {}
  char* allocate(std::ptrdiff_t bytes) {
    const std::size_t rounded = (static_cast<std::size_t>(bytes) + 255) / 256 * 256;
    if (rounded > static_cast<std::size_t>(arena_->end - arena_->next))
      throw std::length_error("keep_and_sort: the workspace is too small");
    char* piece = arena_->next;
    arena_->next += rounded;
    return piece;
  }
  void deallocate(char*, std::size_t) {}

 private:
  Arena* arena_;
};

inline Arena arena_of(void* workspace, std::size_t bytes) {
  return Arena{static_cast<char*>(workspace), static_cast<char*>(workspace) + bytes};
}

// The confidence's bits, in an unsigned order that is the floats' order.
__host__ __device__ inline std::uint32_t ordered_bits(float confidence) {
  std::uint32_t bits = 0;
  memcpy(&bits, &confidence, sizeof bits);
  return bits & 0x80000000u ? ~bits : bits | 0x80000000u;
}

// Ascending keys in the contract's order: highest confidence, then lowest row; rejected last.
__host__ __device__ inline std::uint64_t sort_key(float confidence, bool keep, int row) {
  const std::uint64_t high = keep ? ~ordered_bits(confidence) : 0xFFFFFFFFu;
  return high << 32 | static_cast<std::uint32_t>(row);
}

constexpr std::uint64_t kFirstRejectedKey = 0xFFFFFFFFull << 32;

// keys[s] = sort_key of slot s, kept when its confidence is >= threshold.
template <class Policy>
void make_keys(const Policy& policy, const float* boxes, const int* rows, int n, float threshold,
               std::uint64_t* keys) {
  thrust::transform(policy, thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(n),
                    keys, [=] __device__(int slot) {
                      const float confidence = boxes[slot * kBoxElements + kConfidence];
                      return sort_key(confidence, confidence >= threshold, rows[slot]);
                    });
}

// order = the slots sorted by keys (ascending); *kept = the keys before the first rejected.
template <class Policy>
void sort_and_count(const Policy& policy, std::uint64_t* keys, int n, int* order, int* kept) {
  thrust::sequence(policy, order, order + n);
  thrust::sort_by_key(policy, keys, keys + n, order);
  const auto first_rejected = thrust::make_constant_iterator(kFirstRejectedKey);
  thrust::lower_bound(policy, keys, keys + n, first_rejected, first_rejected + 1, kept);
}

// The whole correct launcher with `policy` (which carries the stream and the allocator) and
// keys from `allocator`: for the variants whose mistake is the policy.
template <class Policy>
void keep_and_sort_with(const Policy& policy, WorkspaceAllocator& allocator, const float* boxes,
                        const int* rows, int n, float threshold, int* order, int* kept,
                        cudaStream_t stream) {
  if (n == 0) {
    cudaMemsetAsync(kept, 0, sizeof(int), stream);
    return;
  }
  auto* keys = reinterpret_cast<std::uint64_t*>(allocator.allocate(sizeof(std::uint64_t) * n));
  make_keys(policy, boxes, rows, n, threshold, keys);
  sort_and_count(policy, keys, n, order, kept);
}
