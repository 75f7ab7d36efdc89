// The text of `lab --help` and `lab <verb> --help`.
#pragma once

#include <string>

namespace lab::cli {

std::string main_help();
std::string verb_help(const std::string& verb);  // "" for an unknown verb

}  // namespace lab::cli
