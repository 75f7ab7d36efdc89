// One run of the chapter's functions to check: a source image (with its line size), a
// destination shape, a fill value and a matrix, and the inputs the checker draws for it.
#pragma once

#include <cstdint>
#include <string>

#include "chapters/1.10-warpaffine/image.h"
#include "chapters/1.10-warpaffine/warp_affine.h"
#include "checker/harness/seed.h"

namespace lab::checks {

struct WarpCase {
  std::string label;  // "1920 x 1080 -> 640 x 640", shown in diagnoses
  Image src;
  int dst_w = 0, dst_h = 0;
  int dst_line = 0;  // bytes per destination row; 0 means 3 * dst_w
  uint8_t fill = kLetterboxFill;
  AffineMatrix m{};
  int dst_line_size() const { return dst_line > 0 ? dst_line : 3 * dst_w; }
};

// The source for a case: the built-in test picture (a new variant each time) from 8 x 8 on,
// independent random bytes below that; `pad` extra bytes at the end of every row.
Image random_source(int w, int h, Rng& rng, int pad = 0);

// A case warping a random source with the reference letterbox matrix.
WarpCase letterbox_case(int src_w, int src_h, int dst_w, int dst_h, Rng& rng, int src_pad = 0,
                        int dst_pad = 0, bool random_fill = true);

// A fill value other than kLetterboxFill, so that a hard-coded 114 shows.
uint8_t random_fill(Rng& rng);

// The picture inverted: every byte b becomes 255 - b, so that every value of a warp of it
// changes (255 is odd: no byte is its own inverse).
Image inverted(const Image& image);

// What a second call on the same buffers is given: the picture inverted and fill 255 - fill.
WarpCase second_call_case(const WarpCase& c);

// The same case with the matrix turned by 180 degrees about the centre of the source: the
// source position of every pixel moves to its mirror image through that centre, so the warp
// changes wherever the picture is not symmetric. For the experiment that asks whether the
// kernel reads m at all.
WarpCase turned_case(const WarpCase& c);

// "1920x1080-to-640x640": the case's label as a file-name part.
std::string file_stem(const std::string& label);

}  // namespace lab::checks
