// Host tests of the seeded input generation: replays must be exact.
#include <cmath>

#include "checker/harness/catch.h"
#include "checker/harness/seed.h"

using namespace lab;

TEST_CASE("seed: the same master seed replays the same inputs", "[host][seed]") {
  set_master_seed(42);
  Rng first = rng_for("case");
  const auto a = random_floats(1000, first);
  set_master_seed(43);
  Rng other = rng_for("case");
  set_master_seed(42);
  Rng again = rng_for("case");
  CHECK(random_floats(1000, again) == a);
  CHECK(random_floats(1000, other) != a);
}

TEST_CASE("seed: purposes give independent streams", "[host][seed]") {
  set_master_seed(7);
  Rng x = rng_for("x"), y = rng_for("y");
  CHECK(x.next() != y.next());
}

TEST_CASE("seed: random floats mix signs and magnitudes", "[host][seed]") {
  Rng rng(1);
  const auto v = random_floats(100000, rng);
  size_t negative = 0;
  float smallest = 1e30f, largest = 0;
  for (float x : v) {
    REQUIRE(std::isfinite(x));
    negative += x < 0;
    smallest = std::min(smallest, std::fabs(x));
    largest = std::max(largest, std::fabs(x));
  }
  CHECK(negative > 45000);
  CHECK(negative < 55000);
  CHECK(smallest >= 0x1.0p-8f);
  CHECK(smallest < 0x1.0p-7f);
  CHECK(largest < 256.0f);
  CHECK(largest >= 128.0f);
}

TEST_CASE("seed: parsing rejects what is not a seed", "[host][seed]") {
  CHECK(parse_seed("123") == 123u);
  CHECK_THROWS_AS(parse_seed(""), std::invalid_argument);
  CHECK_THROWS_AS(parse_seed("-1"), std::invalid_argument);
  CHECK_THROWS_AS(parse_seed("12a"), std::invalid_argument);
  CHECK_THROWS_AS(parse_seed("99999999999999999999999"), std::invalid_argument);
}

TEST_CASE("seed: uniform_int covers both ends", "[host][seed]") {
  Rng rng(5);
  bool low = false, high = false;
  for (int i = 0; i < 1000; ++i) {
    const int v = rng.uniform_int(-2, 2);
    REQUIRE(v >= -2);
    REQUIRE(v <= 2);
    low |= v == -2;
    high |= v == 2;
  }
  CHECK((low && high));
}
