#include "bench_variants.h"

#include <thrust/copy.h>
#include <thrust/execution_policy.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/sort.h>

#include <cub/device/device_radix_sort.cuh>
#include <cub/device/device_select.cuh>
#include <stdexcept>

namespace lab::thrust_bench {

namespace {

// The workspace handed out in 256-byte pieces, never given back (as in the exercise).
class Bump {
 public:
  using value_type = char;
  Bump(void* base, std::size_t bytes) : next_(static_cast<char*>(base)), end_(next_ + bytes) {}
  char* allocate(std::ptrdiff_t bytes) {
    const std::size_t rounded = (static_cast<std::size_t>(bytes) + 255) / 256 * 256;
    if (rounded > static_cast<std::size_t>(end_ - next_))
      throw std::length_error("benchmark: the workspace is too small");
    char* piece = next_;
    next_ += rounded;
    return piece;
  }
  void deallocate(char*, std::size_t) {}

 private:
  char* next_;
  char* end_;
};

// {input[i], i}, the record 1.9 keeps.
struct MakeItem {
  const float* input;
  __host__ __device__ KeptItem operator()(int i) const { return KeptItem{input[i], i}; }
};

struct AtLeast {
  float threshold;
  __host__ __device__ bool operator()(const KeptItem& item) const {
    return item.value >= threshold;
  }
  __host__ __device__ bool operator()(float value) const { return value >= threshold; }
};

}  // namespace

void cub_sort_pairs(const std::uint64_t* keys_in, std::uint64_t* keys_out, const int* values_in,
                    int* values_out, int n, void* workspace, std::size_t workspace_bytes,
                    cudaStream_t stream) {
  std::size_t bytes = 0;
  cub::DeviceRadixSort::SortPairs(nullptr, bytes, keys_in, keys_out, values_in, values_out, n, 0,
                                  64, stream);
  if (bytes > workspace_bytes) throw std::length_error("benchmark: the workspace is too small");
  cub::DeviceRadixSort::SortPairs(workspace, bytes, keys_in, keys_out, values_in, values_out, n, 0,
                                  64, stream);
}

void thrust_sort_pairs(std::uint64_t* keys, int* values, int n, bool wait, void* workspace,
                       std::size_t workspace_bytes, cudaStream_t stream) {
  Bump allocator(workspace, workspace_bytes);
  if (wait)
    thrust::sort_by_key(thrust::cuda::par(allocator).on(stream), keys, keys + n, values);
  else
    thrust::sort_by_key(thrust::cuda::par_nosync(allocator).on(stream), keys, keys + n, values);
}

void thrust_copy_if(const float* input, int n, float threshold, KeptItem* out, int* count,
                    void* workspace, std::size_t workspace_bytes, cudaStream_t stream) {
  Bump allocator(workspace, workspace_bytes);
  const auto items =
      thrust::make_transform_iterator(thrust::counting_iterator<int>(0), MakeItem{input});
  KeptItem* end = thrust::copy_if(thrust::cuda::par_nosync(allocator).on(stream), items, items + n,
                                  input, out, AtLeast{threshold});
  static int host_count;  // copied after this call returns: static, so it outlives it
  host_count = static_cast<int>(end - out);
  cudaMemcpyAsync(count, &host_count, sizeof(int), cudaMemcpyHostToDevice, stream);
}

void cub_select_if(const float* input, int n, float threshold, KeptItem* out, int* count,
                   void* workspace, std::size_t workspace_bytes, cudaStream_t stream) {
  const auto items =
      thrust::make_transform_iterator(thrust::counting_iterator<int>(0), MakeItem{input});
  std::size_t bytes = 0;
  cub::DeviceSelect::If(nullptr, bytes, items, out, count, n, AtLeast{threshold}, stream);
  if (bytes > workspace_bytes) throw std::length_error("benchmark: the workspace is too small");
  cub::DeviceSelect::If(workspace, bytes, items, out, count, n, AtLeast{threshold}, stream);
}

}  // namespace lab::thrust_bench
