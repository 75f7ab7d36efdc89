// The class report's pictures (report.html): how the scores of a chapter spread over the
// class, and how fast the students' optional fast kernels run, each as a histogram of students
// in bins of ten points. Inline SVG: the page stays one file with no script.
//
//   html += pictures::score_distribution_svg("1.6 vector-add", {100, 100, 62.5}, language);
//   html += pictures::speed_distribution_svg("1.8 reduce_sum_fast", {91, 40}, 85, language);
#pragma once

#include <string>
#include <vector>

#include "common/language.h"

namespace lab::pictures {

// `percents`: each counted student's score as a % of the chapter's maximum (0 to 100).
std::string score_distribution_svg(const std::string& chapter, const std::vector<double>& percents,
                                   Language language);

// `percents`: each measured student's rate as a % of the ceiling measured in the same run
// (above 100 where a kernel beats it); `target_percent`: the exercise's target, marked.
std::string speed_distribution_svg(const std::string& exercise, const std::vector<double>& percents,
                                   double target_percent, Language language);

}  // namespace lab::pictures
