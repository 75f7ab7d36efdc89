// A folder of the test's own under the system's temporary folder, removed when the test
// ends: two suites, or two runs of one, never write into each other's files.
//
//   const lab::test::TempFolder folder("lab-zh-parity");
//   std::ofstream(folder.path / "page.md") << text;
#pragma once

#include <stdlib.h>

#include <filesystem>
#include <string>
#include <utility>

#include "checker/harness/catch.h"

namespace lab::test {

struct TempFolder {
  std::filesystem::path path;

  explicit TempFolder(const std::string& stem) {
    std::string pattern = (std::filesystem::temp_directory_path() / (stem + "-XXXXXX")).string();
    if (!mkdtemp(pattern.data())) FAIL("cannot create a folder like " + pattern);
    path = pattern;
  }
  // Moved, the folder goes with it: only its last owner removes it.
  TempFolder(TempFolder&& other) noexcept : path(std::move(other.path)) { other.path.clear(); }
  ~TempFolder() {
    std::error_code ignored;
    if (!path.empty()) std::filesystem::remove_all(path, ignored);
  }
  TempFolder(const TempFolder&) = delete;
  TempFolder& operator=(const TempFolder&) = delete;
};

}  // namespace lab::test
