#include "checker/harness/number_text.h"

#include <cstdio>

namespace lab {

std::string decimal_text(double value, int decimals) {
  char text[48];
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  return text;
}

}  // namespace lab
