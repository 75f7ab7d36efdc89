// Models of wrong index formulas, for diagnoses: given a launch's shape, which indices a kernel
// with a known mistake reaches, so that an observed pattern of written elements can be matched
// against it. Plain host code, host-tested.
//
//   if (lab::grid_dim_tells_apart(k.grid.x, k.block.x, n) &&
//       lab::reached_with_grid_dim(k.grid.x, k.block.x, n) == written)
//     problems.add(lab::grid_dim_for_block_dim("x", k, n, reached));
#pragma once

#include <string>
#include <vector>

#include "checker/harness/capture.h"
#include "checker/harness/diagnosis.h"

namespace lab {

// The indices in [0, extent) that `blockIdx * gridDim + threadIdx` reaches, for every blockIdx
// < grid and threadIdx < block (gridDim where blockDim belongs); with `loops`, each also
// repeated every grid * block (a grid-stride loop whose stride is right).
std::vector<bool> reached_with_grid_dim(unsigned grid, unsigned block, size_t extent,
                                        bool loops = false);

// Whether that model can be told from the right formula with this launch: it reaches another
// set of indices, and not all of them. Not with a grid of one block, or gridDim == blockDim,
// or when both reach everything: then the evidence cannot tell them apart.
bool grid_dim_tells_apart(unsigned grid, unsigned block, size_t extent, bool loops = false);

// The diagnosis: along `axis` ("x"), the index uses gridDim where blockDim belongs, for the
// launch `launch` over `extent` elements. Id: grid-dim-for-block-dim.
Diagnosis grid_dim_for_block_dim(const std::string& axis, const KernelLaunch& launch, size_t extent,
                                 size_t reached);

// For a one-dimensional index: the diagnosis when the elements written (`written[i]`: element i
// was stored) are exactly those that gridDim.x in place of blockDim.x reaches with `launch`,
// with or without a grid-stride loop, and that launch tells the two apart; else nothing.
Diagnosis grid_dim_finding(const std::vector<bool>& written, const KernelLaunch& launch);

}  // namespace lab
