// Chapter 1.14 has no benchmark: its lesson is where errors show up, not speed. The program
// exists so that `./lab bench 1.14` answers like every other chapter's.
#include <cstdio>

#include "checker/harness/messages.h"

int main() {
  std::printf("%s\n", lab::say("error.bench.none").c_str());
  return 0;
}
