// Host tests of the 1.7 references and tolerances: they must accept every float result a
// correct kernel can produce and reject the answers of typical wrong kernels.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "checker/harness/capture.h"
#include "checker/harness/catch.h"
#include "checker/harness/compare.h"
#include "checker/harness/guarded.h"
#include "checker/harness/messages.h"
#include "checker/harness/seed.h"
#include "launch_shape.h"
#include "reference.h"

using namespace lab;
namespace ref = lab::shared_memory_ref;

namespace {

// The float sum of in[i - radius .. i + radius] (zero outside), added forwards or backwards.
std::vector<float> float_stencil(const std::vector<float>& in, int radius, bool backwards,
                                 int skip_offset = 1 << 30) {
  const int n = static_cast<int>(in.size());
  std::vector<float> out(n);
  for (int i = 0; i < n; ++i) {
    float sum = 0.0f;
    for (int k = -radius; k <= radius; ++k) {
      const int j = backwards ? i - k : i + k;
      if (j >= 0 && j < n && k != skip_offset) sum += in[j];
    }
    out[i] = sum;
  }
  return out;
}

// What a launch of `grid` blocks of 256 threads leaves in out when thread t of block b writes
// the right sum at index(b, t) (when it lies in [0, n)); the rest stays poison.
std::vector<float> written_by(const std::vector<double>& want, unsigned grid,
                              long long (*index)(long long b, long long t, long long grid)) {
  std::vector<float> out(want.size());
  std::memset(out.data(), kPoisonByte, out.size() * sizeof(float));
  for (long long b = 0; b < grid; ++b)
    for (long long t = 0; t < 256; ++t) {
      const long long i = index(b, t, grid);
      if (i < static_cast<long long>(out.size())) out[i] = static_cast<float>(want[i]);
    }
  return out;
}

std::vector<float> as_floats(const std::vector<double>& v) { return {v.begin(), v.end()}; }

long long with_block_dim(long long b, long long t, long long) { return b * 256 + t; }
long long with_grid_dim(long long b, long long t, long long grid) { return b * grid + t; }

KernelLaunch launch_of(unsigned grid, dim3 block) { return {"k", dim3(grid), block, 0}; }

size_t outside_bound(const std::vector<float>& got, const ref::StencilReference& want) {
  size_t count = 0;
  for (size_t i = 0; i < got.size(); ++i)
    count += !(std::fabs(static_cast<double>(got[i]) - want.sum[i]) <= want.bound[i]);
  return count;
}

}  // namespace

TEST_CASE("1.7 reference: block_scale accepts float products, rejects another block's scale",
          "[host][1.7]") {
  Rng rng(71);
  const auto in = random_floats(1000, rng), scale = random_floats(4, rng);
  const auto want = ref::block_scale(in, scale, 256);
  std::vector<float> right(in.size()), shifted(in.size());
  for (size_t i = 0; i < in.size(); ++i) {
    right[i] = in[i] * scale[i / 256];
    shifted[i] = in[i] * scale[(i / 256 + 1) % 4];
  }
  CompareOptions opt{"out", ref::block_scale_tolerance()};
  CHECK(compare(right, want, opt).ok());
  CHECK(compare(shifted, want, opt).wrong == in.size());
}

TEST_CASE("1.7 reference: block_reverse reverses each chunk, the last one on its own",
          "[host][1.7]") {
  const std::vector<float> data = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  CHECK(ref::block_reverse(data, 4) == std::vector<double>{3, 2, 1, 0, 7, 6, 5, 4, 9, 8});
  CHECK(ref::block_reverse(data, 1) == std::vector<double>(data.begin(), data.end()));
  CHECK(ref::block_reverse(data, 16) == std::vector<double>{9, 8, 7, 6, 5, 4, 3, 2, 1, 0});
}

TEST_CASE("1.7 reference: stencil sums, zero outside the array", "[host][1.7]") {
  const auto want = ref::stencil_sum(std::vector<float>(10, 1.0f), 1);
  CHECK(want.sum == std::vector<double>{2, 3, 3, 3, 3, 3, 3, 3, 3, 2});
  CHECK(ref::stencil_sum({5, 7}, 0).bound == std::vector<double>{0, 0});  // no addition: exact
}

TEST_CASE("1.7 reference: the stencil bound accepts any summation order, rejects a missing term",
          "[host][1.7]") {
  Rng rng(72);
  const auto in = random_floats(20000, rng);
  for (int radius : {1, 8, 300}) {
    INFO("radius " << radius);
    const auto want = ref::stencil_sum(in, radius);
    CHECK(outside_bound(float_stencil(in, radius, false), want) == 0);
    CHECK(outside_bound(float_stencil(in, radius, true), want) == 0);
    // One neighbour left out (a halo off by one). With 601 terms the bound (about 0.5)
    // exceeds the smallest inputs (2^-8), so leaving out a small one is within rounding there.
    const size_t caught = radius <= 8 ? in.size() * 99 / 100 : in.size() / 3;
    CHECK(outside_bound(float_stencil(in, radius, false, radius), want) > caught);
  }
}

TEST_CASE("1.7 reference: a sum that read values outside the input, within its rounding",
          "[host][1.7]") {
  // The checker's guard value 2^24 read m times: the float sum is m * 2^24 off, and rounds on
  // that much more magnitude (at 2^24 a float's spacing is 2, so each later addition may be
  // 1 off). extra_rounding says how much more than the bound of the right sum that can be.
  constexpr float kOutside = 16777216.0f;
  Rng rng(73);
  for (int radius : {1, 8, 64}) {
    INFO("radius " << radius);
    const auto in = random_floats(4096, rng);
    const auto want = ref::stencil_sum(in, radius);
    for (int m : {1, 2}) {
      size_t outside = 0;
      for (size_t i = radius; i + radius < in.size(); i += 97) {
        float sum = 0.0f;
        for (int j = 0; j < m; ++j) sum += kOutside;  // the outside values come first: worst case
        for (int k = -radius; k <= radius; ++k) sum += in[i + k];
        const double error = static_cast<double>(sum) - want.sum[i] - m * double(kOutside);
        outside +=
            std::fabs(error) > want.bound[i] + ref::extra_rounding(radius, m * double(kOutside));
      }
      CHECK(outside == 0);
    }
  }
  CHECK(ref::extra_rounding(0, 1e9) == 0.0);  // a single term: nothing is rounded
}

TEST_CASE("1.7 diagnoses in Chinese: filled in, with code and numbers kept", "[host][1.7]") {
  const auto zh = Language::zh;
  const std::string chunk = say_in(zh, "shared-memory.chunk-buffer", {{"chunk", 256}});
  const std::string d = say_in(zh, "dynamic-shared-too-small",
                               {{"function", "block_reverse"},
                                {"launch", "grid (4, 1, 1), block (256, 1, 1)"},
                                {"bytes", 100},
                                {"what", chunk},
                                {"needed", 1024}});
  CHECK(d.rfind("block_reverse 启动核函数（grid (4, 1, 1), block (256, 1, 1)）"
                "时只给了 100 字节的动态共享内存",
                0) == 0);
  CHECK(d.find("而分段缓冲区（chunk * sizeof(float)，chunk = 256）需要 1024 字节") !=
        std::string::npos);
  CHECK(d.find("kernel<<<grid, block, bytes, stream>>>") != std::string::npos);
  CHECK(d.find('{') == std::string::npos);
  const std::string halo = say_in(
      zh, "halo-edges", {{"edge", 3}, {"last_low", 2}, {"first_high", 253}, {"last_high", 255}});
  CHECK(halo.find("距线程块边缘不到 3 的线程（线程 0..2 或 253..255）") != std::string::npos);
  CHECK(say_in(zh, "shared-memory.hint", {{"hint", say_in(zh, "first-warp-right")}})
            .rfind("提示：所有错误元素", 0) == 0);
  CHECK(say_in(zh, "shared-memory.failed-case-after",
               {{"label", "n = 33"}, {"passed", "n = 1, 31"}, {"problems", "P"}}) ==
        "n = 33（已通过：n = 1, 31）：\nP");
  // The same diagnosis in English still says what the known-wrong variant expects.
  CHECK(say_in(Language::en, "dynamic-shared-too-small", {{"bytes", 0}})
            .find("bytes of dynamic shared memory") != std::string::npos);
}

TEST_CASE("1.7 launch shape: an index with gridDim.x where blockDim.x belongs is named",
          "[host][1.7]") {
  Rng rng(74);
  const auto want = ref::stencil_sum(random_floats(1000, rng), 3).sum;
  // 4 blocks of 256 starting at b * 4: elements 0..267 written, the rest never.
  const Diagnosis named =
      checks::grid_dim_finding(written_by(want, 4, with_grid_dim), launch_of(4, dim3(256)));
  CHECK(named.id == "grid-dim-for-block-dim");
  CHECK_THAT(named.text, lab::contains("your index uses gridDim.x where blockDim.x belongs"));
  CHECK_THAT(named.text,
             lab::contains("reaches exactly the 268 of the 1000 indices that were written"));
  // 257 blocks of 256 for 2^16 + 1 elements: gaps of one element after every block.
  const auto many = ref::stencil_sum(random_floats(65537, rng), 1).sum;
  CHECK(checks::grid_dim_finding(written_by(many, 257, with_grid_dim), launch_of(257, dim3(256)))
            .id == "grid-dim-for-block-dim");

  // Evidence against it: a right result, a grid rounded down (the first 768 written, not 268),
  // and one block, where both indices are the same.
  CHECK(checks::grid_dim_finding(as_floats(want), launch_of(4, dim3(256))).text.empty());
  CHECK(checks::grid_dim_finding(written_by(want, 3, with_block_dim), launch_of(3, dim3(256)))
            .text.empty());
  const auto one_block = ref::stencil_sum(random_floats(300, rng), 0).sum;
  CHECK(checks::grid_dim_finding(written_by(one_block, 1, with_grid_dim), launch_of(1, dim3(256)))
            .text.empty());
  // One element written that the model does not reach.
  std::vector<float> extra = written_by(want, 4, with_grid_dim);
  extra[900] = 1.0f;
  CHECK(checks::grid_dim_finding(extra, launch_of(4, dim3(256))).text.empty());
}

TEST_CASE("1.7 launch shape: a block that is not the contract's tile is named before running",
          "[host][1.7]") {
  const Diagnosis fixed = checks::block_shape_problem(launch_of(10, dim3(256)), 100,
                                                      "shared-memory.reverse-block-shape");
  CHECK(fixed.id == "tile-block-mismatch");
  CHECK_THAT(fixed.text, lab::contains("the block and the tile do not match"));
  CHECK_THAT(fixed.text, lab::contains("blocks of (100, 1, 1) threads"));
  CHECK(checks::block_shape_problem(launch_of(10, dim3(100)), 100,
                                    "shared-memory.reverse-block-shape")
            .text.empty());
  CHECK(checks::block_shape_problem(launch_of(4, dim3(256, 2)), 256,
                                    "shared-memory.scale-block-shape")
            .id == "tile-block-mismatch");
  CHECK(checks::block_shape_problem(launch_of(4, dim3(256)), 256, "shared-memory.scale-block-shape")
            .text.empty());
}

TEST_CASE("1.7 diagnoses in Chinese: launch shape and an input without effect", "[host][1.7]") {
  const auto zh = Language::zh;
  CHECK_THAT(say_in(zh, "grid-dim-for-block-dim",
                    {{"axis", "x"},
                     {"launch", "grid (4, 1, 1), block (256, 1, 1)"},
                     {"extent", 1000},
                     {"reached", 268}}),
             lab::contains("你的索引（沿 x）在该用 blockDim.x 的地方用了 gridDim.x"));
  CHECK_THAT(say_in(zh, "shared-memory.reverse-block-shape",
                    {{"launch", "grid (10, 1, 1), block (256, 1, 1)"}, {"want", 100}}),
             lab::contains("线程块与 tile 不匹配"));
  // What the known-wrong scale_from_in.cu expects, from the doubling experiment.
  CHECK_THAT(
      input_without_effect("block_scale", "scale", "out", false,
                           say("harness.input-doubled", {{"input", "scale"}}))
          .text,
      lab::contains("scale has no effect on out: the checker doubled every element of scale"));
}
