// Chapter 1.10 benchmark: the letterbox of 1920 x 1080 into 640 x 640, as an image and as the
// fused preprocessing into the network's tensor, against a plain copy kernel that moves the
// same bytes, in the same run.
//
// "The same bytes": the source image read once (6.2 MB) plus the output written once (the
// tensor: 4.9 MB; the image: 1.2 MB). The copy kernel reads half of that and writes half.
// The warp reads only the source rows it samples (2 of every 3 at scale 1/3), so it can come
// close to the copy or even beat it. The kernels are timed back to back (kLaunches per
// timed repetition) so that a 5 us kernel is not lost in the events' resolution, each
// launch on the next of several buffer sets so that nothing is served from L2.
#include <string>
#include <vector>

#include "checker/harness/bench.h"
#include "checker/harness/messages.h"
#include "checker/harness/number_text.h"
#include "common/buffers.h"
#include "copy_kernel.h"
#include "image.h"
#include "warp_affine.h"

namespace {

constexpr int kSrcW = 1920, kSrcH = 1080, kDst = 640, kLaunches = 20;

// A kernel's time against the copy kernel's that moves the same bytes, and its pixel rate.
std::string against_copy(const char* kernel, double ms, double copy_ms, double pixels) {
  return lab::say("warp.bench.against-copy",
                  {{"kernel", kernel},
                   {"time", lab::decimal_text(ms * 1e3, 2)},
                   {"ratio", lab::decimal_text(ms / copy_ms, 2)},
                   {"copy", lab::decimal_text(copy_ms * 1e3, 2)},
                   {"gpixels", lab::decimal_text(pixels / ms / 1e6, 2)}});
}

}  // namespace

int main(int argc, char** argv) {
  return lab::bench::main(
      argc, argv, "1.10-warpaffine",
      [](lab::bench::Table& table, cudaStream_t stream, const lab::bench::Ceiling& copy) {
        using lab::bench::RowKind;
        const lab::Image picture = lab::make_test_image(kSrcW, kSrcH);
        const size_t src_bytes = picture.bytes.size(), image_bytes = size_t{3} * kDst * kDst,
                     tensor_bytes = image_bytes * sizeof(float);
        const int sets = lab::bench::rotation_count(src_bytes + tensor_bytes);
        std::vector<lab::DeviceBuffer<uint8_t>> src, image, copy_in, copy_out;
        std::vector<lab::DeviceBuffer<float>> tensor;
        for (int s = 0; s < sets; ++s) {
          src.emplace_back(src_bytes), image.emplace_back(image_bytes),
              tensor.emplace_back(image_bytes);
          copy_in.emplace_back((src_bytes + tensor_bytes) / 2),
              copy_out.emplace_back((src_bytes + tensor_bytes) / 2);
          lab::upload(src.back(), picture.bytes, stream);
          LAB_CUDA_TRY(cudaMemsetAsync(copy_in.back().data(), 1, copy_in.back().bytes(), stream));
        }
        const AffineMatrix m = letterbox_matrix(kSrcW, kSrcH, kDst, kDst);
        const std::string size = "1920x1080>640";

        // Times kLaunches back-to-back launches per repetition; the row has the time of one.
        // A profiler (lab profile) records one launch: the others would be the same kernel.
        const int launches = table.mode() == lab::bench::Mode::profile ? 1 : kLaunches;
        auto measure = [&](RowKind kind, const std::string& name, size_t bytes,
                           auto launch) -> lab::bench::Result& {
          lab::bench::Timing t = lab::bench::time_on_stream(stream, [&](int rep) {
            for (int k = 0; k < launches; ++k) launch((rep * launches + k) % sets);
          });
          LAB_CUDA_TRY(cudaGetLastError());
          t.median_ms /= launches, t.min_ms /= launches, t.max_ms /= launches;
          return table.add(kind, name, size, t, bytes / (t.median_ms * 1e6), "GB/s", copy);
        };
        auto to_tensor = [&](int s) {
          warp_affine_to_tensor(src[s].data(), 3 * kSrcW, kSrcW, kSrcH, tensor[s].data(), kDst,
                                kDst, m, stream);
        };
        if (table.quick()) {
          measure(RowKind::exercise, "warp_affine_to_tensor", src_bytes + tensor_bytes, to_tensor)
              .headline = true;
          return;
        }

        // The copy kernel first: the tensor's target is a multiple of its time.
        const size_t same = (src_bytes + tensor_bytes) / 2;
        const double copy_ms =
            measure(RowKind::reference, lab::say("warp.bench.row.copy-tensor"), 2 * same,
                    [&](int s) {
                      lab::warp_bench::copy_kernel(copy_in[s].data(), copy_out[s].data(), same,
                                                   stream);
                    })
                .median_ms;
        lab::bench::Result& fused_row = measure(RowKind::exercise, "warp_affine_to_tensor",
                                                src_bytes + tensor_bytes, to_tensor);
        const double fused = fused_row.median_ms;
        fused_row.headline = true;
        fused_row.target = lab::bench::Target{"warp.target", fused <= 1.3 * copy_ms};
        if (table.variants())
          measure(RowKind::variant, lab::say("warp.bench.row.memcpy-tensor"), 2 * same, [&](int s) {
            LAB_CUDA_TRY(cudaMemcpyAsync(copy_out[s].data(), copy_in[s].data(), same,
                                         cudaMemcpyDeviceToDevice, stream));
          });
        const size_t image_same = (src_bytes + image_bytes) / 2 / 16 * 16;
        const double image_copy =
            measure(RowKind::reference, lab::say("warp.bench.row.copy-image"), 2 * image_same,
                    [&](int s) {
                      lab::warp_bench::copy_kernel(copy_in[s].data(), copy_out[s].data(),
                                                   image_same, stream);
                    })
                .median_ms;
        const double warp =
            measure(RowKind::exercise, "warp_affine_bilinear", src_bytes + image_bytes, [&](int s) {
              warp_affine_bilinear(src[s].data(), 3 * kSrcW, kSrcW, kSrcH, image[s].data(),
                                   3 * kDst, kDst, kDst, kLetterboxFill, m, stream);
            }).median_ms;

        const double pixels = double(kDst) * kDst;
        table.note(lab::say("warp.bench.rates"));
        table.note(against_copy("warp_affine_to_tensor", fused, copy_ms, pixels));
        table.note(against_copy("warp_affine_bilinear", warp, image_copy, pixels));
      });
}
