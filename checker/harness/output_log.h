// What the code under test printed (a worker's stdout and stderr), for the report and the
// summary: how many lines each test printed, and the first kShownOutputLines of the run.
//
//   log.mark("test-start " + name);  // the worker's own mark between tests
//   log.printed(line);
//   if (auto line = log.take_output_line()) emit(*line);
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace lab {

class OutputLog {
 public:
  static constexpr size_t kShownOutputLines = 50;
  static constexpr size_t kOutputLineLength = 300;

  // One of the worker's marks between tests (channel::mark_output): they tell which test
  // printed what, since the output and the channel are read apart.
  void mark(const std::string& text);
  void printed(std::string line);

  size_t lines_printed_in(const std::string& test) const;

  // The report's output line for what was printed since the last one, with the count of the
  // lines not kept; none when nothing was printed since.
  std::optional<std::string> take_output_line();

  // The summary's block of the lines kept, after the results.
  void print_shown() const;

 private:
  std::string output_test_;                         // the test printing now; "" between tests
  std::map<std::string, size_t> lines_printed_in_;  // by test
  size_t printed_total_ = 0, cut_written_ = 0;
  std::vector<std::string> output_shown_, pending_output_;
};

}  // namespace lab
