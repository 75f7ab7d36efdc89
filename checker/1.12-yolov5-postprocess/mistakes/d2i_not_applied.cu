// Known-wrong 1.12: the corners are left in network-input pixels (the course left the d2i step commented out).
// expect-diagnosis: map both corners back
#define LAB_FLAWS kD2iNotApplied
#include "flawed_postprocess.cuh"
