#include "launch_shape.h"

#include "checker/harness/compare.h"
#include "checker/harness/guarded.h"
#include "checker/harness/index_models.h"

namespace lab::checks {

Diagnosis block_shape_problem(const KernelLaunch& launch, unsigned want,
                              const std::string& message) {
  if (launch.block.x == want && launch.block.y == 1 && launch.block.z == 1) return {};
  return {"tile-block-mismatch",
          say(message, {{"launch", describe_launch(launch)}, {"want", want}})};
}

Diagnosis grid_dim_finding(const std::vector<float>& got, const KernelLaunch& launch) {
  std::vector<bool> written(got.size());
  for (size_t i = 0; i < got.size(); ++i) written[i] = !is_poison(got[i]);
  return lab::grid_dim_finding(written, launch);
}

}  // namespace lab::checks
