// Host tests of the 1.11 reference, its rounding bound and the simulated mistakes: float
// products computed the way the kernels compute them must be accepted, typical wrong
// results rejected and named.
#include <cmath>
#include <cstdlib>
#include <cstring>

#include "checker/harness/capture.h"
#include "checker/harness/catch.h"
#include "checker/harness/compare.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/guarded.h"
#include "checker/harness/messages.h"
#include "checker/harness/seed.h"
#include "likely_mistake.h"
#include "reference.h"

using namespace lab;
namespace ref = lab::gemm_ref;

namespace {

struct Case {
  ref::Shape s;
  std::vector<float> A, B;
  Case(ref::Shape shape, uint64_t seed, bool near_one = false) : s(shape) {
    Rng rng(seed);
    auto make = near_one ? ref::near_one_matrix : ref::random_matrix;
    A = make(size_t(s.M) * s.K, rng);
    B = make(size_t(s.K) * s.N, rng);
  }
  std::vector<size_t> all() const {
    Rng rng(1);
    return ref::checked_elements(s, rng);
  }
  // C in float32 as a kernel computes it: FMA after FMA in k order, or (tree = true) in
  // chunks of 8 added pairwise like a split or blocked K loop.
  std::vector<float> product(bool tree = false, bool tf32 = false) const {
    auto round = [&](float x) {  // TF32: keep 10 mantissa bits, round to nearest
      if (!tf32) return x;
      uint32_t bits;
      std::memcpy(&bits, &x, 4);
      bits = (bits + 0x1000u) & ~0x1FFFu;
      std::memcpy(&x, &bits, 4);
      return x;
    };
    std::vector<float> C(size_t(s.M) * s.N);
    for (int i = 0; i < s.M; ++i)
      for (int j = 0; j < s.N; ++j) {
        float total = 0.0f, chunk = 0.0f;
        for (int k = 0; k < s.K; ++k) {
          chunk = std::fma(round(A[size_t(i) * s.K + k]), round(B[size_t(k) * s.N + j]), chunk);
          if (!tree || k % 8 == 7) total += chunk, chunk = 0.0f;
        }
        C[size_t(i) * s.N + j] = total + chunk;
      }
    return C;
  }
  bool accepted(const std::vector<float>& got) const {
    const ref::Expected e = ref::reference(A, B, s, all());
    for (size_t at = 0; at < e.index.size(); ++at)
      if (!(std::fabs(double(got[e.index[at]]) - e.value[at]) <=
            e.relative_bound * e.magnitude[at]))
        return false;
    return true;
  }
  std::vector<ref::Match> recognise(const std::vector<float>& got, int tile, bool cublas) const {
    return ref::recognise({A, B, s}, got, all(), tile, cublas);
  }
};

}  // namespace

TEST_CASE("1.11 reference: a 2 x 2 example, and which elements are checked", "[host][1.11]") {
  const std::vector<float> A = {1, 2, 3, 4}, B = {5, -6, 7, 8};
  const ref::Shape s{2, 2, 2};
  const ref::Expected e = ref::reference(A, B, s, {0, 1, 2, 3});
  CHECK(e.value == std::vector<double>{19, 10, 43, 14});
  CHECK(e.magnitude == std::vector<double>{19, 22, 43, 50});
  Rng rng(3);
  CHECK(ref::checked_elements({17, 33, 9}, rng).size() == 17 * 33);
  const auto sampled = ref::checked_elements({2000, 3000, 500}, rng);
  CHECK(sampled.size() >= 2 * 3000 + 2 * 2000 - 4);
  CHECK(sampled.size() <= 32 * 3000 + 32 * 2000);
}

TEST_CASE("1.11 bound: accepts float32 products in any order, rejects TF32", "[host][1.11]") {
  const Case c({33, 17, 300}, 111);
  CHECK(c.accepted(c.product()));
  CHECK(c.accepted(c.product(true)));
  const Case near({24, 20, 256}, 112, true);
  CHECK(near.accepted(near.product()));
  const auto tf32 = near.product(false, true);
  CHECK_FALSE(near.accepted(tf32));
  const ref::Expected e = ref::reference(near.A, near.B, near.s, near.all());
  CHECK_THAT(ref::reduced_precision_hint(tf32, e, true).text, lab::contains("TF32"));
  CHECK(ref::reduced_precision_hint(near.product(), e, true).text.empty());
}

TEST_CASE("1.11 suspects: a transposed C, a K loop rounded down, unguarded tiles", "[host][1.11]") {
  const Case c({17, 33, 9}, 113);
  const auto right = c.product();
  CHECK(c.recognise(right, 16, false).empty());

  std::vector<float> transposed(right.size());
  for (int i = 0; i < c.s.M; ++i)
    for (int j = 0; j < c.s.N; ++j)
      transposed[size_t(j) * c.s.M + i] = right[size_t(i) * c.s.N + j];
  auto m = c.recognise(transposed, 16, false);
  REQUIRE(m.size() == 1);
  CHECK(m[0].suspect == ref::Suspect::transposed);
  CHECK_THAT(m[0].hint.text, lab::contains("transposed"));

  const Case k({20, 20, 40}, 114);  // K = 40 with 16-wide tiles: the last 8 left out
  std::vector<float> rounded_down(size_t(20) * 20);
  for (int i = 0; i < 20; ++i)
    for (int j = 0; j < 20; ++j) {
      float sum = 0;
      for (int kk = 0; kk < 32; ++kk) sum += k.A[size_t(i) * 40 + kk] * k.B[size_t(kk) * 20 + j];
      rounded_down[size_t(i) * 20 + j] = sum;
    }
  m = k.recognise(rounded_down, 16, false);
  REQUIRE(m.size() == 1);
  CHECK_THAT(m[0].hint.text, lab::contains("rounds down"));

  // Unguarded 16 x 16 tiles on 7 x 5 x 3: reads other rows of A and rows past the end of B
  // (guard value kOutside).
  const Case u({7, 5, 3}, 115);
  std::vector<float> unguarded(35);
  for (size_t p = 0; p < unguarded.size(); ++p) {
    double v = 0, mag = 0;
    REQUIRE(ref::simulate({u.A, u.B, u.s}, ref::Suspect::unguarded_tiles, 16, {}, p, v, mag));
    unguarded[p] = static_cast<float>(v);
  }
  CHECK_FALSE(u.accepted(unguarded));
  m = u.recognise(unguarded, 16, false);
  REQUIRE(m.size() == 1);
  CHECK_THAT(m[0].hint.text, lab::contains("bounds"));
}

TEST_CASE("1.11 suspects: wrong cublasSgemm calls are named, invalid ones explained",
          "[host][1.11]") {
  const Case c({7, 5, 3}, 116);
  const auto calls = ref::usual_calls(c.s);
  REQUIRE(calls[0].mistake.empty());  // the right call first
  for (const ref::ColumnMajorCall& call : calls) {
    if (!call.valid()) continue;
    std::vector<float> got(35);
    std::memset(got.data(), kPoisonByte, got.size() * sizeof(float));
    for (size_t p = 0; p < got.size(); ++p) {
      double v = 0, mag = 0;
      if (ref::simulate({c.A, c.B, c.s}, ref::Suspect::cublas_call, 0, call, p, v, mag))
        got[p] = float(v);
    }
    INFO(call.text());
    if (call.mistake.empty()) {
      CHECK(c.accepted(got));
      continue;
    }
    CHECK_FALSE(c.accepted(got));
    const auto m = c.recognise(got, 0, true);
    REQUIRE_FALSE(m.empty());
    CHECK_THAT(m[0].hint.text, lab::contains(call.mistake));
  }
  // "A and B swapped" keeps its leading dimensions, so cuBLAS runs it for every shape.
  CHECK(calls[1].valid());
  CHECK_THAT(calls[1].mistake, lab::contains("swapped"));
  // lda and ldb swapped: rejected when K < N (ld of the first matrix < m).
  CHECK_FALSE(calls[3].valid());
  const std::string rejected = ref::rejected_call_hint(c.s).text;
  CHECK_THAT(rejected, lab::contains("leading dimension"));
  CHECK_THAT(rejected, lab::contains("lda and ldb"));
}

TEST_CASE("1.11 in Chinese: the named mistakes keep their ids, code stays as written",
          "[host][1.11]") {
  const Case c({17, 33, 9}, 113);
  const auto right = c.product();
  std::vector<float> transposed(right.size());
  for (int i = 0; i < c.s.M; ++i)
    for (int j = 0; j < c.s.N; ++j)
      transposed[size_t(j) * c.s.M + i] = right[size_t(i) * c.s.N + j];
  const auto m = lab::in_chinese([&] { return c.recognise(transposed, 16, false); });
  REQUIRE(m.size() == 1);
  const lab::Diagnosis hint = m[0].hint;
  CHECK(hint.id == "gemm-transposed");
  CHECK_THAT(hint.text, lab::contains("C 被转置了"));
  CHECK_THAT(hint.text, lab::contains("C[row * N + col]"));

  const Case small({7, 5, 3}, 116);
  const std::string rejected =
      lab::in_chinese([&] { return ref::rejected_call_hint(small.s).text; });
  CHECK_THAT(rejected,
             lab::contains("cuBLAS 会拒绝 cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, m = 5"));
  CHECK_THAT(rejected, lab::contains("leading dimension（lda 和 ldb）颠倒了或者不对"));
  CHECK_THAT(ref::rejected_call_hint(small.s).text,
             lab::contains("the leading dimensions are swapped or wrong"));
}

TEST_CASE("1.11 in Chinese: a K loop rounded down names its numbers", "[host][1.11]") {
  const std::string text =
      say_in(Language::zh, "gemm-k-rounded-down", {{"whole", 32}, {"tile", 16}, {"k", 40}});
  CHECK_THAT(text, lab::contains(
                       "k < 32 的部分和（16 宽的完整分块），K = 40 的最后一个不完整分块被漏掉了"));
  CHECK_THAT(
      say_in(Language::en, "gemm-k-rounded-down", {{"whole", 32}, {"tile", 16}, {"k", 40}}),
      lab::contains(
          "the loop over K tiles rounds down: the result is the sum over k < 32 only (the whole "
          "tiles of 16), the last, partial tile of K = 40 was left out."));
}

TEST_CASE("1.11 suspects: a block with more threads than its shared tiles have elements",
          "[host][1.11]") {
  // The course's tiled kernel: two 16 x 16 float tiles, 2048 bytes of static shared memory.
  const KernelLaunch too_large{"k", dim3(1, 1), dim3(32, 32), 0, 2048};
  const Diagnosis mismatch = ref::tile_block_cause("gemm_tiled", too_large);
  CHECK(mismatch.cause);
  CHECK(mismatch.id == "tile-block-mismatch");
  CHECK_THAT(mismatch.text, lab::contains("the block and the shared tiles do not match: gemm_tiled "
                                          "launched blocks of 32 x 32 = 1024 threads, but its "
                                          "kernel has 2048 bytes of shared memory (two 16 x 16 "
                                          "float tiles)"));
  // Tiles padded against bank conflicts (17 floats a row) are not two square tiles.
  const KernelLaunch padded{"k", dim3(1, 1), dim3(32, 32), 0, 2 * 16 * 17 * 4};
  CHECK_THAT(ref::tile_block_cause("gemm_tiled", padded).text,
             lab::contains("2176 bytes of shared memory, fewer than"));
  // Dynamic shared memory counts too.
  const KernelLaunch dynamic{"k", dim3(1, 1), dim3(32, 32), 2048, 0};
  CHECK(ref::tile_block_cause("gemm_tiled", dynamic).id == "tile-block-mismatch");

  // Room for one element of each tile per thread, or no shared memory at all: nothing to say.
  const KernelLaunch matching{"k", dim3(3, 2), dim3(16, 16), 0, 2048};
  const KernelLaunch smaller{"k", dim3(3, 2), dim3(8, 8), 0, 2048};
  const KernelLaunch naive{"k", dim3(3, 2), dim3(16, 16), 0, 0};
  const KernelLaunch fast{"k", dim3(2, 2), dim3(256), 0, 2 * 8 * 132 * 4 + 2 * 8 * 128 * 4};
  for (const KernelLaunch& l : {matching, smaller, naive, fast})
    CHECK(ref::tile_block_cause("gemm_tiled", l).text.empty());
}

TEST_CASE("1.11 an input without effect, and the tile cause, in both languages", "[host][1.11]") {
  // What the known-wrong naive_reads_a_twice.cu expects, from the doubling experiment.
  CHECK_THAT(input_without_effect("gemm_naive", "B", "C", false,
                                  say("harness.input-doubled", {{"input", "B"}}))
                 .text,
             lab::contains("B has no effect on C: the checker doubled every element of B and ran "
                           "gemm_naive again"));
  const KernelLaunch too_large{"k", dim3(1, 1), dim3(32, 32), 0, 2048};
  const Diagnosis zh =
      lab::in_chinese([&] { return ref::tile_block_cause("gemm_tiled", too_large); });
  CHECK(zh.id == "tile-block-mismatch");
  CHECK_THAT(zh.text,
             lab::contains("线程块与共享内存中的分块不匹配：gemm_tiled 启动的线程块有 32 x 32 "
                           "= 1024 个线程，但它的核函数只有 2048 字节共享内存（两个 16 x "
                           "16 的 float 分块）"));
}
