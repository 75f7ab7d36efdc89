#include "checker/harness/index_models.h"

#include <algorithm>

namespace lab {

namespace {

// The indices in [0, extent) that `blockIdx * step + threadIdx` reaches for the launch.
std::vector<bool> reached_with_step(unsigned grid, unsigned block, unsigned step, long long extent,
                                    bool loops) {
  std::vector<bool> reached(static_cast<size_t>(std::max(0LL, extent)), false);
  const long long stride = static_cast<long long>(grid) * block;
  for (unsigned b = 0; b < grid; ++b)
    for (unsigned t = 0; t < block; ++t)
      for (long long i = static_cast<long long>(b) * step + t; i < extent;
           i += loops ? stride : extent)
        reached[static_cast<size_t>(i)] = true;
  return reached;
}

}  // namespace

std::vector<bool> reached_with_grid_dim(unsigned grid, unsigned block, long long extent,
                                        bool loops) {
  if (grid == block) return {};  // the same formula
  std::vector<bool> reached = reached_with_step(grid, block, grid, extent, loops);
  // With this launch the mistake cannot be told from the right formula (a grid of one block).
  if (reached == reached_with_step(grid, block, block, extent, loops)) return {};
  return reached;
}

Diagnosis grid_dim_for_block_dim(const std::string& axis, const KernelLaunch& launch,
                                 long long extent, long long reached) {
  return diagnose("grid-dim-for-block-dim", {{"axis", axis},
                                             {"launch", describe_launch(launch)},
                                             {"extent", extent},
                                             {"reached", reached}});
}

}  // namespace lab
