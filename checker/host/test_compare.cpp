// Host tests of the comparison and diagnosis logic: the pattern hints must name the bug.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>

#include "checker/harness/catch.h"
#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"

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

// What a 1D kernel computing c[i] = want[i] leaves in c: every thread t of the launch writes
// the element index(block, thread) when it lies in [0, n); the rest stays never written.
std::vector<float> simulate(
    const std::vector<double>& want, const KernelLaunch& launch,
    const std::function<long long(long long, long long, long long)>& index) {
  std::vector<float> got(want.size(), kNeverWritten);
  for (long long b = 0; b < launch.grid.x; ++b)
    for (long long t = 0; t < launch.block.x; ++t) {
      const long long i = index(b, launch.block.x, t);
      if (i >= 0 && i < static_cast<long long>(want.size())) got[i] = static_cast<float>(want[i]);
    }
  return got;
}

KernelLaunch rounded_up(size_t n, unsigned block) {
  return launch_1d(static_cast<unsigned>((n + block - 1) / block), block);
}

bool has_id(const Problems& message, const std::string& id) {
  const auto ids = message.ids();
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

std::string text(const Problems& message) { return message.text(); }

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
  CHECK_THAT(text(r.message), lab::contains("Round the grid up"));
  CHECK_THAT(text(r.message),
             lab::contains("c[768 (block 3, thread 0)]: got never written, want 768.5"));
}

TEST_CASE("compare: one block's worth written means the index ignores the block",
          "[host][compare]") {
  const auto want = iota(1000);
  auto got = as_float(want);
  for (size_t i = 256; i < 1000; ++i) got[i] = kNeverWritten;
  const KernelLaunch launch = launch_1d(4, 256);
  CHECK_THAT(text(compare(got, want, options(&launch)).message),
             lab::contains("blockIdx.x * blockDim.x + threadIdx.x"));
}

TEST_CASE("compare: nothing written", "[host][compare]") {
  const auto want = iota(100);
  const std::vector<float> got(100, kNeverWritten);
  CHECK_THAT(text(compare(got, want, options()).message),
             lab::contains("none of the 100 elements"));
}

TEST_CASE("compare: wrong values at block edges", "[host][compare]") {
  const auto want = iota(1024);
  auto got = as_float(want);
  for (size_t i = 0; i < 1024; i += 256) got[i] += 1.0f;
  const KernelLaunch launch = launch_1d(4, 256);
  const CompareReport r = compare(got, want, options(&launch));
  CHECK(r.wrong == 4);
  CHECK(r.never_written == 0);
  CHECK_THAT(text(r.message), lab::contains("block edges"));
}

TEST_CASE("compare: the list of wrong elements is capped", "[host][compare]") {
  const auto want = iota(100);
  std::vector<float> got(100, -1.0f);
  const CompareReport r = compare(got, want, options());
  CHECK(r.wrong == 100);
  CHECK_THAT(text(r.message), lab::contains("... and 95 more"));
  CHECK_THAT(text(r.message),
             lab::contains("Tolerance: |got - want| <= 5.96046448e-08 * |want| (test)"));
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
  CHECK_THAT(text(compare_runs("c", a, b)), lab::contains("race"));
  CHECK(check_unchanged("a", a, a).empty());
  CHECK_THAT(text(check_unchanged("a", a, b)), lab::contains("the first at index 2"));
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
  CHECK_THAT(text(r.message), lab::contains("c[2]: got 3.0999999"));
}

TEST_CASE("compare: an index that sends most threads past n is not called a rounded-down grid",
          "[host][compare]") {
  // i = blockIdx.x * blockDim.x * 2 + threadIdx.x and blockIdx.x * blockDim.x * blockDim.x +
  // threadIdx.x, on a grid rounded up correctly: never "grid rounded down", never "written
  // twice" where nothing was; the hint names the block offset or the index formula.
  const std::function<long long(long long, long long, long long)> formulas[] = {
      [](long long b, long long d, long long t) { return b * d * 2 + t; },
      [](long long b, long long d, long long t) { return b * d * d + t; }};
  for (const auto& index : formulas) {
    for (size_t n : {257, 300, 513, 1000, 65537, 100000}) {
      INFO("n = " << n);
      const auto want = iota(n);
      const KernelLaunch launch = rounded_up(n, 256);
      const Problems m = compare(simulate(want, launch, index), want, options(&launch)).message;
      CHECK_FALSE(has_id(m, "grid-rounded-down"));
      CHECK_FALSE(has_id(m, "grid-too-small"));
      CHECK_FALSE(has_id(m, "tail-unwritten"));
      CHECK((has_id(m, "first-block-only") || has_id(m, "unwritten-gaps")));
      CHECK_THAT(text(m), lab::contains("blockIdx.x * blockDim.x * 2"));
      CHECK_THAT(text(m), !lab::contains("grid rounded down"));
    }
  }
}

TEST_CASE("compare: the evidence for a rounded-down grid", "[host][compare]") {
  const auto want = iota(1000);
  const auto correct = [](long long b, long long d, long long t) { return b * d + t; };
  SECTION("a tail shorter than a block, exactly past grid x block: rounded down") {
    const KernelLaunch launch = launch_1d(3, 256);
    const Problems m = compare(simulate(want, launch, correct), want, options(&launch)).message;
    CHECK(has_id(m, "grid-rounded-down"));
    CHECK_THAT(text(m), lab::contains("Round the grid up"));
  }
  SECTION("short by more than a block: too small, not merely rounded down") {
    const KernelLaunch launch = launch_1d(2, 256);
    const Problems m = compare(simulate(want, launch, correct), want, options(&launch)).message;
    CHECK(has_id(m, "grid-too-small"));
    CHECK_THAT(text(m), !lab::contains("Round the grid up"));
  }
  SECTION("enough threads, the last element left out: a bounds check that stops early") {
    const KernelLaunch launch = rounded_up(1000, 256);
    auto got = as_float(want);
    got[999] = kNeverWritten;
    const Problems m = compare(got, want, options(&launch)).message;
    CHECK(has_id(m, "tail-unwritten"));
    CHECK_THAT(text(m), lab::contains("bounds check that stops early"));
    CHECK_THAT(text(m), !lab::contains("Round the grid up"));
  }
  SECTION("four elements per thread, the remainder after the last float4 left out") {
    const auto odd = iota(1002);
    const KernelLaunch launch = rounded_up(1002 / 4, 256);
    auto got = as_float(odd);
    got[1000] = got[1001] = kNeverWritten;
    const Problems m = compare(got, odd, options(&launch)).message;
    CHECK(has_id(m, "tail-unwritten"));
    CHECK_THAT(text(m), lab::contains("several elements"));
  }
  SECTION("no launch shape known: the causes are named, none is asserted") {
    auto got = as_float(want);
    for (size_t i = 990; i < 1000; ++i) got[i] = kNeverWritten;
    const Problems m = compare(got, want, options()).message;
    CHECK(has_id(m, "tail-unwritten"));
    CHECK_THAT(text(m), lab::contains("Too few threads for n, a bounds check"));
  }
}

TEST_CASE("compare: one element twice its value is a value relation, not a position",
          "[host][compare]") {
  const auto want = iota(1);
  const KernelLaunch launch = rounded_up(1, 256);
  const std::vector<float> got = {static_cast<float>(2 * want[0])};
  const Problems m = compare(got, want, options(&launch)).message;
  CHECK(has_id(m, "value-multiple"));
  CHECK_FALSE(has_id(m, "block-edges"));
  CHECK_THAT(text(m), lab::contains("twice its right value"));
}

TEST_CASE("compare: k times the value, within the rounding of adding k float results",
          "[host][compare]") {
  // c[i] = fl(s + s + s) with s = fl(a + b): 3 s up to two roundings, not one.
  std::vector<double> want;
  std::vector<float> got;
  for (int i = 0; i < 1000; ++i) {
    const float a = 1.0f + i * 0.37f, b = 0.1f * i;
    const float s = a + b;
    want.push_back(double(a) + b);
    got.push_back(s + s + s);
  }
  const CompareReport r = compare(got, want, options());
  CHECK(r.wrong == 1000);
  CHECK(has_id(r.message, "value-multiple"));
  CHECK_THAT(text(r.message), lab::contains("exactly 3 times its right value"));
  got[500] += 1.0f;  // one that is not 3 s: the relation no longer fits all the evidence
  CHECK_FALSE(has_id(compare(got, want, options()).message, "value-multiple"));
}

TEST_CASE("compare: block edges need positional evidence", "[host][compare]") {
  const KernelLaunch one = launch_1d(1, 256);
  // n = 1 and n = 3: an edge is every or every third position, so landing there means nothing.
  CHECK_FALSE(
      has_id(compare(std::vector<float>{-1.0f}, iota(1), options(&one)).message, "block-edges"));
  CHECK_FALSE(has_id(compare(std::vector<float>{-1.0f, 1.5f, 2.5f}, iota(3), options(&one)).message,
                     "block-edges"));
  const auto want = iota(1024);
  const KernelLaunch launch = launch_1d(4, 256);
  auto got = as_float(want);
  got[255] += 1.0f;  // 8 edges in 1024 positions: even one wrong element there is telling
  CHECK(has_id(compare(got, want, options(&launch)).message, "block-edges"));
  got[300] += 1.0f;
  CHECK_FALSE(has_id(compare(got, want, options(&launch)).message, "block-edges"));
  CHECK(positional_evidence(1, 8, 1024));
  CHECK_FALSE(positional_evidence(1, 1, 1));
  CHECK_FALSE(positional_evidence(2, 64, 256));  // 1 in 16
  CHECK(positional_evidence(3, 64, 256));        // 1 in 64
}

TEST_CASE("compare: wrong values in the last, partial block", "[host][compare]") {
  const auto want = iota(1000);
  const KernelLaunch launch = rounded_up(1000, 256);
  auto got = as_float(want);
  for (size_t i = 900; i < 1000; ++i) got[i] = -1.0f;
  CHECK(has_id(compare(got, want, options(&launch)).message, "last-block-wrong"));
  const auto full = iota(1024);  // no partial block: the tail is only a tail
  auto got_full = as_float(full);
  for (size_t i = 1000; i < 1024; ++i) got_full[i] = -1.0f;
  const KernelLaunch four = launch_1d(4, 256);
  const Problems m = compare(got_full, full, options(&four)).message;
  CHECK(has_id(m, "tail-wrong"));
  CHECK_THAT(text(m), !lab::contains("partial block"));
}

TEST_CASE("second_call_problems: stale output, or a wrong second call", "[host][compare]") {
  CHECK(second_call_problems("f", "c", true, Problems()).empty());
  const Problems stale =
      second_call_problems("f", "c", true, Problems("3 of 3 elements of c are wrong"));
  CHECK(has_id(stale, "stale-second-call"));
  CHECK_THAT(text(stale), lab::contains("the second call returned the first call's result"));
  const Problems wrong =
      second_call_problems("f", "c", false, Problems("3 of 3 elements of c are wrong"));
  CHECK_FALSE(has_id(wrong, "stale-second-call"));
  CHECK_THAT(text(wrong), lab::contains("3 of 3 elements of c are wrong"));
  CHECK(same_bits(std::vector<float>{1, 2}, std::vector<float>{1, 2}));
  CHECK_FALSE(same_bits(std::vector<float>{0.0f}, std::vector<float>{-0.0f}));
}

TEST_CASE("captured call: no kernel on the stream, and nothing written anywhere",
          "[host][compare]") {
  const CapturedCall none;
  const Problems elsewhere = none.problems("f", 1, [] { return true; });
  CHECK(has_id(elsewhere, "wrong-stream"));
  CHECK_THAT(text(elsewhere), lab::contains("on the stream it was given"));
  CHECK_THAT(text(elsewhere), lab::contains("did run and write its output"));
  const Problems nowhere = none.problems("f", 1, [] { return false; });
  CHECK(has_id(nowhere, "no-launch"));
  CHECK_THAT(text(nowhere), !lab::contains("did run"));
  CHECK(has_id(none.problems("f", 1), "wrong-stream"));
}

TEST_CASE("generic diagnoses carry their ids", "[host][compare]") {
  const std::vector<float> a = {1, 2, 3, 4}, b = {1, 2, 5, 4};
  CHECK(has_id(compare_runs("c", a, b), "nondeterministic-result"));
  CHECK(has_id(check_unchanged("a", a, b), "input-modified"));
  const auto want = iota(10);
  CHECK(has_id(compare(std::vector<float>(10, kNeverWritten), want, options()).message,
               "never-written"));
}

TEST_CASE("input_without_effect: says how the input was changed", "[host][compare]") {
  CHECK(input_without_effect("f", "a", "c", true).text.empty());
  const Diagnosis negated = input_without_effect("f", "b", "c", false);
  CHECK(negated.id == "input-has-no-effect");
  CHECK_THAT(negated.text, lab::contains("b has no effect on c: the checker negated every element "
                                         "of b and ran f again"));
  const Diagnosis doubled =
      input_without_effect("f", "B", "C", false, say("harness.input-doubled", {{"input", "B"}}));
  CHECK_THAT(doubled.text, lab::contains("the checker doubled every element of B and ran f"));
}

TEST_CASE("guards: a poisoned and a canary value are told by their bytes alone",
          "[host][compare]") {
  float poison, canary;
  std::memset(&poison, lab::kPoisonByte, sizeof poison);
  std::memset(&canary, lab::kCanaryByte, sizeof canary);
  CHECK(lab::is_poison(poison));
  CHECK_FALSE(lab::is_canary(poison));
  CHECK(lab::is_canary(canary));
  CHECK_FALSE(lab::is_poison(canary));
  for (float other : {0.0f, -2.87351825e-16f * 2, 1.0f}) {
    CHECK_FALSE(lab::is_poison(other));
    CHECK_FALSE(lab::is_canary(other));
  }
}
