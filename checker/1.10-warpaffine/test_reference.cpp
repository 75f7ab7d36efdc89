// Host tests of the 1.10 reference, its tolerance and its diagnoses: the reference must
// agree with hand-worked values, the tolerance must accept float arithmetic as a GPU does it
// and reject every known mistake, and the comparison must recognise the patterns it names.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <vector>

#include "checker/harness/capture.h"
#include "checker/harness/catch.h"
#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/index_models.h"
#include "checker/harness/messages.h"
#include "checker/harness/seed.h"
#include "checks_letterbox.h"
#include "level_compare.h"
#include "likely_mistake.h"
#include "reference.h"
#include "warp_case.h"

using namespace lab;

namespace {

// The contract computed the way nvcc compiles the solution: float throughout, with the
// multiply-adds contracted into FMAs (std::fma rounds once, as the GPU's FFMA does).
std::vector<double> float_warp(const Image& s, const float m[6], int w, int h, uint8_t fill) {
  std::vector<double> out(static_cast<size_t>(w) * h * 3);
  for (int dy = 0; dy < h; ++dy)
    for (int dx = 0; dx < w; ++dx) {
      const float sx = std::fma(m[0], float(dx), m[1] * float(dy)) + m[2];
      const float sy = std::fma(m[3], float(dx), m[4] * float(dy)) + m[5];
      for (int c = 0; c < 3; ++c) {
        double& o = out[(static_cast<size_t>(dy) * w + dx) * 3 + c];
        if (!(sx >= -1 && sx < s.width && sy >= -1 && sy < s.height)) {
          o = fill;
          continue;
        }
        const float x0 = std::floor(sx), y0 = std::floor(sy), lx = sx - x0, ly = sy - y0;
        const float hx = 1 - lx, hy = 1 - ly;
        auto v = [&](int x, int y) -> float {
          return x < 0 || y < 0 || x >= s.width || y >= s.height ? fill : s.pixel(x, y)[c];
        };
        const int ix = static_cast<int>(x0), iy = static_cast<int>(y0);
        const float sum = std::fma(lx * ly, v(ix + 1, iy + 1),
                                   std::fma(hx * ly, v(ix, iy + 1),
                                            std::fma(lx * hy, v(ix + 1, iy), hx * hy * v(ix, iy))));
        o = std::floor(sum + 0.5f);
      }
    }
  return out;
}

std::vector<double> bytes_of(const Image& image) {
  std::vector<double> out;
  for (int y = 0; y < image.height; ++y)
    for (int i = 0; i < 3 * image.width; ++i) out.push_back(image.pixel(0, y)[i]);
  return out;
}

// letterbox_matrix in float the ways students write it: d2i by inverting i2d in float (the
// course) or in double (the solution), or straight from the geometry; `mistake` puts in one
// known error.
enum class Inverse { in_float, in_double, from_geometry };
enum class Mistake { none, no_centre_terms, sign_flipped, not_divided, integer_division };

AffineMatrix float_letterbox(int src_w, int src_h, int dst_w, int dst_h, Inverse how,
                             Mistake mistake = Mistake::none) {
  const float s =
      mistake == Mistake::integer_division
          ? static_cast<float>(std::min(dst_w / src_w, dst_h / src_h))
          : std::min(static_cast<float>(dst_w) / src_w, static_cast<float>(dst_h) / src_h);
  const float centre = mistake == Mistake::no_centre_terms ? 0.0f : s * 0.5f - 0.5f;
  auto forward = [&](int src, int dst) { return -s * src * 0.5f + dst * 0.5f + centre; };
  auto back = [&](int src, int dst) { return (src - 1) * 0.5f - (dst - 1) * 0.5f / s; };
  AffineMatrix m{};
  m.i2d[0] = m.i2d[4] = s;
  m.i2d[2] = forward(src_w, dst_w), m.i2d[5] = forward(src_h, dst_h);
  // The general 2 x 3 inverse, as the course writes it: A^-1 = [e -b; -d a] / det, -A^-1 t.
  const float* i = m.i2d;
  const float det = 1 / (i[0] * i[4] - i[1] * i[3]);
  const float a = i[4] * det, b = -i[1] * det, d = -i[3] * det, e = i[0] * det;
  const float in_float[6] = {a, b, -a * i[2] - b * i[5], d, e, -d * i[2] - e * i[5]};
  for (int k : {0, 1}) {
    const float t = m.i2d[2 + 3 * k];
    m.d2i[4 * k] = how == Inverse::in_float ? in_float[4 * k] : static_cast<float>(1.0 / s);
    m.d2i[2 + 3 * k] = how == Inverse::from_geometry ? back(k ? src_h : src_w, k ? dst_h : dst_w)
                       : how == Inverse::in_double   ? static_cast<float>(-double(t) / s)
                                                     : in_float[2 + 3 * k];
    if (mistake == Mistake::sign_flipped) m.d2i[2 + 3 * k] = -m.d2i[2 + 3 * k];
    if (mistake == Mistake::not_divided) m.d2i[2 + 3 * k] = -t;
  }
  return m;
}

checks::Geometry geometry(int w, int h, const float d2i[6], int src_w, int src_h) {
  checks::Geometry g;
  g.name = "dst";
  g.width = w, g.height = h;
  std::copy(d2i, d2i + 6, g.d2i);
  g.src_w = src_w, g.src_h = src_h;
  return g;
}

}  // namespace

TEST_CASE("1.10 reference: the letterbox of 1920 x 1080 into 640 x 640, worked by hand",
          "[host][1.10]") {
  // s = 1/3; tx = -1/3 * 960 + 320 + 1/6 - 1/2 = -1/3; ty = -1/3 * 540 + 320 - 1/3 = 139 + 2/3.
  const warp_ref::Letterbox l = warp_ref::letterbox(1920, 1080, 640, 640);
  CHECK(l.scale == Approx(1.0 / 3));
  CHECK(l.tx == Approx(-1.0 / 3));
  CHECK(l.ty == Approx(139 + 2.0 / 3));
  // Backwards: destination column 0 samples source column 1, the centre of the first 3 x 3
  // block; the picture's first row, y = 140, samples source row 1.
  const AffineMatrix m = warp_ref::to_matrix(l);
  float sx, sy;
  warp_ref::source_position(m.d2i, 0, 140, sx, sy);
  CHECK(sx == 1.0f);
  CHECK(sy == 1.0f);
  // Rows 0..139 lie above the picture (source y = 3 * 139 - 419 = -2 < -1): pure fill.
  warp_ref::source_position(m.d2i, 5, 139, sx, sy);
  CHECK(warp_ref::outside(sx, sy, 1920, 1080));
}

TEST_CASE("1.10 reference: identity, half-pixel shift, and a 1 x 1 image blending into the fill",
          "[host][1.10]") {
  Rng rng(77);
  const Image src = checks::random_source(13, 9, rng, 3);
  const float identity[6] = {1, 0, 0, 0, 1, 0};
  CHECK(warp_ref::warp(src, identity, 13, 9, 7) == bytes_of(src));

  // Half a pixel to the right: the mean of two neighbours, .5 rounding up; the last column
  // blends with the fill.
  const float half[6] = {1, 0, 0.5f, 0, 1, 0};
  const std::vector<double> shifted = warp_ref::warp(src, half, 13, 9, 7);
  CHECK(shifted[0] == std::floor((src.pixel(0, 0)[0] + src.pixel(1, 0)[0]) / 2.0 + 0.5));
  CHECK(shifted[12 * 3] == std::floor((src.pixel(12, 0)[0] + 7) / 2.0 + 0.5));

  // 1 x 1 into 4 x 4: s = 4, the pixel's centre lands at 1.5; pixel (0, 0) samples (-3/8, -3/8).
  Image one(1, 1);
  one.pixel(0, 0)[0] = 200;
  const AffineMatrix m = warp_ref::to_matrix(warp_ref::letterbox(1, 1, 4, 4));
  const std::vector<double> up = warp_ref::warp(one, m.d2i, 4, 4, 0);
  CHECK(up[0] == std::floor(200 * 0.625 * 0.625 + 0.5));
}

TEST_CASE("1.10 tolerance: accepts float arithmetic with FMA contraction on every checked shape",
          "[host][1.10]") {
  // 2 x 3 -> 5 x 5 and 3 x 5 -> 7 x 4 sample at positions like x = 0.5 exactly (s = 5/3, 7/5),
  // where v is often k + 1/2 and float rounding decides the level: both must be accepted.
  Rng rng(2024);
  const int shapes[][4] = {{1920, 1080, 640, 640}, {550, 676, 640, 640},  {97, 61, 640, 384},
                           {1001, 333, 320, 256},  {333, 1001, 256, 320}, {1, 1, 64, 64},
                           {2, 3, 5, 5},           {3, 5, 7, 4}};
  for (int seed = 0; seed < 4; ++seed)
    for (const auto& s : shapes) {
      INFO(s[0] << " x " << s[1] << " -> " << s[2] << " x " << s[3]);
      const checks::WarpCase c = checks::letterbox_case(s[0], s[1], s[2], s[3], rng);
      const warp_ref::Levels want = warp_ref::warp_levels(c.src, c.m.d2i, s[2], s[3], c.fill);
      const std::vector<double> got = float_warp(c.src, c.m.d2i, s[2], s[3], c.fill);
      const checks::Geometry g = geometry(s[2], s[3], c.m.d2i, s[0], s[1]);
      CHECK(checks::compare_levels(got, want, g, warp_ref::tolerance()).message == "");
      // ... and the truncated result of the same computation is still rejected (except where
      // every sample falls on a whole pixel, as 1920 x 1080 -> 640 x 640 does: v is an integer).
      if (s[2] * s[3] >= 4096 && s[0] != 1920) {
        std::vector<double> truncated =
            warp_ref::to_levels(warp_ref::warp_values(c.src, c.m.d2i, s[2], s[3], c.fill), false);
        CHECK_FALSE(checks::compare_levels(truncated, want, g, warp_ref::tolerance()).ok());
      }
    }
}

TEST_CASE("1.10 tolerance: rejects every known mistake", "[host][1.10]") {
  Rng rng(99);
  const checks::WarpCase c = checks::letterbox_case(550, 676, 640, 640, rng);
  const Image& s = c.src;
  const std::vector<double> values = warp_ref::warp_values(s, c.m.d2i, 640, 640, c.fill);
  const std::vector<double> want = warp_ref::to_levels(values);
  const warp_ref::LevelTolerance t = warp_ref::tolerance();
  auto with = [&](auto change) {
    warp_ref::Rules r;
    change(r);
    return warp_ref::to_levels(warp_ref::warp_values(s, c.m.d2i, 640, 640, c.fill, r));
  };
  CHECK_FALSE(checks::matches(with([](warp_ref::Rules& r) { r.bilinear = false; }), want, t));
  CHECK_FALSE(checks::matches(with([](warp_ref::Rules& r) { r.swap_xy = true; }), want, t));
  CHECK_FALSE(checks::matches(with([](warp_ref::Rules& r) { r.clamp_border = true; }), want, t));
  CHECK_FALSE(checks::matches(warp_ref::to_levels(values, false), want, t));
  // The letterbox without the half-pixel terms: shifted by (s - 1) / 2 = -0.027 pixels.
  warp_ref::Letterbox shifted = warp_ref::letterbox(550, 676, 640, 640);
  const double missing = shifted.scale * 0.5 - 0.5;
  shifted.i2d[2] -= missing, shifted.i2d[5] -= missing;
  shifted.d2i[2] += missing / shifted.scale, shifted.d2i[5] += missing / shifted.scale;
  CHECK_FALSE(checks::matches(warp_ref::warp(s, warp_ref::to_matrix(shifted).d2i, 640, 640, c.fill),
                              want, t));
  // The tensor in B, G, R order.
  const warp_ref::LevelTolerance tt = warp_ref::tensor_tolerance();
  CHECK(checks::matches(warp_ref::to_tensor(want, 640, 640), warp_ref::to_tensor(want, 640, 640),
                        tt));
  CHECK_FALSE(checks::matches(warp_ref::to_tensor(want, 640, 640, false),
                              warp_ref::to_tensor(want, 640, 640), tt));
}

TEST_CASE("1.10 diagnosis: names never-written fill, uncovered columns and truncation",
          "[host][1.10]") {
  Rng rng(5);
  const checks::WarpCase c = checks::letterbox_case(64, 32, 40, 40, rng);
  const warp_ref::Levels levels = warp_ref::warp_levels(c.src, c.m.d2i, 40, 40, c.fill);
  const std::vector<double>& want = levels.level;
  const checks::Geometry g = geometry(40, 40, c.m.d2i, 64, 32);
  const warp_ref::LevelTolerance t = warp_ref::tolerance();

  std::vector<double> no_fill = want, uncovered = want, truncated = want;
  for (size_t i = 0; i < want.size(); ++i) {
    const int x = static_cast<int>(i / 3 % 40), y = static_cast<int>(i / 3 / 40);
    float sx, sy;
    warp_ref::source_position(c.m.d2i, x, y, sx, sy);
    if (warp_ref::outside(sx, sy, 64, 32)) no_fill[i] = NAN;
    if (x >= 32) uncovered[i] = NAN;
    if (want[i] > 0) truncated[i] = want[i] - 1;
  }
  CHECK_THAT(checks::compare_levels(no_fill, levels, g, t).hint.text,
             lab::contains("must be set to fill_value"));
  CHECK_THAT(checks::compare_levels(uncovered, levels, g, t).hint.text,
             lab::contains("the columns from x = 32 on were never written"));
  CHECK_THAT(checks::compare_levels(truncated, levels, g, t).hint.text, lab::contains("truncated"));
  // Only the bottom band never written (a grid rounded down in y, on a case whose last rows
  // are all band): every such pixel lies outside, but the top band was written, so the fill
  // is not what was skipped.
  std::vector<double> bottom = want;
  for (size_t i = 0; i < want.size(); ++i)
    if (i / 3 / 40 >= 30) bottom[i] = NAN;
  const std::string bottom_hint = checks::compare_levels(bottom, levels, g, t).hint.text;
  CHECK_THAT(bottom_hint, lab::contains("the rows from y = 30 on were never written"));
  CHECK_THAT(bottom_hint, !lab::contains("fill_value"));
  std::vector<double> nothing(want.size(), NAN);
  CHECK_THAT(checks::compare_levels(nothing, levels, g, t).hint.text,
             lab::contains("no pixel of dst was written"));
  CHECK(checks::compare_levels(want, levels, g, t).ok());
}

TEST_CASE("1.10 letterbox bounds: every correct float computation passes, on every shape",
          "[host][1.10]") {
  // The checked shapes, then random ones from 1 x 1 to 4096 x 4096 in and out.
  std::vector<checks::Shape> shapes = {
      {1920, 1080, 640, 640}, {550, 676, 640, 640},  {320, 180, 640, 640},
      {1280, 720, 640, 384},  {333, 1001, 256, 320}, {3, 5, 7, 4},
      {1, 1, 640, 640},       {640, 640, 640, 640},  {4096, 1, 1, 4096}};
  Rng rng(1010);
  for (int k = 0; k < 3000; ++k)
    shapes.push_back({rng.uniform_int(1, 4096), rng.uniform_int(1, 4096), rng.uniform_int(1, 4096),
                      rng.uniform_int(1, 4096)});
  for (const checks::Shape& s : shapes)
    for (Inverse how : {Inverse::in_float, Inverse::in_double, Inverse::from_geometry}) {
      INFO(s.call() << ", inverse " << static_cast<int>(how));
      CHECK(checks::problems(s, float_letterbox(s.src_w, s.src_h, s.dst_w, s.dst_h, how)).text() ==
            "");
    }
}

TEST_CASE("1.10 letterbox bounds: the d2i from the geometry that was once rejected",
          "[host][1.10]") {
  // 550 x 676 -> 640 x 640: i2d * d2i's y translation is 1.2e-5 instead of 0 (float rounding
  // of terms of size 640); the bound for it is 2^-19 * 641 = 1.2e-3.
  const AffineMatrix m = float_letterbox(550, 676, 640, 640, Inverse::from_geometry);
  const double entry = double(m.i2d[4]) * m.d2i[5] + m.i2d[5];
  CHECK(std::fabs(entry) > 1e-6);
  CHECK(std::fabs(entry) < checks::rounding_bound(640));
  CHECK(checks::problems({550, 676, 640, 640}, m).text() == "");
}

TEST_CASE("1.10 letterbox diagnoses: each known mistake, with the hint its evidence supports",
          "[host][1.10]") {
  auto problems = [](checks::Shape s, Mistake mistake, Inverse how = Inverse::in_float) {
    return checks::problems(s, float_letterbox(s.src_w, s.src_h, s.dst_w, s.dst_h, how, mistake));
  };
  const checks::Shape hd{1920, 1080, 640, 640}, course{550, 676, 640, 640};
  for (Inverse how : {Inverse::in_float, Inverse::in_double, Inverse::from_geometry}) {
    const lab::Problems flipped = problems(hd, Mistake::sign_flipped, how);
    CHECK_THAT(flipped.text(), lab::contains("not the inverse of i2d"));
    CHECK_THAT(flipped.text(), lab::contains("note the minus sign"));
    CHECK(flipped.ids() == std::vector<std::string>{"letterbox-inverse-wrong"});
  }
  const lab::Problems not_divided = problems(hd, Mistake::not_divided);
  CHECK_THAT(not_divided.text(), lab::contains("divided by the scale"));
  CHECK_THAT(not_divided.text(), !lab::contains("minus sign"));
  for (const checks::Shape& s : {hd, course}) {
    const lab::Problems centre = problems(s, Mistake::no_centre_terms);
    CHECK_THAT(centre.text(), lab::contains("half-pixel"));
    CHECK(centre.ids() ==
          std::vector<std::string>{"letterbox-translation-wrong", "letterbox-half-pixel-missing"});
  }
  CHECK_THAT(problems(hd, Mistake::integer_division).text(), lab::contains("integer division"));
  CHECK_THAT(problems(hd, Mistake::integer_division, Inverse::in_double).text(),
             lab::contains("integer division"));
  AffineMatrix wider = warp_ref::to_matrix(warp_ref::letterbox(1920, 1080, 640, 640));
  wider.i2d[0] = wider.i2d[4] = 640.0f / 1080;
  CHECK_THAT(checks::problems(hd, wider).text(), lab::contains("larger ratio"));
  // Not an integer division: no such hint.
  AffineMatrix half = warp_ref::to_matrix(warp_ref::letterbox(1920, 1080, 640, 640));
  half.i2d[0] = half.i2d[4] = 2;
  CHECK_THAT(checks::problems(hd, half).text(), !lab::contains("integer"));
}

TEST_CASE("1.10 letterbox: a matrix kept from the call before is named", "[host][1.10]") {
  const checks::Shape a{1920, 1080, 640, 640}, b{550, 676, 640, 640}, c{3840, 2160, 640, 640};
  const AffineMatrix ma = float_letterbox(1920, 1080, 640, 640, Inverse::in_float);
  const lab::Diagnosis stale = checks::repeated_result(b, ma, a, ma);
  CHECK_THAT(stale.text, lab::contains("returned exactly the matrix"));
  CHECK(stale.id == "stale-second-call");
  CHECK(checks::repeated_result(b, float_letterbox(550, 676, 640, 640, Inverse::in_float), a, ma)
            .text == "");
  // 3840 x 2160 has the letterbox of 1920 x 1080 scaled: the same matrix? No: s halves.
  CHECK(checks::repeated_result(c, ma, a, ma).text != "");
  CHECK(checks::repeated_result(a, ma, a, ma).text == "");  // the same shape twice: the same answer
}

TEST_CASE("1.10 in Chinese: the letterbox diagnoses keep their ids, code and numbers",
          "[host][1.10]") {
  const checks::Shape course{550, 676, 640, 640};
  const AffineMatrix m =
      float_letterbox(550, 676, 640, 640, Inverse::in_float, Mistake::no_centre_terms);
  const lab::Problems centre = lab::in_chinese([&] { return checks::problems(course, m); });
  CHECK(centre.ids() ==
        std::vector<std::string>{"letterbox-translation-wrong", "letterbox-half-pixel-missing"});
  CHECK_THAT(centre.text(), lab::starts_with("letterbox_matrix(550, 676, 640, 640): i2d["));
  CHECK_THAT(centre.text(), lab::contains("\n  提示：缺少半像素中心项 s / 2 - 1/2。"));
  const lab::Problems english = checks::problems(course, m);
  CHECK_THAT(english.text(),
             lab::contains("\n  hint: the half-pixel centre terms s / 2 - 1/2 are missing."));
}

TEST_CASE("1.10 in Chinese: wrong pixels, and file names that stay ASCII", "[host][1.10]") {
  Rng rng(5);
  const checks::WarpCase c = checks::letterbox_case(64, 32, 40, 40, rng);
  const warp_ref::Levels levels = warp_ref::warp_levels(c.src, c.m.d2i, 40, 40, c.fill);
  std::vector<double> uncovered = levels.level;
  for (size_t i = 0; i < uncovered.size(); ++i)
    if (i / 3 % 40 >= 32) uncovered[i] = NAN;
  const checks::LevelReport r = lab::in_chinese([&] {
    return checks::compare_levels(uncovered, levels, geometry(40, 40, c.m.d2i, 64, 32),
                                  warp_ref::tolerance());
  });
  CHECK(r.hint.id == "warp-grid-too-small");
  CHECK_THAT(r.hint.text, lab::contains("从 x = 32 起的各列从未被写入"));
  CHECK_THAT(r.message,
             lab::contains("dst（40 x 40 像素 x 3）的 4800 个值中有 960 个错误：960 个从未写入"));

  const checks::WarpCase padded = lab::in_chinese([] {
    Rng again(6);
    return checks::letterbox_case(3, 5, 7, 4, again, 1, 3);
  });
  CHECK_THAT(padded.label, lab::starts_with("3 x 5 -> 7 x 4（"));
  CHECK(checks::file_stem(padded.label) == "3x5-to-7x4");
}

namespace {

// The contract's result (warped with `fill`) where `reached(x, y)`, never written (NaN)
// elsewhere: what a kernel whose threads reach only those pixels leaves in dst.
template <typename Reached>
std::vector<double> written_where(const checks::WarpCase& c, Reached reached, uint8_t fill) {
  std::vector<double> levels = warp_ref::warp(c.src, c.m.d2i, c.dst_w, c.dst_h, fill);
  for (size_t i = 0; i < levels.size(); ++i)
    if (!reached(static_cast<int>(i / 3 % c.dst_w), static_cast<int>(i / 3 / c.dst_w)))
      levels[i] = NAN;
  return levels;
}

std::vector<std::string> ids_of(const lab::Problems& p) { return p.ids(); }

}  // namespace

TEST_CASE("1.10 likely mistake: a pixel index with gridDim where blockDim belongs",
          "[host][1.10]") {
  Rng rng(7);
  const checks::WarpCase c = checks::letterbox_case(320, 180, 200, 100, rng);
  // The solution's launch: blocks of 32 x 8, 7 x 13 of them. With gridDim the threads reach
  // the columns 0..73 and, in y, rows b * 13 .. b * 13 + 7: stripes.
  const KernelLaunch launch{"k", dim3(7, 13), dim3(32, 8), 0};
  const auto xs = reached_with_grid_dim(7, 32, 200), ys = reached_with_grid_dim(13, 8, 100);
  const auto both_axes = [&](int x, int y) { return xs[x] && ys[y]; };
  const auto rows_only = [&](int, int y) { return ys[y]; };
  const lab::Problems both =
      checks::likely_image_mistake(written_where(c, both_axes, c.fill), c, &launch);
  CHECK(ids_of(both) == std::vector<std::string>{"grid-dim-for-block-dim"});
  CHECK_THAT(both.text(),
             lab::contains("your index uses gridDim where blockDim belongs, in x and y"));
  CHECK_THAT(both.text(), lab::contains("dx = blockIdx.x * gridDim.x + threadIdx.x and dy = "));
  const lab::Problems rows =
      checks::likely_image_mistake(written_where(c, rows_only, c.fill), c, &launch);
  CHECK_THAT(rows.text(), lab::contains("belongs, in y: exactly the pixels reached by dy = "));
  // The tensor (fill 114): the same pixels, in planes.
  const std::vector<double> image = written_where(c, both_axes, kLetterboxFill);
  CHECK(ids_of(checks::likely_tensor_mistake(warp_ref::to_tensor(image, 200, 100, true, 1), c,
                                             &launch)) ==
        std::vector<std::string>{"grid-dim-for-block-dim"});

  // Evidence against it: one more pixel written than the model reaches; the right result; no
  // recorded launch; a launch of as many blocks as threads per block in y, where both indices
  // are the same there (so the stripes cannot come from gridDim.y).
  std::vector<double> extra = written_where(c, both_axes, c.fill);
  const std::vector<double> right = warp_ref::warp(c.src, c.m.d2i, 200, 100, c.fill);
  for (int ch = 0; ch < 3; ++ch)
    extra[(99 * 200 + 199) * 3 + ch] = right[(99 * 200 + 199) * 3 + ch];
  CHECK(checks::likely_image_mistake(extra, c, &launch).empty());
  CHECK(checks::likely_image_mistake(right, c, &launch).empty());
  CHECK(checks::likely_image_mistake(written_where(c, both_axes, c.fill), c, nullptr).empty());
  const KernelLaunch square{"k", dim3(7, 8), dim3(32, 8), 0};
  CHECK(checks::likely_image_mistake(written_where(c, rows_only, c.fill), c, &square).empty());
}

TEST_CASE("1.10 an input without effect: the experiments change the right answer", "[host][1.10]") {
  Rng rng(8);
  for (const checks::WarpCase& c :
       {checks::letterbox_case(550, 676, 640, 640, rng), checks::letterbox_case(1, 1, 1, 1, rng),
        checks::letterbox_case(97, 61, 640, 384, rng, 5, 3)}) {
    INFO(c.label);
    const std::vector<double> right = warp_ref::warp(c.src, c.m.d2i, c.dst_w, c.dst_h, c.fill);
    CHECK(warp_ref::warp(checks::inverted(c.src), c.m.d2i, c.dst_w, c.dst_h, c.fill) != right);
    const checks::WarpCase turned = checks::turned_case(c);
    if (c.src.width > 1)
      CHECK(warp_ref::warp(c.src, turned.m.d2i, c.dst_w, c.dst_h, c.fill) != right);
  }
  // A 1 x 1 source letterboxed into 1 x 1 looks the same turned by 180 degrees: that
  // experiment says nothing there, and the check skips it.
  const checks::WarpCase dot = checks::letterbox_case(1, 1, 1, 1, rng);
  CHECK(warp_ref::warp(dot.src, checks::turned_case(dot).m.d2i, 1, 1, dot.fill) ==
        warp_ref::warp(dot.src, dot.m.d2i, 1, 1, dot.fill));
  // What the known-wrong own_letterbox.cu expects, in both languages.
  CHECK_THAT(
      input_without_effect("warp_affine_bilinear", "m", "dst", false, say("warp.matrix-turned"))
          .text,
      lab::contains("m has no effect on dst: the checker gave it another matrix m"));
  CHECK_THAT(
      lab::in_chinese([] {
        return input_without_effect("warp_affine_bilinear", "src", "dst", false,
                                    say("warp.src-inverted"))
            .text;
      }),
      lab::contains("src 对 dst 没有任何影响：检查器把 src 的每个字节取反（b 变成 255 - b），"
                    "再次运行 warp_affine_bilinear，dst 却逐位不变"));
}
