// The bubblewrap sandbox every build and checker of a submission runs in: no network, a
// fresh /tmp, the system and toolchain read-only, of the lab only what the step needs (the
// caller names it), and a user id without privileges inside. `--no-sandbox` runs the same
// command lines without it (the report says so).
//
//   Sandbox sandbox{true, "bwrap"};
//   if (auto why = sandbox.probe(); !why.empty()) refuse(why);
//   SpawnSpec spec = sandbox.spawn_spec({{"nvcc", ...}, env, build_dir, {{Bind::ro, chapters}}}, log);
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "checker/cli/grade/spawn.h"

namespace lab::cli::grade {

namespace fs = std::filesystem;

struct Bind {
  enum Kind { ro, rw, dir } kind;  // dir: an empty folder (a working folder for relative paths)
  fs::path path;                   // at the same path inside
};

struct SandboxedCommand {
  std::vector<std::string> argv;
  std::vector<std::string> env;  // the whole environment inside
  fs::path cwd;
  std::vector<Bind> binds;
  bool gpu = false;  // the NVIDIA device nodes and /sys
};

struct Sandbox {
  bool enabled = true;
  std::string bwrap = "bwrap";
  int uid = 65534, gid = 65534;  // "nobody"
  std::string nvcc = {};         // an absolute path: its toolkit is bound too when outside /usr

  // "" when bubblewrap can create its namespaces here; else why not, in a sentence.
  std::string probe() const;

  // The command line that runs `command` in the sandbox (or as it is, when disabled).
  std::vector<std::string> command(const SandboxedCommand& command) const;

  // The whole spawn: bwrap with the grader's environment, or the command itself with its own
  // environment and folder when disabled. Limits are the caller's to add.
  SpawnSpec spawn_spec(const SandboxedCommand& command, const fs::path& output) const;
};

// The folders the loader searches besides the standard ones: /etc/ld.so.conf.d's and
// LD_LIBRARY_PATH's.
std::vector<fs::path> library_dirs();

// The absolute path of a program as PATH finds it; "" when it is not found.
std::string program_path(const std::string& program);

// /dev/nvidia0, /dev/nvidiactl, /dev/nvidia-uvm, ... that exist on this machine.
std::vector<fs::path> gpu_device_nodes();

// The system folders bound read-only: /usr (with /usr/local's CUDA), the /bin, /lib, ...
// links or folders, the few files of /etc that programs need, and the CUDA toolkit's real
// folder when it lies elsewhere.
std::vector<std::string> system_binds(const std::string& nvcc);

}  // namespace lab::cli::grade
