// Host tests of the 1.15 reference and of what the checker reads from a wrong result: the
// code decodes every element and nothing else, and each typical mistake, done here on the
// CPU, shows as the pattern its hint names.
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "checker/harness/catch.h"
#include "checker/harness/seed.h"
#include "reference.h"

using namespace lab;
using namespace lab::transpose_ref;

namespace {

constexpr long long T = kTileSide;

// A tile kernel done on the CPU: for each output element (i, j) of a cols x rows result,
// the index of the element of in it takes, by `source(i, j)` (-1 for a value from nowhere).
// For each wrong element, the patterns it fits, one bit per Source.
std::vector<unsigned> sources_of(int rows, int cols,
                                 const std::function<long long(long long i, long long j)>& source) {
  std::vector<unsigned> found;
  for (long long i = 0; i < cols; ++i)
    for (long long j = 0; j < rows; ++j) {
      const long long got = source(i, j);
      if (got == j * cols + i) continue;
      unsigned bits = 0;
      for (int s = 0; s < kSources; ++s)
        bits |= fits(Source(s), size_t(i * rows + j), got, rows, cols) ? 1u << s : 0u;
      found.push_back(bits);
    }
  return found;
}

// Whether (nearly) every wrong element fits `s`, as the checker's hints count them: a few
// may fit another pattern instead by coincidence (an element whose wrong index happens to
// be its own, say).
bool all_are(const std::vector<unsigned>& found, Source s) {
  size_t fit = 0;
  for (unsigned bits : found) fit += (bits >> int(s)) & 1u;
  return !found.empty() && fit * 100 >= found.size() * 99;
}

}  // namespace

TEST_CASE("1.15 reference: a transpose of a rows x cols matrix", "[host][1.15]") {
  // 2 x 3: [[0 1 2] [3 4 5]] becomes 3 x 2: [[0 3] [1 4] [2 5]].
  CHECK(transpose({0, 1, 2, 3, 4, 5}, 2, 3) == std::vector<float>{0, 3, 1, 4, 2, 5});
  CHECK(transpose({}, 0, 7).empty());
  Rng rng(7);
  const std::vector<float> x = random_floats(31 * 33, rng);
  CHECK(transpose(transpose(x, 31, 33), 33, 31) == x);
}

TEST_CASE("1.15 reference: the code tells every element of in, and nothing else", "[host][1.15]") {
  Rng rng(15);
  for (size_t n : {size_t(1), size_t(1000), size_t(1) << 24}) {
    const Code code = random_code(rng);
    const std::vector<float> values = coded_matrix(n, code);
    bool all = true;
    for (size_t k = 0; k < n; k += 1 + n / 4096)
      all = all && decode(values[k], code, n) == (long long)k;
    CHECK(all);
    CHECK(decode(values[n - 1], code, n) == (long long)(n - 1));
  }
  const Code code = random_code(rng);
  const std::vector<float> values = coded_matrix(1 << 24, code);
  // A value of an element beyond n, and values that are no code at all.
  CHECK(decode(values[500], code, 500) == -1);
  for (float nowhere : {-1.0f, 0.5f, 16777216.0f, std::numeric_limits<float>::quiet_NaN()})
    CHECK(decode(nowhere, code, 1 << 24) == -1);
}

TEST_CASE("1.15 reference: each typical mistake shows as its own pattern", "[host][1.15]") {
  const int rows = 96, cols = 64;  // full tiles: 3 x 2 of them
  SECTION("a tile read back as it was stored") {
    // out(i, j) takes in(j0 + i % T, i0 + j % T): its own tile, row and column swapped.
    CHECK(all_are(sources_of(rows, cols,
                             [](long long i, long long j) {
                               return (j / T * T + i % T) * cols + (i / T * T + j % T);
                             }),
                  Source::untransposed_in_tile));
  }
  SECTION("a copy without the transpose") {
    CHECK(all_are(sources_of(rows, cols, [](long long i, long long j) { return i * rows + j; }),
                  Source::untransposed_copy));
  }
  SECTION("the block indices not swapped for the write") {
    // Block (bx, by) writes its transposed tile at out's tile (by, bx) in place of (bx, by):
    // out(i, j) takes in(i / T * T + j % T, j / T * T + i % T). Square, so that it stays inside.
    const int side = 96;
    CHECK(all_are(sources_of(side, side,
                             [](long long i, long long j) {
                               return (i / T * T + j % T) * side + (j / T * T + i % T);
                             }),
                  Source::tile_misplaced));
  }
  SECTION("two elements of a tile sharing one slot") {
    // out(i, j) takes in(j', i), j' the row of j's tile with bit 4 flipped: another element
    // of its own tile, as when a swizzle sends two columns to one slot.
    CHECK(all_are(
        sources_of(rows, cols,
                   [](long long i, long long j) { return (j / T * T + (j % T ^ 16)) * cols + i; }),
        Source::own_tile));
  }
  SECTION("a value from no element, or from another tile") {
    CHECK(fits(Source::not_from_input, 5, -1, rows, cols));
    CHECK_FALSE(fits(Source::elsewhere, 5, -1, rows, cols));
    // out(0, 0) holding in(40, 41): another tile, another place inside it.
    CHECK(fits(Source::elsewhere, 0, 40 * cols + 41, rows, cols));
    CHECK_FALSE(fits(Source::tile_misplaced, 0, 40 * cols + 41, rows, cols));
  }
  SECTION("on one square tile, a tile read back untransposed is a copy too") {
    // Both explanations fit: each hint may be shown.
    const std::vector<unsigned> found =
        sources_of(32, 32, [](long long i, long long j) { return i * 32 + j; });
    CHECK(all_are(found, Source::untransposed_in_tile));
    CHECK(all_are(found, Source::untransposed_copy));
  }
  SECTION("on several tiles, the two are told apart") {
    // 64 x 96: a tile read back untransposed is not a copy of in.
    size_t copies = 0;
    for (unsigned bits : sources_of(rows, cols, [](long long i, long long j) {
           return (j / T * T + i % T) * cols + (i / T * T + j % T);
         }))
      copies += (bits >> int(Source::untransposed_copy)) & 1u;
    CHECK(copies * 10 < size_t(rows) * cols);
  }
}
