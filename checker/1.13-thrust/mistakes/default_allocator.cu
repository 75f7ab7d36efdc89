// Known-wrong 1.13: par_nosync.on(stream) without the workspace allocator. The keys come from
// the workspace, but Thrust takes sort_by_key's temporaries itself, with cudaMallocAsync and
// cudaFreeAsync on the stream, on every call.
// expect-diagnosis: allocates or frees memory on its stream (cudaMallocAsync
#include "thrust_steps.cuh"

void keep_and_sort(const float* boxes, const int* rows, int n, float threshold, int* order,
                   int* kept, void* workspace, std::size_t workspace_bytes, cudaStream_t stream) {
  Arena arena = arena_of(workspace, workspace_bytes);
  WorkspaceAllocator allocator(arena);
  const auto policy = thrust::cuda::par_nosync.on(stream);
  keep_and_sort_with(policy, allocator, boxes, rows, n, threshold, order, kept, stream);
}
