// Known-wrong 1.13: thrust::cuda::par.on(stream) instead of par_nosync. The result is right,
// but par waits for the stream at the end of every algorithm (cudaStreamSynchronize): four
// hidden waits per call, which the contract forbids and which break a graph's recording.
// expect-diagnosis: cudaStreamSynchronize (a wait)
#include "thrust_steps.cuh"

void keep_and_sort(const float* boxes, const int* rows, int n, float threshold, int* order,
                   int* kept, void* workspace, std::size_t workspace_bytes, cudaStream_t stream) {
  Arena arena = arena_of(workspace, workspace_bytes);
  WorkspaceAllocator allocator(arena);
  const auto policy = thrust::cuda::par(allocator).on(stream);
  keep_and_sort_with(policy, allocator, boxes, rows, n, threshold, order, kept, stream);
}
