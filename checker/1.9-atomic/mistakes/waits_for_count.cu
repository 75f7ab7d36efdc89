// Known-wrong 1.9: keep_items waits for its stream after the kernel, "so that *count is
// final when it returns": a launcher enqueues and returns; the caller waits when it must.
// expect-diagnosis: cudaStreamSynchronize (a wait)
#include "correct_kernel.cuh"

void keep_items(const float* input, int n, float threshold, KeptItem* out, int capacity, int* count,
                cudaStream_t stream) {
  launch_keep_kernel(keep_items_kernel, input, n, threshold, out, capacity, count, stream);
  cudaStreamSynchronize(stream);
}
