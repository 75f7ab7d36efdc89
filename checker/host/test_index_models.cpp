// The models of wrong index formulas (checker/harness/index_models.h): what gridDim in place
// of blockDim reaches, and that a launch which cannot tell it from the right formula says so.
#include <algorithm>

#include "checker/harness/catch.h"
#include "checker/harness/index_models.h"

namespace {
long long count(const std::vector<bool>& v) { return std::count(v.begin(), v.end(), true); }
}  // namespace

TEST_CASE("index models: gridDim where blockDim belongs", "[index-models]") {
  // 4 blocks of 256 over 1000 elements: blockIdx * 4 + threadIdx reaches 0 .. 267.
  const std::vector<bool> r = lab::reached_with_grid_dim(4, 256, 1000, false);
  REQUIRE(r.size() == 1000);
  CHECK(count(r) == 268);
  CHECK(r[267]);
  CHECK_FALSE(r[268]);
  // With a grid-stride loop (stride 1024, past the end) the same.
  CHECK(lab::reached_with_grid_dim(4, 256, 1000, true) == r);
  // A stride loop over 3000 elements reaches 0 .. 267, 1024 .. 1291, 2048 .. 2315.
  CHECK(count(lab::reached_with_grid_dim(4, 256, 3000, true)) == 3 * 268);
  CHECK(lab::grid_dim_tells_apart(4, 256, 1000));
  // Indistinguishable launches: gridDim == blockDim, and a grid of one block.
  CHECK_FALSE(lab::grid_dim_tells_apart(32, 32, 1024));
  CHECK_FALSE(lab::grid_dim_tells_apart(1, 256, 200));
  // Everything reached anyway: nothing to tell.
  CHECK_FALSE(lab::grid_dim_tells_apart(2, 256, 100));
  const lab::KernelLaunch k{"k", dim3(4), dim3(256), 0};
  CHECK_THAT(lab::grid_dim_finding(r, k).text,
             lab::contains("your index uses gridDim.x where blockDim.x belongs"));
  CHECK_THAT(lab::grid_dim_finding(r, k).text, lab::contains("exactly the 268 of the 1000"));
  // Written elsewhere than the model says: nothing.
  std::vector<bool> other = r;
  other[500] = true;
  CHECK(lab::grid_dim_finding(other, k).text.empty());
}

TEST_CASE("the gridDim-for-blockDim model: which positions blockIdx * gridDim + threadIdx reaches",
          "[index-models]") {
  // 3 blocks of 4 threads: 0..3, 3..6, 6..9; position 10 of 11 is never reached.
  const std::vector<bool> overlapping = lab::reached_with_grid_dim(3, 4, 11);
  CHECK(std::count(overlapping.begin(), overlapping.end(), true) == 10);
  CHECK_FALSE(overlapping[10]);
  // 5 blocks of 2 threads: 0, 1, 5, 6, 10, 11, ...: gaps.
  const std::vector<bool> gaps = lab::reached_with_grid_dim(5, 2, 12);
  CHECK(gaps == std::vector<bool>{true, true, false, false, false, true, true, false, false, false,
                                  true, true});
  // As many blocks as threads per block: the mistake is invisible, every position is reached.
  const std::vector<bool> same = lab::reached_with_grid_dim(4, 4, 16);
  CHECK(std::count(same.begin(), same.end(), true) == 16);
}
