// CPU reference for chapter 1.8, the inputs it is tested on, and the rounding-error bound
// a float sum is compared with.
#pragma once

#include <string>
#include <vector>

#include "checker/harness/capture.h"
#include "checker/harness/seed.h"

namespace lab::reduce_sum_ref {

struct Sum {
  double value = 0;      // x_0 + ... + x_{n-1} in float64 (pairwise: error <= log2(n) 2^-53 sum|x|)
  double magnitude = 0;  // |x_0| + ... + |x_{n-1}|
};
Sum reference(const float* x, size_t n);
inline Sum reference(const std::vector<float>& x) { return reference(x.data(), x.size()); }

// Mixed-sign floats (|x| in [2^-8, 2^8), one in four negative). Their sum is about half of
// sum |x|, so the error bound below, proportional to sum |x|, stays a small fraction of
// the result and a lost block or a doubled sum cannot hide inside it.
std::vector<float> mixed_sign_floats(size_t n, Rng& rng);

// gamma(k) = k u / (1 - k u), u = 2^-24: the bound on the relative error of k float additions.
double gamma_float(double k);

// How far a float sum of n values, computed by the kernels `launches`, may be from the
// exact sum (Higham, Accuracy and Stability of Numerical Algorithms, section 4.2): when
// every input goes through at most k additions on its way to the result,
//     |computed - exact| <= gamma(k) * sum |x|.
// For the classic design (each thread adds up its own elements, the block combines the
// threads' sums in a tree, the blocks' sums are added to *output one atomicAdd at a time),
// per kernel launch of `grid` blocks of `block` threads
//     k = elements per thread + ceil(log2(block)) + grid,
// counting elements per thread generously as 4 * ceil(n / (4 * threads)) + 6 (float4
// groups, plus up to 3 unaligned floats at each end). Summed over the launches if there
// are several. The float64 reference's own error is added. n == 0 or no launch: 0 (exact).
struct Bound {
  double tolerance = 0;
  double k = 0;
  std::string rule;  // the numbers, for the diagnosis
};
// `adds_per_block`: how often each block's sum reaches *output (1 in a correct design; m when
// m threads of every block add it, which chains m times as many additions).
Bound bound(size_t n, const std::vector<KernelLaunch>& launches, double magnitude,
            double adds_per_block = 1.0);

// The bound `b` of a float sum that also took in terms of total magnitude `extra` (the value
// *output held before, values read from outside the input): each of them goes through at
// most b.k additions too, so the bound grows by gamma(b.k) * extra.
double with_extra(const Bound& b, double extra);

// When *output is m times the sum for an integer m >= 2 (every block's sum added m times),
// m and the bound of that computation; m = 0 when it is not, or when the bound is too wide
// to tell m from m +- 1.
struct Multiple {
  long long m = 0;
  Bound bound;
};
Multiple sum_multiple(double got, const Sum& want, size_t n,
                      const std::vector<KernelLaunch>& launches);

// What the halving tree of the exercise (i = blockDim.x / 2, then / 2 ..., thread t < i adds
// cache[t + i]) gives for the whole input with blocks of `block` threads, in float64. For a
// block that is not a power of two it leaves values out: that is its signature.
double halving_tree_sum(const std::vector<float>& x, unsigned block);

}  // namespace lab::reduce_sum_ref
