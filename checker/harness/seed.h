// Seeded random inputs. Every run of a checker draws fresh inputs from one master seed,
// printed on failure; `--seed N` or LAB_SEED=N replays the same inputs exactly.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace lab {

// A seed, typed. Text becomes a Seed once, where it enters a process (a command line, LAB_SEED,
// a file the process reads), through parse(); a Seed becomes text only where it leaves one
// (a command line, the environment, JSON, the screen), through text().
struct Seed {
  uint64_t value = 0;

  // Decimal digits only (no sign, no spaces), 0 to 2^64 - 1; else std::invalid_argument with
  // the reader's sentence (harness.usage-seed, harness.usage-seed-too-large).
  static Seed parse(const std::string& text);
  std::string text() const;  // decimal, what parse() reads back

  // A fresh seed from the OS, short enough to retype.
  static Seed fresh();

  bool operator==(const Seed& other) const { return value == other.value; }
  bool operator!=(const Seed& other) const { return value != other.value; }
};

Seed master_seed();
void set_master_seed(Seed seed);

// A seed that a setting gives (LAB_SEED, read with the rest of a program's configuration at
// start-up): parsed there, once. A malformed one is kept as its problem until a seed is
// needed, so that --seed N still wins over it.
//
//   const Seed seed = flag ? *flag : config.seed.or_fresh();
class SeedSetting {
 public:
  SeedSetting() = default;
  explicit SeedSetting(const char* text);  // null or "": not set

  // The setting's seed, else a fresh one; std::invalid_argument (Seed::parse's) when the
  // setting is not a seed.
  Seed or_fresh() const;

 private:
  bool set_ = false;
  Seed seed_;
  std::string problem_;
};

// xoshiro256** (public-domain algorithm by Blackman and Vigna), seeded through splitmix64.
class Rng {
 public:
  explicit Rng(uint64_t seed);
  uint64_t next();
  double uniform01();                 // [0, 1)
  float uniform(float lo, float hi);  // [lo, hi)
  int uniform_int(int lo, int hi);    // [lo, hi], both included

 private:
  uint64_t s_[4];
};

// An independent stream for one purpose: the same master seed and purpose always give
// the same numbers, whatever other tests ran before.
Rng rng_for(const std::string& purpose);

// Floats of mixed sign and magnitude (|x| in [2^-8, 2^8)), so that no result is exact
// by accident and no wrong formula agrees with the right one.
std::vector<float> random_floats(size_t n, Rng& rng);

}  // namespace lab
