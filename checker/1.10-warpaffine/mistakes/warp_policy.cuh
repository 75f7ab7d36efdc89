// The correct 1.10 implementation, written as templates over a policy so that each
// known-wrong variant replaces exactly one step: a variant derives from Correct, hides the
// one member it gets wrong, and LAB_WARP_AFFINE_WITH(Variant) defines the three functions of
// the contract with it.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>

#include "warp_affine.h"

struct Correct {
  // Host: the letterbox's translation along one axis (see warp_affine.h).
  static float translation(float s, int src, int dst) {
    return -s * src * 0.5f + dst * 0.5f + s * 0.5f - 0.5f;
  }

  // Host: the inverse of an affine map, in float as the course writes it.
  static void invert(const float m[6], float inverse[6]) {
    float det = m[0] * m[4] - m[1] * m[3];
    det = det != 0 ? 1 / det : 0;
    const float a = m[4] * det, b = -m[1] * det, d = -m[3] * det, e = m[0] * det;
    inverse[0] = a, inverse[1] = b, inverse[2] = -a * m[2] - b * m[5];
    inverse[3] = d, inverse[4] = e, inverse[5] = -d * m[2] - e * m[5];
  }

  // Device: the destination pixel of this thread.
  __device__ static int2 thread_pixel() {
    return make_int2(blockIdx.x * blockDim.x + threadIdx.x, blockIdx.y * blockDim.y + threadIdx.y);
  }

  // Host: the matrix a launcher hands its kernel: the one it was given.
  static AffineMatrix matrix(const AffineMatrix& m, int, int, int, int) { return m; }

  // Device: the source position of destination pixel (dx, dy).
  __device__ static void position(const float* d2i, int dx, int dy, float& sx, float& sy) {
    sx = d2i[0] * dx + d2i[1] * dy + d2i[2];
    sy = d2i[3] * dx + d2i[4] * dy + d2i[5];
  }

  __device__ static float3 pixel(const uint8_t* src, int line_size, int w, int h, float fill, int x,
                                 int y) {
    if (x < 0 || x >= w || y < 0 || y >= h) return make_float3(fill, fill, fill);
    const uint8_t* p = src + static_cast<size_t>(y) * line_size + 3 * x;
    return make_float3(p[0], p[1], p[2]);
  }

  // Device: the value at (sx, sy), inside [-1, w) x [-1, h): bilinear.
  __device__ static float3 sample(const uint8_t* src, int line_size, int w, int h, float fill,
                                  float sx, float sy) {
    const float x0 = floorf(sx), y0 = floorf(sy), lx = sx - x0, ly = sy - y0, hx = 1 - lx,
                hy = 1 - ly;
    const int ix = static_cast<int>(x0), iy = static_cast<int>(y0);
    const float3 a = pixel(src, line_size, w, h, fill, ix, iy);
    const float3 b = pixel(src, line_size, w, h, fill, ix + 1, iy);
    const float3 c = pixel(src, line_size, w, h, fill, ix, iy + 1);
    const float3 d = pixel(src, line_size, w, h, fill, ix + 1, iy + 1);
    const float wa = hx * hy, wb = lx * hy, wc = hx * ly, wd = lx * ly;
    return make_float3(wa * a.x + wb * b.x + wc * c.x + wd * d.x,
                       wa * a.y + wb * b.y + wc * c.y + wd * d.y,
                       wa * a.z + wb * b.z + wc * c.z + wd * d.z);
  }

  // Device: a channel value as the stored byte.
  __device__ static unsigned char level(float v) {
    return static_cast<unsigned char>(floorf(v + 0.5f));
  }

  // Host: whether a launcher does no work on this call (src, dst and the sizes).
  static bool skips(const void*, const void*, int, int, int, int) { return false; }
  // Host: scratch memory a launcher takes before its kernel and gives back after it.
  static void* take_scratch(cudaStream_t) { return nullptr; }
  static void give_back_scratch(void*, cudaStream_t) {}

  static constexpr bool kFillOutside = true;  // a pixel whose source is outside gets the fill
  static constexpr bool kRgbPlanes = true;    // the tensor's planes are R, G, B
};

template <class P>
AffineMatrix policy_letterbox(int src_w, int src_h, int dst_w, int dst_h) {
  const float s = std::min(static_cast<float>(dst_w) / src_w, static_cast<float>(dst_h) / src_h);
  AffineMatrix m{};
  m.i2d[0] = s, m.i2d[1] = 0, m.i2d[2] = P::translation(s, src_w, dst_w);
  m.i2d[3] = 0, m.i2d[4] = s, m.i2d[5] = P::translation(s, src_h, dst_h);
  P::invert(m.i2d, m.d2i);
  return m;
}

// The pixel (dx, dy) in B, G, R order; false when the policy leaves it unwritten.
template <class P>
__device__ bool policy_pixel(const uint8_t* src, int line_size, int w, int h, uint8_t fill,
                             const AffineMatrix& m, int dx, int dy, uchar3& out) {
  float sx, sy;
  P::position(m.d2i, dx, dy, sx, sy);
  if (sx < -1 || sx >= w || sy < -1 || sy >= h) {
    out = make_uchar3(fill, fill, fill);
    return P::kFillOutside;
  }
  const float3 v = P::sample(src, line_size, w, h, fill, sx, sy);
  out = make_uchar3(P::level(v.x), P::level(v.y), P::level(v.z));
  return true;
}

template <class P>
__global__ void policy_warp_kernel(const uint8_t* src, int src_line_size, int src_w, int src_h,
                                   uint8_t* dst, int dst_line_size, int dst_w, int dst_h,
                                   uint8_t fill, AffineMatrix m) {
  const int dx = P::thread_pixel().x, dy = P::thread_pixel().y;
  uchar3 v;
  if (dx >= dst_w || dy >= dst_h ||
      !policy_pixel<P>(src, src_line_size, src_w, src_h, fill, m, dx, dy, v))
    return;
  uint8_t* out = dst + static_cast<size_t>(dy) * dst_line_size + 3 * dx;
  out[0] = v.x, out[1] = v.y, out[2] = v.z;
}

template <class P>
__global__ void policy_tensor_kernel(const uint8_t* src, int src_line_size, int src_w, int src_h,
                                     float* dst, int dst_w, int dst_h, AffineMatrix m) {
  const int dx = P::thread_pixel().x, dy = P::thread_pixel().y;
  uchar3 v;
  if (dx >= dst_w || dy >= dst_h ||
      !policy_pixel<P>(src, src_line_size, src_w, src_h, kLetterboxFill, m, dx, dy, v))
    return;
  const size_t plane = static_cast<size_t>(dst_w) * dst_h, i = static_cast<size_t>(dy) * dst_w + dx;
  dst[i] = (P::kRgbPlanes ? v.z : v.x) / 255.0f;
  dst[plane + i] = v.y / 255.0f;
  dst[2 * plane + i] = (P::kRgbPlanes ? v.x : v.z) / 255.0f;
}

inline dim3 policy_grid(int w, int h) { return dim3((w + 31) / 32, (h + 7) / 8); }

#define LAB_WARP_AFFINE_WITH(P)                                                             \
  AffineMatrix letterbox_matrix(int src_w, int src_h, int dst_w, int dst_h) {               \
    return policy_letterbox<P>(src_w, src_h, dst_w, dst_h);                                 \
  }                                                                                         \
  void warp_affine_bilinear(const uint8_t* src, int src_line_size, int src_w, int src_h,    \
                            uint8_t* dst, int dst_line_size, int dst_w, int dst_h,          \
                            uint8_t fill_value, AffineMatrix m, cudaStream_t stream) {      \
    if (dst_w <= 0 || dst_h <= 0 || P::skips(src, dst, src_w, src_h, dst_w, dst_h)) return; \
    void* scratch = P::take_scratch(stream);                                                \
    policy_warp_kernel<P><<<policy_grid(dst_w, dst_h), dim3(32, 8), 0, stream>>>(           \
        src, src_line_size, src_w, src_h, dst, dst_line_size, dst_w, dst_h, fill_value,     \
        P::matrix(m, src_w, src_h, dst_w, dst_h));                                          \
    P::give_back_scratch(scratch, stream);                                                  \
  }                                                                                         \
  void warp_affine_to_tensor(const uint8_t* src, int src_line_size, int src_w, int src_h,   \
                             float* dst, int dst_w, int dst_h, AffineMatrix m,              \
                             cudaStream_t stream) {                                         \
    if (dst_w <= 0 || dst_h <= 0 || P::skips(src, dst, src_w, src_h, dst_w, dst_h)) return; \
    void* scratch = P::take_scratch(stream);                                                \
    policy_tensor_kernel<P><<<policy_grid(dst_w, dst_h), dim3(32, 8), 0, stream>>>(         \
        src, src_line_size, src_w, src_h, dst, dst_w, dst_h,                                \
        P::matrix(m, src_w, src_h, dst_w, dst_h));                                          \
    P::give_back_scratch(scratch, stream);                                                  \
  }
