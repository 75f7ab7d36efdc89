// Host tests of the 1.9 reference and the order-free comparison: it must accept every
// allowed answer (any order, any `capacity` of the matches when out is too small) and
// reject, with the fitting diagnosis, the answers the known mistakes produce.
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <random>

#include "checker/harness/catch.h"
#include "checker/harness/guarded.h"
#include "checker/harness/messages.h"
#include "checker/harness/seed.h"
#include "checks.h"
#include "reference.h"

using namespace lab;
using checks::check_kept;
using checks::Outcome;

namespace {

KeptItem poison() {
  KeptItem r;
  std::memset(static_cast<void*>(&r), kPoisonByte, sizeof r);
  return r;
}

// A correct answer: the matches in a shuffled order, at most `capacity` of them.
Outcome correct(const std::vector<float>& input, float threshold, int capacity, uint64_t seed) {
  std::vector<int> kept = keep_items_ref::matching_indices(input, threshold);
  std::shuffle(kept.begin(), kept.end(), std::mt19937_64(seed));
  Outcome o;
  o.count_before = 7;
  o.count = static_cast<int>(kept.size());
  o.slots.assign(capacity, poison());
  for (int s = 0; s < capacity && s < o.count; ++s) o.slots[s] = {input[kept[s]], kept[s]};
  return o;
}

struct Fixture {
  std::vector<float> input;
  float threshold;
  int matches;
  Fixture(int n, double fraction) {
    Rng rng(99);
    input = random_floats(n, rng);
    threshold = keep_items_ref::threshold_keeping(input, fraction);
    matches = static_cast<int>(keep_items_ref::matching_indices(input, threshold).size());
  }
};

bool mentions(const std::string& text, const std::string& needle) {
  return text.find(needle) != std::string::npos;
}

}  // namespace

TEST_CASE("1.9 reference: matches and thresholds", "[host][1.9]") {
  CHECK(keep_items_ref::matching_indices({3, 1, 4, 1, 5}, 3) == std::vector<int>{0, 2, 4});
  CHECK(keep_items_ref::matching_indices({}, 0).empty());
  const std::vector<float> input = {5, 1, 4, 2, 3, 9, 8, 7, 6, 0};
  CHECK(keep_items_ref::threshold_keeping(input, 0.1) == 9);
  CHECK(keep_items_ref::threshold_keeping(input, 0.5) == 5);
  CHECK(keep_items_ref::threshold_keeping(input, 0.0) == 9);  // at least one element
  CHECK(keep_items_ref::threshold_keeping(input, 1.0) == 0);
  std::vector<float> demo(100000);
  for (size_t i = 0; i < demo.size(); ++i) demo[i] = static_cast<float>(i % 100);
  CHECK(keep_items_ref::matching_indices(demo, 99).size() == 1000);  // the course's demo
}

TEST_CASE("1.9 check: accepts any order and any `capacity` of the matches", "[host][1.9]") {
  const Fixture f(5000, 0.1);
  for (uint64_t seed : {1, 2, 3}) {
    CHECK(check_kept(f.input, f.threshold, correct(f.input, f.threshold, f.matches, seed))
              .text()
              .empty());
    CHECK(check_kept(f.input, f.threshold, correct(f.input, f.threshold, f.matches + 9, seed))
              .text()
              .empty());
    CHECK(check_kept(f.input, f.threshold, correct(f.input, f.threshold, f.matches / 3, seed))
              .text()
              .empty());
    CHECK(check_kept(f.input, f.threshold, correct(f.input, f.threshold, 0, seed)).text().empty());
  }
  CHECK(check_kept({}, 0.0f, correct({}, 0.0f, 4, 1)).text().empty());
}

TEST_CASE("1.9 check: diagnoses the answers of the known mistakes", "[host][1.9]") {
  const Fixture f(5000, 0.5);
  const Outcome good = correct(f.input, f.threshold, f.matches + 5, 4);

  SECTION("the untouched skeleton: nothing counted, nothing written") {
    Outcome o = good;
    o.count = 0;
    std::fill(o.slots.begin(), o.slots.end(), poison());
    CHECK(mentions(check_kept(f.input, f.threshold, o).text(), "no element was counted"));
    std::vector<float> demo(1000);  // every match equals the threshold: nothing is "> only"
    for (size_t i = 0; i < demo.size(); ++i) demo[i] = static_cast<float>(i % 100);
    Outcome d = correct(demo, 99, 20, 1);
    d.count = 0;
    std::fill(d.slots.begin(), d.slots.end(), poison());
    CHECK(mentions(check_kept(demo, 99, d).text(), "no element was counted"));
  }
  SECTION("one slot to fill, never written: not called a shift") {
    const std::vector<float> input = {1.0f};
    Outcome o = correct(input, 0.5f, 1, 1);
    o.count = 0;
    o.slots[0] = poison();
    const std::string d = check_kept(input, 0.5f, o).text();
    CHECK(mentions(d, "no element was counted"));
    CHECK(!mentions(d, "one slot too far"));
  }
  SECTION("counter not reset: the stale value plus the matches") {
    Outcome o = good;
    o.count_before = 1000;
    o.count = 1000 + f.matches;
    const std::string d = check_kept(f.input, f.threshold, o).text();
    CHECK(mentions(d, "counter was not reset"));
    CHECK(!mentions(d, "out holds"));  // the count explains it all
  }
  SECTION("non-atomic count++: lost increments, overwritten slots") {
    Outcome o = good;
    o.count = f.matches - 700;
    for (int s = f.matches - 900; s < f.matches; ++s) o.slots[s] = poison();
    const std::string d = check_kept(f.input, f.threshold, o).text();
    CHECK(mentions(d, "race"));
    CHECK(!mentions(d, "are the last ones"));
    CHECK(mentions(d, "never written"));
    CHECK(mentions(d, "missing from out"));
  }
  SECTION("a shortfall whose missing matches are the last ones: not examined, not a race") {
    // Sorted slots, as one pass over the input would fill them, with the last matches missing.
    std::vector<int> kept = keep_items_ref::matching_indices(f.input, f.threshold);
    Outcome o;
    o.count = f.matches - 50;
    o.slots.assign(f.matches + 5, poison());
    for (int s = 0; s < o.count; ++s) o.slots[s] = {f.input[kept[s]], kept[s]};
    const std::string d = check_kept(f.input, f.threshold, o).text();
    CHECK(mentions(d, "are the last ones"));
    CHECK(!mentions(d, "race"));
    Outcome small = o;  // out too small to show which are missing: both causes named
    small.slots.resize(100);
    const std::string both = check_kept(f.input, f.threshold, small).text();
    CHECK(mentions(both, "no thread examined"));
    CHECK(mentions(both, "race"));
  }
  SECTION("the atomic's return value + 1: every record one slot too far") {
    Outcome o = good;
    std::rotate(o.slots.begin(), o.slots.begin() + (o.slots.size() - 1), o.slots.end());
    CHECK(mentions(check_kept(f.input, f.threshold, o).text(),
                   "atomicAdd returns the value before the addition"));
    Outcome full = correct(f.input, f.threshold, 100, 5);  // out too small: the last slot is lost
    std::rotate(full.slots.begin(), full.slots.begin() + 99, full.slots.end());
    full.slots[0] = poison();
    CHECK(mentions(check_kept(f.input, f.threshold, full).text(),
                   "atomicAdd returns the value before the addition"));
  }
  SECTION("no bounds check: indices >= n, counted too") {
    Outcome o = good;
    o.count = f.matches + 3;
    for (int k = 0; k < 3; ++k) o.slots[f.matches + k] = {3.4e38f, 5000 + k};
    const std::string d = check_kept(f.input, f.threshold, o).text();
    CHECK(mentions(d, "too many were counted"));
    CHECK(mentions(d, "index >= n"));
    CHECK(mentions(d, "bounds check"));
  }
  SECTION("> instead of >=") {
    const std::vector<float> input = {1, 2, 2, 3, 2};
    Outcome o = correct(input, 2.5f, 5, 1);
    o.count_before = 0;
    // The count is the fact; ">" is a cause, judged over the whole run (cause_rules.cpp).
    const Problems p = check_kept(input, 2.0f, o);
    CHECK(mentions(p.text(), "*count = 1"));
    REQUIRE(p.causes().size() == 1);
    CHECK(p.causes()[0].id == "greater-instead-of-greater-equal");
    CHECK(mentions(p.causes()[0].text, "must be kept too"));
  }
  SECTION("a count that stops at the capacity") {
    Outcome o = good;
    const int capacity = f.matches - 2;
    o.slots.resize(capacity);
    o.count = capacity;
    const Problems p = check_kept(f.input, f.threshold, o);
    REQUIRE(!p.causes().empty());
    CHECK(p.causes()[0].id == "count-stops-at-capacity");
    CHECK(mentions(p.causes()[0].text, "stopped at the capacity"));
  }
  SECTION("records that are not copies, not matches, or twice in out") {
    Outcome o = good;
    o.slots[0].value += 1.0f;
    CHECK(mentions(check_kept(f.input, f.threshold, o).text(), "copied exactly"));
    o = good;
    o.slots[1] = o.slots[2];
    CHECK(mentions(check_kept(f.input, f.threshold, o).text(), "more than once"));
    o = good;
    const int below = static_cast<int>(
        std::find_if(f.input.begin(), f.input.end(), [&](float x) { return x < f.threshold; }) -
        f.input.begin());
    o.slots[3] = {f.input[below], below};
    CHECK(mentions(check_kept(f.input, f.threshold, o).text(), "below the threshold"));
  }
  SECTION("a record written past the matches") {
    Outcome o = good;
    o.slots[f.matches + 2] = o.slots[0];
    CHECK(mentions(check_kept(f.input, f.threshold, o).text(), "were written, although only"));
  }
  SECTION("out too small, but fewer than `capacity` records written") {
    Outcome o = correct(f.input, f.threshold, 100, 6);
    o.slots[50] = poison();
    CHECK(mentions(check_kept(f.input, f.threshold, o).text(), "never written"));
  }
  SECTION("records stored past the capacity (seen in the guard band)") {
    const std::string d =
        checks::past_capacity_problem(
            20, lab::Problems(
                    "wrote past the end of out: 980 element(s) between out[20] and out[999] were "
                    "changed (n = 20). "))
            .text();
    CHECK(mentions(d, "if (slot < capacity)"));
    CHECK(mentions(d, "between out[20] and out[999]"));
  }
}

TEST_CASE("1.9 check: the diagnoses in Chinese (LAB_LANG=zh)", "[host][1.9]") {
  const Fixture f(5000, 0.5);
  const Outcome good = correct(f.input, f.threshold, f.matches + 5, 4);
  Outcome skeleton = good;  // nothing counted, nothing written
  skeleton.count = 0;
  std::fill(skeleton.slots.begin(), skeleton.slots.end(), poison());
  Outcome stale = good;  // the counter kept its value from before the call
  stale.count_before = 1000;
  stale.count = 1000 + f.matches;
  Outcome shifted = good;  // the atomic's return value + 1
  std::rotate(shifted.slots.begin(), shifted.slots.begin() + (shifted.slots.size() - 1),
              shifted.slots.end());

  std::string nothing, not_reset, plus_one, past;
  {
    const lab::ScopedLanguage chinese("zh");
    nothing = check_kept(f.input, f.threshold, skeleton).text();
    not_reset = check_kept(f.input, f.threshold, stale).text();
    plus_one = check_kept(f.input, f.threshold, shifted).text();
    past = checks::past_capacity_problem(20, lab::Problems("REPORT")).text();
  }

  const std::string head =
      "调用后 *count = 0，但 input 中有 " + std::to_string(f.matches) + " 个元素 >= threshold";
  CHECK(mentions(nothing, head + "：没有任何元素被计数。"));
  CHECK(mentions(nothing, "必须存放 " + std::to_string(f.matches) +
                              " 条互不相同的记录（全部匹配元素，顺序任意）；实际有 0 条。"));
  CHECK(mentions(not_reset, "这正是计数器在调用前的值 1000 加上匹配数。计数器没有被重置"));
  CHECK(mentions(plus_one,
                 "每条记录都往后错了一个位置：out[0] 从未被写入，并且 out[" +
                     std::to_string(f.matches) +
                     "]（最后一条记录之后的那个位置）被写入了。atomicAdd 返回的是相加之前的值"));
  CHECK(mentions(past, "（if (slot < capacity)）"));
  CHECK(mentions(past, "。\n  REPORT"));
  for (const std::string* d : {&nothing, &not_reset, &plus_one, &past}) CHECK(!mentions(*d, "{"));
}
