// Host tests of the 1.8 reference and its rounding bound: float sums computed the way the
// kernels compute them must be accepted, the sums of typical wrong kernels rejected.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <numeric>

#include "checker/harness/catch.h"
#include "checker/harness/messages.h"
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

TEST_CASE("1.8 bound: accepts the exercise's float sums, rejects typical wrong ones",
          "[host][1.8]") {
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
  for (unsigned g = 0; g < grid; ++g)
    sums.push_back(block_tree(per_thread.data() + g * block, block, block));
  const auto b = ref::bound(x.size(), {launch_1d(grid, block)}, want.magnitude);
  CHECK(accepted(atomic_chain(sums, rng), want, b));
  CHECK(
      b.k <
      400);  // 4 * ceil((2^22 + 5) / 2^16 / 4) + 6 + 8 + 64 = 338: a much tighter bound than the exercise's
}

TEST_CASE("1.8 sum_multiple: every thread of a block adding the block's sum", "[host][1.8]") {
  Rng rng(83);
  for (size_t n : {size_t(1), size_t(101), size_t(5000)}) {
    INFO("n = " << n);
    const auto x = ref::mixed_sign_floats(n, rng);
    const auto want = ref::reference(x);
    const unsigned block = 512, grid = static_cast<unsigned>((n + block - 1) / block);
    const std::vector<KernelLaunch> launches = {launch_1d(grid, block)};
    const auto sums = block_sums(x, block);
    std::vector<float> every_thread;  // each block's sum, once per thread, in any order
    for (float s : sums) every_thread.insert(every_thread.end(), block, s);
    CHECK(ref::sum_multiple(atomic_chain(every_thread, rng), want, n, launches).m == block);
    CHECK(ref::sum_multiple(atomic_chain(sums, rng), want, n, launches).m == 0);  // the right sum
    CHECK(ref::sum_multiple(2 * atomic_chain(sums, rng), want, n, launches).m == 2);
  }
  CHECK(ref::sum_multiple(1.0, {0.0, 5.0}, 2, {launch_1d(1, 512)}).m ==
        0);  // a zero sum has no multiples
  // With 2^20 elements the bound of a chain of 512 x 2049 additions is wider than the sum:
  // no m can be told from m + 1, and none is claimed.
  const auto x = ref::mixed_sign_floats((1 << 20) + 3, rng);
  const auto want = ref::reference(x);
  CHECK(ref::sum_multiple(512 * want.value, want, x.size(), {launch_1d(2049, 512)}).m == 0);
  // The race experiment's input: one block of values among zeros, which add nothing and
  // round nothing, so the bound is that of one block's values over at most two blocks.
  const auto chunk = ref::mixed_sign_floats(512, rng);
  const auto chunk_want = ref::reference(chunk);
  std::vector<float> copies(512, block_sums(chunk, 512)[0]);
  copies.resize(512 * 2048, 0.0f);
  CHECK(ref::sum_multiple(atomic_chain(copies, rng), chunk_want, 512, {launch_1d(2, 512)}).m ==
        512);
}

TEST_CASE("1.8 with_extra: *output not zeroed, or values read past n, at every size",
          "[host][1.8]") {
  // The old value of *output (1024 sum|x| here, as in the checker) is one more term of the
  // float sum: at 2^20 elements its magnitude makes every atomicAdd round to a spacing of
  // thousands, far more than the bound of the right sum alone.
  Rng rng(84);
  const auto x = ref::mixed_sign_floats((1 << 20) + 3, rng);
  const auto want = ref::reference(x);
  const unsigned grid = ((1 << 20) + 3 + 511) / 512;
  const auto b = ref::bound(x.size(), {launch_1d(grid, 512)}, want.magnitude);
  const float before = static_cast<float>(1024.0 * (want.magnitude + 1.0));
  auto sums = block_sums(x, 512);
  sums.insert(sums.begin(), before);
  for (int order = 0; order < 3; ++order) {
    std::vector<float> chain = sums;
    const float start = chain.front();
    chain.erase(chain.begin());
    float got = start;
    for (size_t i = chain.size(); i > 1; --i) std::swap(chain[i - 1], chain[rng.next() % i]);
    for (float s : chain) got += s;
    CHECK(std::fabs(double(got) - (want.value + before)) <= ref::with_extra(b, before));
  }
  CHECK(ref::with_extra(b, 0.0) == b.tolerance);
}

TEST_CASE("1.8 halving_tree_sum: the exercise's tree, right only for powers of two",
          "[host][1.8]") {
  Rng rng(85);
  const auto x = ref::mixed_sign_floats(100003, rng);
  const auto want = ref::reference(x);
  const unsigned grid = (100003 + 383) / 384;
  const auto b = ref::bound(x.size(), {launch_1d(grid, 384)}, want.magnitude);
  CHECK(std::fabs(ref::halving_tree_sum(x, 512) - want.value) <= b.tolerance);
  const double lossy = ref::halving_tree_sum(x, 384);
  CHECK(std::fabs(lossy - want.value) > b.tolerance);  // it leaves cache[2] out of every block
  std::vector<float> float_tree;
  for (size_t start = 0; start < x.size(); start += 384) {
    std::vector<float> cache(384, 0.0f);
    std::copy(x.begin() + start, x.begin() + std::min(x.size(), start + 384), cache.begin());
    for (int i = 192; i > 0; i /= 2)
      for (int t = 0; t < i; ++t) cache[t] += cache[t + i];
    float_tree.push_back(cache[0]);
  }
  CHECK(std::fabs(double(atomic_chain(float_tree, rng)) - lossy) <= b.tolerance);
}

TEST_CASE("1.8 texts in both languages: the bound's rule, the race experiment's verdict",
          "[host][1.8]") {
  // The rule is built from catalogue pieces in the reader's language (LAB_LANG).
  std::string english, chinese, nothing;
  {
    const lab::ScopedLanguage in_english("en");
    english = ref::bound(1000, {launch_1d(4, 256)}, 10.0).rule;
  }
  {
    const lab::ScopedLanguage in_chinese("zh");
    chinese = ref::bound(1000, {launch_1d(4, 256)}, 10.0, 3.0).rule;
    nothing = ref::bound(0, {}, 0.0).rule;
  }
  CHECK(english ==
        "gamma(k) * sum|x| with k = 10 (elements per thread) + 8 (tree of a 256-thread block) + 4 "
        "(blocks) = 22, gamma(k) = k u / (1 - k u), u = 2^-24, sum|x| = 10");
  CHECK(chinese ==
        "gamma(k) * sum|x|，其中 k = 10（每个线程的元素数）+ 8（256 线程的线程块内的归约树）+ 12"
        "（每个线程块加 3 次） = 30，gamma(k) = k u / (1 - k u)，u = 2^-24，sum|x| = 10");
  CHECK(nothing == "精确：没有需要相加的值");

  // A composite diagnosis: the experiment, the count of tries and the cause, each a piece.
  const auto verdict = [](Language language) {
    return say_in(language, "block-sum-wrong",
                  {{"setup", say_in(language, "reduce-sum.race-experiment",
                                    {{"n", 524288}, {"block", 256}, {"sum", "5"}, {"tries", 20}})},
                   {"tries", say_in(language, "reduce-sum.tries", {{"count", 3}, {"total", 20}})},
                   {"why", say_in(language, "reduce-sum.block-sum-wrong.varies")}});
  };
  CHECK(verdict(Language::en)
            .rfind("an experiment: n = 524288, all 0 except the 256 values of the middle block "
                   "(sum 5), 20 tries. 3 of 20 tries gave neither that sum nor 0: ",
                   0) == 0);
  CHECK(verdict(Language::en).find("so it is a race: a __syncthreads() is missing. Every step") !=
        std::string::npos);
  const std::string zh = verdict(Language::zh);
  CHECK(zh.rfind("做了一个实验：n = 524288，除中间那个线程块的 256 个值（和为 5）之外全是 0，"
                 "共运行 20 次。20 次中有 3 次得到的既不是这个和，也不是 0",
                 0) == 0);
  CHECK(zh.find("缺少一个 __syncthreads()。归约树的每一步") != std::string::npos);
  CHECK(say_in(Language::zh, "reduce-sum.fast-label").rfind("reduce_sum_fast（选做练习", 0) == 0);
}
