// Reading a whole file as text: the one helper for the checkers, their tests and the lab
// command.
//
//   const std::string hints = lab::read_text(root / "checker" / dir / "hints.md");
#pragma once

#include <filesystem>
#include <string>

namespace lab {

// The file's bytes, unchanged; "" when it cannot be read.
std::string read_text(const std::filesystem::path& path);

}  // namespace lab
