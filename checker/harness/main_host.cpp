// main() of the host-only tests: no GPU needed.
#include "checker/harness/runner.h"

int main(int argc, char** argv) { return lab::run_checker(argc, argv, LAB_CHAPTER, LAB_VARIANT, false); }
