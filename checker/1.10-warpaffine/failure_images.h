// On a failure, the checker writes what it compared as pictures, because a picture of a
// wrong warp usually says at once what is wrong (shifted, transposed, jagged, no bands).
#pragma once

#include <string>
#include <vector>

#include "level_compare.h"

namespace lab::checks {

// Writes <stem>-got.png (your output), <stem>-want.png (the reference) and <stem>-diff.png
// (the reference darkened, with every wrong pixel coloured: yellow = off by one level,
// red = further off, magenta = never written) into the current directory. Returns a line
// naming the three files, or saying why they could not be written.
std::string save_failure_images(const std::string& stem, const std::vector<double>& got,
                                const std::vector<double>& want, const Geometry& geometry);

}  // namespace lab::checks
