// Known-wrong 1.12: decode and both NMS remember the buffers and sizes of their last call and do no work when the same ones come again, so the next frame keeps the previous frame's boxes.
// expect-diagnosis: second call returned the first call's result
#define LAB_FLAWS kSkipsRepeatedCalls
#include "flawed_postprocess.cuh"
