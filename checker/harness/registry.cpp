#include "checker/harness/registry.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace lab {

std::vector<Chapter> read_registry(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read the chapter registry " + path);
  std::vector<Chapter> chapters;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> fields;
    std::stringstream row(line);
    for (std::string field; std::getline(row, field, '\t');) fields.push_back(field);
    if (fields.size() != 5)
      throw std::runtime_error(path + ":" + std::to_string(number) +
                               ": expected 5 tab-separated fields");
    chapters.push_back({fields[0], fields[1], fields[2], fields[3], fields[4]});
  }
  return chapters;
}

}  // namespace lab
