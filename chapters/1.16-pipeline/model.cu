// Chapter 1.16 pipeline: the stand-in model's kernels (provided by the lab; do not edit). The
// arithmetic is model_rules.h's; here is only how the GPU shares it out. Every reduction is
// an integer atomic (min, max, add), whose result does not depend on the order the threads
// come in: the predictions are the same bit for bit on every run and every stream.
#include "model.h"

#include <stdexcept>
#include <string>

#include "common/cuda_check.h"
#include "model_rules.h"

namespace {

using namespace standin;

constexpr int kPixels = kModelInput * kModelInput;
constexpr int kWarp = 32;
constexpr unsigned kAllLanes = 0xffffffffu;
// A 2D grid of 32 x 8 blocks, one thread per pixel of the input, a warp along a row.
constexpr int kBlockX = 32, kBlockY = 8, kBlockThreads = kBlockX * kBlockY;
static_assert(kModelInput % kBlockX == 0 && kModelInput % kBlockY == 0,
              "the grid covers the input");

// The scratch's per-class words. extents: per class min_x, min_y, ~max_x, ~max_y (the
// complements, so that atomicMin finds the maxima too, and all four start at 0xffffffff),
// then the classes' pixel counts. sums: per class the feature energy, then the fingerprint.
constexpr int kExtentWords = 4 * kClassesKnown;
constexpr int kCountsAt = kExtentWords;
constexpr int kExtentsSize = kExtentWords + kClassesKnown;
constexpr int kFingerprintAt = kClassesKnown;
constexpr int kSumsSize = kClassesKnown + 1;
static_assert(kExtentsSize <= kWarp && kSumsSize <= kWarp &&
                  kViews * kClassesKnown <= kBlockThreads,
              "one thread per word");

__device__ void reset_word(unsigned* words, int t) {
  if (t < kExtentsSize) words[t] = t < kCountsAt ? 0xffffffffu : 0u;
}

__device__ FoundObject found_object(const unsigned* extents, const unsigned long long* sums,
                                    int c) {
  FoundObject o;
  o.label = c;
  o.count = extents[kCountsAt + c];
  o.min_x = static_cast<int>(extents[4 * c]);
  o.min_y = static_cast<int>(extents[4 * c + 1]);
  o.max_x = static_cast<int>(~extents[4 * c + 2]);
  o.max_y = static_cast<int>(~extents[4 * c + 3]);
  o.energy = sums[c];
  return o;
}

__global__ void reset_kernel(unsigned* extents, unsigned long long* sums) {
  reset_word(extents, threadIdx.x);
  if (threadIdx.x < kSumsSize) sums[threadIdx.x] = 0;
}

// Step 1: each pixel's levels, luma and class; per class the count and extent, and the
// fingerprint, reduced in shared memory first and then once per block in global memory.
__global__ void __launch_bounds__(kBlockThreads)
    find_kernel(const float* __restrict__ tensor, uint8_t* __restrict__ luma,
                unsigned* __restrict__ extents, unsigned long long* __restrict__ sums) {
  __shared__ unsigned block_extents[kExtentsSize];
  __shared__ unsigned long long block_fingerprint;
  const int t = threadIdx.y * kBlockX + threadIdx.x;
  reset_word(block_extents, t);
  if (t == 0) block_fingerprint = 0;
  __syncthreads();

  const int x = blockIdx.x * kBlockX + threadIdx.x, y = blockIdx.y * kBlockY + threadIdx.y;
  const int i = y * kModelInput + x;
  const int r = level_of(tensor[i]), g = level_of(tensor[kPixels + i]),
            b = level_of(tensor[2 * kPixels + i]);
  luma[i] = static_cast<uint8_t>(luma_of(r, g, b));
  const int c = class_of_pixel(r, g, b);
  if (c >= 0) {
    atomicMin(&block_extents[4 * c], static_cast<unsigned>(x));
    atomicMin(&block_extents[4 * c + 1], static_cast<unsigned>(y));
    atomicMin(&block_extents[4 * c + 2], ~static_cast<unsigned>(x));
    atomicMin(&block_extents[4 * c + 3], ~static_cast<unsigned>(y));
    atomicAdd(&block_extents[kCountsAt + c], 1u);
  }
  unsigned long long term = fingerprint_term(i, r, g, b);
  for (int offset = kWarp / 2; offset > 0; offset /= 2)
    term += __shfl_xor_sync(kAllLanes, term, offset);
  if (threadIdx.x == 0) atomicAdd(&block_fingerprint, term);
  __syncthreads();

  if (t < kCountsAt && block_extents[t] != 0xffffffffu) atomicMin(&extents[t], block_extents[t]);
  if (t >= kCountsAt && t < kExtentsSize && block_extents[t] != 0)
    atomicAdd(&extents[t], block_extents[t]);
  if (t == 0) atomicAdd(&sums[kFingerprintAt], block_fingerprint);
}

// Step 2: the feature passes at every pixel, summed over the extent of each class found.
__global__ void __launch_bounds__(kBlockThreads)
    feature_kernel(const uint8_t* __restrict__ luma, const unsigned* __restrict__ extents,
                   unsigned long long* __restrict__ sums, int passes) {
  __shared__ int box[kClassesKnown][4];  // min_x, min_y, max_x, max_y; min_x -1: not found
  __shared__ unsigned long long energy[kClassesKnown];
  const int t = threadIdx.y * kBlockX + threadIdx.x;
  if (t < kClassesKnown) {
    const FoundObject o = found_object(extents, sums, t);
    box[t][0] = is_found(o) ? o.min_x : -1;
    box[t][1] = o.min_y, box[t][2] = o.max_x, box[t][3] = o.max_y;
    energy[t] = 0;
  }
  __syncthreads();

  const int x = blockIdx.x * kBlockX + threadIdx.x, y = blockIdx.y * kBlockY + threadIdx.y;
  const unsigned feature = pixel_feature(luma, x, y, passes);
  // Every pixel's passes run, as a network computes every pixel, whatever lies in the boxes:
  // without this use the compiler may compute them only inside a box, and the model's cost
  // would follow the frame's content.
  asm volatile("" : : "r"(feature));
  for (int c = 0; c < kClassesKnown; ++c)
    if (box[c][0] >= 0 && x >= box[c][0] && x <= box[c][2] && y >= box[c][1] && y <= box[c][3])
      atomicAdd(&energy[c], static_cast<unsigned long long>(feature));
  __syncthreads();
  if (t < kClassesKnown && energy[t] != 0) atomicAdd(&sums[t], energy[t]);
}

// Step 3: one thread per float of the output. The rows of the views of the classes found are
// listed first, main views before duplicates; a row that two views want goes to the first.
constexpr int kEmitBlock = 256;
constexpr int kOutputFloats = kModelRows * kModelRowFloats;

__global__ void __launch_bounds__(kEmitBlock)
    emit_kernel(const unsigned* __restrict__ extents, const unsigned long long* __restrict__ sums,
                int passes, float* __restrict__ predict) {
  __shared__ int view_rows[kViews * kClassesKnown];  // entry k * kClassesKnown + c; -1: none
  const int t = threadIdx.x;
  if (t < kViews * kClassesKnown) {
    const FoundObject o = found_object(extents, sums, t % kClassesKnown);
    view_rows[t] = is_found(o) ? view_row(o, t / kClassesKnown) : -1;
  }
  __syncthreads();

  const int i = blockIdx.x * kEmitBlock + t;
  if (i >= kOutputFloats) return;
  const int row = i / kModelRowFloats, col = i % kModelRowFloats;
  int view = -1;
  for (int e = 0; e < kViews * kClassesKnown && view < 0; ++e)
    if (view_rows[e] == row) view = e;
  const unsigned long long fingerprint = sums[kFingerprintAt];
  predict[i] = view < 0 ? noise_value(row, col, fingerprint)
                        : view_value(found_object(extents, sums, view % kClassesKnown),
                                     view / kClassesKnown, col, passes, fingerprint, row);
}

}  // namespace

Model model_create(int feature_passes) {
  if (feature_passes < 0 || feature_passes > kMaxFeaturePasses)
    throw std::invalid_argument("model_create: feature_passes is 0 to " +
                                std::to_string(kMaxFeaturePasses) + ", not " +
                                std::to_string(feature_passes));
  Model model;
  model.feature_passes = feature_passes;
  try {
    LAB_CUDA_TRY(cudaMalloc(&model.luma, kPixels));
    LAB_CUDA_TRY(cudaMalloc(&model.extents, kExtentsSize * sizeof(unsigned)));
    LAB_CUDA_TRY(cudaMalloc(&model.sums, kSumsSize * sizeof(unsigned long long)));
  } catch (...) {
    model_destroy(model);
    throw;
  }
  return model;
}

void model_enqueue(const Model& model, const float* tensor, float* predict, cudaStream_t stream) {
  if (!model.luma || !model.extents || !model.sums)
    throw std::invalid_argument("model_enqueue: the model has no scratch: call model_create first");
  const dim3 grid(kModelInput / kBlockX, kModelInput / kBlockY), block(kBlockX, kBlockY);
  reset_kernel<<<1, kWarp, 0, stream>>>(model.extents, model.sums);
  find_kernel<<<grid, block, 0, stream>>>(tensor, model.luma, model.extents, model.sums);
  feature_kernel<<<grid, block, 0, stream>>>(model.luma, model.extents, model.sums,
                                             model.feature_passes);
  emit_kernel<<<(kOutputFloats + kEmitBlock - 1) / kEmitBlock, kEmitBlock, 0, stream>>>(
      model.extents, model.sums, model.feature_passes, predict);
}

void model_destroy(Model& model) {
  // Errors ignored, as a destructor would: this may run after a fault.
  cudaFree(model.luma);
  cudaFree(model.extents);
  cudaFree(model.sums);
  model = Model{};
}
