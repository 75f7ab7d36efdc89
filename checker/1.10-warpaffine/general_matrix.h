// Cases with a rotated, sheared matrix instead of the letterbox: a kernel that ignores
// d2i[1] or d2i[3] (zero in a letterbox) or mixes up x and y shows here.
#pragma once

#include "warp_case.h"

namespace lab::checks {

// A src_w x src_h source (rows padded by src_pad bytes) seen through a random rotation by
// 0..360 degrees with a scale of 0.6..2.5 and a small shear, centred on the destination.
// The entries are multiples of 2^-12 with at most 13 significant bits, so that for
// destinations below 512 x 512 every product and sum of m.d2i * (dx, dy, 1) is exact in float:
// the source position is the same with and without FMA contraction (see reference.h).
WarpCase rotated_case(int src_w, int src_h, int src_pad, int dst_w, int dst_h, Rng& rng);

}  // namespace lab::checks
