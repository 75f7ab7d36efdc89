// Chapter 1.10 warpaffine: the letterbox as an affine transform.     docs/1.10-warpaffine.md
//
// Fill in the TODO(1.10) steps, then check your work with
//     ./lab check 1.10
// Stuck? `./lab hint 1.10` reveals one hint at a time. `./lab run 1.10 [image]` writes
// the letterboxed picture, so you can look at what your kernel does.
#include "warp_affine.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

// ---------------------------------------------------------------------------------------
// Host: the letterbox matrix
// ---------------------------------------------------------------------------------------

// The inverse of the affine map m (a 2x2 matrix and a translation: see warp_affine.h).
static void invert_affine(const float m[6], float inverse[6]) {
  // TODO(1.10) step 3: fill in `inverse`. The kernels work backwards, from each destination
  //   pixel to the source pixel it comes from, so they need d2i, the inverse of i2d. Write
  //   the general inverse, not just a scale's: the checker also warps with rotations.
  (void)m;
  for (int i = 0; i < 6; ++i) inverse[i] = 0;
}

AffineMatrix letterbox_matrix(int src_w, int src_h, int dst_w, int dst_h) {
  // TODO(1.10) step 1: the scale s. The whole image must fit, keeping its aspect ratio: the
  //   smaller of the two ratios dst_w / src_w and dst_h / src_h. Divide as floats: in int,
  //   640 / 1920 is 0.
  const float s = 1;

  // TODO(1.10) step 2: the translations: the scaled image's centre lands on the
  //   destination's centre, so the bands on both sides are equal. Pixel x is the unit square
  //   centred on x: where is the centre of a row of w pixels?
  const float tx = 0, ty = 0;
  (void)src_w, (void)src_h, (void)dst_w, (void)dst_h;

  AffineMatrix m{};
  m.i2d[0] = s, m.i2d[1] = 0, m.i2d[2] = tx;
  m.i2d[3] = 0, m.i2d[4] = s, m.i2d[5] = ty;
  invert_affine(m.i2d, m.d2i);
  return m;
}

// ---------------------------------------------------------------------------------------
// Device: one destination pixel
// ---------------------------------------------------------------------------------------

// The value of destination pixel (dx, dy), channels in the source's order (B, G, R).
__device__ uchar3 warp_pixel(const uint8_t* src, int src_line_size, int src_w, int src_h,
                             uint8_t fill_value, const AffineMatrix& m, int dx, int dy) {
  // TODO(1.10) step 4: where in the source does this pixel come from? Map (dx, dy) through
  //   m.d2i. Working backwards (destination -> source) gives every destination pixel exactly
  //   one value; going forwards would leave holes when upscaling.
  //
  // TODO(1.10) step 5: a point so far outside the image that none of its 4 neighbours (step 6)
  //   is inside is fill_value in all three channels: the letterbox bands. Just left of
  //   column 0, though, the neighbour on the right is inside and blends in.
  //
  // TODO(1.10) step 6: bilinear interpolation: blend the 4 source pixels around (sx, sy), the
  //   nearer the heavier. A neighbour outside the image counts as fill_value (never read
  //   it: it is not there), and rows may be padded: they are src_line_size bytes apart.
  //
  // TODO(1.10) step 7: return each channel's blend rounded to the nearest integer:
  //   converting a float to uint8_t truncates (99.9 -> 99).
  return make_uchar3(fill_value, fill_value, fill_value);
}

// 2D blocks of 32 x 8 threads: one thread per destination pixel, a warp along a row.
constexpr int kBlockX = 32, kBlockY = 8;

__global__ void warp_affine_bilinear_kernel(const uint8_t* src, int src_line_size, int src_w,
                                            int src_h, uint8_t* dst, int dst_line_size, int dst_w,
                                            int dst_h, uint8_t fill_value, AffineMatrix m) {
  const int dx = blockIdx.x * blockDim.x + threadIdx.x;
  const int dy = blockIdx.y * blockDim.y + threadIdx.y;
  if (dx >= dst_w || dy >= dst_h) return;

  // TODO(1.10) step 8: compute the pixel with warp_pixel and store its 3 bytes in dst, whose
  //   rows are dst_line_size bytes apart.
}

__global__ void warp_affine_to_tensor_kernel(const uint8_t* src, int src_line_size, int src_w,
                                             int src_h, float* dst, int dst_w, int dst_h,
                                             AffineMatrix m) {
  const int dx = blockIdx.x * blockDim.x + threadIdx.x;
  const int dy = blockIdx.y * blockDim.y + threadIdx.y;
  if (dx >= dst_w || dy >= dst_h) return;

  // TODO(1.10) step 9: the network's input, from the same pixel (fill: kLetterboxFill): in
  //   R, G, B order (the image is OpenCV's B, G, R), divided by 255, and planar: a dst_w x
  //   dst_h plane of R values, then one of G, then one of B (warp_affine.h).
}

static dim3 grid_for(int w, int h) {
  return dim3((w + kBlockX - 1) / kBlockX, (h + kBlockY - 1) / kBlockY);
}

void warp_affine_bilinear(const uint8_t* src, int src_line_size, int src_w, int src_h, uint8_t* dst,
                          int dst_line_size, int dst_w, int dst_h, uint8_t fill_value,
                          AffineMatrix m, cudaStream_t stream) {
  if (dst_w <= 0 || dst_h <= 0) return;  // nothing to do (and a grid of 0 blocks is invalid)
  warp_affine_bilinear_kernel<<<grid_for(dst_w, dst_h), dim3(kBlockX, kBlockY), 0, stream>>>(
      src, src_line_size, src_w, src_h, dst, dst_line_size, dst_w, dst_h, fill_value, m);
}

void warp_affine_to_tensor(const uint8_t* src, int src_line_size, int src_w, int src_h, float* dst,
                           int dst_w, int dst_h, AffineMatrix m, cudaStream_t stream) {
  if (dst_w <= 0 || dst_h <= 0) return;
  warp_affine_to_tensor_kernel<<<grid_for(dst_w, dst_h), dim3(kBlockX, kBlockY), 0, stream>>>(
      src, src_line_size, src_w, src_h, dst, dst_w, dst_h, m);
}
