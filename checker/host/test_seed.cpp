// Host tests of the seeded input generation: replays must be exact.
#include <cmath>
#include <cstdint>
#include <string>

#include "checker/harness/catch.h"
#include "checker/harness/seed.h"
#include "common/language.h"

using namespace lab;

TEST_CASE("seed: the same master seed replays the same inputs", "[host][seed]") {
  set_master_seed(Seed{42});
  Rng first = rng_for("case");
  const auto a = random_floats(1000, first);
  set_master_seed(Seed{43});
  Rng other = rng_for("case");
  set_master_seed(Seed{42});
  Rng again = rng_for("case");
  CHECK(random_floats(1000, again) == a);
  CHECK(random_floats(1000, other) != a);
}

TEST_CASE("seed: purposes give independent streams", "[host][seed]") {
  set_master_seed(Seed{7});
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

TEST_CASE("seed: the one parser reads decimal digits, 0 to 2^64 - 1, and nothing else",
          "[host][seed]") {
  const lab::ScopedLanguage english("en");
  CHECK(Seed::parse("123") == Seed{123});
  CHECK(Seed::parse("0") == Seed{0});
  CHECK(Seed::parse("007") == Seed{7});
  CHECK(Seed::parse("18446744073709551615") == Seed{UINT64_MAX});
  for (const char* not_a_seed : {"", "-1", "+1", " 12", "12 ", "1 2", "12a", "0x10", "1e3"})
    CHECK_THROWS_WITH(Seed::parse(not_a_seed), std::string("a seed is a non-negative decimal "
                                                           "number, got \"") +
                                                   not_a_seed + "\"");
  for (const char* too_large : {"18446744073709551616", "99999999999999999999999"})
    CHECK_THROWS_WITH(Seed::parse(too_large),
                      std::string("seed \"") + too_large + "\" does not fit in 64 bits");
  CHECK_THROWS_AS(Seed::parse("-1"), std::invalid_argument);
}

TEST_CASE("seed: the one formatter writes what the parser reads back", "[host][seed]") {
  for (const uint64_t value : {uint64_t{0}, uint64_t{42}, uint64_t{2849121}, UINT64_MAX}) {
    const Seed seed{value};
    CHECK(Seed::parse(seed.text()) == seed);
  }
  CHECK(Seed{UINT64_MAX}.text() == "18446744073709551615");
  CHECK(Seed{42} != Seed{43});
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
