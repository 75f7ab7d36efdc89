#include "reference.h"

#include <cmath>

namespace lab::transpose_ref {

namespace {

constexpr uint32_t kCodeBits = 24, kCodeMask = (1u << kCodeBits) - 1;

// The inverse of an odd a modulo 2^24, by Newton's iteration x <- x (2 - a x): each step
// doubles the number of correct low bits, from 3 (a * a = 1 mod 8 for every odd a).
uint32_t inverse(uint32_t a) {
  uint32_t x = a;
  for (int i = 0; i < 4; ++i) x *= 2 - a * x;
  return x & kCodeMask;
}

}  // namespace

std::vector<float> transpose(const std::vector<float>& in, int rows, int cols) {
  std::vector<float> out(in.size());
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) out[size_t(c) * rows + r] = in[size_t(r) * cols + c];
  return out;
}

Code random_code(Rng& rng) {
  return {static_cast<uint32_t>(rng.next() & kCodeMask) | 1u,
          static_cast<uint32_t>(rng.next() & kCodeMask)};
}

std::vector<float> coded_matrix(size_t n, const Code& code) {
  std::vector<float> values(n);
  for (size_t k = 0; k < n; ++k)
    values[k] = static_cast<float>((code.a * static_cast<uint32_t>(k) + code.b) & kCodeMask);
  return values;
}

long long decode(float value, const Code& code, size_t n) {
  if (!(value >= 0.0f) || value > float(kCodeMask) || std::floor(value) != value) return -1;
  const uint32_t k = ((static_cast<uint32_t>(value) - code.b) * inverse(code.a)) & kCodeMask;
  return k < n ? static_cast<long long>(k) : -1;
}

bool fits(Source source, size_t out_index, long long got, int rows, int cols) {
  if (got < 0) return source == Source::not_from_input;
  // out(i, j) should hold in(j, i); it holds in(r, c).
  const long long i = static_cast<long long>(out_index) / rows, j = out_index % rows;
  const long long r = got / cols, c = got % cols, t = kTileSide;
  const bool copy = static_cast<size_t>(got) == out_index;
  const bool own_tile = r / t == j / t && c / t == i / t;
  const bool swapped_inside = own_tile && r % t == i % t && c % t == j % t;
  const bool right_inside = r % t == j % t && c % t == i % t;
  switch (source) {
    case Source::not_from_input: return false;
    case Source::untransposed_in_tile: return swapped_inside;
    case Source::untransposed_copy: return copy;
    case Source::tile_misplaced: return !own_tile && right_inside;
    case Source::own_tile: return own_tile && !swapped_inside && !copy;
    case Source::elsewhere: return !own_tile && !right_inside && !copy;
  }
  return false;
}

}  // namespace lab::transpose_ref
