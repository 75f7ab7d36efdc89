// Known-wrong 1.12: NMS suppresses when IoU >= threshold instead of >.
// expect-diagnosis: >= instead of >
#define LAB_FLAWS kGreaterEqual
#include "flawed_postprocess.cuh"
