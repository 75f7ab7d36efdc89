// The entry points of a checker of host-only tests: no GPU needed.
#include "checker/harness/checker_main.h"

LAB_CHECKER_MAIN(LAB_CHAPTER, LAB_VARIANT, false)
