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

}  // namespace lab::test
