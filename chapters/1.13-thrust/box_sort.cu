// Chapter 1.13 thrust: keep and sort boxes on the caller's stream. docs/1.13-thrust.md
//
// Fill in the six TODO(1.13) steps, then check your work with
//     ./lab check 1.13
// Stuck? `./lab hint 1.13` reveals one hint at a time.
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

// The part of the caller's workspace not handed out yet. The allocator's copies (Thrust
// copies it) all point to the same Arena.
struct Arena {
  char* next;
  char* end;
};

// An allocator Thrust can take its temporaries from: thrust::cuda::par_nosync(allocator).
class WorkspaceAllocator {
 public:
  using value_type = char;
  explicit WorkspaceAllocator(Arena& arena) : arena_(&arena) {}

  char* allocate(std::ptrdiff_t bytes) {
    // TODO(1.13) step 1: hand out the next `bytes` of the arena, rounded up to 256 so that
    //   every piece stays aligned, and move the arena on; when they do not fit, throw a
    //   std::length_error that says so (never fall back to cudaMalloc).
    (void)bytes;
    return nullptr;
  }
  void deallocate(char*, std::size_t) {}  // nothing to give back: the caller owns the workspace

 private:
  [[maybe_unused]] Arena* arena_;
};

namespace {

// One 64-bit key per slot whose ASCENDING order is the contract's order.
[[maybe_unused]] __host__ __device__ std::uint64_t sort_key(float confidence, bool keep, int row) {
  // TODO(1.13) step 3: the high 32 bits order the confidences highest first (from the float's
  //   bits, made order-preserving, then inverted), or are all ones for a rejected box, so
  //   that it sorts last; the low 32 bits are the row, for the ties.
  (void)confidence, (void)keep, (void)row;
  return 0;
}

}  // namespace

void keep_and_sort(const float* boxes, const int* rows, int n, float threshold, int* order,
                   int* kept, void* workspace, std::size_t workspace_bytes, cudaStream_t stream) {
  Arena arena{static_cast<char*>(workspace), static_cast<char*>(workspace) + workspace_bytes};
  WorkspaceAllocator allocator(arena);
  // TODO(1.13) step 2: the execution policy: Thrust's CUDA backend without its wait after
  //   each algorithm, with `allocator` for the temporaries, on `stream`. Every call below
  //   takes it as its first argument.
  //
  // TODO(1.13) step 4: n keys from the allocator, and thrust::transform over the slots
  //   0 .. n - 1 with a __device__ lambda that reads a slot's confidence and row and returns
  //   its sort_key (kept: confidence >= threshold).
  //
  // TODO(1.13) step 5: order = 0 .. n - 1, then sort it by the keys (thrust::sort_by_key).
  //
  // TODO(1.13) step 6: *kept = the number of keys before the first rejected key, computed
  //   and written on the GPU (no count returned to the host: that would wait). For n == 0,
  //   still write 0 to *kept, on the stream.
  (void)boxes, (void)rows, (void)n, (void)threshold, (void)order, (void)kept, (void)stream;
}
