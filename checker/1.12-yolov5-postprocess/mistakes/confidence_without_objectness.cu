// Known-wrong 1.12: the confidence is the class probability alone; the objectness is not multiplied in.
// expect-diagnosis: multiply by the objectness
#define LAB_FLAWS kConfidenceWithoutObjectness
#include "flawed_postprocess.cuh"
