// The Catch2 compiled in is the major version Meson found: CI's second leg, built against
// Catch2 v3 on a machine that also has v2's headers, must prove it really used v3.
#include "checker/harness/catch.h"

TEST_CASE("the Catch2 headers compiled in are the version Meson found", "[host]") {
  CHECK(CATCH_VERSION_MAJOR == LAB_CATCH2_MAJOR);
}
