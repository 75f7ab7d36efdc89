// The correct 1.5 fill_coordinates, shared by the mistakes whose error is elsewhere.
#pragma once

#include "capped_launch.cuh"
#include "correct_fill_kernel.cuh"
