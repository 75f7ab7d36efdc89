#include "likely_mistake.h"

#include <cmath>
#include <functional>
#include <memory>

#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/index_models.h"
#include "level_compare.h"
#include "reference.h"

namespace lab::checks {

namespace {

struct Suspect {
  std::string id;                               // the diagnosis id
  std::string hint;                             // the text of that diagnosis
  std::function<std::vector<double>()> result;  // levels, B, G, R per pixel
};

// The pixel index with gridDim in place of blockDim, along the axes where that changes which
// pixels a launch reaches (gridDim > 1 and != blockDim): the right levels where the model's
// threads reach, NaN (never written) elsewhere. One suspect per such axis and one for both;
// a 1D launch numbers the pixels row by row.
std::vector<Suspect> grid_dim_suspects(const WarpCase& c, uint8_t fill,
                                       const KernelLaunch* launch) {
  if (!launch) return {};
  const int w = c.dst_w, h = c.dst_h;
  const dim3 grid = launch->grid, block = launch->block;
  auto suspect = [&](const std::string& axes, const std::string& formula,
                     std::function<bool(int, int)> reached) {
    const std::string launched = describe_launch(*launch);
    return Suspect{"grid-dim-for-block-dim",
                   say("warp-grid-dim-for-block-dim",
                       {{"axes", axes}, {"formula", formula}, {"launch", launched}}),
                   [&c, fill, w, h, reached] {
                     std::vector<double> levels = warp_ref::warp(c.src, c.m.d2i, w, h, fill);
                     for (size_t i = 0; i < levels.size(); ++i)
                       if (!reached(static_cast<int>(i / 3 % w), static_cast<int>(i / 3 / w)))
                         levels[i] = NAN;
                     return levels;
                   }};
  };
  const std::string fx = "dx = blockIdx.x * gridDim.x + threadIdx.x";
  const std::string fy = "dy = blockIdx.y * gridDim.y + threadIdx.y";
  std::vector<Suspect> suspects;
  if (grid.y == 1 && block.y == 1) {
    if (!grid_dim_tells_apart(grid.x, block.x, static_cast<size_t>(w) * h)) return {};
    const auto pixels = std::make_shared<std::vector<bool>>(
        reached_with_grid_dim(grid.x, block.x, static_cast<size_t>(w) * h));
    suspects.push_back(suspect("x", "i = blockIdx.x * gridDim.x + threadIdx.x",
                               [pixels, w](int x, int y) { return (*pixels)[size_t(y) * w + x]; }));
    return suspects;
  }
  const auto xs = std::make_shared<std::vector<bool>>(reached_with_grid_dim(grid.x, block.x, w));
  const auto ys = std::make_shared<std::vector<bool>>(reached_with_grid_dim(grid.y, block.y, h));
  const bool in_x = grid_dim_tells_apart(grid.x, block.x, w),
             in_y = grid_dim_tells_apart(grid.y, block.y, h);
  if (in_x) suspects.push_back(suspect("x", fx, [xs](int x, int) { return (*xs)[x]; }));
  if (in_y) suspects.push_back(suspect("y", fy, [ys](int, int y) { return (*ys)[y]; }));
  if (in_x && in_y)
    suspects.push_back(suspect(say("warp.axes-both"),
                               say("warp.formulas-both", {{"x", fx}, {"y", fy}}),
                               [xs, ys](int x, int y) { return (*xs)[x] && (*ys)[y]; }));
  return suspects;
}

// Mistakes of the warp itself, common to both outputs.
std::vector<Suspect> warp_suspects(const WarpCase& c, uint8_t fill, const KernelLaunch* launch) {
  const Image& s = c.src;
  const float* d2i = c.m.d2i;
  const int w = c.dst_w, h = c.dst_h;
  std::vector<Suspect> suspects = {
      {"warp-nearest-neighbour", say("warp-nearest-neighbour"),
       [&s, d2i, w, h, fill] {
         warp_ref::Rules r;
         r.bilinear = false;
         return warp_ref::to_levels(warp_ref::warp_values(s, d2i, w, h, fill, r));
       }},
      {"warp-swapped-xy", say("warp-swapped-xy"),
       [&s, d2i, w, h, fill] {
         warp_ref::Rules r;
         r.swap_xy = true;
         return warp_ref::to_levels(warp_ref::warp_values(s, d2i, w, h, fill, r));
       }},
      {"warp-truncated", say("warp-truncated"),
       [&s, d2i, w, h, fill] {
         return warp_ref::to_levels(warp_ref::warp_values(s, d2i, w, h, fill), false);
       }},
      {"warp-border-clamped", say("warp-border-clamped"),
       [&s, d2i, w, h, fill] {
         warp_ref::Rules r;
         r.clamp_border = true;
         return warp_ref::to_levels(warp_ref::warp_values(s, d2i, w, h, fill, r));
       }},
  };
  if (s.line_size != 3 * s.width) {
    suspects.push_back(
        {"warp-line-size-ignored", say("warp-line-size-ignored"), [&s, d2i, w, h, fill] {
           Image packed = s;
           packed.line_size = 3 * s.width;
           return warp_ref::warp(packed, d2i, w, h, fill);
         }});
  }
  for (int other : {0, static_cast<int>(kLetterboxFill), 255})
    if (other != fill)
      suspects.push_back({"warp-fill-constant",
                          say("warp-fill-constant", {{"other", other}, {"fill", fill}}),
                          [&s, d2i, w, h, other] {
                            return warp_ref::warp(s, d2i, w, h, static_cast<uint8_t>(other));
                          }});
  for (Suspect& g : grid_dim_suspects(c, fill, launch)) suspects.push_back(std::move(g));
  return suspects;
}

// The hints of every suspect whose result matches `got`, each as one "likely" line. A suspect
// that gives the right result on this case (a wrong fill where no pixel is fill) proves
// nothing here and is left out; when several remain, each fits the evidence: all are named.
Problems matching(const std::vector<double>& got, const std::vector<double>& right,
                  const std::vector<Suspect>& suspects,
                  const std::function<std::vector<double>(const std::vector<double>&)>& convert,
                  const warp_ref::LevelTolerance& tolerance) {
  std::vector<Diagnosis> hints;
  for (const Suspect& s : suspects) {
    const std::vector<double> result = convert(s.result());
    if (matches(got, result, tolerance) && !matches(result, right, tolerance))
      hints.push_back(Diagnosis{s.id, s.hint});
  }
  if (hints.size() < 2) return hints.empty() ? Problems() : Problems(hints[0]);
  std::string text = say("warp.several-mistakes", {{"count", hints.size()}});
  Problems all;
  for (const Diagnosis& h : hints) {
    text += "\n    - " + h.text;
    all.add(h);
  }
  return all.quoted_in(text);
}

}  // namespace

Problems likely_image_mistake(const std::vector<double>& got, const WarpCase& c,
                              const KernelLaunch* launch) {
  const std::vector<double> right = warp_ref::warp(c.src, c.m.d2i, c.dst_w, c.dst_h, c.fill);
  return matching(
      got, right, warp_suspects(c, c.fill, launch), [](const std::vector<double>& v) { return v; },
      warp_ref::tolerance());
}

Problems likely_tensor_mistake(const std::vector<double>& got, const WarpCase& c,
                               const KernelLaunch* launch) {
  const int w = c.dst_w, h = c.dst_h;
  const std::vector<double> levels = warp_ref::warp(c.src, c.m.d2i, w, h, kLetterboxFill);
  const std::vector<double> right = warp_ref::to_tensor(levels, w, h, true, 1);
  const auto same = [](const std::vector<double>& v) { return v; };
  // The tensor's own steps, each done wrong on an otherwise correct warp.
  const std::vector<Suspect> tensor_suspects = {
      {"tensor-bgr-planes", say("tensor-bgr-planes"),
       [&] { return warp_ref::to_tensor(levels, w, h, false, 1); }},
      {"tensor-interleaved", say("tensor-interleaved"),
       [&] { return warp_ref::to_tensor(levels, w, h, true, 1, false); }},
      {"tensor-not-scaled", say("tensor-not-scaled"),
       [&] { return warp_ref::to_tensor(levels, w, h, true, 1.0 / 255); }},
      {"tensor-not-rounded", say("tensor-not-rounded"),
       [&] {
         return warp_ref::to_tensor(warp_ref::warp_values(c.src, c.m.d2i, w, h, kLetterboxFill), w,
                                    h, true, 1);
       }},
  };
  const warp_ref::LevelTolerance t = warp_ref::tensor_tolerance();
  const Problems tensor_step = matching(got, right, tensor_suspects, same, t);
  if (!tensor_step.empty()) return tensor_step;
  return matching(
      got, right, warp_suspects(c, kLetterboxFill, launch),
      [&](const std::vector<double>& v) { return warp_ref::to_tensor(v, w, h, true, 1); }, t);
}

}  // namespace lab::checks
