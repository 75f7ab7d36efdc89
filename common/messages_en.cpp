// common/'s texts in English: the advice of its CUDA error checks (cuda_check.cpp's explain
// and explain_launch_error), by message id (common/messages.h). messages_zh.cpp has the same
// ids; the lab's catalogue includes this part, so its host test checks them with the rest.
#include <iterator>

#include "common/messages.h"

namespace lab::messages {
namespace {

const Entry kEnglish[] = {
    {"cuda.invalid-value",
     "an argument is out of range: a size, a null or wrong pointer, or a copy direction."},
    {"cuda.out-of-memory",
     "the GPU is out of memory: free buffers you no longer need, or use smaller sizes."},
    {"cuda.no-kernel-image",
     "this program has no machine code for this GPU: rebuild with -Dgpu_arch=native, or add the "
     "GPU's compute capability to gpu_arch (./lab doctor shows it)."},
    {"cuda.invalid-device-function",
     "the kernel cannot run on this GPU (built for another architecture?): rebuild with "
     "-Dgpu_arch=native."},
    {"cuda.out-of-resources",
     "the block asks for more registers or threads than a multiprocessor has: use a smaller "
     "block."},
    {"cuda.illegal-address",
     "a kernel read or wrote memory it does not own (an index past the end? a missing bounds "
     "check? a host pointer?). The context is now unusable: run the program under "
     "compute-sanitizer to see the kernel, line, block and thread."},
    {"cuda.misaligned-address",
     "a kernel accessed memory at an address not aligned to the access size (e.g. a float4 load "
     "from an address that is not a multiple of 16 bytes)."},
    {"cuda.launch-failure",
     "the kernel crashed while running (an invalid memory access or trap): run it under "
     "compute-sanitizer."},
    {"cuda.assert", "an assert() inside a kernel failed: its message is printed above."},
    {"cuda.launch-timeout", "the kernel ran too long and was stopped (an endless loop?)."},
    {"cuda.no-device",
     "no CUDA GPU is visible to this process: check nvidia-smi and CUDA_VISIBLE_DEVICES."},
    {"cuda.insufficient-driver",
     "the NVIDIA driver is missing or older than this CUDA runtime: install or update the driver "
     "(nvidia-smi shows its version), or build with an older CUDA Toolkit."},
    {"cuda.invalid-handle",
     "a stream, event or graph that was never created or was already destroyed."},
    {"cuda.not-while-capturing",
     "an operation that is not allowed while the stream is being recorded: a launch function must "
     "only enqueue work on its stream (no cudaDeviceSynchronize, cudaMalloc, cudaMemcpy or "
     "default-stream work inside it)."},
    {"cuda.launch-rejected",
     "the launch configuration was rejected: a grid or block dimension is 0, a block has more than "
     "1024 threads, or too much shared memory was asked for. If n < block size, n / block is 0: "
     "round the grid up with (n + block - 1) / block."},
};

}  // namespace

Catalogue common_english() { return {kEnglish, std::size(kEnglish)}; }

}  // namespace lab::messages
