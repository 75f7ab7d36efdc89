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
  // Indistinguishable launches: gridDim == blockDim, and a grid of one block.
  CHECK(lab::reached_with_grid_dim(32, 32, 1024, false).empty());
  CHECK(lab::reached_with_grid_dim(1, 256, 200, false).empty());
  // Everything reached anyway: nothing to tell.
  CHECK(lab::reached_with_grid_dim(2, 256, 100, false).empty());
  const lab::KernelLaunch k{"k", dim3(4), dim3(256), 0};
  CHECK_THAT(lab::grid_dim_for_block_dim("x", k, 1000, 268).text,
             lab::contains("uses gridDim.x where blockDim.x belongs"));
}
