// A setting that meson.build's test() gives a host test (LAB_SOURCE_ROOT, LAB_REGISTRY, ...):
// the test fails with the reason when it runs outside `meson test`.
//
//   const fs::path root = lab::test::meson_setting("LAB_SOURCE_ROOT");
#pragma once

#include <cstdlib>
#include <string>

#include "checker/harness/catch.h"

namespace lab::test {

inline std::string meson_setting(const char* name) {
  const char* value = std::getenv(name);
  if (!value) FAIL(std::string(name) + " is not set (run this test through meson test)");
  return value;
}

}  // namespace lab::test
