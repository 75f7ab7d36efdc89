// Running the real `lab` binary in the CLI's command tests, as a student would, but with
// a temporary state folder (and, where files change, a temporary copy of the lab).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "checker/harness/text_file.h"
#include "checker/host/temp_folder.h"

namespace lab::cli::test {

namespace fs = std::filesystem;

// The command tests' temporary folders (checker/host/temp_folder.h).
struct TempDir : lab::test::TempFolder {
  TempDir() : TempFolder("lab-cli-test") {}
};

constexpr int kNoTerminal = -2;

struct LabOutput {
  int code = -1;
  std::string out;  // stdout and stderr together
};

// The environment the tests run `lab` in: none of the settings this process inherited
// (checker/host/clean_environment.h), LAB_LANG=en, LAB_SOURCE_ROOT and LAB_BUILD_DIR from
// meson.build's test(), and `extra`; the state folder is always a fresh temporary one.
// A variable meson.build's test() sets ("" when the test runs outside Meson).
std::string from_meson(const char* name);

struct LabEnvironment {
  fs::path source_root = from_meson("LAB_SOURCE_ROOT");
  fs::path build_dir = from_meson("LAB_BUILD_DIR");
  TempDir state;
  std::vector<std::string> extra;  // more "NAME=VALUE"

  // `input` is fed to stdin (for reset's question).
  LabOutput run(const std::vector<std::string>& args, const std::string& input = "",
                double time_limit_s = 240) const;
  // The same on a pseudo-terminal, to see the colour decisions; the code is kNoTerminal
  // where this machine has no pseudo-terminals.
  LabOutput run_on_terminal(const std::vector<std::string>& args) const;
  std::vector<std::string> environment() const;
};

// A minimal lab tree the tests may change: the 1.6 skeleton and hints, the registry, and
// an empty build folder; returned as (source root, build folder).
struct LabCopy {
  TempDir dir;
  fs::path source_root() const { return dir.path / "src"; }
  fs::path build_dir() const { return dir.path / "build"; }
  explicit LabCopy(const LabEnvironment& real);
};

// `text` without its whitespace, to look for a sentence however the lab wrapped its lines:
// where a line breaks depends on the text before it, such as this machine's reason for
// having no GPU.
std::string unwrapped(const std::string& text);

using lab::read_text;  // the tests read files through the one helper
void write_file(const fs::path& path, const std::string& text, bool executable = false);

}  // namespace lab::cli::test
