// Chapter 1.15 demo (`./lab run 1.15 [side]`): a small matrix transposed by each form, then
// the three forms timed with CUDA events on a side x side matrix.
#include <algorithm>
#include <cstdio>
#include <vector>

#include "common/buffers.h"
#include "common/cuda_check.h"
#include "common/demo.h"
#include "common/event_timer.h"
#include "transpose.h"

namespace {

using Launch = void (*)(const float*, float*, int, int, cudaStream_t);
struct Form {
  const char* name;
  Launch launch;
};
const Form kForms[] = {{"transpose_naive", transpose_naive},
                       {"transpose_padded", transpose_padded},
                       {"transpose_swizzled", transpose_swizzled}};

// A 2 x 3 matrix, [[0 1 2] [3 4 5]], must become the 3 x 2 [[0 3] [1 4] [2 5]].
bool small_example(const Form& form, cudaStream_t stream) {
  const std::vector<float> in = {0, 1, 2, 3, 4, 5}, want = {0, 3, 1, 4, 2, 5};
  lab::DeviceBuffer<float> din(in.size()), dout(in.size());
  lab::upload(din, in, stream);
  checkRuntime(cudaMemsetAsync(dout.data(), 0, dout.bytes(), stream));
  form.launch(din.data(), dout.data(), 2, 3, stream);
  const bool ok = checkLaunch(form.name) && checkExecution(stream, form.name);
  std::vector<float> out(in.size());
  lab::download(out.data(), dout, out.size(), stream);
  checkRuntime(cudaStreamSynchronize(stream));
  std::printf("%-19s [[%g %g] [%g %g] [%g %g]]   (expected [[0 3] [1 4] [2 5]])\n", form.name,
              out[0], out[1], out[2], out[3], out[4], out[5]);
  return ok && out == want;
}

// Each form on a side x side matrix: the median of 9 timed calls after a warm-up, and its
// bandwidth (a transpose reads and writes each float once).
void timed(int side, cudaStream_t stream) {
  const size_t n = size_t(side) * side;
  lab::PinnedBuffer<float> host(n);
  for (size_t k = 0; k < n; ++k) host[k] = static_cast<float>(k % 4096);
  lab::DeviceBuffer<float> in(n), out(n);
  lab::upload(in, host.data(), n, stream);
  double naive_ms = 0;
  for (const Form& form : kForms) {
    form.launch(in.data(), out.data(), side, side, stream);  // warm-up
    std::vector<float> ms;
    for (int rep = 0; rep < 9; ++rep) {
      lab::EventTimer timer;
      timer.start(stream);
      form.launch(in.data(), out.data(), side, side, stream);
      timer.stop(stream);
      ms.push_back(timer.elapsed_ms());
    }
    if (!checkLaunch(form.name) || !checkExecution(stream, form.name)) return;
    std::sort(ms.begin(), ms.end());
    const double median = ms[ms.size() / 2];
    if (naive_ms == 0) naive_ms = median;
    std::printf("%-19s %d x %d: %.3f ms, %5.0f GB/s, %.2f x the naive tile's speed\n", form.name,
                side, side, median, 8.0 * n / (median * 1e6), naive_ms / median);
  }
  std::printf("(`./lab profile 1.15` shows the bank conflicts behind these times)\n");
}

}  // namespace

int main(int argc, char** argv) {
  return lab::run_demo(argc, argv, 4096, [](int side, cudaStream_t stream) {
    if (side > 8192) {  // the contract: rows * cols <= 2^26
      std::fprintf(stderr, "side %d is too large: at most 8192 (side * side <= 2^26)\n", side);
      return false;
    }
    bool ok = true;
    for (const Form& form : kForms) ok = small_example(form, stream) && ok;
    timed(side, stream);
    return ok;
  });
}
