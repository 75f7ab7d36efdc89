// A number as the lab prints it: with a fixed count of decimals, "%.*f" ("181.79"), the one
// helper for the lab command's tables, advice and reports.
//
//   lab::decimal_text(100 * share, 0) + " %"   // "71 %"
#pragma once

#include <string>

namespace lab {

std::string decimal_text(double value, int decimals);

}  // namespace lab
