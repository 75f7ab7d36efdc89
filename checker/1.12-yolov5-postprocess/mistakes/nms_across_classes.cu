// Known-wrong 1.12: NMS compares boxes of different classes too.
// expect-diagnosis: different classes suppressed each other
#define LAB_FLAWS kAcrossClasses
#include "flawed_postprocess.cuh"
