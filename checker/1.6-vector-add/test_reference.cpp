// Host tests of the 1.6 reference and tolerance: they must accept the float sum and
// reject the answers of typical wrong kernels.
#include "checker/harness/catch.h"
#include "checker/harness/messages.h"
#include "checker/harness/seed.h"
#include "reference.h"

using namespace lab;

TEST_CASE("1.6 reference: accepts every float sum and nothing else", "[host][1.6]") {
  Rng rng(1234);
  const auto a = random_floats(100000, rng), b = random_floats(100000, rng);
  const auto want = vector_add_ref::reference(a, b);
  const Tolerance tol = vector_add_ref::tolerance();
  std::vector<float> sum(a.size()), diff(a.size()), shifted(a.size());
  for (size_t i = 0; i < a.size(); ++i) {
    sum[i] = a[i] + b[i];
    diff[i] = a[i] - b[i];
    shifted[i] = a[(i + 1) % a.size()] + b[(i + 1) % a.size()];
  }
  CompareOptions opt{"c", tol};
  CHECK(compare(sum, want, opt).ok());
  CHECK(compare(diff, want, opt).wrong > 99000);
  CHECK(compare(shifted, want, opt).wrong > 99000);
}

TEST_CASE("1.6 reference: the course's example", "[host][1.6]") {
  CHECK(vector_add_ref::reference({2, 3, 2}, {5, 3, 3}) == std::vector<double>{7, 6, 5});
}

TEST_CASE("1.6 reference: the chapter's texts in Chinese", "[host][1.6]") {
  CHECK(say_in(Language::zh, "vector-add.tolerance-rule") ==
        "一次正确舍入的 float 加法：u = 2^-24");
  const std::string passed = say_in(Language::zh, "vector-add.sizes-passed", {{"sizes", "1, 3"}});
  CHECK(say_in(Language::zh, "vector-add.failed-at-size", {{"n", 31}, {"passed", passed}}) ==
        "n = 31（n = 1, 3 已通过）：");
  CHECK(say_in(Language::en, "vector-add.failed-at-size",
               {{"n", 31},
                {"passed", say_in(Language::en, "vector-add.sizes-passed",
                                  {{"sizes", "1, 3"}})}}) == "n = 31 (n = 1, 3 passed):");
}
