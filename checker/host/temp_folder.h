// A folder of the test's own under the system's temporary folder, removed when the test
// ends: two suites, or two runs of one, never write into each other's files.
//
//   const lab::test::TempFolder folder("lab-zh-parity");
//   std::ofstream(folder.path / "page.md") << text;
#pragma once

#include <stdlib.h>

#include <filesystem>
#include <string>

#include "checker/harness/catch.h"

namespace lab::test {

struct TempFolder {
  std::filesystem::path path;

  explicit TempFolder(const std::string& stem) {
    std::string pattern = (std::filesystem::temp_directory_path() / (stem + "-XXXXXX")).string();
    if (!mkdtemp(pattern.data())) FAIL("cannot create a folder like " + pattern);
    path = pattern;
  }
  ~TempFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(path, ignored);
  }
  TempFolder(const TempFolder&) = delete;
  TempFolder& operator=(const TempFolder&) = delete;
};

}  // namespace lab::test
