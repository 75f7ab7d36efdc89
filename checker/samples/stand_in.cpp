// lab-sample-stand-in: what the lab runs while a docs' sample is recorded or replayed
// (docs/internals/two-editions.md, "Where a sample comes from"). It is reached as `ninja` (in
// PATH), as `ncu` (LAB_NCU) and as each program the lab built (a link in the lab's build folder,
// made when "ninja" built it); LAB_SAMPLE_SESSION says which run and how (stand_in_session.h).
//
// Recording, each one runs the real program, passes on what it prints, and keeps its run:
// the arguments, the output, how it ended and the file it wrote (a checker's report, a
// benchmark's results); a checker that failed is run again in Chinese with the same seed,
// for the other edition. Replaying, each one gives back the recorded run instead.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "checker/harness/report.h"
#include "checker/harness/text_file.h"
#include "checker/samples/sample_source.h"
#include "checker/samples/stand_in_session.h"
#include "common/language.h"

namespace {

using namespace lab::samples;

volatile sig_atomic_t child_pid = 0;
volatile sig_atomic_t asked_to_stop = 0;

// SIGTERM or SIGINT while a real program runs: it is passed on, and the run noted as stopped.
void pass_on(int signal) {
  asked_to_stop = 1;
  if (child_pid > 0) kill(child_pid, signal);
}

void print(const std::string& text) {
  for (size_t done = 0; done < text.size();) {
    const ssize_t wrote = write(STDOUT_FILENO, text.data() + done, text.size() - done);
    if (wrote <= 0) return;
    done += static_cast<size_t>(wrote);
  }
}

// Runs argv (env: more NAME=VALUE) with stdout and stderr into `output`, and also onto this
// program's stdout when `shown`.
Ending run_keeping(const std::vector<std::string>& argv, const std::vector<std::string>& env,
                   const fs::path& output, bool shown) {
  int channel[2];
  if (pipe(channel) != 0) throw std::runtime_error("pipe failed");
  const pid_t pid = fork();
  if (pid == 0) {
    dup2(channel[1], STDOUT_FILENO);
    dup2(channel[1], STDERR_FILENO);
    close(channel[0]);
    close(channel[1]);
    for (const std::string& entry : env) putenv(const_cast<char*>(entry.c_str()));
    std::vector<char*> args;
    for (const std::string& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
    args.push_back(nullptr);
    execvp(args[0], args.data());
    std::fprintf(stderr, "lab-sample-stand-in: cannot start %s: %s\n", args[0],
                 std::strerror(errno));
    _exit(127);
  }
  close(channel[1]);
  child_pid = pid;
  std::ofstream kept(output, std::ios::binary);
  char buffer[65536];
  for (ssize_t got; (got = read(channel[0], buffer, sizeof buffer)) != 0;) {
    if (got < 0) {
      if (errno == EINTR) continue;
      break;
    }
    kept.write(buffer, got);
    kept.flush();
    if (shown) print(std::string(buffer, static_cast<size_t>(got)));
  }
  close(channel[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  child_pid = 0;
  Ending ending;
  ending.stopped = asked_to_stop != 0;
  if (WIFSIGNALED(status))
    ending.signal = WTERMSIG(status);
  else
    ending.code = WEXITSTATUS(status);
  return ending;
}

[[noreturn]] void end_as(const Ending& ending) {
  if (ending.signal) {
    std::signal(ending.signal, SIG_DFL);
    raise(ending.signal);
  }
  std::exit(ending.code);
}

// Waits for the SIGTERM or SIGINT that stops it, as the recorded program was stopped.
void wait_to_be_stopped() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGINT);
  sigprocmask(SIG_BLOCK, &set, nullptr);
  int signal = 0;
  sigwait(&set, &signal);
}

std::vector<std::string> targets_of(const std::vector<std::string>& args) {
  std::vector<std::string> targets;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "-C") {
      ++i;
      continue;
    }
    targets.push_back(args[i]);
  }
  return targets;
}

// Each target gets a stand-in in the lab's build folder.
void stand_in_for(const StandInSession& session, const std::vector<std::string>& targets) {
  for (const std::string& target : targets) {
    if (session.recording && access((session.real_build / target).c_str(), X_OK) != 0) continue;
    const fs::path link = session.build / target;
    fs::create_directories(link.parent_path());
    std::error_code ignored;
    fs::remove(link, ignored);
    fs::create_symlink(session.stand_in, link);
  }
}

std::optional<std::string> written_path(const std::vector<std::string>& args) {
  if (auto report = option_value(args, "--report")) return report;
  return option_value(args, "--results");
}

// The same checker run in Chinese, with the seed its report gives, for the Chinese edition.
void rerun_in_chinese(const std::string& program, std::vector<std::string> args,
                      const fs::path& run) {
  const lab::report::Report report = lab::report::parse(lab::read_text(run / RunFiles::written));
  const std::string seed = report.session ? report.session->seed : "";
  std::vector<std::string> argv = {program};
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--seed" || args[i] == "--report") {
      ++i;
      continue;
    }
    argv.push_back(args[i]);
  }
  argv.insert(argv.end(), {"--report", (run / (std::string(RunFiles::written) + ".zh")).string()});
  if (!seed.empty()) argv.insert(argv.end(), {"--seed", seed});
  run_keeping(argv, {"LAB_LANG=zh"}, run / (std::string(RunFiles::output) + ".zh"), false);
}

int record_program(const StandInSession& session, const std::string& program,
                   const std::vector<std::string>& args) {
  const fs::path run = new_run(session.runs, run_key(program), args);
  write_ending(run, {0, SIGKILL, false});  // until it ends: a stand-in killed from outside
  const std::string real = (session.real_build / program).string();
  std::vector<std::string> argv = {real};
  argv.insert(argv.end(), args.begin(), args.end());
  const Ending ending = run_keeping(argv, {}, run / RunFiles::output, true);
  const auto written = written_path(args);
  if (written && fs::is_regular_file(*written))
    fs::copy_file(*written, run / RunFiles::written, fs::copy_options::overwrite_existing);
  const bool failed_checker = option_value(args, "--report") && ending.code == 1 &&
                              !option_value(args, "--expect-diagnosis") &&
                              fs::is_regular_file(run / RunFiles::written);
  if (failed_checker) rerun_in_chinese(real, args, run);
  write_ending(run, ending);
  end_as(ending);
}

int replay_program(const StandInSession& session, const std::string& program,
                   const std::vector<std::string>& args) {
  const auto run = claim_run(session.runs, session.claims, run_key(program), args);
  if (!run) {
    std::fprintf(stderr, "lab-sample-stand-in: the recorded run has no run of %s left\n",
                 program.c_str());
    return 1;
  }
  const bool chinese = lab::reader_language() == lab::Language::zh;
  const auto in_language = [&](const char* name) {
    const fs::path chinese_file = *run / (std::string(name) + ".zh");
    return chinese && fs::is_regular_file(chinese_file) ? chinese_file : *run / name;
  };
  print(lab::read_text(in_language(RunFiles::output)));
  const fs::path written = in_language(RunFiles::written);
  if (const auto path = written_path(args); path && fs::is_regular_file(written))
    fs::copy_file(written, *path, fs::copy_options::overwrite_existing);
  const Ending ending = read_ending(*run);
  if (ending.stopped) wait_to_be_stopped();
  end_as(ending);
}

int as_ninja(const StandInSession& session, const std::vector<std::string>& args) {
  const std::vector<std::string> targets = targets_of(args);
  Ending ending;
  if (session.recording) {
    const fs::path run = new_run(session.runs, "ninja", targets);
    std::vector<std::string> argv = {session.ninja, "-C", session.real_build.string()};
    argv.insert(argv.end(), targets.begin(), targets.end());
    ending = run_keeping(argv, {}, run / RunFiles::output, true);
    // ninja names the folder as -C gave it: kept by its name alone, as from the tree's root,
    // so that a sample holds no machine's folders.
    const fs::path output = run / RunFiles::output;
    const fs::path build = session.real_build.lexically_normal();
    const fs::path name = build.has_filename() ? build.filename() : build.parent_path().filename();
    write_file(output,
               replaced_all(lab::read_text(output), session.real_build.string(), name.string()));
    write_ending(run, ending);
  } else {
    const auto run = claim_run(session.runs, session.claims, "ninja", targets);
    if (!run) {
      std::fprintf(stderr, "lab-sample-stand-in: the recorded run has no ninja run left\n");
      return 1;
    }
    print(lab::read_text(*run / RunFiles::output));
    ending = read_ending(*run);
  }
  if (!ending.signal && ending.code == 0) stand_in_for(session, targets);
  end_as(ending);
}

// ncu: an --import is a run of its own; a profile runs the program it is given (in the build
// folder, so its stand-in), under the real ncu when recording.
int as_ncu(const StandInSession& session, const std::vector<std::string>& args) {
  const bool import = option_value(args, "--import").has_value();
  if (session.recording && !import) {
    std::vector<char*> argv = {const_cast<char*>(session.ncu.c_str())};
    for (const std::string& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
    argv.push_back(nullptr);
    execv(argv[0], argv.data());
    std::fprintf(stderr, "lab-sample-stand-in: cannot start %s\n", argv[0]);
    return 127;
  }
  if (session.recording) {
    const fs::path run = new_run(session.runs, "ncu", args);
    std::vector<std::string> argv = {session.ncu};
    argv.insert(argv.end(), args.begin(), args.end());
    const Ending ending = run_keeping(argv, {}, run / RunFiles::output, true);
    write_ending(run, ending);
    end_as(ending);
  }
  if (import) return replay_program(session, "ncu", args);
  size_t program = 0;
  while (program < args.size() && args[program] != "--force-overwrite") ++program;
  std::vector<char*> argv;
  for (size_t i = program + 1; i < args.size(); ++i)
    argv.push_back(const_cast<char*>(args[i].c_str()));
  argv.push_back(nullptr);
  if (argv.size() > 1) execv(argv[0], argv.data());
  std::fprintf(stderr, "lab-sample-stand-in: ncu was given no program to profile\n");
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    const StandInSession session = read_session();
    const std::vector<std::string> args(argv + 1, argv + argc);
    const fs::path called = argv[0];
    std::signal(SIGTERM, pass_on);
    std::signal(SIGINT, pass_on);
    if (called.filename() == "ninja") return as_ninja(session, args);
    if (called.filename() == "ncu") return as_ncu(session, args);
    const std::string program = called.lexically_relative(session.build).generic_string();
    if (program.empty() || program.rfind("..", 0) == 0)
      throw std::runtime_error(called.string() + " is not in the build folder " +
                               session.build.string());
    return session.recording ? record_program(session, program, args)
                             : replay_program(session, program, args);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "lab-sample-stand-in: %s\n", e.what());
    return 1;
  }
}
