#include "bench_variants.h"

#include "tile_transpose.cuh"

namespace lab::transpose_variants {

namespace {

// No shared memory: each thread reads in(r, c) and writes out(c, r) at once. The reads of a
// warp are coalesced, its writes are 32 floats a whole row of out apart.
__global__ void direct(const float* __restrict__ in, float* __restrict__ out, int rows, int cols) {
  const int c = blockIdx.x * kTile + threadIdx.x;
  for (int j = 0; j < kTile; j += kBlockRows) {
    const int r = blockIdx.y * kTile + threadIdx.y + j;
    if (r < rows && c < cols)
      out[static_cast<long long>(c) * rows + r] = in[static_cast<long long>(r) * cols + c];
  }
}

void launch_direct(const float* in, float* out, int rows, int cols, cudaStream_t stream) {
  if (rows == 0 || cols == 0) return;
  const dim3 grid((cols + kTile - 1) / kTile, (rows + kTile - 1) / kTile);
  direct<<<grid, dim3(kTile, kBlockRows), 0, stream>>>(in, out, rows, cols);
}

// The tile's moves without the transpose: in copied through shared memory to the same place
// of an output of in's shape. The same loads, stores and barrier as the exercise, with no
// conflict: the ceiling of a kernel of this shape.
struct CopyTile : CorrectTile {
  static constexpr bool transpose = false;
};

}  // namespace

const std::vector<Variant>& all() {
  static const std::vector<Variant> variants = {
      {"copy through a tile, no transpose", launch_tile<CopyTile, kTile, kTile, false>},
      {"direct, no shared memory", launch_direct},
      // Padding on the wrong dimension: the rows keep their 32 floats, so a column of the
      // tile still lies in one bank. Correct, and as slow as the naive tile.
      {"tile [33][32], padded rows", launch_tile<CorrectTile, kTile + 1, kTile, false>},
  };
  return variants;
}

}  // namespace lab::transpose_variants
