// `lab doctor`: is this machine ready? Each problem comes with the command that fixes it.
// The toolchain (Meson, compilers, libraries) is checked by checker/cli/doctor.sh, which
// ./lab also runs when the build cannot be configured; the GPU here, by the checkers' probe.
#include <unistd.h>

#include <cctype>
#include <cstdio>
#include <cstdlib>

#include "checker/cli/arch_coverage.h"
#include "checker/cli/ncu_program.h"
#include "checker/cli/process.h"
#include "checker/cli/profile/ncu_command.h"
#include "checker/cli/sanitizer.h"
#include "checker/cli/terminal.h"
#include "checker/cli/verbs.h"
#include "checker/harness/gpu_probe.h"
#include "checker/harness/messages.h"

namespace lab::cli {

namespace {

struct Finding {
  enum class Level { ok, note, problem, no_gpu } level;
  std::string what;
  std::string fix = "";
};

// The first "X.Y[.Z]" in a tool's --version output, "" when the tool does not run.
std::string tool_version(const std::string& program) {
  const ProcessResult run = run_process({{program, "--version"}, {}, {}, 20});
  if (!run.exited_normally() || run.exit_code != 0) return "";
  const std::string& text = run.output;
  const auto digit = [&](size_t i) {
    return i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]));
  };
  for (size_t start = 0; start < text.size(); ++start) {
    if (!digit(start) || (start > 0 && digit(start - 1))) continue;
    size_t end = start, dots = 0;
    while (digit(end) || (text[end] == '.' && digit(end + 1) && dots < 2))
      dots += text[end++] == '.';
    if (dots > 0) return text.substr(start, end - start);
  }
  return "?";
}

// The runtime the lab is built with and the newest CUDA the driver supports. A GPU problem
// of theirs is gpu_finding's, in the checkers' words; an older driver may still run the lab
// through CUDA's minor version compatibility.
Finding runtime_finding(const CudaVersions& cuda) {
  const std::string runtime =
      say("cli.doctor.runtime", {{"version", cuda_version_text(cuda.runtime)}});
  if (cuda.driver == 0) return {Finding::Level::ok, runtime};
  const std::string text =
      say("cli.doctor.driver", {{"runtime", runtime}, {"version", cuda_version_text(cuda.driver)}});
  return {cuda.driver < cuda.runtime ? Finding::Level::note : Finding::Level::ok, text};
}

Finding gpu_finding(const GpuInfo& gpu) {
  if (gpu.usable)
    return {Finding::Level::ok,
            say("cli.doctor.gpu",
                {{"name", gpu.name},
                 {"capability", std::to_string(gpu.major) + "." + std::to_string(gpu.minor)},
                 {"gib", gpu.memory_bytes >> 30}})};
  // gpu.reason says what to do; only what this process was started with can add to it.
  const char* visible = std::getenv("CUDA_VISIBLE_DEVICES");
  const std::string no_gpu = say("cli.no-usable-gpu", {{"reason", gpu.reason}});
  if (!visible) return {Finding::Level::no_gpu, no_gpu};
  return {Finding::Level::no_gpu, no_gpu, say("cli.doctor.visible-devices", {{"value", visible}})};
}

std::string cuobjdump_program() {
  const std::string next_to_nvcc = (fs::path(LAB_NVCC).parent_path() / "cuobjdump").string();
  for (const std::string& tool : {std::string("cuobjdump"), next_to_nvcc})
    if (program_exists(tool)) return tool;
  return "";
}

// A chapter checker this build made (any will do: they share the build's flags), or "".
fs::path built_checker(const Session& session) {
  for (const Chapter& ch : session.lab.chapters) {
    const fs::path binary = session.lab.paths.build_dir / checker_target(ch, "student");
    if (ch.ready() && fs::exists(binary)) return binary;
  }
  return {};
}

// The architectures of a checker that was built, else what the gpu_arch option says.
Finding arch_finding(const Session& session, const GpuInfo& gpu) {
  const std::string arch = LAB_GPU_ARCH;
  const std::string cc = std::to_string(gpu.major) + "." + std::to_string(gpu.minor);
  const std::string rebuild =
      say("cli.doctor.rebuild",
          {{"folder", session.lab.paths.shown(session.lab.paths.build_dir)}, {"capability", cc}});
  if (!gpu.usable)
    return {Finding::Level::note, say("cli.doctor.arch-unchecked", {{"arch", arch}})};
  std::string built_from;
  BuiltArchitectures built;
  const std::string cuobjdump = cuobjdump_program();
  const fs::path binary = built_checker(session);
  if (!cuobjdump.empty() && !binary.empty()) {
    const ProcessResult listing =
        run_process({{cuobjdump, "--list-elf", "--list-ptx", binary.string()}, {}, {}, 30});
    built = architectures_in_listing(listing.output);
    built_from = session.lab.paths.shown(binary);
  }
  if (built_from.empty()) {
    built = architectures_from_option(arch);
    built_from = "gpu_arch = " + arch;
    if (built.sass.empty())
      return {Finding::Level::note, say("cli.doctor.arch-native"),
              say("cli.doctor.arch-native-fix", {{"rebuild", rebuild}})};
  }
  const std::string text =
      say("cli.doctor.code-in",
          {{"from", built_from}, {"architectures", describe_architectures(built)}});
  switch (coverage_for(built, gpu.major, gpu.minor)) {
    case Coverage::machine_code:
      return {Finding::Level::ok, say("cli.doctor.covers", {{"code", text}, {"capability", cc}})};
    case Coverage::ptx_only:
      return {Finding::Level::note,
              say("cli.doctor.ptx-only", {{"code", text}, {"capability", cc}}), rebuild};
    case Coverage::none: break;
  }
  return {Finding::Level::problem, say("cli.doctor.no-code", {{"code", text}, {"capability", cc}}),
          rebuild};
}

Finding sanitizer_finding(const Session& session, const CudaVersions& cuda) {
  const std::string sanitizer = find_compute_sanitizer(session.config.compute_sanitizer, LAB_NVCC);
  if (sanitizer.empty())
    return {Finding::Level::note, say("cli.doctor.no-sanitizer"),
            sanitizer_install_hint(cuda.runtime)};
  return {Finding::Level::ok, "compute-sanitizer " + tool_version(sanitizer)};
}

// Nsight Compute, for `lab profile` only: a note when it is missing, or when the driver lets
// only administrators read the counters (and this is not one).
Finding ncu_finding(const Session& session) {
  const std::string ncu = find_ncu(session.config.ncu);
  if (ncu.empty())
    return {Finding::Level::note, say("cli.doctor.no-ncu"), say("cli.profile.no-ncu")};
  const std::string found = say("cli.doctor.ncu", {{"version", tool_version(ncu)}});
  if (::geteuid() != 0 && ncu::counters_for_administrators())
    return {Finding::Level::note, found + "; " + say("cli.doctor.ncu-administrators"),
            say("cli.profile.no-permission")};
  return {Finding::Level::ok, found};
}

// As wide as the widest English tag ("PROBLEM").
std::string level_tag(Finding::Level level) {
  switch (level) {
    case Finding::Level::ok: return padded(say("cli.doctor.ok"), 7);
    case Finding::Level::note: return padded(say("cli.doctor.note"), 7);
    case Finding::Level::problem: return padded(say("cli.doctor.problem"), 7);
    case Finding::Level::no_gpu: return padded(say("cli.doctor.no-gpu"), 7);
  }
  return "";
}

std::string coloured_tag(Finding::Level level) {
  if (level == Finding::Level::ok) return green(level_tag(level));
  if (level == Finding::Level::note) return dim(level_tag(level));
  return (level == Finding::Level::problem ? red : yellow)(level_tag(level));
}

}  // namespace

int verb_doctor(Session& session, const Arguments&) {
  std::printf("%s\n", bold(say("cli.doctor.heading")).c_str());
  std::fflush(stdout);
  const fs::path toolchain = session.lab.paths.source_root / "checker" / "cli" / "doctor.sh";
  std::vector<std::string> argv = {"sh", toolchain.string()};
  if (colour_enabled()) argv.push_back("--colour");
  const ProcessResult tools =
      run_process({argv, {std::string("LAB_NVCC=") + LAB_NVCC}, {}, 60, true});
  const bool tool_problems = !tools.exited_normally() || tools.exit_code != 0;

  const CudaVersions cuda = cuda_versions();
  const GpuInfo& gpu = gpu_info();
  std::vector<Finding> findings = {runtime_finding(cuda), gpu_finding(gpu)};
  findings.push_back(arch_finding(session, gpu));
  findings.push_back(sanitizer_finding(session, cuda));
  findings.push_back(ncu_finding(session));

  int problems = tool_problems, no_gpu = 0;
  for (const Finding& f : findings) {
    std::printf("  %s  %s\n", coloured_tag(f.level).c_str(), wrap(f.what, 11).c_str());
    if (!f.fix.empty())
      std::printf("           %s%s\n", padded(say("cli.doctor.fix"), 5).c_str(),
                  wrap(f.fix, 16).c_str());
    problems += f.level == Finding::Level::problem;
    no_gpu += f.level == Finding::Level::no_gpu;
  }
  if (problems) {
    std::printf("\n%s\n", red(say("cli.doctor.problems")).c_str());
    return kFailed;
  }
  if (no_gpu) {
    std::printf("\n%s\n", yellow(say("cli.doctor.ready-but-no-gpu")).c_str());
    return kNoGpu;
  }
  std::printf("\n%s\n", green(say("cli.doctor.all-good")).c_str());
  return kPassed;
}

}  // namespace lab::cli
