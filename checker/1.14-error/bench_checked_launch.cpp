// Chapter 1.14 has no benchmark: its lesson is where errors show up, not speed. The program
// exists so that `./lab bench 1.14` answers like every other chapter's.
#include <cstdio>

int main() {
  std::printf(
      "1.14 error has no benchmark: checked_launch waits for its kernel on purpose, and its\n"
      "cost is the kernel's own time. See docs/1.14-error.md, section 6.\n");
  return 0;
}
