#include "launch_shape.h"

#include "checker/harness/compare.h"
#include "checker/harness/guarded.h"

namespace lab::checks {

Diagnosis block_shape_problem(const KernelLaunch& launch, unsigned want,
                              const std::string& message) {
  if (launch.block.x == want && launch.block.y == 1 && launch.block.z == 1) return {};
  return {"tile-block-mismatch",
          say(message, {{"launch", describe_launch(launch)}, {"want", want}})};
}

Diagnosis grid_dim_finding(const std::vector<float>& got, const KernelLaunch& launch) {
  // With one block, or as many blocks as threads in one, both indices are the same.
  if (launch.grid.x <= 1 || launch.grid.x == launch.block.x) return {};
  const std::vector<bool> reached =
      reached_with_grid_dim(launch.grid.x, launch.block.x, got.size());
  size_t written = 0;
  for (size_t i = 0; i < got.size(); ++i) {
    if (is_poison(got[i]) == reached[i]) return {};  // written where the model is not, or not
    written += reached[i];
  }
  if (written == got.size()) return {};  // the model writes everything: no evidence
  return {"grid-dim-for-block-dim",
          say("shared-memory.grid-dim-for-block-dim", {{"written", written},
                                                       {"n", got.size()},
                                                       {"grid", launch.grid.x},
                                                       {"block", launch.block.x}})};
}

}  // namespace lab::checks
