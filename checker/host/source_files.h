// The lab's own C++ and CUDA sources, for host tests that read the code itself (the message ids
// it asks for, the loops that must use a harness helper).
//
//   for (const fs::path& file : lab::test::source_files(root)) ...
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace lab::test {

// Every C++ or CUDA file (.cpp, .h, .cu, .cuh) under checker/, chapters/ and common/.
inline std::vector<std::filesystem::path> source_files(const std::filesystem::path& root) {
  std::vector<std::filesystem::path> files;
  for (const char* tree : {"checker", "chapters", "common"})
    for (const auto& entry : std::filesystem::recursive_directory_iterator(root / tree)) {
      const std::string ext = entry.path().extension().string();
      if (entry.is_regular_file() &&
          (ext == ".cpp" || ext == ".h" || ext == ".cu" || ext == ".cuh"))
        files.push_back(entry.path());
    }
  return files;
}

// Whether `shown` (a path from the repository's root) is test code: the host tests, the lab
// command's tests, a test_*.cpp, a known-wrong or correct variant.
inline bool is_test_code(const std::string& shown) {
  const std::string name = std::filesystem::path(shown).filename().string();
  return shown.rfind("checker/host/", 0) == 0 || shown.find("/tests/") != std::string::npos ||
         name.rfind("test_", 0) == 0 || shown.find("/mistakes/") != std::string::npos ||
         shown.find("/correct/") != std::string::npos;
}

}  // namespace lab::test
