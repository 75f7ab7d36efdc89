// Seeded random inputs. Every run of a checker draws fresh inputs from one master seed,
// printed on failure; `--seed N` or LAB_SEED=N replays the same inputs exactly.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace lab {

uint64_t master_seed();
void set_master_seed(uint64_t seed);

// Reads LAB_SEED if set, else a fresh seed from the OS; throws on a malformed value.
uint64_t seed_from_environment();
uint64_t parse_seed(const std::string& text);  // decimal; throws std::invalid_argument

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
