// Known-wrong 1.10: the launchers take a scratch buffer with cudaMallocAsync on every call
// and free it after the kernel: stream-ordered, so it even works, but the contract says a
// launcher does not allocate (it runs once per frame, and inside a CUDA graph).
// expect-diagnosis: allocates or frees memory on its stream (cudaMallocAsync, cudaFreeAsync)
#include "warp_policy.cuh"

struct AllocatesPerCall : Correct {
  static void* take_scratch(cudaStream_t stream) {
    void* scratch = nullptr;
    cudaMallocAsync(&scratch, 1 << 20, stream);
    return scratch;
  }
  static void give_back_scratch(void* scratch, cudaStream_t stream) {
    cudaFreeAsync(scratch, stream);
  }
};

LAB_WARP_AFFINE_WITH(AllocatesPerCall)
