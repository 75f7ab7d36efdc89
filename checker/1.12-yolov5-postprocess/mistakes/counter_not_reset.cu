// Known-wrong 1.12: decode never resets *count. In the course the counter starts as garbage
// (a fresh buffer, never initialised); here a second frame continues where the first stopped.
// expect-diagnosis: counter was not reset
#define LAB_FLAWS kCounterNotReset
#include "flawed_postprocess.cuh"
