// Host tests of the 1.8 reference and its rounding bound: float sums computed the way the
// kernels compute them must be accepted, the sums of typical wrong kernels rejected.
#include "checker/harness/catch.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "checker/harness/seed.h"
#include "reference.h"

using namespace lab;
namespace ref = lab::reduce_sum_ref;

namespace {

KernelLaunch launch_1d(unsigned grid, unsigned block) { return {"k", dim3(grid), dim3(block), 0}; }

// The float tree of one block (zero-padded to `block`, a power of two).
float block_tree(const float* x, size_t count, int block) {
  std::vector<float> cache(block, 0.0f);
  std::copy(x, x + count, cache.begin());
  for (int i = block / 2; i > 0; i /= 2)
    for (int t = 0; t < i; ++t) cache[t] += cache[t + i];
  return cache[0];
}

// The exercise's algorithm in float: a tree per block (block_sums), then the block sums added
// one at a time in a shuffled order, as atomicAdds may happen (atomic_chain).
std::vector<float> block_sums(const std::vector<float>& x, int block) {
  std::vector<float> sums;
  for (size_t start = 0; start < x.size(); start += block)
    sums.push_back(block_tree(x.data() + start, std::min<size_t>(block, x.size() - start), block));
  return sums;
}

float atomic_chain(std::vector<float> sums, Rng& rng) {
  for (size_t i = sums.size(); i > 1; --i) std::swap(sums[i - 1], sums[rng.next() % i]);
  float total = 0.0f;
  for (float s : sums) total += s;
  return total;
}

bool accepted(float got, const ref::Sum& want, const ref::Bound& b) {
  return std::fabs(double(got) - want.value) <= b.tolerance;
}

}  // namespace

TEST_CASE("1.8 reference: the course's example and the empty sum", "[host][1.8]") {
  std::vector<float> x(101);
  std::iota(x.begin(), x.end(), 0.0f);
  CHECK(ref::reference(x).value == 5050.0);
  CHECK(ref::bound(0, {}, 0.0).tolerance == 0.0);
}

TEST_CASE("1.8 bound: accepts the exercise's float sums, rejects typical wrong ones", "[host][1.8]") {
  Rng rng(81);
  const auto x = ref::mixed_sign_floats((1 << 20) + 3, rng);
  const auto want = ref::reference(x);
  const unsigned grid = ((1 << 20) + 3 + 511) / 512;
  const auto b = ref::bound(x.size(), {launch_1d(grid, 512)}, want.magnitude);
  const auto sums = block_sums(x, 512);
  for (int order = 0; order < 5; ++order) CHECK(accepted(atomic_chain(sums, rng), want, b));

  auto without_one = sums;
  without_one.erase(without_one.begin() + grid / 2);  // a lost update
  CHECK_FALSE(accepted(atomic_chain(without_one, rng), want, b));
  CHECK_FALSE(accepted(2 * atomic_chain(sums, rng), want, b));  // output not re-initialised
  // A 384-thread block with the halving tree: the step of 3 leaves cache[2] out.
  std::vector<float> lossy;
  for (size_t start = 0; start < x.size(); start += 384) {
    std::vector<float> cache(384, 0.0f);
    std::copy(x.begin() + start, x.begin() + std::min(x.size(), start + 384), cache.begin());
    for (int i = 192; i > 0; i /= 2)
      for (int t = 0; t < i; ++t) cache[t] += cache[t + i];
    lossy.push_back(cache[0]);
  }
  CHECK_FALSE(accepted(atomic_chain(lossy, rng), want, b));
}

TEST_CASE("1.8 bound: accepts a grid-stride float sum", "[host][1.8]") {
  // The fast design: a few blocks, each thread adds many elements in a register first.
  Rng rng(82);
  const auto x = ref::mixed_sign_floats((1 << 22) + 5, rng);
  const auto want = ref::reference(x);
  const unsigned grid = 64, block = 256, threads = grid * block;
  std::vector<float> per_thread(threads, 0.0f);
  for (size_t i = 0; i < x.size(); ++i) per_thread[i % threads] += x[i];
  std::vector<float> sums;
  for (unsigned g = 0; g < grid; ++g) sums.push_back(block_tree(per_thread.data() + g * block, block, block));
  const auto b = ref::bound(x.size(), {launch_1d(grid, block)}, want.magnitude);
  CHECK(accepted(atomic_chain(sums, rng), want, b));
  CHECK(b.k < 400);  // 4 * ceil((2^22 + 5) / 2^16 / 4) + 6 + 8 + 64 = 338: a much tighter bound than the exercise's
}
