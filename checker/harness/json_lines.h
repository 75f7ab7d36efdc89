// Reading a JSON Lines file of events (the checker's report, a benchmark's results): one
// object per line, each with an "event" field. For the .cpp files that read them; it brings
// in nlohmann-json.
//
//   const std::string error = lab::json_lines::for_each_event(text, "report",
//       [&](const std::string& event, const nlohmann::json& j) { ... });
#pragma once

#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

namespace lab::json_lines {

// Calls on_event(event, object) for each line in order. Returns "" or why a line is not a valid
// event (the exception on_event threw, a malformed line): the last such line, named as a line
// of `what`. A truncated last line is what a writer killed halfway leaves: no error.
template <typename OnEvent>
std::string for_each_event(const std::string& jsonl, const std::string& what, OnEvent on_event) {
  std::string error;
  std::istringstream in(jsonl);
  size_t number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (line.empty()) continue;
    try {
      const nlohmann::json j = nlohmann::json::parse(line);
      on_event(j.at("event").template get<std::string>(), j);
    } catch (const std::exception& e) {
      if (in.peek() != EOF || jsonl.back() == '\n')
        error = "line " + std::to_string(number) + " of the " + what +
                " is not a valid event: " + e.what();
    }
  }
  return error;
}

}  // namespace lab::json_lines
