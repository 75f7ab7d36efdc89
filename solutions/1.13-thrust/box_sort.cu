// Chapter 1.13 thrust: reference solution. Thrust's algorithms on the caller's stream, with
// par_nosync (no wait after each algorithm) and an allocator that hands out the caller's
// workspace (no cudaMalloc, no cudaMallocAsync): one transform, one sequence, one radix
// sort_by_key and one vectorised lower_bound, all enqueued, nothing waited for.
#include "box_sort.h"

#include <thrust/binary_search.h>
#include <thrust/execution_policy.h>
#include <thrust/iterator/constant_iterator.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/transform.h>

#include <cstdint>
#include <stdexcept>
#include <string>

// Step 1: temporaries from the caller's workspace. The bump allocator hands out consecutive
// pieces, each rounded up to 256 bytes (so each keeps cudaMalloc's alignment), and never
// gives one back: the workspace lives as long as the caller wants, and the whole call's
// temporaries fit in it at once. Thrust copies the allocator; the copies share one Arena.
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
      throw std::length_error("keep_and_sort: the workspace is too small for " +
                              std::to_string(bytes) + " more bytes of temporaries");
    char* piece = arena_->next;
    arena_->next += rounded;
    return piece;
  }
  void deallocate(char*, std::size_t) {}  // the caller frees the workspace, once

 private:
  Arena* arena_;
};

namespace {

// Step 2: one 64-bit key per slot, whose ascending order is the contract's order. High half:
// the confidence's bits made order-preserving (a float >= 0 orders as its bits; the sign flip
// makes that true of every float) and inverted, so the highest confidence comes first; for a
// rejected box all ones, which no kept box has (only a NaN would), so rejected boxes sort last.
// Low half: the row, so equal confidences go lower row first.
constexpr std::uint64_t kFirstRejectedKey = 0xFFFFFFFFull << 32;

__host__ __device__ std::uint64_t sort_key(float confidence, bool keep, int row) {
  std::uint32_t bits = 0;
  memcpy(&bits, &confidence, sizeof bits);
  const std::uint32_t ordered = bits & 0x80000000u ? ~bits : bits | 0x80000000u;
  const std::uint64_t high = keep ? ~ordered : 0xFFFFFFFFu;
  return high << 32 | static_cast<std::uint32_t>(row);
}

}  // namespace

void keep_and_sort(const float* boxes, const int* rows, int n, float threshold, int* order,
                   int* kept, void* workspace, std::size_t workspace_bytes, cudaStream_t stream) {
  if (n == 0) {  // nothing to sort; *kept is still written, on the stream
    cudaMemsetAsync(kept, 0, sizeof(int), stream);
    return;
  }
  Arena arena{static_cast<char*>(workspace), static_cast<char*>(workspace) + workspace_bytes};
  WorkspaceAllocator allocator(arena);
  // par_nosync: no wait after each algorithm; .on(stream): the caller's stream.
  const auto policy = thrust::cuda::par_nosync(allocator).on(stream);
  std::uint64_t* keys =
      reinterpret_cast<std::uint64_t*>(allocator.allocate(sizeof(std::uint64_t) * n));

  // Step 2: the keys, with a device lambda (nvcc --extended-lambda, set by the manifest).
  thrust::transform(policy, thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(n),
                    keys, [=] __device__(int slot) {
                      const float confidence = boxes[slot * kBoxElements + kConfidence];
                      return sort_key(confidence, confidence >= threshold, rows[slot]);
                    });
  // Step 3: the slots 0 .. n - 1, sorted by their keys: a radix sort (the keys are integers
  // and the order is less-than), its temporaries from the workspace through the allocator.
  thrust::sequence(policy, order, order + n);
  thrust::sort_by_key(policy, keys, keys + n, order);
  // Step 4: *kept = how many keys come before the first rejected key, found on the GPU and
  // written there: a lower_bound of one value, without the host round trip of thrust::count_if.
  const auto first_rejected = thrust::make_constant_iterator(kFirstRejectedKey);
  thrust::lower_bound(policy, keys, keys + n, first_rejected, first_rejected + 1, kept);
}
