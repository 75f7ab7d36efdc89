// The picture `lab bench` writes beside its table: for each function of the chapter's header,
// a row per size with your kernel's rate, the reference solution's and the ceiling measured in
// your run, on one axis per function. A function timed at one size is one row: the picture
// reads the same.
//
//   const std::string file = pictures::bench_svg(yours, reference, "1.6 vector-add", language);
#pragma once

#include <string>

#include "checker/harness/bench_results.h"
#include "common/language.h"

namespace lab::pictures {

// The exercise rows of both runs, as bench::compare() pairs them; `chapter` heads the picture.
std::string bench_svg(const bench::Results& yours, const bench::Results& reference,
                      const std::string& chapter, Language language);

}  // namespace lab::pictures
