// Known-wrong 1.5: fill_coordinates waits for the whole device after its launch, "so that the
// voxels are ready": the caller decides when to wait, and the wait blocks every stream.
// expect-diagnosis: cudaDeviceSynchronize (a wait)
#include "correct_fill_kernel.cuh"
#include "correct_limits.cuh"
#include "correct_position.cuh"
#include "correct_record.cuh"

void fill_coordinates(int3* out, int width, int height, int depth, dim3 block,
                      cudaStream_t stream) {
  if (width <= 0 || height <= 0 || depth <= 0) return;
  const dim3 grid((width + block.x - 1) / block.x, 1, 1);
  fill_coordinates_kernel<<<grid, block, 0, stream>>>(out, width, height, depth);
  cudaDeviceSynchronize();
}
