// lab-gpu-load: a GPU load from another process, for `lab selftest --contended`, which
// checks that every checker still judges fairly while something else uses the GPU.
//
//   lab-gpu-load [--seconds S]
//
// Alternates a compute-bound and a memory-bound kernel on its own stream until SIGTERM or
// SIGINT, or for S seconds. Prints one line starting with kStarted once the GPU is busy.
// Exit codes: 0 stopped as asked, 1 a CUDA error while loading, 2 usage error, 77 no
// usable GPU (one line starting with kNoGpu, then the reason).
#pragma once

namespace lab::gpu_load {

// Where it is in the build folder, which is also its ninja target (checker/tools/meson.build).
inline constexpr char kBuildPath[] = "checker/tools/lab-gpu-load";
inline constexpr char kStarted[] = "lab-gpu-load: loading ";
inline constexpr char kNoGpu[] = "lab-gpu-load: no usable GPU: ";
inline constexpr int kNoGpuExit = 77;

}  // namespace lab::gpu_load
