// Known-wrong 1.13: the keys in a thrust::device_vector made inside the launcher: it
// allocates them with cudaMalloc on every call (and frees them with cudaFree at the end),
// although the caller's workspace has room for them.
// expect-diagnosis: cudaMalloc (an allocation)
#include <thrust/device_vector.h>

#include "thrust_steps.cuh"

void keep_and_sort(const float* boxes, const int* rows, int n, float threshold, int* order,
                   int* kept, void* workspace, std::size_t workspace_bytes, cudaStream_t stream) {
  if (n == 0) return (void)cudaMemsetAsync(kept, 0, sizeof(int), stream);
  Arena arena = arena_of(workspace, workspace_bytes);
  WorkspaceAllocator allocator(arena);
  const auto policy = thrust::cuda::par_nosync(allocator).on(stream);
  thrust::device_vector<std::uint64_t> keys(n);
  std::uint64_t* raw = thrust::raw_pointer_cast(keys.data());
  make_keys(policy, boxes, rows, n, threshold, raw);
  sort_and_count(policy, raw, n, order, kept);
}
