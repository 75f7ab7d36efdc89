#include "opencv_agreement.h"

#include <algorithm>
#include <cmath>
#include <opencv2/imgproc.hpp>

namespace lab::warp_ref {

Agreement opencv_agreement(const Image& src, const double i2d[6], int dst_w, int dst_h,
                           uint8_t fill, const std::vector<double>& ours) {
  const cv::Mat image(src.height, src.width, CV_8UC3, const_cast<uint8_t*>(src.bytes.data()),
                      static_cast<size_t>(src.line_size));
  const cv::Mat m = (cv::Mat_<double>(2, 3) << i2d[0], i2d[1], i2d[2], i2d[3], i2d[4], i2d[5]);
  cv::Mat out;
  cv::warpAffine(image, out, m, cv::Size(dst_w, dst_h), cv::INTER_LINEAR, cv::BORDER_CONSTANT,
                 cv::Scalar::all(fill));
  Agreement a;
  for (int y = 0; y < dst_h; ++y)
    for (int i = 0; i < 3 * dst_w; ++i) {
      const double d =
          std::fabs(out.ptr<uint8_t>(y)[i] - ours[static_cast<size_t>(y) * 3 * dst_w + i]);
      ++a.values;
      (d == 0 ? a.equal : d == 1 ? a.off_by_one : a.further) += 1;
      a.max_diff = std::max(a.max_diff, d);
    }
  return a;
}

}  // namespace lab::warp_ref
