// The entry points of a chapter checker (LAB_CHAPTER and LAB_VARIANT come from the build).
#include "checker/harness/checker_main.h"

LAB_CHECKER_MAIN(LAB_CHAPTER, LAB_VARIANT, true)
