// What chapter 1.13's benchmark compares keep_and_sort and Thrust with: CUB called directly,
// Thrust with each policy, and the selections of chapter 1.9 (see the Performance section of
// docs/1.13-thrust.md). Every function enqueues on `stream` and takes its temporaries from
// `workspace` (workspace_bytes of them), except where its comment says otherwise.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>

#include "chapters/1.9-atomic/keep_items.h"

namespace lab::thrust_bench {

// Sorts keys_in (n) into keys_out and values_in into values_out by key, ascending.
void cub_sort_pairs(const std::uint64_t* keys_in, std::uint64_t* keys_out, const int* values_in,
                    int* values_out, int n, void* workspace, std::size_t workspace_bytes,
                    cudaStream_t stream);

// thrust::sort_by_key on keys and values in place, with par_nosync(allocator).on(stream), or
// with par(allocator).on(stream) when `wait` (Thrust then waits for the stream at the end).
void thrust_sort_pairs(std::uint64_t* keys, int* values, int n, bool wait, void* workspace,
                       std::size_t workspace_bytes, cudaStream_t stream);

// 1.9's selection, {input[i], i} for every input[i] >= threshold, into out (room for n), with
// the number kept in *count (a device pointer). thrust::copy_if returns where its output ends,
// so it waits for the stream to learn it and then copies the count to *count; CUB's
// DeviceSelect::If writes the count to device memory and waits for nothing.
void thrust_copy_if(const float* input, int n, float threshold, KeptItem* out, int* count,
                    void* workspace, std::size_t workspace_bytes, cudaStream_t stream);
void cub_select_if(const float* input, int n, float threshold, KeptItem* out, int* count,
                   void* workspace, std::size_t workspace_bytes, cudaStream_t stream);

}  // namespace lab::thrust_bench
