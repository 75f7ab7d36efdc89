// Chapter 1.2's rules: what a copied buffer and the recorded runtime calls (runtime_spy.h)
// say about the code under test, in words. Plain functions, no GPU: test_reference.cpp holds
// them to the typical mistakes. Every diagnosis carries an id (see diagnosis.h).
#pragma once

#include <cuda_runtime.h>

#include <string>
#include <vector>

#include "checker/harness/diagnosis.h"
#include "checker/harness/spy_call.h"

namespace lab::transfers_ref {

// `got` is a whole buffer after `function` copied `count` floats into it: its first `count`
// elements must hold `want` bit for bit, and the others must still hold `before`'s bytes.
// None when so, else what went wrong: nothing arrived, `count` bytes instead of floats, only a
// prefix, wrong elements, or elements beyond `count` overwritten.
Problems copy_problems(const std::string& name, const std::string& function,
                       const std::vector<float>& got, const std::vector<float>& want,
                       const std::vector<float>& before, size_t count);

// "ordinary pageable host memory (new, malloc, std::vector)", "page-locked host memory", ...
std::string describe_memory(cudaMemoryType type);

// allocate_buffers(n) returned `device` and `pinned`, of the memory types that
// cudaPointerGetAttributes reported, and `b_n`; `calls` were made meanwhile.
Problems allocation_problems(size_t n, const void* device, cudaMemoryType device_type,
                             const void* pinned, cudaMemoryType pinned_type, size_t b_n,
                             const std::vector<spy::Call>& calls);

// The calls of `function` that returned an error (stream and event queries answering
// "not ready" are not errors).
Problems failed_calls(const std::string& function, const std::vector<spy::Call>& calls);

// A copy function must allocate nothing (the buffers are b's).
Problems allocations_in(const std::string& function, const std::vector<spy::Call>& calls);

// The buffers a copy may name, for diagnoses.
struct Buffers {
  const void* device = nullptr;
  const void* pinned = nullptr;
  const void* host = nullptr;  // the caller's pageable buffer, if any
};

// upload_async / download_async: one cudaMemcpyAsync on `stream`, and no waiting.
Problems async_copy_problems(const std::string& function, const std::vector<spy::Call>& calls,
                             cudaStream_t stream);

// stage_upload: copies b.pinned -> b.device with cudaMemcpyAsync on `stream`, never from
// `host` itself.
Problems stage_call_problems(const std::vector<spy::Call>& calls, cudaStream_t stream,
                             const Buffers& b);

// The watermelon: copy k of a sequence (k = 0 enqueued before the first stage_upload call,
// k >= 1 by call k) delivered data set arrived[k] (the data of call j, 0 for the first copy's
// own, -1 for none of them). `first_call` holds the calls of the first stage_upload.
Problems reuse_problems(const std::vector<int>& arrived, const std::vector<spy::Call>& first_call);

// release_buffers: `allocated` are the calls of allocate_buffers (which returned `b`),
// `released` those of release_buffers, with work still queued on the stream (the spy's
// while_held), `again` those of a second release_buffers on the buffers it left.
Problems release_problems(const Buffers& b, const std::vector<spy::Call>& allocated,
                          const std::vector<spy::Call>& released,
                          const std::vector<spy::Call>& again);

// The function that frees what `allocation` allocated ("cudaFreeHost" for cudaMallocHost).
std::string matching_free(const std::string& allocation);

}  // namespace lab::transfers_ref
