#include "likely_mistake.h"

#include <functional>

#include "checker/harness/diagnosis.h"
#include "level_compare.h"
#include "reference.h"

namespace lab::checks {

namespace {

struct Suspect {
  std::string id;  // the diagnosis id
  std::string hint;
  std::function<std::vector<double>()> result;  // levels, B, G, R per pixel
};

// Mistakes of the warp itself, common to both outputs.
std::vector<Suspect> warp_suspects(const WarpCase& c, uint8_t fill) {
  const Image& s = c.src;
  const float* d2i = c.m.d2i;
  const int w = c.dst_w, h = c.dst_h;
  std::vector<Suspect> suspects = {
      {"warp-nearest-neighbour",
       "your result looks like nearest-neighbour sampling: the one source pixel at (floor(sx), "
       "floor(sy)) instead of a blend of the 4 neighbours. Weight them by (1 - lx)(1 - ly), "
       "lx (1 - ly), (1 - lx) ly and lx ly, with lx = sx - floor(sx), ly = sy - floor(sy).",
       [&s, d2i, w, h, fill] { warp_ref::Rules r; r.bilinear = false; return warp_ref::to_levels(warp_ref::warp_values(s, d2i, w, h, fill, r)); }},
      {"warp-swapped-xy",
       "your result matches the warp with x and y swapped: the source position of pixel (dx, dy) "
       "computed from (dy, dx). dx is the column (blockIdx.x * blockDim.x + threadIdx.x), dy the row; "
       "sx = d2i[0] * dx + d2i[1] * dy + d2i[2], and pixel (x, y) lives at y * line_size + 3 * x.",
       [&s, d2i, w, h, fill] { warp_ref::Rules r; r.swap_xy = true; return warp_ref::to_levels(warp_ref::warp_values(s, d2i, w, h, fill, r)); }},
      {"warp-truncated",
       "your values are truncated, not rounded: a float converted to an integer drops its fraction "
       "(99.9 -> 99). Store floor(v + 0.5f).",
       [&s, d2i, w, h, fill] { return warp_ref::to_levels(warp_ref::warp_values(s, d2i, w, h, fill), false); }},
      {"warp-border-clamped",
       "neighbours outside the image were clamped to the nearest edge pixel; the contract blends in "
       "fill_value for them, so that the picture fades into the letterbox band.",
       [&s, d2i, w, h, fill] { warp_ref::Rules r; r.clamp_border = true; return warp_ref::to_levels(warp_ref::warp_values(s, d2i, w, h, fill, r)); }},
  };
  if (s.line_size != 3 * s.width) {
    suspects.push_back({"warp-line-size-ignored",
                        "your result matches reading the source with rows 3 * src_w bytes apart: rows "
                        "may be padded, so row y starts at src + y * src_line_size.",
                        [&s, d2i, w, h, fill] {
                          Image packed = s;
                          packed.line_size = 3 * s.width;
                          return warp_ref::warp(packed, d2i, w, h, fill);
                        }});
  }
  for (int other : {0, static_cast<int>(kLetterboxFill), 255})
    if (other != fill)
      suspects.push_back({"warp-fill-constant",
                          "your result matches a fill of " + std::to_string(other) + " instead of fill_value (" +
                              std::to_string(fill) + "): use the function's argument.",
                          [&s, d2i, w, h, other] { return warp_ref::warp(s, d2i, w, h, static_cast<uint8_t>(other)); }});
  return suspects;
}

// The hints of every suspect whose result matches `got`, each as one "likely" line. A suspect
// that gives the right result on this case (a wrong fill where no pixel is fill) proves
// nothing here and is left out; when several remain, each fits the evidence: all are named.
std::string matching(const std::vector<double>& got, const std::vector<double>& right,
                     const std::vector<Suspect>& suspects,
                     const std::function<std::vector<double>(const std::vector<double>&)>& convert,
                     const warp_ref::LevelTolerance& tolerance) {
  std::vector<std::string> hints;
  for (const Suspect& s : suspects) {
    const std::vector<double> result = convert(s.result());
    if (matches(got, result, tolerance) && !matches(result, right, tolerance)) hints.push_back(tagged(s.id, s.hint));
  }
  if (hints.size() < 2) return hints.empty() ? "" : hints[0];
  std::string text = "your result fits " + std::to_string(hints.size()) + " known mistakes, each giving it here:";
  for (const std::string& h : hints) text += "\n    - " + h;
  return text;
}

}  // namespace

std::string likely_image_mistake(const std::vector<double>& got, const WarpCase& c) {
  const std::vector<double> right = warp_ref::warp(c.src, c.m.d2i, c.dst_w, c.dst_h, c.fill);
  return matching(got, right, warp_suspects(c, c.fill), [](const std::vector<double>& v) { return v; },
                  warp_ref::tolerance());
}

std::string likely_tensor_mistake(const std::vector<double>& got, const WarpCase& c) {
  const int w = c.dst_w, h = c.dst_h;
  const std::vector<double> levels = warp_ref::warp(c.src, c.m.d2i, w, h, kLetterboxFill);
  const std::vector<double> right = warp_ref::to_tensor(levels, w, h, true, 1);
  const auto same = [](const std::vector<double>& v) { return v; };
  // The tensor's own steps, each done wrong on an otherwise correct warp.
  const std::vector<Suspect> tensor_suspects = {
      {"tensor-bgr-planes",
       "your planes are in B, G, R order, as the image stores its channels; the network expects "
       "R, G, B: plane 0 gets channel 2 of the pixel, plane 2 channel 0.",
       [&] { return warp_ref::to_tensor(levels, w, h, false, 1); }},
      {"tensor-interleaved",
       "your tensor is interleaved (R, G, B of one pixel next to each other, HWC); the network "
       "expects planes (CHW): all R values, then all G, then all B, plane c starting at c * dst_w * dst_h.",
       [&] { return warp_ref::to_tensor(levels, w, h, true, 1, false); }},
      {"tensor-not-scaled",
       "your values are 0..255; the network expects them divided by 255 (0..1).",
       [&] { return warp_ref::to_tensor(levels, w, h, true, 1.0 / 255); }},
      {"tensor-not-rounded",
       "your values are the interpolated v / 255 without rounding v first; the contract divides the "
       "rounded 8-bit value floor(v + 0.5f), as YOLOv5's preprocessing of an 8-bit image does.",
       [&] { return warp_ref::to_tensor(warp_ref::warp_values(c.src, c.m.d2i, w, h, kLetterboxFill), w, h, true, 1); }},
  };
  const warp_ref::LevelTolerance t = warp_ref::tensor_tolerance();
  const std::string tensor_step = matching(got, right, tensor_suspects, same, t);
  if (!tensor_step.empty()) return tensor_step;
  return matching(got, right, warp_suspects(c, kLetterboxFill),
                  [&](const std::vector<double>& v) { return warp_ref::to_tensor(v, w, h, true, 1); }, t);
}

}  // namespace lab::checks
