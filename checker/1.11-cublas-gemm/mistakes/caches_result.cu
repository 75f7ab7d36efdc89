// Known-wrong 1.11: every launcher remembers the buffers and sizes of its last call and does no work when the
// same ones come again ("C is already computed"), so the next product computed into the same C keeps the first.
// expect-diagnosis: second call returned the first call's result
#define LAB_SKIPS_REPEATED_CALLS true
#include "correct_parts.cuh"
