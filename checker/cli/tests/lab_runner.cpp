#include "checker/cli/tests/lab_runner.h"

#include <fcntl.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <fstream>
#include <iterator>

#include "checker/cli/process.h"
#include "checker/host/clean_environment.h"

namespace lab::cli::test {

std::string from_meson(const char* name) {
  const char* value = std::getenv(name);
  return value ? value : "";
}

std::string unwrapped(const std::string& text) {
  std::string kept;
  for (const char c : text)
    if (!std::isspace(static_cast<unsigned char>(c))) kept += c;
  return kept;
}

std::vector<std::string> LabEnvironment::environment() const {
  // English unless `extra` names another language: the tests match English texts.
  std::vector<std::string> env = {"LAB_LANG=en", "LAB_SOURCE_ROOT=" + source_root.string(),
                                  "LAB_BUILD_DIR=" + build_dir.string(),
                                  "LAB_STATE_DIR=" + (state.path / ".lab").string()};
  env.insert(env.end(), extra.begin(), extra.end());
  return env;
}

LabOutput LabEnvironment::run(const std::vector<std::string>& args, const std::string& input,
                              double time_limit_s) const {
  // sh feeds `input` to lab's stdin: printf '%s' "$INPUT" | lab ARGS...
  std::vector<std::string> argv = {"sh", "-c", "printf '%s' \"$LAB_TEST_INPUT\" | \"$0\" \"$@\"",
                                   from_meson("LAB_BIN")};
  argv.insert(argv.end(), args.begin(), args.end());
  std::vector<std::string> env = environment();
  env.push_back("LAB_TEST_INPUT=" + input);
  const ProcessResult r = run_process({argv, env, lab::test::inherited_settings(), time_limit_s});
  return {r.exited_normally() ? r.exit_code : -1, r.output};
}

LabOutput LabEnvironment::run_on_terminal(const std::vector<std::string>& args) const {
  LabOutput result;
  result.code = kNoTerminal;
  const int master = posix_openpt(O_RDWR | O_NOCTTY);
  if (master < 0 || grantpt(master) != 0 || unlockpt(master) != 0) return result;
  const std::string terminal = ptsname(master);
  const std::vector<std::string> env = environment();
  const std::vector<std::string> inherited = lab::test::inherited_settings();
  const std::string lab = from_meson("LAB_BIN");
  const pid_t pid = fork();
  if (pid == 0) {
    setsid();
    for (const std::string& name : inherited) unsetenv(name.c_str());
    const int slave = open(terminal.c_str(), O_RDWR);
    dup2(slave, 0);
    dup2(slave, 1);
    dup2(slave, 2);
    for (const std::string& entry : env) putenv(const_cast<char*>(entry.c_str()));
    setenv("TERM", "xterm", 1);
    std::vector<char*> argv = {const_cast<char*>(lab.c_str())};
    for (const std::string& arg : args) argv.push_back(const_cast<char*>(arg.c_str()));
    argv.push_back(nullptr);
    execv(argv[0], argv.data());
    _exit(127);
  }
  char buffer[4096];
  for (ssize_t got; (got = read(master, buffer, sizeof buffer)) > 0 || (got < 0 && errno == EINTR);)
    if (got > 0) result.out.append(buffer, static_cast<size_t>(got));
  int status = 0;
  waitpid(pid, &status, 0);
  close(master);
  result.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

LabCopy::LabCopy(const LabEnvironment& real) {
  const std::string dir = "1.6-vector-add";
  fs::create_directories(source_root() / "chapters" / dir);
  fs::create_directories(source_root() / "checker" / dir);
  fs::create_directories(build_dir());
  fs::copy(real.source_root / "chapters" / dir, source_root() / "chapters" / dir,
           fs::copy_options::recursive);
  fs::copy_file(real.source_root / "checker" / dir / "hints.md",
                source_root() / "checker" / dir / "hints.md");
  fs::copy_file(real.build_dir / "chapters.json", build_dir() / "chapters.json");
}

void write_file(const fs::path& path, const std::string& text, bool executable) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
  if (executable) fs::permissions(path, fs::perms::owner_all, fs::perm_options::add);
}

}  // namespace lab::cli::test
