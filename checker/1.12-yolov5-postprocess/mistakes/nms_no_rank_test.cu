// Known-wrong 1.12: nms_fast suppresses a box when any other box overlaps it, without asking
// which of the two is better, so overlapping boxes remove each other.
// expect-diagnosis: overlaps it but is not better
#define LAB_FLAWS kNoRankTest
#include "flawed_postprocess.cuh"
