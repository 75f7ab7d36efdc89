// Chapter 1.14 demo (`./lab run 1.14`): your checked_launch on the lab's kernels, the last
// error outliving calls that succeed, then the course's example: a kernel that writes through
// a bad pointer, and what every call after it returns.
#include <cstdio>
#include <string>

#include "checked_launch.h"
#include "common/cuda_check.h"
#include "common/demo.h"
#include "faults.h"

namespace {

// Prints one outcome beside the expected one; true when they agree.
bool show(const char* what, const LaunchOutcome& got, LaunchOutcome::Kind want) {
  std::string line = to_string(got.kind);
  if (got.code != cudaSuccess) line += ", " + lab::describe(got.code);
  if (got.kind != want) line += std::string("   (expected ") + to_string(want) + ")";
  std::printf("  %-44s -> %s\n", what, line.c_str());
  return got.kind == want;
}

// The course says a launch error "is overwritten at the next call": a call that succeeds
// does not touch it, only cudaGetLastError empties the slot.
void last_error_outlives_successes(cudaStream_t stream) {
  cudaGetLastError();
  launch_too_many_threads(stream);
  void* p = nullptr;
  const cudaError_t allocated = cudaMalloc(&p, 4);
  const cudaError_t freed = cudaFree(p);
  std::printf("\nA rejected launch left unchecked, then cudaMalloc (%s) and cudaFree (%s):\n",
              cudaGetErrorName(allocated), cudaGetErrorName(freed));
  std::printf("  cudaPeekAtLastError() -> %s\n", lab::describe(cudaPeekAtLastError()).c_str());
  std::printf("  cudaGetLastError()    -> %s\n", lab::describe(cudaGetLastError()).c_str());
  std::printf("  cudaGetLastError()    -> %s\n", lab::describe(cudaGetLastError()).c_str());
}

}  // namespace

int main() {
  return lab::run_demo([](cudaStream_t stream) {
    std::printf("checked_launch on the lab's kernels (chapters/1.14-error/faults.h):\n");
    bool right = show("a kernel that runs to its end", checked_launch(launch_fine, stream),
                      LaunchOutcome::ok);
    right &= show("a block of 1050 threads", checked_launch(launch_too_many_threads, stream),
                  LaunchOutcome::launch_error);
    right &= show("a grid of 0 blocks", checked_launch(launch_empty_grid, stream),
                  LaunchOutcome::launch_error);

    last_error_outlives_successes(stream);

    std::printf("\nThe course's example: a kernel writes where no allocation is.\n");
    right &= show("the kernel that writes there", checked_launch(launch_illegal_address, stream),
                  LaunchOutcome::execution_error);
    right &= show("then a kernel that runs to its end", checked_launch(launch_fine, stream),
                  LaunchOutcome::sticky_error);
    void* p = nullptr;
    std::printf("  %-44s -> %s\n", "then cudaMalloc", lab::describe(cudaMalloc(&p, 4)).c_str());
    std::printf("Only a new process can use the GPU again.\n");
    if (!right) std::printf("\nSome outcomes are not the expected ones: run ./lab check 1.14\n");
    return right;
  });
}
