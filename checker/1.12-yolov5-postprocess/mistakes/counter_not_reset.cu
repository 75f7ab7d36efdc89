// Known-wrong 1.12: decode never resets *count (as in the course), so a second frame continues where the first stopped.
// expect-diagnosis: counter was not reset
#define LAB_FLAWS kCounterNotReset
#include "flawed_postprocess.cuh"
