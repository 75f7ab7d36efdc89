// A test that never ends, hidden from normal runs ("[.]"): test_exit_codes runs it alone to
// check that the watchdog stops a hanging test and reports it.
#include "checker/harness/catch.h"

#include <chrono>
#include <thread>

TEST_CASE("watchdog: a test that never ends", "[.][watchdog]") {
  for (;;) std::this_thread::sleep_for(std::chrono::milliseconds(100));
}
