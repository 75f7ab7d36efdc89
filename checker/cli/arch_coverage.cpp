#include "checker/cli/arch_coverage.h"

#include <algorithm>
#include <regex>
#include <sstream>

#include "checker/harness/messages.h"

namespace lab::cli {

namespace {

void add_unique(std::vector<int>& list, int arch) {
  if (std::find(list.begin(), list.end(), arch) == list.end()) list.push_back(arch);
}

}  // namespace

BuiltArchitectures architectures_in_listing(const std::string& listing) {
  static const std::regex sm(R"(sm_(\d+))");
  BuiltArchitectures built;
  std::istringstream in(listing);
  for (std::string line; std::getline(in, line);) {
    std::smatch match;
    if (!std::regex_search(line, match, sm)) continue;
    const int arch = std::stoi(match[1]);
    if (line.rfind("ELF", 0) == 0) add_unique(built.sass, arch);
    if (line.rfind("PTX", 0) == 0) add_unique(built.ptx, arch);
  }
  return built;
}

BuiltArchitectures architectures_from_option(const std::string& gpu_arch) {
  BuiltArchitectures built;
  std::istringstream in(gpu_arch);
  for (std::string cc; std::getline(in, cc, ',');) {
    const size_t dot = cc.find('.');
    if (dot == std::string::npos) continue;
    try {
      add_unique(built.sass, std::stoi(cc.substr(0, dot)) * 10 + std::stoi(cc.substr(dot + 1)));
    } catch (const std::exception&) {
    }
  }
  if (!built.sass.empty())
    built.ptx.push_back(*std::max_element(built.sass.begin(), built.sass.end()));
  return built;
}

Coverage coverage_for(const BuiltArchitectures& built, int major, int minor) {
  for (int arch : built.sass)
    if (arch / 10 == major && arch % 10 <= minor) return Coverage::machine_code;
  for (int arch : built.ptx)
    if (arch <= major * 10 + minor) return Coverage::ptx_only;
  return Coverage::none;
}

std::string describe_architectures(const BuiltArchitectures& built) {
  std::string text;
  for (int arch : built.sass) text += (text.empty() ? "sm_" : ", sm_") + std::to_string(arch);
  for (int arch : built.ptx)
    text += " (+ PTX " + std::to_string(arch / 10) + "." + std::to_string(arch % 10) + ")";
  return text.empty() ? say("cli.doctor.nothing-found") : text;
}

}  // namespace lab::cli
