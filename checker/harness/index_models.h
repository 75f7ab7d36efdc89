// Models of wrong index formulas, for diagnoses: given a launch's shape, which indices a kernel
// with a known mistake reaches, so that an observed pattern of written elements can be matched
// against it. Plain host code, host-tested.
//
//   if (lab::reached_with_grid_dim(k.grid.x, k.block.x, n, false) == written)
//     problems.add(lab::grid_dim_for_block_dim("x", k, n));
#pragma once

#include <string>
#include <vector>

#include "checker/harness/capture.h"
#include "checker/harness/diagnosis.h"

namespace lab {

// The indices in [0, extent) that `blockIdx * gridDim + threadIdx` reaches, for every blockIdx
// < grid and threadIdx < block (gridDim where blockDim belongs); with `loops`, each also
// repeated every grid * block (a grid-stride loop whose stride is right). Empty when the
// model reaches exactly what the right formula reaches with this launch (a grid of one block,
// say): then the evidence cannot tell them apart.
std::vector<bool> reached_with_grid_dim(unsigned grid, unsigned block, long long extent,
                                        bool loops);

// The diagnosis: along `axis` ("x"), the index uses gridDim where blockDim belongs, for the
// launch `launch` over `extent` elements. Id: grid-dim-for-block-dim.
Diagnosis grid_dim_for_block_dim(const std::string& axis, const KernelLaunch& launch,
                                 long long extent, long long reached);

}  // namespace lab
