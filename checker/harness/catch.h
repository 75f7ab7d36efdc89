// Catch2 v2 (single header) or v3 (the compiled library), whichever Meson found: the one
// include for every test file, and the matchers the tests use under one name.
//
//   #include "checker/harness/catch.h"
//   CHECK_THAT(text, lab::contains("never written"));
//
// LAB_CATCH2_MAJOR comes from meson.build (the version it found), never from which header
// exists: Debian keeps v2's catch2/catch.hpp in /usr/include beside a v3 installed elsewhere.
#pragma once

#include <string>

#ifndef LAB_CATCH2_MAJOR
#error "LAB_CATCH2_MAJOR is not set: build through meson.build, which defines it"
#endif

#if LAB_CATCH2_MAJOR >= 3
#include <catch2/catch_approx.hpp>
#include <catch2/catch_test_macros.hpp>
#include <catch2/catch_version_macros.hpp>
#include <catch2/matchers/catch_matchers_string.hpp>
using Catch::Approx;
#else
#include <catch2/catch.hpp>
#endif

namespace lab {

inline auto contains(const std::string& text) {
#if LAB_CATCH2_MAJOR >= 3
  return Catch::Matchers::ContainsSubstring(text);
#else
  return Catch::Contains(text);
#endif
}

inline auto starts_with(const std::string& text) {
#if LAB_CATCH2_MAJOR >= 3
  return Catch::Matchers::StartsWith(text);
#else
  return Catch::StartsWith(text);
#endif
}

}  // namespace lab
