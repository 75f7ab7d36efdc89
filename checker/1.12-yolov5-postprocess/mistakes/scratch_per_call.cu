// Known-wrong 1.12: decode allocates (and frees) a scratch buffer with cudaMalloc on every
// call: a launcher runs once per frame and must not allocate; cudaFree even waits for the GPU.
// expect-diagnosis: cudaMalloc (an allocation)
#define LAB_FLAWS kScratchPerCall
#include "flawed_postprocess.cuh"
