// Running a child process: output captured, a hard time limit, and Ctrl-C handled.
//
// The child gets its own process group, so that at the time limit (or on Ctrl-C) the
// whole group gets SIGKILL: a checker stuck inside the driver, and compute-sanitizer's
// target process, are stopped too.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace lab::cli {

struct ProcessSpec {
  std::vector<std::string> argv;            // argv[0] is looked up in PATH
  std::vector<std::string> set_env = {};    // "NAME=VALUE" (an empty VALUE is kept: NAME=)
  std::vector<std::string> unset_env = {};  // names removed from the child's environment
  double time_limit_s = 0;                  // 0: no limit
  bool echo = false;                        // also copy the output to our stdout as it comes
  std::function<void(const std::string&)> on_output = {};  // also given the output as it comes
  std::string input_file = "";                             // the child's stdin ("": /dev/null)
  // false: the child stays in the lab's process group, so that it may ask on the terminal
  // (ssh asking for a passphrase); Ctrl-C then reaches it directly.
  bool own_group = true;
};

struct ProcessResult {
  bool started = false;
  int exit_code = -1;        // when it exited by itself
  int signal = 0;            // the signal that ended it (SIGKILL after a time limit)
  bool timed_out = false;    // stopped at the time limit
  bool interrupted = false;  // stopped because the user pressed Ctrl-C
  double seconds = 0;
  std::string output;  // stdout and stderr together (the first 4 MiB)

  bool exited_normally() const { return started && signal == 0 && !timed_out && !interrupted; }
};

ProcessResult run_process(const ProcessSpec& spec);

// Runs `argv` (argv[0] looked up in PATH) with this process's stdin, stdout and stderr, in its
// process group, and waits: the program talks to the user directly (ssh -t). Meanwhile Ctrl-C
// goes to the program alone. Its exit code, 128 + the signal that ended it, or -1 when it did
// not start.
int run_attached(const std::vector<std::string>& argv);

// `word` as one word of a POSIX shell's command line: as it is when it holds only letters,
// digits and _-+./=:, else in '...' with each ' written '\''.
std::string shell_quoted(const std::string& word);

// "SIGSEGV" etc.
std::string signal_name(int signal);

// Where the program is: the first executable file of that name in PATH, or the program itself
// when it is a path to an executable file; "" when neither.
std::string program_path(const std::string& program);

// True when the program is found in PATH (or is a path to an executable file).
bool program_exists(const std::string& program);

// A tool the lab runs: `chosen` when not "" (a setting such as LAB_COMPUTE_SANITIZER: a path,
// or a name found in PATH; "" when it is neither), else `name` found in PATH, else the first
// executable `name` in `dirs` (empty ones skipped); "" when none.
std::string find_program(const std::string& chosen, const std::string& name,
                         const std::vector<std::string>& dirs);

}  // namespace lab::cli
