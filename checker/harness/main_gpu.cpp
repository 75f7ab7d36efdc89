// main() of a chapter checker (LAB_CHAPTER and LAB_VARIANT come from the build).
#include "checker/harness/runner.h"

int main(int argc, char** argv) { return lab::run_checker(argc, argv, LAB_CHAPTER, LAB_VARIANT, true); }
