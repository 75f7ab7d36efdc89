#include "checker/samples/stand_in_session.h"

#include <cstdlib>
#include <stdexcept>
#include <string_view>

#include "checker/samples/sample_source.h"

namespace lab::samples {

void write_session(const fs::path& file, const StandInSession& s) {
  write_file(file, std::string("mode ") + (s.recording ? "record" : "replay") + "\nruns " +
                       s.runs.string() + "\nclaims " + s.claims.string() + "\nbuild " +
                       s.build.string() + "\nstand-in " + s.stand_in.string() + "\nreal-build " +
                       s.real_build.string() + "\nninja " + s.ninja + "\nncu " + s.ncu + "\n");
}

StandInSession read_session() {
  // The stand-in's one LAB_* variable (checker/host/test_configuration.cpp), spelled as a literal.
  static_assert(std::string_view(kSessionVariable) == "LAB_SAMPLE_SESSION");
  const char* file = std::getenv("LAB_SAMPLE_SESSION");
  if (!file || !fs::is_regular_file(file))
    throw std::runtime_error(std::string(kSessionVariable) +
                             " names no session file: this program stands in for the lab's "
                             "programs only while a docs' sample is recorded or replayed");
  StandInSession s;
  for (const std::string& line : read_lines(file)) {
    const size_t space = line.find(' ');
    const std::string key = line.substr(0, space);
    const std::string value = space == std::string::npos ? "" : line.substr(space + 1);
    if (key == "mode") s.recording = value == "record";
    if (key == "runs") s.runs = value;
    if (key == "claims") s.claims = value;
    if (key == "build") s.build = value;
    if (key == "stand-in") s.stand_in = value;
    if (key == "real-build") s.real_build = value;
    if (key == "ninja") s.ninja = value;
    if (key == "ncu") s.ncu = value;
  }
  return s;
}

}  // namespace lab::samples
