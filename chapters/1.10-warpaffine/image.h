// Chapter 1.10 images: 3-channel BGR, 8 bits per channel, stored row by row (HWC) with
// `line_size` bytes from one row to the next, as OpenCV's cv::Mat (CV_8UC3) and the course's
// code keep them. Reading and writing go through the stb headers; the built-in test image
// is drawn by the program itself. Part of the lab: you do not need to edit this file.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace lab {

struct Image {
  int width = 0, height = 0;
  int line_size = 0;           // bytes per row, >= 3 * width (larger for padded rows)
  std::vector<uint8_t> bytes;  // height * line_size

  Image() = default;
  // A black image; line_size 0 means tightly packed (3 * width).
  Image(int width, int height, int line_size = 0);

  uint8_t* pixel(int x, int y) { return bytes.data() + static_cast<size_t>(y) * line_size + 3 * x; }
  const uint8_t* pixel(int x, int y) const {
    return bytes.data() + static_cast<size_t>(y) * line_size + 3 * x;
  }
};

// The built-in test image: a smooth colour gradient with fine detail on it (a zone plate
// whose rings get finer up to one pixel, checkerboards of 1 to 8 pixel cells, a star of
// sharp edges at every angle, one-pixel grid lines), pure colour bars (a swapped B and R
// shows at once) and a patch of colour noise. Any size works, 1 x 1 included. `variant`
// moves the patterns and changes the noise, so that each value gives another image.
Image make_test_image(int width, int height, uint64_t variant = 0);

// Reads a JPEG, PNG, BMP, ... file into a BGR image. Throws std::runtime_error saying why
// (missing file, not an image, ...).
Image read_image(const std::string& path);

// Draws the outline of the box [left, right] x [top, bottom] (pixel coordinates, clipped to the
// image), `thickness` pixels wide inside its edges, in the colour `bgr`.
void draw_box(Image& image, float left, float top, float right, float bottom, const uint8_t bgr[3],
              int thickness);

// Writes `image` as a PNG file (PNG stores R, G, B: the channels are swapped on the way).
// Throws std::runtime_error when the file cannot be written.
void write_png(const std::string& path, const Image& image);

}  // namespace lab
