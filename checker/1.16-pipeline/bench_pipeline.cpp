// Chapter 1.16's benchmark is not written yet: frames per second and latency for one, two and
// three streams and with graphs come in the chapter's next step. Until then the program exists
// so that `./lab bench 1.16` answers like every other chapter's; the checker's optional test
// already times pipeline_run against the serial pipeline.
#include <cstdio>

int main() {
  std::printf(
      "1.16 pipeline has no benchmark yet. `./lab check 1.16` times pipeline_run against the\n"
      "serial pipeline in its optional test. See docs/1.16-pipeline.md.\n");
  return 0;
}
