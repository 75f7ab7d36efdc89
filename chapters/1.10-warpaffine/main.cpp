// Chapter 1.10 demo (`./lab run 1.10 [image]`): the letterbox of a picture into the 640 x 640
// input of a YOLOv5 detector, as an image you can look at and as the network's tensor.
//
// With no argument it uses the built-in test picture (1920 x 1080), and saves it too. The
// pictures are written to the current directory.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <string>
#include <vector>

#include "common/buffers.h"
#include "common/cuda_check.h"
#include "common/event_timer.h"
#include "image.h"
#include "warp_affine.h"

namespace {

constexpr int kSize = 640;  // YOLOv5's input: 640 x 640

void print_matrix(const char* name, const float m[6]) {
  float v[6];
  for (int i = 0; i < 6; ++i) v[i] = m[i] + 0.0f;  // + 0 turns -0 (from -0 / s) into 0
  std::printf("  %s = [%10.5f %10.5f %10.5f]\n        [%10.5f %10.5f %10.5f]\n", name, v[0], v[1],
              v[2], v[3], v[4], v[5]);
}

std::string save(const std::string& file, const lab::Image& image) {
  lab::write_png(file, image);
  return std::filesystem::absolute(file).string();
}

// Times one call on `stream` with CUDA events, after a warm-up call; -1 when it failed.
template <typename Launch>
float time_us(const char* what, cudaStream_t stream, Launch launch) {
  launch();  // warm-up: the first launch also loads the kernel
  lab::EventTimer timer;
  timer.start(stream);
  launch();
  timer.stop(stream);
  const bool ok = checkLaunch(what) && checkExecution(stream, what);
  return ok ? timer.elapsed_ms() * 1000 : -1;
}

int run(const lab::Image& src, cudaStream_t stream) {
  const AffineMatrix m = letterbox_matrix(src.width, src.height, kSize, kSize);
  std::printf("letterbox %d x %d -> %d x %d:\n", src.width, src.height, kSize, kSize);
  print_matrix("i2d", m.i2d);
  print_matrix("d2i", m.d2i);

  lab::DeviceBuffer<uint8_t> d_src(src.bytes.size()), d_dst(size_t{3} * kSize * kSize);
  lab::DeviceBuffer<float> d_tensor(size_t{3} * kSize * kSize);
  lab::upload(d_src, src.bytes, stream);
  // Black output to start with, so that pixels your kernel does not write show as black.
  checkRuntime(cudaMemsetAsync(d_dst.data(), 0, d_dst.bytes(), stream));
  checkRuntime(cudaMemsetAsync(d_tensor.data(), 0, d_tensor.bytes(), stream));

  const float image_us = time_us("warp_affine_bilinear", stream, [&] {
    warp_affine_bilinear(d_src.data(), src.line_size, src.width, src.height, d_dst.data(),
                         3 * kSize, kSize, kSize, kLetterboxFill, m, stream);
  });
  const float tensor_us = time_us("warp_affine_to_tensor", stream, [&] {
    warp_affine_to_tensor(d_src.data(), src.line_size, src.width, src.height, d_tensor.data(),
                          kSize, kSize, m, stream);
  });
  if (image_us < 0 || tensor_us < 0) return 1;

  lab::Image out(kSize, kSize);
  std::vector<float> tensor(d_tensor.size());
  lab::download(out.bytes.data(), d_dst, out.bytes.size(), stream);
  lab::download(tensor.data(), d_tensor, tensor.size(), stream);
  checkRuntime(cudaStreamSynchronize(stream));
  std::printf("warp_affine_bilinear:  %8.1f us   -> %s\n", image_us,
              save("warpaffine-letterbox.png", out).c_str());
  // A letterbox always has some non-zero pixel (at least the fill): all black means that
  // nothing was written.
  if (std::all_of(out.bytes.begin(), out.bytes.end(), [](uint8_t b) { return b == 0; })) {
    std::printf(
        "the picture is all black: warp_affine_bilinear wrote nothing. Run ./lab check 1.10\n");
    return 1;
  }

  // The tensor must hold the same picture: plane c is channel 2 - c of the image, / 255.
  const size_t plane = size_t{kSize} * kSize;
  size_t differ = 0;
  for (size_t i = 0; i < plane; ++i)
    for (int c = 0; c < 3; ++c)
      differ += std::fabs(tensor[c * plane + i] * 255.0f - out.bytes[i * 3 + 2 - c]) > 0.01f;
  std::printf("warp_affine_to_tensor: %8.1f us   3 x %d x %d floats, %s\n", tensor_us, kSize, kSize,
              differ ? "DIFFERENT from the image: run ./lab check 1.10"
                     : "the same picture as the image (RGB, / 255)");
  return differ ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 2) {
    std::fprintf(
        stderr,
        "usage: %s [image]   (a JPEG, PNG, BMP, ... file; default: the built-in test picture)\n",
        argv[0]);
    return 2;
  }
  try {
    lab::Image src;
    if (argc == 2) {
      src = lab::read_image(argv[1]);
      std::printf("read %s: %d x %d\n", argv[1], src.width, src.height);
    } else {
      src = lab::make_test_image(1920, 1080);
      std::printf("built-in test picture, 1920 x 1080 -> %s\n",
                  save("warpaffine-input.png", src).c_str());
    }
    cudaStream_t stream = nullptr;
    if (!checkRuntime(cudaStreamCreate(&stream))) return 1;
    const int status = run(src, stream);
    checkRuntime(cudaStreamDestroy(stream));
    return status;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
}
