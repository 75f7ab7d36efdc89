#include "checker/harness/text_file.h"

#include <fstream>
#include <iterator>

namespace lab {

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

}  // namespace lab
