// The kernels behind faults.h: part of chapter 1.14, not an exercise.
#include "faults.h"

namespace {

constexpr unsigned long long kWork_ns = 10'000'000;

// %globaltimer counts nanoseconds on every GPU, so the wait lasts as long on any of them.
__device__ unsigned long long now_ns() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

// Long enough that a host which does not wait for the kernel returns before it ends.
__device__ void work_a_while() {
  const unsigned long long start = now_ns();
  while (now_ns() - start < kWork_ns) {
  }
}

__global__ void fine_kernel() { work_a_while(); }

// What a failed check inside a kernel does: the whole kernel stops, with an error.
__global__ void trap_kernel() {
  work_a_while();
  __trap();
}

__global__ void illegal_address_kernel(int* nowhere) {
  work_a_while();
  *nowhere = 1;
}

}  // namespace

void launch_fine(cudaStream_t stream) { fine_kernel<<<1, 32, 0, stream>>>(); }

// The course's own example of a launch error.
void launch_too_many_threads(cudaStream_t stream) { fine_kernel<<<1, 1050, 0, stream>>>(); }

void launch_empty_grid(cudaStream_t stream) { fine_kernel<<<0, 32, 0, stream>>>(); }

void launch_trap(cudaStream_t stream) { trap_kernel<<<1, 1, 0, stream>>>(); }

// The course's kernel writes ptr[999] with ptr = nullptr. Address 8 is as bad: nothing is
// ever mapped in the first page, so the write fails with cudaErrorIllegalAddress.
void launch_illegal_address(cudaStream_t stream) {
  illegal_address_kernel<<<1, 1, 0, stream>>>(reinterpret_cast<int*>(8));
}
