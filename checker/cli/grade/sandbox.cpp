#include "checker/cli/grade/sandbox.h"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "checker/cli/grade/spawn.h"

namespace lab::cli::grade {

namespace {

// Only what programs need from /etc: not /etc as a whole, since the code inside is still
// root to the kernel when the grader runs as root, and root-only files would be readable.
constexpr const char* kEtc[] = {"/etc/ld.so.cache",  "/etc/ld.so.conf", "/etc/ld.so.conf.d",
                                "/etc/alternatives", "/etc/localtime",  "/etc/nvidia"};
constexpr uint64_t kTmpBytes = 1ull << 30;  // the private /tmp (nvcc's intermediate files)
constexpr const char* kTopLevel[] = {"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"};

std::string tail_of(const fs::path& file, size_t lines) {
  std::ifstream in(file);
  std::vector<std::string> all;
  for (std::string line; std::getline(in, line);) all.push_back(line);
  std::string text;
  for (size_t i = all.size() > lines ? all.size() - lines : 0; i < all.size(); ++i)
    text += (text.empty() ? "" : " ") + all[i];
  return text;
}

}  // namespace

std::vector<fs::path> library_dirs() {
  std::vector<fs::path> dirs;
  std::error_code error;
  for (const auto& conf : fs::directory_iterator("/etc/ld.so.conf.d", error)) {
    std::ifstream in(conf.path());
    for (std::string line; std::getline(in, line);)
      if (!line.empty() && line[0] == '/')
        dirs.push_back(line.substr(0, line.find_first_of(" \t#")));
  }
  if (const char* path = std::getenv("LD_LIBRARY_PATH")) {
    std::istringstream list(path);
    for (std::string dir; std::getline(list, dir, ':');)
      if (!dir.empty() && dir[0] == '/') dirs.push_back(dir);
  }
  return dirs;
}

std::string program_path(const std::string& program) {
  if (program.find('/') != std::string::npos) return fs::absolute(program).string();
  const char* path = std::getenv("PATH");
  std::istringstream dirs(path ? path : "");
  for (std::string dir; std::getline(dirs, dir, ':');) {
    const fs::path candidate = fs::path(dir.empty() ? "." : dir) / program;
    if (access(candidate.c_str(), X_OK) == 0 && fs::is_regular_file(candidate))
      return fs::absolute(candidate).string();
  }
  return "";
}

std::vector<fs::path> gpu_device_nodes() {
  std::vector<fs::path> nodes;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator("/dev", error)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("nvidia", 0) == 0 && !entry.is_directory(error)) nodes.push_back(entry.path());
  }
  if (fs::is_directory("/dev/nvidia-caps", error)) nodes.push_back("/dev/nvidia-caps");
  std::sort(nodes.begin(), nodes.end());
  return nodes;
}

std::vector<std::string> system_binds(const std::string& nvcc) {
  std::vector<std::string> args = {"--ro-bind", "/usr", "/usr"};
  std::error_code error;
  for (const char* top : kTopLevel) {
    if (fs::is_symlink(top, error))
      args.insert(args.end(), {"--symlink", fs::read_symlink(top).string(), top});
    else if (fs::is_directory(top, error))
      args.insert(args.end(), {"--ro-bind", top, top});
  }
  for (const char* etc : kEtc)
    if (fs::exists(etc, error)) args.insert(args.end(), {"--ro-bind", etc, etc});
  // Library folders outside /usr that the loader is told about (ld.so.conf.d, or the
  // LD_LIBRARY_PATH that containers with the NVIDIA driver often set).
  for (const fs::path& dir : library_dirs()) {
    const fs::path real = fs::canonical(dir, error);
    if (!error && real.string().rfind("/usr/", 0) != 0 && fs::is_directory(real, error))
      args.insert(args.end(), {"--ro-bind", real.string(), real.string()});
  }
  // A toolkit outside /usr (/opt/cuda, ...): its real folder, and the path nvcc is found by.
  if (!nvcc.empty() && fs::path(nvcc).is_absolute()) {
    const fs::path found = fs::path(nvcc).parent_path().parent_path();
    for (const fs::path& root : {found, fs::canonical(found, error)})
      if (!root.empty() && root.string().rfind("/usr/", 0) != 0 &&
          fs::is_regular_file(root / "bin" / "nvcc", error))
        args.insert(args.end(), {"--ro-bind", root.string(), root.string()});
  }
  return args;
}

std::string Sandbox::probe() const {
  if (!enabled) return "";
  const fs::path log =
      fs::temp_directory_path() / ("lab-grade-probe-" + std::to_string(getpid()) + ".log");
  SandboxedCommand check{{"true"}, {"PATH=/usr/bin:/bin"}, "/", {}, false};
  SpawnSpec spec = spawn_spec(check, log);
  spec.wall_s = 60;
  const SpawnResult result = spawn_and_wait(spec);
  const std::string said = tail_of(log, 3);
  std::error_code error;
  fs::remove(log, error);
  if (result.exited() && result.exit_code == 0) return "";
  if (!result.started || result.exit_code == 127)
    return "bubblewrap (" + bwrap + ") is not installed: sudo apt install bubblewrap";
  return "bubblewrap cannot create its namespaces on this machine (" + how_it_ended(result) +
         (said.empty() ? "" : ": " + said) + ")";
}

SpawnSpec Sandbox::spawn_spec(const SandboxedCommand& c, const fs::path& output) const {
  SpawnSpec spec;
  spec.output = output;
  if (enabled) {
    spec.argv = command(c);
    spec.env = current_environment();  // bwrap's own; --clearenv empties the sandbox's
  } else {
    spec.argv = c.argv;
    spec.env = c.env;
    spec.cwd = c.cwd;
  }
  return spec;
}

std::vector<std::string> Sandbox::command(const SandboxedCommand& c) const {
  if (!enabled) return c.argv;
  std::vector<std::string> args = {
      bwrap,       "--die-with-parent", "--new-session", "--unshare-all",     "--unshare-user",
      "--uid",     std::to_string(uid), "--gid",         std::to_string(gid), "--hostname",
      "lab-grade", "--clearenv"};
  const std::vector<std::string> system = system_binds(nvcc);
  args.insert(args.end(), system.begin(), system.end());
  args.insert(args.end(), {"--proc", "/proc", "--dev", "/dev", "--size", std::to_string(kTmpBytes),
                           "--tmpfs", "/tmp"});
  if (c.gpu) {
    for (const fs::path& node : gpu_device_nodes())
      args.insert(args.end(), {"--dev-bind", node.string(), node.string()});
    args.insert(args.end(), {"--ro-bind", "/sys", "/sys"});
  }
  for (const Bind& bind : c.binds) {
    if (bind.kind == Bind::dir)
      args.insert(args.end(), {"--dir", bind.path.string()});
    else
      args.insert(args.end(), {bind.kind == Bind::rw ? "--bind" : "--ro-bind", bind.path.string(),
                               bind.path.string()});
  }
  for (const std::string& e : c.env) {
    const size_t eq = e.find('=');
    if (eq != std::string::npos)
      args.insert(args.end(), {"--setenv", e.substr(0, eq), e.substr(eq + 1)});
  }
  if (!c.cwd.empty()) args.insert(args.end(), {"--chdir", c.cwd.string()});
  args.push_back("--");
  args.insert(args.end(), c.argv.begin(), c.argv.end());
  return args;
}

}  // namespace lab::cli::grade
