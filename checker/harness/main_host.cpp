// The entry points of a checker of host-only tests: no GPU needed.
#include "checker/harness/runner.h"

LAB_CHECKER_MAIN(LAB_CHAPTER, LAB_VARIANT, false)
