// Chapter 1.2 memory: device memory, copies, pinned memory.     docs/1.2-memory.md
//
// Fill in the six TODO(1.2) steps, then check your work with
//     ./lab check 1.2
// Stuck? `./lab hint 1.2` reveals one hint at a time.
#include "transfers.h"

#include <cstring>

#include "common/cuda_check.h"

TransferBuffers allocate_buffers(size_t n) {
  TransferBuffers b;
  // TODO(1.2) step 1: allocate n floats of device memory into b.device and n floats of
  //   page-locked (pinned) host memory into b.pinned, then set b.n. The copy engine reads
  //   and writes pinned memory directly; new or malloc would give pageable memory.
  (void)n;
  return b;
}

void upload_sync(const TransferBuffers& b, const float* host, size_t count) {
  // TODO(1.2) step 2: copy host[0, count) to b.device with the synchronous copy. Its size
  //   is in bytes, not in floats.
  (void)b, (void)host, (void)count;
}

void download_sync(const TransferBuffers& b, float* host, size_t count) {
  // TODO(1.2) step 3: copy b.device[0, count) back to host, synchronously too: the caller
  //   reads host as soon as this returns.
  (void)b, (void)host, (void)count;
}

void upload_async(const TransferBuffers& b, size_t count, cudaStream_t stream) {
  // TODO(1.2) step 4: enqueue the copy b.pinned -> b.device on `stream` and return without
  //   waiting; then the same in download_async, the other way. The caller decides when to
  //   wait, so the copies must go to the stream it passed.
  (void)b, (void)count, (void)stream;
}

void download_async(const TransferBuffers& b, size_t count, cudaStream_t stream) {
  (void)b, (void)count, (void)stream;
}

void stage_upload(const TransferBuffers& b, const float* host, size_t count, cudaStream_t stream) {
  // TODO(1.2) step 5: b.pinned may still be in use by a copy queued on `stream` (the
  //   watermelon money is not yours until the watermelon is bought): wait for the stream,
  //   then copy host into b.pinned on the CPU and enqueue b.pinned -> b.device on `stream`.
  (void)b, (void)host, (void)count, (void)stream;
}

void release_buffers(TransferBuffers& b, cudaStream_t stream) {
  // TODO(1.2) step 6: wait until `stream` is done with the buffers, free each one with the
  //   function that matches its allocation, and leave b empty so a second release is harmless.
  (void)b, (void)stream;
}
