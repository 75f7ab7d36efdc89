// Known-wrong 1.13: par_nosync(allocator) without .on(stream): Thrust's kernels go to the
// default stream, which the caller's non-blocking stream is not ordered with.
// expect-diagnosis: on the stream it was given
#include "thrust_steps.cuh"

void keep_and_sort(const float* boxes, const int* rows, int n, float threshold, int* order,
                   int* kept, void* workspace, std::size_t workspace_bytes, cudaStream_t stream) {
  Arena arena = arena_of(workspace, workspace_bytes);
  WorkspaceAllocator allocator(arena);
  const auto policy = thrust::cuda::par_nosync(allocator);
  keep_and_sort_with(policy, allocator, boxes, rows, n, threshold, order, kept, stream);
}
