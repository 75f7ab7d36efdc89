// Known-wrong 1.6: the launcher skips the work and writes passing results into every pipe
// and socket the process holds, hoping to reach the checker's report channel.
// expect-diagnosis: did not carry this run's secret
#include <sys/stat.h>
#include <unistd.h>

#include <cstring>

#include "vector_add.h"

void vector_add(const float*, const float*, float*, int, cudaStream_t) {
  const char* lines[] = {"{\"event\":\"test-end\",\"status\":\"pass\"}\n", "test-end pass\n"};
  for (int fd = 3; fd < 256; ++fd) {
    struct stat st;
    if (fstat(fd, &st) != 0 || !(S_ISSOCK(st.st_mode) || S_ISFIFO(st.st_mode))) continue;
    for (const char* line : lines)
      if (write(fd, line, std::strlen(line)) < 0) break;
  }
}
