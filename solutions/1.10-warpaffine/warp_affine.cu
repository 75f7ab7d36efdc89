// Chapter 1.10 warpaffine: reference solution.
#include "warp_affine.h"

#include <algorithm>
#include <cstddef>

// ---------------------------------------------------------------------------------------
// Host: the letterbox matrix
// ---------------------------------------------------------------------------------------

namespace {

// The inverse of the affine map x -> A x + t is x -> A^-1 x - A^-1 t. Worked in double:
// the determinant of a scale matrix is s^2, which for a 1x1 image scaled to 640 pixels is
// 409600, and the translation is a difference of large terms.
void invert_affine(const float m[6], float inverse[6]) {
  const double det = static_cast<double>(m[0]) * m[4] - static_cast<double>(m[1]) * m[3];
  const double a = m[4] / det, b = -m[1] / det;
  const double d = -m[3] / det, e = m[0] / det;
  inverse[0] = static_cast<float>(a);
  inverse[1] = static_cast<float>(b);
  inverse[2] = static_cast<float>(-(a * m[2] + b * m[5]));
  inverse[3] = static_cast<float>(d);
  inverse[4] = static_cast<float>(e);
  inverse[5] = static_cast<float>(-(d * m[2] + e * m[5]));
}

}  // namespace

AffineMatrix letterbox_matrix(int src_w, int src_h, int dst_w, int dst_h) {
  // Float division: in int, 640 / 1920 is 0.
  const float s = std::min(static_cast<float>(dst_w) / src_w, static_cast<float>(dst_h) / src_h);
  // Pixel x is the unit square centred on x, so a row of w pixels spans [-1/2, w - 1/2] and
  // its centre is at (w - 1) / 2. Scale about the source's centre, then move it onto the
  // destination's centre:
  //   dx = s * (x - (src_w - 1) / 2) + (dst_w - 1) / 2
  //      = s * x  - s * src_w / 2 + dst_w / 2  + s / 2 - 1/2.
  // The last two terms come from the half pixel; they cancel only when s == 1.
  auto shift = [s](int src, int dst) { return -s * src * 0.5f + dst * 0.5f + s * 0.5f - 0.5f; };
  AffineMatrix m{};
  m.i2d[0] = s, m.i2d[1] = 0, m.i2d[2] = shift(src_w, dst_w);
  m.i2d[3] = 0, m.i2d[4] = s, m.i2d[5] = shift(src_h, dst_h);
  invert_affine(m.i2d, m.d2i);
  return m;
}

// ---------------------------------------------------------------------------------------
// Device: one destination pixel
// ---------------------------------------------------------------------------------------

namespace {

// Source pixel (x, y) as floats, or the fill colour when (x, y) lies outside the image.
__device__ __forceinline__ float3 neighbour(const uint8_t* __restrict__ src, int line_size, int w,
                                            int h, float fill, int x, int y) {
  if (x < 0 || x >= w || y < 0 || y >= h) return make_float3(fill, fill, fill);
  const uint8_t* p = src + static_cast<size_t>(y) * line_size + 3 * x;
  return make_float3(p[0], p[1], p[2]);
}

// Destination pixel (dx, dy) in the source's B, G, R order: where it comes from in the
// source, then the 4 neighbours of that point blended by their bilinear weights.
__device__ __forceinline__ uchar3 warp_pixel(const uint8_t* __restrict__ src, int line_size, int w,
                                             int h, uint8_t fill, const AffineMatrix& m, int dx,
                                             int dy) {
  const float sx = m.d2i[0] * dx + m.d2i[1] * dy + m.d2i[2];
  const float sy = m.d2i[3] * dx + m.d2i[4] * dy + m.d2i[5];
  // From -1 on, the right (lower) neighbour is inside the image and blends in; below -1
  // or from w on, all four neighbours are outside. (Written as "not inside" so that a NaN
  // position also gives the fill.)
  if (!(sx >= -1 && sx < w && sy >= -1 && sy < h)) return make_uchar3(fill, fill, fill);

  const float x0 = floorf(sx), y0 = floorf(sy);
  const float lx = sx - x0, ly = sy - y0;  // distances to the top-left neighbour, in [0, 1)
  const float hx = 1 - lx, hy = 1 - ly;
  const int ix = static_cast<int>(x0), iy = static_cast<int>(y0);
  const float3 v00 = neighbour(src, line_size, w, h, fill, ix, iy);
  const float3 v10 = neighbour(src, line_size, w, h, fill, ix + 1, iy);
  const float3 v01 = neighbour(src, line_size, w, h, fill, ix, iy + 1);
  const float3 v11 = neighbour(src, line_size, w, h, fill, ix + 1, iy + 1);
  // Each neighbour's weight is the area of the rectangle opposite it: the closer the
  // neighbour, the larger. The four weights sum to 1.
  const float w00 = hx * hy, w10 = lx * hy, w01 = hx * ly, w11 = lx * ly;
  auto blend = [&](float a, float b, float c, float d) {
    // floor(v + 0.5): round to nearest. A plain conversion to uint8_t would truncate.
    return static_cast<unsigned char>(floorf(w00 * a + w10 * b + w01 * c + w11 * d + 0.5f));
  };
  return make_uchar3(blend(v00.x, v10.x, v01.x, v11.x), blend(v00.y, v10.y, v01.y, v11.y),
                     blend(v00.z, v10.z, v01.z, v11.z));
}

// A 2D grid of 32 x 8 blocks: one thread per destination pixel, a warp along a row, so
// that neighbouring threads write neighbouring bytes and read neighbouring source pixels.
constexpr int kBlockX = 32, kBlockY = 8;

dim3 grid_for(int w, int h) {
  return dim3((w + kBlockX - 1) / kBlockX, (h + kBlockY - 1) / kBlockY);
}

__global__ void warp_affine_bilinear_kernel(const uint8_t* __restrict__ src, int src_line_size,
                                            int src_w, int src_h, uint8_t* __restrict__ dst,
                                            int dst_line_size, int dst_w, int dst_h,
                                            uint8_t fill_value, AffineMatrix m) {
  const int dx = blockIdx.x * blockDim.x + threadIdx.x;
  const int dy = blockIdx.y * blockDim.y + threadIdx.y;
  if (dx >= dst_w || dy >= dst_h) return;  // the grid is rounded up in both directions
  const uchar3 v = warp_pixel(src, src_line_size, src_w, src_h, fill_value, m, dx, dy);
  uint8_t* out = dst + static_cast<size_t>(dy) * dst_line_size + 3 * dx;
  out[0] = v.x, out[1] = v.y, out[2] = v.z;
}

// Fused: warp, B,G,R -> R,G,B, / 255 and HWC -> CHW in one pass, so the image is read once
// and the tensor written once (no intermediate image in memory).
__global__ void warp_affine_to_tensor_kernel(const uint8_t* __restrict__ src, int src_line_size,
                                             int src_w, int src_h, float* __restrict__ dst,
                                             int dst_w, int dst_h, AffineMatrix m) {
  const int dx = blockIdx.x * blockDim.x + threadIdx.x;
  const int dy = blockIdx.y * blockDim.y + threadIdx.y;
  if (dx >= dst_w || dy >= dst_h) return;
  const uchar3 bgr = warp_pixel(src, src_line_size, src_w, src_h, kLetterboxFill, m, dx, dy);
  const size_t plane = static_cast<size_t>(dst_w) * dst_h;
  const size_t i = static_cast<size_t>(dy) * dst_w + dx;
  // Each plane is written by a warp as 32 consecutive floats: coalesced. (x * (1 / 255.f)
  // is within one float rounding of x / 255.)
  constexpr float kScale = 1.0f / 255.0f;
  dst[i] = bgr.z * kScale;              // R
  dst[plane + i] = bgr.y * kScale;      // G
  dst[2 * plane + i] = bgr.x * kScale;  // B
}

}  // namespace

void warp_affine_bilinear(const uint8_t* src, int src_line_size, int src_w, int src_h, uint8_t* dst,
                          int dst_line_size, int dst_w, int dst_h, uint8_t fill_value,
                          AffineMatrix m, cudaStream_t stream) {
  if (dst_w <= 0 || dst_h <= 0) return;  // a grid of 0 blocks is an invalid launch
  warp_affine_bilinear_kernel<<<grid_for(dst_w, dst_h), dim3(kBlockX, kBlockY), 0, stream>>>(
      src, src_line_size, src_w, src_h, dst, dst_line_size, dst_w, dst_h, fill_value, m);
}

void warp_affine_to_tensor(const uint8_t* src, int src_line_size, int src_w, int src_h, float* dst,
                           int dst_w, int dst_h, AffineMatrix m, cudaStream_t stream) {
  if (dst_w <= 0 || dst_h <= 0) return;
  warp_affine_to_tensor_kernel<<<grid_for(dst_w, dst_h), dim3(kBlockX, kBlockY), 0, stream>>>(
      src, src_line_size, src_w, src_h, dst, dst_w, dst_h, m);
}
