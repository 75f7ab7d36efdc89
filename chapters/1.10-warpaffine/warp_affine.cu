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

// The inverse of the affine map  p -> A p + t  (A the 2x2 part [m0 m1; m3 m4], t = (m2, m5))
// is  q -> A^-1 q - A^-1 t.
static void invert_affine(const float m[6], float inverse[6]) {
  // TODO(1.10) step 3: fill in `inverse`.
  //   The kernels work backwards: for every destination pixel they need the source pixel it
  //   comes from, so they use d2i, the inverse of i2d. For A = [a b; d e] with determinant
  //   D = a e - b d, A^-1 = [e -b; -d a] / D; the translation of the inverse is -A^-1 t.
  //   (A letterbox has b = d = 0, but write the general inverse: the checker also warps
  //   with rotations.)
  (void)m;
  for (int i = 0; i < 6; ++i) inverse[i] = 0;
}

AffineMatrix letterbox_matrix(int src_w, int src_h, int dst_w, int dst_h) {
  // TODO(1.10) step 1: the scale s. The whole image must fit, keeping its aspect ratio: the
  //   smaller of the two ratios dst_w / src_w and dst_h / src_h. Divide as floats: in int,
  //   640 / 1920 is 0.
  const float s = 1;

  // TODO(1.10) step 2: the translations. Scale about the centres and centre the result:
  //   pixel x is the unit square centred on x, so a row of w pixels spans [-1/2, w - 1/2]
  //   and its centre is at (w - 1) / 2, not w / 2. Mapping the source's centre onto the
  //   destination's gives
  //     tx = -s * src_w / 2 + dst_w / 2 + s / 2 - 1/2   (and ty the same with the heights).
  //   The s / 2 - 1/2 terms are the half pixel: they cancel only when s == 1.
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
  // TODO(1.10) step 4: where in the source does this pixel come from?
  //   (sx, sy) = m.d2i * (dx, dy, 1): sx = d2i[0] * dx + d2i[1] * dy + d2i[2], sy likewise
  //   with d2i[3..5]. Working backwards (destination -> source) gives every destination
  //   pixel exactly one value; going forwards would leave holes when upscaling.
  //
  // TODO(1.10) step 5: outside the image?
  //   If sx < -1 or sx >= src_w (or the same for sy and src_h), none of the 4 neighbours
  //   below is inside the image: return fill_value in all three channels (the letterbox
  //   bands). Between -1 and 0 the neighbour on the right is inside, so it blends in.
  //
  // TODO(1.10) step 6: the 4 neighbours and their weights (bilinear interpolation).
  //   x0 = floor(sx), y0 = floor(sy); the neighbours are (x0, y0), (x0 + 1, y0),
  //   (x0, y0 + 1), (x0 + 1, y0 + 1). A neighbour outside the image has the value fill_value
  //   (do not read it: it is not there!). Pixel (x, y) starts at
  //   src + y * src_line_size + 3 * x (line size, not 3 * src_w: rows may be padded).
  //   With lx = sx - x0, ly = sy - y0, the weights are (1 - lx)(1 - ly), lx (1 - ly),
  //   (1 - lx) ly and lx ly: the nearer a neighbour, the larger its weight.
  //
  // TODO(1.10) step 7: each channel v = the weighted sum; return floor(v + 0.5f).
  //   Converting a float to uint8_t truncates (99.9 -> 99); adding 0.5 first rounds.
  (void)src, (void)src_line_size, (void)src_w, (void)src_h, (void)m, (void)dx, (void)dy;
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

  // TODO(1.10) step 8: compute the pixel with warp_pixel and store its 3 bytes at
  //   dst + dy * dst_line_size + 3 * dx.
  (void)src, (void)src_line_size, (void)src_w, (void)src_h, (void)dst, (void)fill_value, (void)m;
}

__global__ void warp_affine_to_tensor_kernel(const uint8_t* src, int src_line_size, int src_w,
                                             int src_h, float* dst, int dst_w, int dst_h,
                                             AffineMatrix m) {
  const int dx = blockIdx.x * blockDim.x + threadIdx.x;
  const int dy = blockIdx.y * blockDim.y + threadIdx.y;
  if (dx >= dst_w || dy >= dst_h) return;

  // TODO(1.10) step 9: the network's input, from the same pixel (fill: kLetterboxFill).
  //   - R, G, B order: the image is B, G, R (OpenCV's order), the network was trained on RGB;
  //   - divided by 255: values in [0, 1];
  //   - planar: all R values first, then all G, then all B. Plane c starts at
  //     dst + c * dst_w * dst_h, and the pixel is at dy * dst_w + dx inside it.
  (void)src, (void)src_line_size, (void)src_w, (void)src_h, (void)dst, (void)m;
}

static dim3 grid_for(int w, int h) { return dim3((w + kBlockX - 1) / kBlockX, (h + kBlockY - 1) / kBlockY); }

void warp_affine_bilinear(const uint8_t* src, int src_line_size, int src_w, int src_h,
                          uint8_t* dst, int dst_line_size, int dst_w, int dst_h,
                          uint8_t fill_value, AffineMatrix m, cudaStream_t stream) {
  if (dst_w <= 0 || dst_h <= 0) return;  // nothing to do (and a grid of 0 blocks is invalid)
  warp_affine_bilinear_kernel<<<grid_for(dst_w, dst_h), dim3(kBlockX, kBlockY), 0, stream>>>(
      src, src_line_size, src_w, src_h, dst, dst_line_size, dst_w, dst_h, fill_value, m);
}

void warp_affine_to_tensor(const uint8_t* src, int src_line_size, int src_w, int src_h,
                           float* dst, int dst_w, int dst_h, AffineMatrix m, cudaStream_t stream) {
  if (dst_w <= 0 || dst_h <= 0) return;
  warp_affine_to_tensor_kernel<<<grid_for(dst_w, dst_h), dim3(kBlockX, kBlockY), 0, stream>>>(
      src, src_line_size, src_w, src_h, dst, dst_w, dst_h, m);
}
