#include "checker/harness/index_models.h"

#include <algorithm>

namespace lab {

namespace {

// The indices in [0, extent) that `blockIdx * step + threadIdx` reaches for the launch.
std::vector<bool> reached_with_step(unsigned grid, unsigned block, size_t step, size_t extent,
                                    bool loops) {
  std::vector<bool> reached(extent, false);
  const size_t stride = size_t(grid) * block;
  for (size_t b = 0; b < grid && b * step < extent; ++b)
    for (size_t t = 0; t < block; ++t)
      for (size_t i = b * step + t; i < extent; i += loops ? stride : extent) reached[i] = true;
  return reached;
}

}  // namespace

std::vector<bool> reached_with_grid_dim(unsigned grid, unsigned block, size_t extent, bool loops) {
  return reached_with_step(grid, block, grid, extent, loops);
}

bool grid_dim_tells_apart(unsigned grid, unsigned block, size_t extent, bool loops) {
  if (grid <= 1 || grid == block) return false;
  const std::vector<bool> reached = reached_with_grid_dim(grid, block, extent, loops);
  if (std::all_of(reached.begin(), reached.end(), [](bool r) { return r; })) return false;
  return reached != reached_with_step(grid, block, block, extent, loops);
}

Diagnosis grid_dim_for_block_dim(const std::string& axis, const KernelLaunch& launch, size_t extent,
                                 size_t reached) {
  return diagnose("grid-dim-for-block-dim", {{"axis", axis},
                                             {"launch", describe_launch(launch)},
                                             {"extent", extent},
                                             {"reached", reached}});
}

Diagnosis grid_dim_finding(const std::vector<bool>& written, const KernelLaunch& launch) {
  const size_t n = written.size();
  for (bool loops : {false, true})
    if (grid_dim_tells_apart(launch.grid.x, launch.block.x, n, loops) &&
        reached_with_grid_dim(launch.grid.x, launch.block.x, n, loops) == written)
      return grid_dim_for_block_dim(
          "x", launch, n, static_cast<size_t>(std::count(written.begin(), written.end(), true)));
  return {};
}

}  // namespace lab
