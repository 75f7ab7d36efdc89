// CPU reference for chapter 1.15, and what a wrong transpose's elements say about the mistake.
//
// The checker fills `in` with a code: the element of linear index k holds the float
// (a * k + b) mod 2^24, for an odd `a` and a `b` drawn from the seed. The map is a bijection
// of [0, 2^24), every value is exact in float, so each value of a wrong result tells which
// element of `in` it is (decode), and where the kernel took it from (classify).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "checker/harness/seed.h"

namespace lab::transpose_ref {

// out[c * rows + r] = in[r * cols + c]: a rows x cols matrix transposed (exact).
std::vector<float> transpose(const std::vector<float>& in, int rows, int cols);

constexpr int kTileSide = 32;  // the contract's kTile, for the CPU's tile arithmetic

struct Code {
  uint32_t a = 1, b = 0;  // a odd, both below 2^24
};
Code random_code(Rng& rng);
std::vector<float> coded_matrix(size_t n, const Code& code);
// The linear index k < n whose code is `value`; -1 when no element of the n has it.
long long decode(float value, const Code& code, size_t n);

// Where a wrong element of `out` may have come from, by the position of the element of `in`
// it holds. An element may fit more than one pattern (on a single square tile, a tile read
// back untransposed is also a plain copy): each is tested on its own.
enum class Source {
  not_from_input,        // no element of in (stale shared memory, a value from outside in)
  untransposed_in_tile,  // the right tile of in, but element (x, y) for (y, x)
  untransposed_copy,     // in's element of the same linear index: no transpose at all
  tile_misplaced,        // the right place inside the tile, but another tile of in
  own_tile,              // another element of the right tile, in neither pattern above
  elsewhere,             // an element of in in no pattern above
};
constexpr int kSources = 6;
// Whether out[out_index], which holds in[got] (got = decode(...); -1 for none), fits `source`,
// for a transpose of a rows x cols `in`. The element is wrong: got is not the right index.
bool fits(Source source, size_t out_index, long long got, int rows, int cols);

}  // namespace lab::transpose_ref
