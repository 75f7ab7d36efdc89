#include "checker/harness/seed.h"

#include <cstring>
#include <random>
#include <stdexcept>

#include "checker/harness/messages.h"

namespace lab {

namespace {

Seed g_master_seed;

uint64_t splitmix64(uint64_t& x) {
  uint64_t z = (x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

// FNV-1a: a stable hash of the purpose string (std::hash is not stable across builds).
uint64_t stable_hash(const std::string& text) {
  uint64_t h = 0xCBF29CE484222325ull;
  for (unsigned char c : text) h = (h ^ c) * 0x100000001B3ull;
  return h;
}

}  // namespace

Seed master_seed() { return g_master_seed; }
void set_master_seed(Seed seed) { g_master_seed = seed; }

Seed Seed::parse(const std::string& text) {
  if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos)
    throw std::invalid_argument(say("harness.usage-seed", {{"value", text}}));
  try {
    return Seed{std::stoull(text)};
  } catch (const std::out_of_range&) {
    throw std::invalid_argument(say("harness.usage-seed-too-large", {{"value", text}}));
  }
}

std::string Seed::text() const { return std::to_string(value); }

Seed Seed::fresh() {
  std::random_device device;
  return Seed{(static_cast<uint64_t>(device()) << 8 ^ device()) % 1000000000ull};
}

SeedSetting::SeedSetting(const char* text) {
  if (!text || !*text) return;
  set_ = true;
  try {
    seed_ = Seed::parse(text);
  } catch (const std::invalid_argument& e) {
    problem_ = e.what();
  }
}

Seed SeedSetting::or_fresh() const {
  if (!problem_.empty()) throw std::invalid_argument(problem_);
  return set_ ? seed_ : Seed::fresh();
}

Rng::Rng(uint64_t seed) {
  for (auto& word : s_) word = splitmix64(seed);
}

uint64_t Rng::next() {
  const uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

double Rng::uniform01() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

float Rng::uniform(float lo, float hi) {
  return lo + static_cast<float>(uniform01() * (static_cast<double>(hi) - lo));
}

int Rng::uniform_int(int lo, int hi) {
  const uint64_t span = static_cast<uint64_t>(static_cast<int64_t>(hi) - lo) + 1;
  return static_cast<int>(lo + static_cast<int64_t>(next() % span));
}

Rng rng_for(const std::string& purpose) { return Rng(g_master_seed.value ^ stable_hash(purpose)); }

std::vector<float> random_floats(size_t n, Rng& rng) {
  std::vector<float> out(n);
  for (auto& x : out) {
    // Built from bits (fast enough for 2^26 values): random sign, exponent in [-8, 7],
    // and 23 random mantissa bits.
    const uint64_t r = rng.next();
    const uint32_t sign = static_cast<uint32_t>(r & 1) << 31;
    const uint32_t exponent = static_cast<uint32_t>(127 - 8 + ((r >> 1) & 15)) << 23;
    const uint32_t mantissa = static_cast<uint32_t>(r >> 41);
    const uint32_t bits = sign | exponent | mantissa;
    std::memcpy(&x, &bits, sizeof x);
  }
  return out;
}

}  // namespace lab
