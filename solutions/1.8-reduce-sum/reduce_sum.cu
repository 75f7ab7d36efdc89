// Chapter 1.8 reduce-sum: reference solution.
#include "reduce_sum.h"

#include <cstdint>

// ---------------------------------------------------------------------------------------
// The exercise: a shared-memory tree per block, one atomicAdd per block.
// ---------------------------------------------------------------------------------------

// The tree halves the number of active threads at every step, so the block size must be a
// power of two: with 384 threads the steps 192, 96, 48, 24, 12, 6, 3, 1 would leave
// cache[2] out after the step of 3. 512: the course's block size.
constexpr int kTreeBlock = 512;
static_assert((kTreeBlock & (kTreeBlock - 1)) == 0, "the tree needs a power-of-two block");

__global__ void reduce_sum_kernel(const float* __restrict__ input, int n,
                                  float* __restrict__ output) {
  extern __shared__ float cache[];  // blockDim.x floats, sized at launch
  const int t = threadIdx.x;
  const long long i = static_cast<long long>(blockIdx.x) * blockDim.x + t;
  // Zero padding: threads past the end contribute 0, so the tree can always add pairs.
  cache[t] = i < n ? input[i] : 0.0f;
  __syncthreads();
  // Step i: thread t < i adds the value i slots above it. After log2(blockDim.x) steps,
  // cache[0] holds the block's sum. The barrier ends every step: the next step reads what
  // this one wrote, usually in another warp.
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (t < stride) cache[t] += cache[t + stride];
    __syncthreads();
  }
  // Blocks run in no particular order and at the same time: a plain `*output += ...` from
  // two blocks can lose one update. atomicAdd makes each read-add-write indivisible.
  if (t == 0) atomicAdd(output, cache[0]);
}

void reduce_sum(const float* input, int n, float* output, cudaStream_t stream) {
  // The blocks ADD to *output, so it must start at 0 on every call. cudaMemsetAsync on the
  // stream runs before the kernel (same stream, in order) and does not synchronize.
  cudaMemsetAsync(output, 0, sizeof(float), stream);
  if (n <= 0) return;
  const int grid = (n - 1) / kTreeBlock + 1;  // round up: the last block is padded with zeros
  reduce_sum_kernel<<<grid, kTreeBlock, kTreeBlock * sizeof(float), stream>>>(input, n, output);
}

// ---------------------------------------------------------------------------------------
// The fast variant. Summing is memory-bound (one addition per 4 bytes read), so the goal is
// to stream the input at full memory bandwidth and make everything else negligible:
//  - a grid that just fills the GPU (every multiprocessor at full occupancy) and a
//    grid-stride loop, so each thread sums many elements in a register and the tree and the
//    atomics happen once per block, not once per 512 elements;
//  - 16-byte float4 loads, four of them in flight per thread per iteration, so enough bytes
//    are on their way to hide the memory latency;
//  - warp shuffles for the first five levels of the tree: registers, no shared memory,
//    no barrier.
// ---------------------------------------------------------------------------------------
constexpr int kFastBlock = 256;
constexpr int kWarp = 32;

__device__ float warp_sum(float v) {
  // Each step adds the value of the lane `offset` above; after 5 steps lane 0 has the sum.
  for (int offset = kWarp / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  return v;
}

__device__ float4 load_streaming(const float4* p) { return __ldcs(p); }  // read once: evict first

__global__ void __launch_bounds__(kFastBlock)
    reduce_sum_fast_kernel(const float* __restrict__ head, int head_count,
                           const float4* __restrict__ body, int body_count,
                           const float* __restrict__ tail, int tail_count,
                           float* __restrict__ output) {
  const int stride = gridDim.x * blockDim.x;
  const int first = blockIdx.x * blockDim.x + threadIdx.x;
  float sum = 0.0f;
  int i = first;
  for (; i + 3 * stride < body_count; i += 4 * stride) {
    // Four independent loads issued before the first is used.
    const float4 a = load_streaming(body + i), b = load_streaming(body + i + stride);
    const float4 c = load_streaming(body + i + 2 * stride),
                 d = load_streaming(body + i + 3 * stride);
    sum += ((a.x + a.y) + (a.z + a.w)) + ((b.x + b.y) + (b.z + b.w)) + ((c.x + c.y) + (c.z + c.w)) +
           ((d.x + d.y) + (d.z + d.w));
  }
  for (; i < body_count; i += stride) {
    const float4 a = load_streaming(body + i);
    sum += (a.x + a.y) + (a.z + a.w);
  }
  // The few floats before the first 16-byte boundary and after the last float4.
  if (first < head_count) sum += head[first];
  if (first < tail_count) sum += tail[first];

  // Block sum: each warp reduces in registers, warp 0 reduces the warps' sums.
  __shared__ float warp_sums[kFastBlock / kWarp];
  const int lane = threadIdx.x % kWarp, warp = threadIdx.x / kWarp;
  sum = warp_sum(sum);
  if (lane == 0) warp_sums[warp] = sum;
  __syncthreads();
  if (warp == 0) {
    sum = warp_sum(lane < kFastBlock / kWarp ? warp_sums[lane] : 0.0f);
    if (lane == 0) atomicAdd(output, sum);
  }
}

void reduce_sum_fast(const float* input, int n, float* output, cudaStream_t stream) {
  cudaMemsetAsync(output, 0, sizeof(float), stream);
  if (n <= 0) return;
  // float4 loads need 16-byte aligned addresses; the contract allows any float pointer, so
  // split the input into a head (0-3 floats up to the first 16-byte boundary), an aligned
  // body of float4s and a tail (0-3 floats).
  const int misaligned =
      static_cast<int>(reinterpret_cast<std::uintptr_t>(input) % 16 / sizeof(float));
  const int head = misaligned ? (n < 4 - misaligned ? n : 4 - misaligned) : 0;
  const int body = (n - head) / 4;
  const int tail = n - head - 4 * body;

  // Enough resident blocks to fill every multiprocessor, and no more than the work needs.
  int device = 0, sms = 1, threads_per_sm = 2048;
  cudaGetDevice(&device);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device);
  cudaDeviceGetAttribute(&threads_per_sm, cudaDevAttrMaxThreadsPerMultiProcessor, device);
  const int full = sms * (threads_per_sm / kFastBlock);
  const int needed = (body - 1) / kFastBlock + 1;  // at least 1, also when body == 0
  const int grid = needed < full ? needed : full;
  reduce_sum_fast_kernel<<<grid, kFastBlock, 0, stream>>>(
      input, head, reinterpret_cast<const float4*>(input + head), body, input + head + 4 * body,
      tail, output);
}
