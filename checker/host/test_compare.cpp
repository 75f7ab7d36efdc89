// Host tests of the comparison and diagnosis logic: the pattern hints must name the bug.
#include "checker/harness/catch.h"

#include <cmath>
#include <limits>

#include "checker/harness/compare.h"

using namespace lab;

namespace {

const float kNeverWritten = [] {
  float f;
  std::memset(&f, kPoisonByte, sizeof f);
  return f;
}();

KernelLaunch launch_1d(unsigned grid, unsigned block) { return {"k", dim3(grid), dim3(block), 0}; }

std::vector<double> iota(size_t n) {
  std::vector<double> v(n);
  for (size_t i = 0; i < n; ++i) v[i] = static_cast<double>(i) + 0.5;
  return v;
}

std::vector<float> as_float(const std::vector<double>& v) { return {v.begin(), v.end()}; }

CompareOptions options(const KernelLaunch* launch = nullptr) {
  CompareOptions o{"c", Tolerance::relative(0x1.0p-24, "test")};
  o.launch = launch;
  return o;
}

}  // namespace

TEST_CASE("compare: identical results pass", "[host][compare]") {
  const auto want = iota(1000);
  CHECK(compare(as_float(want), want, options()).ok());
}

TEST_CASE("compare: a rounded-down grid is named as such", "[host][compare]") {
  const auto want = iota(1000);
  auto got = as_float(want);
  for (size_t i = 768; i < 1000; ++i) got[i] = kNeverWritten;
  const KernelLaunch launch = launch_1d(3, 256);
  const CompareReport r = compare(got, want, options(&launch));
  CHECK(r.wrong == 232);
  CHECK(r.never_written == 232);
  CHECK_THAT(r.message, lab::contains("Round the grid up"));
  CHECK_THAT(r.message, lab::contains("c[768 (block 3, thread 0)]: got never written, want 768.5"));
}

TEST_CASE("compare: one block's worth written means the index ignores the block", "[host][compare]") {
  const auto want = iota(1000);
  auto got = as_float(want);
  for (size_t i = 256; i < 1000; ++i) got[i] = kNeverWritten;
  const KernelLaunch launch = launch_1d(4, 256);
  CHECK_THAT(compare(got, want, options(&launch)).message,
             lab::contains("blockIdx.x * blockDim.x + threadIdx.x"));
}

TEST_CASE("compare: nothing written", "[host][compare]") {
  const auto want = iota(100);
  const std::vector<float> got(100, kNeverWritten);
  CHECK_THAT(compare(got, want, options()).message, lab::contains("none of the 100 elements"));
}

TEST_CASE("compare: wrong values at block edges", "[host][compare]") {
  const auto want = iota(1024);
  auto got = as_float(want);
  for (size_t i = 0; i < 1024; i += 256) got[i] += 1.0f;
  const KernelLaunch launch = launch_1d(4, 256);
  const CompareReport r = compare(got, want, options(&launch));
  CHECK(r.wrong == 4);
  CHECK(r.never_written == 0);
  CHECK_THAT(r.message, lab::contains("block edges"));
}

TEST_CASE("compare: the list of wrong elements is capped", "[host][compare]") {
  const auto want = iota(100);
  std::vector<float> got(100, -1.0f);
  const CompareReport r = compare(got, want, options());
  CHECK(r.wrong == 100);
  CHECK_THAT(r.message, lab::contains("... and 95 more"));
  CHECK_THAT(r.message, lab::contains("Tolerance: |got - want| <= 5.96046448e-08 * |want| (test)"));
}

TEST_CASE("tolerance: NaN is never close, bounds are inclusive", "[host][compare]") {
  const Tolerance t{0.5, 0.0, "half"};
  CHECK(t.accepts(1.5, 1.0));
  CHECK_FALSE(t.accepts(1.5000001, 1.0));
  CHECK_FALSE(t.accepts(std::numeric_limits<double>::quiet_NaN(), 1.0));
  CHECK(Tolerance::exact().accepts(3.0, 3.0));
  CHECK_FALSE(Tolerance::exact().accepts(3.0, 3.0000000001));
}

TEST_CASE("compare_runs and check_unchanged report the first difference", "[host][compare]") {
  const std::vector<float> a = {1, 2, 3, 4}, b = {1, 2, 5, 4};
  CHECK(compare_runs("c", a, a).empty());
  CHECK_THAT(compare_runs("c", a, b), lab::contains("race"));
  CHECK(check_unchanged("a", a, a).empty());
  CHECK_THAT(check_unchanged("a", a, b), lab::contains("the first at index 2"));
}

TEST_CASE("compare_with: a per-element rule, poison still recognised", "[host][compare]") {
  const std::vector<double> want = {1.0, 2.0, 3.0, 4.0};
  const std::vector<double> bound = {0.0, 0.5, 0.0, 0.5};
  const std::vector<float> got = {1.0f, 2.4f, 3.1f, kNeverWritten};
  const CompareReport r = compare_with(got, want, options(), [&](size_t i, double value) {
    return std::fabs(value - want[i]) <= bound[i];
  });
  CHECK(r.wrong == 2);
  CHECK(r.never_written == 1);
  CHECK_THAT(r.message, lab::contains("c[2]: got 3.0999999"));
}
