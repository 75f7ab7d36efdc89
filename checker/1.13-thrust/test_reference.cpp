// Host tests of the 1.13 reference, the inputs and the checks: the reference is 1.12's order,
// the inputs have what the cases promise (distinct rows, ties, boxes at the threshold), and
// each known mistake, done here on the CPU, gets its own diagnosis and no other.
#include <algorithm>
#include <numeric>
#include <set>
#include <string>
#include <vector>

#include "box_cases.h"
#include "checker/harness/capture.h"
#include "checker/harness/catch.h"
#include "checker/harness/messages.h"
#include "checker/harness/seed.h"
#include "checks.h"
#include "common/language.h"
#include "reference.h"

using namespace lab;

namespace {

// A keep_and_sort done on the CPU with std::sort and a comparison of its own: `keep` says
// which boxes are kept, `before` the order the kept ones take; the rejected follow in slot order.
template <class Keep, class Before>
checks::Outcome sorted_by(const box_cases::Boxes& b, Keep keep, Before before) {
  checks::Outcome got;
  std::vector<int> kept, rejected;
  for (int s = 0; s < b.size(); ++s) (keep(b.confidences[s]) ? kept : rejected).push_back(s);
  std::sort(kept.begin(), kept.end(), before);
  got.kept = static_cast<int>(kept.size());
  got.order = kept;
  got.order.insert(got.order.end(), rejected.begin(), rejected.end());
  return got;
}

struct Fixture {
  box_cases::Boxes b;
  float threshold;
  Fixture(int n, int levels) {
    Rng rng = rng_for("1.13 host n=" + std::to_string(n));
    b = box_cases::random_boxes(n, levels, rng);
    threshold = box_cases::threshold_keeping(b.confidences, 0.5);
  }
  const std::vector<float>& c() const { return b.confidences; }
  Problems check(const checks::Outcome& got) const {
    return checks::check_kept_and_order(b.confidences, b.rows, threshold, got);
  }
  checks::Outcome right() const {
    return sorted_by(
        b, [&](float x) { return x >= threshold; },
        [&](int x, int y) { return box_sort_ref::beats(c(), b.rows, x, y); });
  }
};

std::vector<std::string> ids(const Problems& p) { return p.ids(); }

}  // namespace

TEST_CASE("1.13 inputs: distinct rows out of order, some above 2^30, ties on request",
          "[host][1.13]") {
  Rng rng = rng_for("1.13 host rows");
  const std::vector<int> rows = box_cases::distinct_rows(10000, rng);
  REQUIRE(std::set<int>(rows.begin(), rows.end()).size() == rows.size());
  REQUIRE(*std::min_element(rows.begin(), rows.end()) >= 0);
  REQUIRE(*std::max_element(rows.begin(), rows.end()) > (1 << 30));
  REQUIRE_FALSE(std::is_sorted(rows.begin(), rows.end()));
  const Fixture ties(5000, 7);
  REQUIRE(std::set<float>(ties.c().begin(), ties.c().end()).size() == 7);
  REQUIRE(std::count(ties.c().begin(), ties.c().end(), ties.threshold) > 1);
  Rng again = rng_for("1.13 host fresh");
  const box_cases::Boxes fresh = box_cases::with_new_confidences(ties.b, 7, again);
  REQUIRE(fresh.rows == ties.b.rows);
  REQUIRE(fresh.confidences != ties.c());
}

TEST_CASE("1.13 reference: 1.12's order, kept at the threshold", "[host][1.13]") {
  const std::vector<float> c = {0.5f, 0.9f, 0.5f, 0.2f, 0.9f};
  const std::vector<int> rows = {7, 30, 3, 1, 12};
  REQUIRE(box_sort_ref::kept_count(c, 0.5f) == 4);
  REQUIRE(box_sort_ref::sorted_kept(c, rows, 0.5f) == std::vector<int>{4, 1, 2, 0});
  REQUIRE(box_sort_ref::sorted_kept(c, rows, 1.0f).empty());
  REQUIRE(box_sort_ref::kept_count({}, 0.0f) == 0);
}

TEST_CASE("1.13 checks: the right answer passes, the rejected in any order", "[host][1.13]") {
  for (const Fixture& f : {Fixture(1, 0), Fixture(4097, 0), Fixture(4097, 5), Fixture(100, 1)}) {
    checks::Outcome got = f.right();
    REQUIRE(f.check(got).empty());
    std::reverse(got.order.begin() + got.kept, got.order.end());
    REQUIRE(f.check(got).empty());
  }
  REQUIRE(checks::check_kept_and_order({}, {}, 0.5f, checks::Outcome{0, {}}).empty());
}

TEST_CASE("1.13 checks: each mistake's answer gets its own diagnosis", "[host][1.13]") {
  const Fixture f(4097, 9);  // ties, and boxes at the threshold
  const auto& rows = f.b.rows;
  const auto& c = f.c();
  const auto at_least = [&](float x) { return x >= f.threshold; };

  checks::Outcome strict = sorted_by(
      f.b, [&](float x) { return x > f.threshold; },
      [&](int x, int y) { return box_sort_ref::beats(c, rows, x, y); });
  REQUIRE(ids(f.check(strict)) == std::vector<std::string>{"threshold-strict"});
  REQUIRE(f.check(strict).text().find("exactly at the threshold") != std::string::npos);

  const checks::Outcome reversed = sorted_by(f.b, at_least, [&](int x, int y) {
    return c[x] > c[y] || (c[x] == c[y] && rows[x] > rows[y]);
  });
  REQUIRE(ids(f.check(reversed)) == std::vector<std::string>{"ties-higher-row-first"});
  REQUIRE(f.check(reversed).text().find("higher row first") != std::string::npos);

  const checks::Outcome by_slot = sorted_by(
      f.b, at_least, [&](int x, int y) { return c[x] > c[y] || (c[x] == c[y] && x < y); });
  REQUIRE(ids(f.check(by_slot)) == std::vector<std::string>{"ties-out-of-order"});

  const checks::Outcome ascending = sorted_by(f.b, at_least, [&](int x, int y) {
    return c[x] < c[y] || (c[x] == c[y] && rows[x] < rows[y]);
  });
  REQUIRE(ids(f.check(ascending)) == std::vector<std::string>{"lowest-confidence-first"});

  checks::Outcome shuffled = f.right();
  std::swap(shuffled.order[0], shuffled.order[shuffled.kept - 1]);
  REQUIRE(ids(f.check(shuffled)) == std::vector<std::string>{"order-not-sorted"});

  checks::Outcome unwritten = f.right();
  unwritten.kept = -1;
  REQUIRE(ids(f.check(unwritten)) == std::vector<std::string>{"kept-never-written"});
  unwritten = f.right();
  std::fill(unwritten.order.begin() + 10, unwritten.order.end(), -1);
  REQUIRE(ids(f.check(unwritten)) == std::vector<std::string>{"order-never-written"});

  checks::Outcome keys_not_slots = f.right();
  keys_not_slots.order[3] = rows[keys_not_slots.order[3]];
  REQUIRE(ids(f.check(keys_not_slots)).front().rfind("order-", 0) == 0);

  checks::Outcome miscounted = f.right();
  miscounted.kept += 1;
  REQUIRE(ids(f.check(miscounted)) == std::vector<std::string>{"kept-count-wrong"});

  checks::Outcome rejected_first = f.right();
  std::swap(rejected_first.order[0], rejected_first.order[rejected_first.kept]);
  REQUIRE(ids(f.check(rejected_first)) == std::vector<std::string>{"rejected-among-kept"});
}

TEST_CASE("1.13 checks: a copy to the host is named, a copy on the GPU is not", "[host][1.13]") {
  int device_memory[2], host_memory[2];
  const auto is_device = [&](const void* p) {
    return p == &device_memory[0] || p == &device_memory[1];
  };
  spy::Call down;
  down.function = "cudaMemcpyAsync";
  down.action = spy::Action::copy;
  down.ptr = &host_memory[0];
  down.src = &device_memory[0];
  down.bytes = 8;
  spy::Call on_device = down;
  on_device.ptr = &device_memory[1];
  spy::Call wait;
  wait.function = "cudaStreamSynchronize";
  REQUIRE(checks::check_no_host_copy({on_device, wait}, is_device).empty());
  const Problems p = checks::check_no_host_copy({wait, on_device, down}, is_device);
  REQUIRE(ids(p) == std::vector<std::string>{"copied-to-host"});
  REQUIRE(p.text().find("copied to the host") != std::string::npos);
}

TEST_CASE("1.13 checks: Thrust's advice follows the evidence", "[host][1.13]") {
  const auto advice_for = [](const Problems& p) { return checks::with_thrust_advice(p).text(); };
  const Diagnosis wait =
      diagnose("forbidden-call-in-launcher",
               {{"function", "keep_and_sort"},
                {"calls", say("harness.forbidden.wait", {{"call", "cudaStreamSynchronize"}})},
                {"error", "x"}});
  const std::string for_wait = advice_for(wait);
  REQUIRE(for_wait.find("par_nosync does not") != std::string::npos);
  REQUIRE(for_wait.find("device_vector") == std::string::npos);
  REQUIRE(ids(checks::with_thrust_advice(wait)).back() == "forbidden-call-in-launcher");

  const Diagnosis malloc =
      diagnose("forbidden-call-in-launcher",
               {{"function", "keep_and_sort"},
                {"calls", say("harness.forbidden.allocation", {{"call", "cudaMalloc"}})},
                {"error", "x"}});
  REQUIRE(advice_for(malloc).find("device_vector") != std::string::npos);
  REQUIRE(advice_for(malloc).find("par_nosync does not") == std::string::npos);

  const Diagnosis async = diagnose("allocates-in-launcher",
                                   {{"function", "keep_and_sort"}, {"calls", "cudaMallocAsync"}});
  REQUIRE(advice_for(async).find("cudaMallocAsync on the stream") != std::string::npos);
  const Diagnosis other =
      diagnose("threshold-strict", {{"got", 1}, {"want", 2}, {"at", 1}, {"threshold", "0.5"}});
  REQUIRE(advice_for(other) == Problems(other).text());
}

TEST_CASE("1.13 checks: the diagnoses read in Chinese too", "[host][1.13]") {
  const Fixture f(100, 3);
  checks::Outcome strict = f.right();
  strict.kept = static_cast<int>(
      std::count_if(f.c().begin(), f.c().end(), [&](float x) { return x > f.threshold; }));
  const Problems p = in_chinese([&] { return f.check(strict); });
  REQUIRE(p.text().find("恰好等于阈值") != std::string::npos);
}
