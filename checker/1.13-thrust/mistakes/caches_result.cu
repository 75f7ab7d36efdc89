// Known-wrong 1.13: remembers the last call's buffers and size, and skips the work when called
// again with the same ones, as if the boxes behind them could not have changed.
// expect-diagnosis: second call returned the first call's result
#include "thrust_steps.cuh"

void keep_and_sort(const float* boxes, const int* rows, int n, float threshold, int* order,
                   int* kept, void* workspace, std::size_t workspace_bytes, cudaStream_t stream) {
  static const float* last_boxes = nullptr;
  static int* last_order = nullptr;
  static int last_n = -1;
  const bool repeat = boxes == last_boxes && order == last_order && n == last_n;
  last_boxes = boxes, last_order = order, last_n = n;
  if (repeat) return;
  Arena arena = arena_of(workspace, workspace_bytes);
  WorkspaceAllocator allocator(arena);
  const auto policy = thrust::cuda::par_nosync(allocator).on(stream);
  keep_and_sort_with(policy, allocator, boxes, rows, n, threshold, order, kept, stream);
}
