// Known-wrong 1.7: every launcher remembers its last call's pointers and sizes and skips the
// work when called again with the same ones, as if the data behind them could not have changed.
// expect-diagnosis: second call returned the first call's result
#include "reverse_kernel.cuh"
#include "scale_kernel.cuh"
#include "stencil_kernel.cuh"
#include "stencil_launch.cuh"

// One launcher's last call: repeats() says whether this call has the same arguments.
struct LastCall {
  const void *p = nullptr, *q = nullptr;
  int n = -1, m = -1;
  bool repeats(const void* p2, const void* q2, int n2, int m2) {
    const bool same = p == p2 && q == q2 && n == n2 && m == m2;
    p = p2, q = q2, n = n2, m = m2;
    return same;
  }
};

void block_scale(const float* in, const float* scale, float* out, int n, cudaStream_t stream) {
  static LastCall last;
  if (!last.repeats(scale, out, n, 0)) launch_block_scale(in, scale, out, n, stream);
}

void block_reverse(float* data, int n, int chunk, cudaStream_t stream) {
  static LastCall last;
  if (!last.repeats(data, nullptr, n, chunk)) launch_block_reverse(data, n, chunk, stream);
}

void stencil_sum(const float* in, float* out, int n, int radius, cudaStream_t stream) {
  static LastCall last;
  if (!last.repeats(in, out, n, radius))
    launch_stencil(stencil_sum_kernel, in, out, n, radius, stream);
}
