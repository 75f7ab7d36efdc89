// Correct 1.10, written another way: d2i is not obtained by inverting i2d but built straight
// from the geometry, like i2d: destination pixel d lies (d - (dst - 1) / 2) / s source pixels
// from the source's centre (src - 1) / 2. Float rounding then makes i2d * d2i differ from
// the identity by about 1e-5 on large translations, which the checker must accept. The
// kernels are the plainest correct ones: one thread per pixel, one channel at a time.
#include <algorithm>
#include <cmath>
#include <cstddef>

#include "warp_affine.h"

AffineMatrix letterbox_matrix(int src_w, int src_h, int dst_w, int dst_h) {
  const float s = std::min(static_cast<float>(dst_w) / src_w, static_cast<float>(dst_h) / src_h);
  const auto forward = [s](int src, int dst) {
    return -s * src * 0.5f + dst * 0.5f + s * 0.5f - 0.5f;
  };
  const auto back = [s](int src, int dst) { return (src - 1) * 0.5f - (dst - 1) * 0.5f / s; };
  AffineMatrix m{};
  m.i2d[0] = m.i2d[4] = s;
  m.i2d[2] = forward(src_w, dst_w), m.i2d[5] = forward(src_h, dst_h);
  m.d2i[0] = m.d2i[4] = 1 / s;
  m.d2i[2] = back(src_w, dst_w), m.d2i[5] = back(src_h, dst_h);
  return m;
}

namespace {

__device__ float channel(const uint8_t* src, int line_size, int w, int h, float fill, int x, int y,
                         int c) {
  return x < 0 || x >= w || y < 0 || y >= h ? fill
                                            : src[static_cast<size_t>(y) * line_size + 3 * x + c];
}

// Channel c (B, G, R) of destination pixel (dx, dy), rounded.
__device__ uint8_t warped(const uint8_t* src, int line_size, int w, int h, uint8_t fill,
                          const AffineMatrix& m, int dx, int dy, int c) {
  const float sx = m.d2i[0] * dx + m.d2i[1] * dy + m.d2i[2];
  const float sy = m.d2i[3] * dx + m.d2i[4] * dy + m.d2i[5];
  if (!(sx >= -1 && sx < w && sy >= -1 && sy < h)) return fill;
  const float x0 = floorf(sx), y0 = floorf(sy), lx = sx - x0, ly = sy - y0;
  const int x = static_cast<int>(x0), y = static_cast<int>(y0);
  const float v = (1 - lx) * (1 - ly) * channel(src, line_size, w, h, fill, x, y, c) +
                  lx * (1 - ly) * channel(src, line_size, w, h, fill, x + 1, y, c) +
                  (1 - lx) * ly * channel(src, line_size, w, h, fill, x, y + 1, c) +
                  lx * ly * channel(src, line_size, w, h, fill, x + 1, y + 1, c);
  return static_cast<uint8_t>(floorf(v + 0.5f));
}

__global__ void image_kernel(const uint8_t* src, int src_line_size, int src_w, int src_h,
                             uint8_t* dst, int dst_line_size, int dst_w, int dst_h, uint8_t fill,
                             AffineMatrix m) {
  const int dx = blockIdx.x * blockDim.x + threadIdx.x, dy = blockIdx.y * blockDim.y + threadIdx.y;
  if (dx >= dst_w || dy >= dst_h) return;
  for (int c = 0; c < 3; ++c)
    dst[static_cast<size_t>(dy) * dst_line_size + 3 * dx + c] =
        warped(src, src_line_size, src_w, src_h, fill, m, dx, dy, c);
}

__global__ void tensor_kernel(const uint8_t* src, int src_line_size, int src_w, int src_h,
                              float* dst, int dst_w, int dst_h, AffineMatrix m) {
  const int dx = blockIdx.x * blockDim.x + threadIdx.x, dy = blockIdx.y * blockDim.y + threadIdx.y;
  if (dx >= dst_w || dy >= dst_h) return;
  const size_t plane = static_cast<size_t>(dst_w) * dst_h, i = static_cast<size_t>(dy) * dst_w + dx;
  for (int c = 0; c < 3; ++c)  // plane c (R, G, B) holds image channel 2 - c (B, G, R)
    dst[c * plane + i] =
        warped(src, src_line_size, src_w, src_h, kLetterboxFill, m, dx, dy, 2 - c) / 255.0f;
}

dim3 grid_for(int w, int h) { return dim3((w + 15) / 16, (h + 15) / 16); }

}  // namespace

void warp_affine_bilinear(const uint8_t* src, int src_line_size, int src_w, int src_h, uint8_t* dst,
                          int dst_line_size, int dst_w, int dst_h, uint8_t fill_value,
                          AffineMatrix m, cudaStream_t stream) {
  if (dst_w <= 0 || dst_h <= 0) return;
  image_kernel<<<grid_for(dst_w, dst_h), dim3(16, 16), 0, stream>>>(
      src, src_line_size, src_w, src_h, dst, dst_line_size, dst_w, dst_h, fill_value, m);
}

void warp_affine_to_tensor(const uint8_t* src, int src_line_size, int src_w, int src_h, float* dst,
                           int dst_w, int dst_h, AffineMatrix m, cudaStream_t stream) {
  if (dst_w <= 0 || dst_h <= 0) return;
  tensor_kernel<<<grid_for(dst_w, dst_h), dim3(16, 16), 0, stream>>>(src, src_line_size, src_w,
                                                                     src_h, dst, dst_w, dst_h, m);
}
