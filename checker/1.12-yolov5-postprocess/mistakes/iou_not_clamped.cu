// Known-wrong 1.12: the intersection's width and height are not clamped at 0, so boxes apart in x and y 'overlap'.
// expect-diagnosis: not clamped at 0
#define LAB_FLAWS kIouNotClamped
#include "flawed_postprocess.cuh"
