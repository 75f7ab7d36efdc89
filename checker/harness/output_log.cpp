#include "checker/harness/output_log.h"

#include <cstdio>

#include "checker/harness/messages.h"
#include "checker/harness/report.h"

namespace lab {

void OutputLog::mark(const std::string& text) {
  const bool start = text.rfind("test-start ", 0) == 0;
  output_test_ = start ? text.substr(11) : "";
  if (start) lines_printed_in_[output_test_] = 0;
}

void OutputLog::printed(std::string line) {
  if (line.size() > kOutputLineLength) line = line.substr(0, kOutputLineLength) + "...";
  ++printed_total_;
  if (!output_test_.empty()) ++lines_printed_in_[output_test_];
  if (output_shown_.size() < kShownOutputLines) {
    output_shown_.push_back(line);
    pending_output_.push_back(line);
  }
}

size_t OutputLog::lines_printed_in(const std::string& test) const {
  const auto found = lines_printed_in_.find(test);
  return found == lines_printed_in_.end() ? 0 : found->second;
}

std::optional<std::string> OutputLog::take_output_line() {
  if (pending_output_.empty() && printed_total_ == cut_written_ + output_shown_.size())
    return std::nullopt;
  const size_t cut = printed_total_ - output_shown_.size() - cut_written_;
  std::string line = report::output_line(output_test_, pending_output_, cut);
  cut_written_ += cut;
  pending_output_.clear();
  return line;
}

void OutputLog::print_shown() const {
  if (output_shown_.empty()) return;
  const std::string shown = printed_total_ > output_shown_.size()
                                ? say("harness.printed-first", {{"count", output_shown_.size()}})
                                : "";
  std::printf("\n%s\n",
              say("harness.printed-lines", {{"count", printed_total_}, {"shown", shown}}).c_str());
  for (const std::string& line : output_shown_) std::printf("  | %s\n", line.c_str());
}

}  // namespace lab
