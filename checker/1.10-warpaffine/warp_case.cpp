#include "warp_case.h"

#include <algorithm>
#include <cctype>

#include "checker/harness/messages.h"
#include "reference.h"

namespace lab::checks {

Image random_source(int w, int h, Rng& rng, int pad) {
  Image image;
  if (w >= 8 && h >= 8) {
    const Image picture = make_test_image(w, h, rng.next());
    image = Image(w, h, 3 * w + pad);
    for (int y = 0; y < h; ++y) std::copy_n(picture.pixel(0, y), 3 * w, image.pixel(0, y));
  } else {
    image = Image(w, h, 3 * w + pad);
    for (int y = 0; y < h; ++y)
      for (int i = 0; i < 3 * w; ++i) image.pixel(0, y)[i] = static_cast<uint8_t>(rng.next() >> 56);
  }
  // The padding holds values unlike the picture's, so that reading it changes the result.
  for (int y = 0; y < h; ++y)
    for (int i = 3 * w; i < image.line_size; ++i)
      image.bytes[static_cast<size_t>(y) * image.line_size + i] = 0xEE;
  return image;
}

uint8_t random_fill(Rng& rng) {
  const int v = rng.uniform_int(0, 255);
  return static_cast<uint8_t>(v == kLetterboxFill ? v + 1 : v);
}

WarpCase letterbox_case(int src_w, int src_h, int dst_w, int dst_h, Rng& rng, int src_pad,
                        int dst_pad, bool random) {
  WarpCase c;
  c.label = std::to_string(src_w) + " x " + std::to_string(src_h) + " -> " + std::to_string(dst_w) +
            " x " + std::to_string(dst_h);
  if (src_pad || dst_pad) c.label += say("warp.label.padded", {{"src", src_pad}, {"dst", dst_pad}});
  c.src = random_source(src_w, src_h, rng, src_pad);
  c.dst_w = dst_w, c.dst_h = dst_h;
  c.dst_line = 3 * dst_w + dst_pad;
  c.fill = random ? random_fill(rng) : kLetterboxFill;
  c.m = warp_ref::to_matrix(warp_ref::letterbox(src_w, src_h, dst_w, dst_h));
  return c;
}

Image inverted(const Image& image) {
  Image out = image;
  for (uint8_t& b : out.bytes) b = static_cast<uint8_t>(255 - b);
  return out;
}

WarpCase second_call_case(const WarpCase& c) {
  WarpCase again = c;
  again.src = inverted(c.src);
  again.fill = static_cast<uint8_t>(255 - c.fill);
  return again;
}

WarpCase turned_case(const WarpCase& c) {
  const float* m = c.m.d2i;
  // (sx, sy) -> (src_w - 1 - sx, src_h - 1 - sy): pixel centres are at whole coordinates.
  const float d2i[6] = {-m[0], -m[1], c.src.width - 1 - m[2],
                        -m[3], -m[4], c.src.height - 1 - m[5]};
  WarpCase turned = c;
  turned.m = warp_ref::from_d2i(d2i);
  return turned;
}

std::string file_stem(const std::string& label) {
  std::string stem;
  for (char ch : label) {  // the sizes at the start; what follows is in the reader's language
    if (std::isdigit(static_cast<unsigned char>(ch)) || ch == 'x' || ch == '-')
      stem += ch;
    else if (ch == '>')
      stem += "to-";
    else if (ch != ' ')
      break;
  }
  return stem;
}

}  // namespace lab::checks
