#include "warp_runs.h"

#include <cmath>
#include <functional>

#include "checker/harness/diagnosis.h"
#include "checker/harness/capture.h"
#include "checker/harness/compare.h"
#include "checker/harness/gpu.h"
#include "checker/harness/guarded.h"
#include "failure_images.h"
#include "level_compare.h"
#include "likely_mistake.h"
#include "reference.h"

namespace lab::warp_check {

namespace {

// An empty destination must launch nothing, and touch nothing.
template <typename T>
std::string empty_problems(const CapturedCall& call, const GuardedArray<T>& dst, const std::string& function) {
  return join_problems({call.problems_when_empty(function, "an empty destination"), dst.check_guards()});
}

Geometry geometry_of(const WarpCase& c, const std::string& name, Layout layout, const CapturedCall& call) {
  Geometry g;
  g.name = name;
  g.width = c.dst_w, g.height = c.dst_h;
  g.layout = layout;
  std::copy(c.m.d2i, c.m.d2i + 6, g.d2i);
  g.src_w = c.src.width, g.src_h = c.src.height;
  g.launch = call.kernels.empty() ? nullptr : &call.kernels.front();
  return g;
}

// The verdict on the values, with the likely mistake and the pictures when they are wrong.
// A known mistake that matches says more than the shape of the wrong pixels, so it wins.
std::string judge(const std::vector<double>& got, const warp_ref::Levels& want, const Geometry& g,
                  const warp_ref::LevelTolerance& tolerance,
                  const std::function<std::string()>& likely_mistake, const std::string& stem) {
  const LevelReport report = compare_levels(got, want, g, tolerance);
  if (report.ok()) return "";
  std::string message = report.message;
  if (const std::string likely = likely_mistake(); !likely.empty())
    message += "  likely: " + likely + "\n";
  else if (!report.hint.empty())
    message += "  hint: " + report.hint + "\n";
  return message + "  " + save_failure_images(stem, got, want.level, g);
}

constexpr uint8_t kPoison[2] = {0x5A, 0xC3};  // dst is filled with these before runs 1 and 2

std::string padding_problems(const std::vector<uint8_t> runs[2], const WarpCase& c) {
  const int line = c.dst_line_size();
  size_t changed = 0, first_row = 0, first_byte = 0;
  for (int y = 0; y < c.dst_h; ++y)
    for (int i = 3 * c.dst_w; i < line; ++i)
      for (int r = 0; r < 2; ++r)
        if (runs[r][static_cast<size_t>(y) * line + i] != kPoison[r] && changed++ == 0) first_row = y, first_byte = i;
  if (!changed) return "";
  return "wrote into the padding at the end of dst's rows: " + std::to_string(changed) + " byte(s), the first "
         "at byte " + std::to_string(first_byte) + " of row " + std::to_string(first_row) + " (a row holds " +
         std::to_string(3 * c.dst_w) + " bytes of pixels, then padding up to dst_line_size = " +
         std::to_string(line) + "). Pixel (x, y) is at dst + y * dst_line_size + 3 * x, and x < dst_w.";
}

}  // namespace

std::string check_warp(const WarpCase& c) {
  const int line = c.dst_line_size();
  Stream stream;
  GuardedArray<uint8_t> src("src", c.src.bytes.size(), stream), dst("dst", static_cast<size_t>(line) * c.dst_h, stream);
  src.upload(c.src.bytes);
  dst.fill_bytes(kPoison[0]);
  CapturedCall call = capture(stream, [&] {
    warp_affine_bilinear(src.data(), c.src.line_size, c.src.width, c.src.height, dst.data(), line,
                         c.dst_w, c.dst_h, c.fill, c.m, stream);
  });
  if (c.dst_w == 0 || c.dst_h == 0) return empty_problems(call, dst, "warp_affine_bilinear");
  const auto changed = [&] { return dst.download() != std::vector<uint8_t>(dst.size(), kPoison[0]); };
  if (std::string p = call.problems("warp_affine_bilinear", 1, changed); !p.empty()) return p;

  // Two runs over two different poison bytes: a byte that still holds the poison both times
  // was never written; one that differs otherwise is a race.
  std::vector<uint8_t> runs[2];
  for (int r = 0; r < 2; ++r) {
    dst.fill_bytes(kPoison[r]);
    call.run(stream);
    synchronize(stream, r == 0 ? "running warp_affine_bilinear" : "running warp_affine_bilinear a second time");
    runs[r] = dst.download();
  }
  std::string problems;
  append_problem(problems, dst.check_guards());
  append_problem(problems, src.check_guards());
  append_problem(problems, check_unchanged("src", c.src.bytes, src.download()));
  append_problem(problems, padding_problems(runs, c));
  if (!problems.empty()) return problems;

  std::vector<double> got(static_cast<size_t>(c.dst_w) * c.dst_h * 3);
  size_t races = 0;
  for (int y = 0; y < c.dst_h; ++y)
    for (int i = 0; i < 3 * c.dst_w; ++i) {
      const uint8_t a = runs[0][static_cast<size_t>(y) * line + i], b = runs[1][static_cast<size_t>(y) * line + i];
      double& v = got[static_cast<size_t>(y) * 3 * c.dst_w + i];
      v = a == kPoison[0] && b == kPoison[1] ? NAN : a;
      races += a != b && !std::isnan(v);
    }
  if (races)
    return "two runs on the same input gave different dst: " + std::to_string(races) + " value(s) differ. A "
           "result that changes from run to run comes from reading memory that is not part of the input "
           "(a neighbour outside the image read instead of replaced by fill_value?) or from a race.";

  const Geometry g = geometry_of(c, "dst", Layout::hwc_bgr, call);
  const warp_ref::Levels want = warp_ref::warp_levels(c.src, c.m.d2i, c.dst_w, c.dst_h, c.fill);
  return judge(got, want, g, warp_ref::tolerance(), [&] { return likely_image_mistake(got, c); },
               "1.10-dst-" + file_stem(c.label));
}

std::string check_tensor(const WarpCase& c) {
  const size_t n = static_cast<size_t>(c.dst_w) * c.dst_h * 3;
  Stream stream;
  GuardedArray<uint8_t> src("src", c.src.bytes.size(), stream);
  GuardedArray<float> dst("tensor", n, stream);
  src.upload(c.src.bytes);
  dst.poison();
  CapturedCall call = capture(stream, [&] {
    warp_affine_to_tensor(src.data(), c.src.line_size, c.src.width, c.src.height, dst.data(), c.dst_w,
                          c.dst_h, c.m, stream);
  });
  if (c.dst_w == 0 || c.dst_h == 0) return empty_problems(call, dst, "warp_affine_to_tensor");
  const auto changed = [&] {
    for (float v : dst.download())
      if (!is_poison(v)) return true;
    return false;
  };
  if (std::string p = call.problems("warp_affine_to_tensor", 1, changed); !p.empty()) return p;

  std::vector<float> runs[2];
  for (int r = 0; r < 2; ++r) {
    dst.poison();
    call.run(stream);
    synchronize(stream, r == 0 ? "running warp_affine_to_tensor" : "running warp_affine_to_tensor a second time");
    runs[r] = dst.download();
  }
  std::string problems;
  append_problem(problems, dst.check_guards());
  append_problem(problems, src.check_guards());
  append_problem(problems, check_unchanged("src", c.src.bytes, src.download()));
  if (!problems.empty()) return problems;
  if (std::string p = compare_runs("tensor", runs[0], runs[1]); !p.empty()) return p;

  std::vector<double> got(n);  // in levels: value * 255
  for (size_t i = 0; i < n; ++i) got[i] = is_poison(runs[0][i]) ? NAN : 255.0 * runs[0][i];
  const Geometry g = geometry_of(c, "tensor", Layout::chw_rgb, call);
  const warp_ref::Levels image = warp_ref::warp_levels(c.src, c.m.d2i, c.dst_w, c.dst_h, kLetterboxFill);
  const warp_ref::Levels want{warp_ref::to_tensor(image.level, c.dst_w, c.dst_h, true, 1),
                              warp_ref::to_tensor(image.other, c.dst_w, c.dst_h, true, 1)};
  return judge(got, want, g, warp_ref::tensor_tolerance(), [&] { return likely_tensor_mistake(got, c); },
               "1.10-tensor-" + file_stem(c.label));
}

std::string check_all(const std::vector<WarpCase>& cases, std::string (*check)(const WarpCase&)) {
  std::string passed;
  for (const WarpCase& c : cases) {
    const std::string problems = check(c);
    if (!problems.empty())
      return c.label + (passed.empty() ? "" : " (passed: " + passed + ")") + ":\n" + problems;
    passed += (passed.empty() ? "" : "; ") + c.label;
  }
  return "";
}

}  // namespace lab::warp_check
