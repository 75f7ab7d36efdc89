// Known-wrong 1.5: the fill kernel's x uses gridDim.x where blockDim.x belongs, so blocks of
// columns start gridDim.x apart and most columns are never written.
// expect-diagnosis: uses gridDim.x where blockDim.x belongs
#define LAB_FILL_BLOCK_STEP_X gridDim.x
#include "correct_fill.cuh"
#include "correct_limits.cuh"
#include "correct_position.cuh"
#include "correct_record.cuh"
