// `lab doctor`: is this machine ready? Each problem comes with the command that fixes it.
#include <cstdio>
#include <cstdlib>
#include <regex>

#include "checker/cli/arch_coverage.h"
#include "checker/cli/gpu_probe.h"
#include "checker/cli/process.h"
#include "checker/cli/sanitizer.h"
#include "checker/cli/terminal.h"
#include "checker/cli/verbs.h"
#include "checker/harness/gpu.h"

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
  static const std::regex version(R"((\d+)\.(\d+)(\.\d+)?)");
  std::smatch match;
  return std::regex_search(run.output, match, version) ? match.str(0) : "?";
}

int major_of(const std::string& version) { return std::atoi(version.c_str()); }

Finding nvcc_finding() {
  const std::string nvcc = LAB_NVCC;
  const std::string version = tool_version(nvcc);
  if (version.empty())
    return {Finding::Level::problem, "nvcc (" + nvcc + ") does not run",
            "install the CUDA Toolkit >= 12 and put it on PATH: export PATH=/usr/local/cuda/bin:$PATH"};
  if (major_of(version) < 12)
    return {Finding::Level::problem, "nvcc " + version + " is too old (the lab needs CUDA >= 12)",
            "install the CUDA Toolkit >= 12, then: meson setup --wipe build"};
  return {Finding::Level::ok, "nvcc " + version + " (" + nvcc + ")"};
}

Finding runtime_finding(const CudaVersions& cuda) {
  const std::string runtime = "CUDA runtime " + cuda_version_text(cuda.runtime);
  if (cuda.driver == 0)
    return {Finding::Level::no_gpu, runtime + "; no NVIDIA driver found",
            "install the NVIDIA driver (then nvidia-smi works); on WSL, install the Windows driver, not a Linux one"};
  const std::string text = runtime + "; the driver supports CUDA " + cuda_version_text(cuda.driver);
  if (cuda.driver < cuda.runtime)
    return {Finding::Level::problem, text + " only",
            "update the NVIDIA driver to one for CUDA " + cuda_version_text(cuda.runtime) +
                " or newer (nvidia-smi shows the current one)"};
  return {Finding::Level::ok, text};
}

Finding gpu_finding(const GpuInfo& gpu) {
  if (gpu.usable)
    return {Finding::Level::ok, "GPU 0: " + gpu.name + ", compute capability " + std::to_string(gpu.major) + "." +
                                    std::to_string(gpu.minor) + ", " + std::to_string(gpu.memory_bytes >> 30) + " GiB"};
  const char* visible = std::getenv("CUDA_VISIBLE_DEVICES");
  const std::string fix = visible ? "unset CUDA_VISIBLE_DEVICES (it is \"" + std::string(visible) + "\", which hides GPUs)"
                                  : "check that nvidia-smi lists a GPU; in a container, start it with --gpus all";
  return {Finding::Level::no_gpu, "no usable GPU: " + gpu.reason, fix};
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
  const std::string rebuild = "meson setup --reconfigure " + session.lab.paths.shown(session.lab.paths.build_dir) +
                              " -Dgpu_arch=" + cc + "   (or -Dgpu_arch=native)";
  if (!gpu.usable) return {Finding::Level::note, "gpu_arch = " + arch + " (checked against a GPU only when there is one)"};
  std::string built_from;
  BuiltArchitectures built;
  const std::string cuobjdump = cuobjdump_program();
  const fs::path binary = built_checker(session);
  if (!cuobjdump.empty() && !binary.empty()) {
    const ProcessResult listing = run_process({{cuobjdump, "--list-elf", "--list-ptx", binary.string()}, {}, {}, 30});
    built = architectures_in_listing(listing.output);
    built_from = session.lab.paths.shown(binary);
  }
  if (built_from.empty()) {
    built = architectures_from_option(arch);
    built_from = "gpu_arch = " + arch;
    if (built.sass.empty())
      return {Finding::Level::note, "gpu_arch = native: built for the GPU present when the build was configured "
                                    "(nvcc's default without one); cuobjdump, to verify it, was not found",
              "if checks fail with \"no kernel image is available\": " + rebuild};
  }
  const std::string text = "code in " + built_from + ": " + describe_architectures(built);
  switch (coverage_for(built, gpu.major, gpu.minor)) {
    case Coverage::machine_code: return {Finding::Level::ok, text + ", covers compute capability " + cc};
    case Coverage::ptx_only:
      return {Finding::Level::note, text + ": only PTX for compute capability " + cc +
                                        " (works; the driver compiles it at every first start)",
              rebuild};
    case Coverage::none: break;
  }
  return {Finding::Level::problem, text + ": no code for compute capability " + cc +
                                       ", so every launch fails with \"no kernel image is available\"",
          rebuild};
}

std::vector<Finding> build_tool_findings() {
  std::vector<Finding> findings;
  const std::string meson = tool_version("meson"), ninja = tool_version("ninja");
  if (meson.empty() || ninja.empty())
    findings.push_back({Finding::Level::problem, std::string(meson.empty() ? "meson" : "ninja") + " not found",
                        "sudo apt install meson ninja-build   (or: pip install --user meson ninja)"});
  else if (major_of(meson) < 1)
    findings.push_back({Finding::Level::problem, "meson " + meson + " is too old (the lab needs >= 1.0)",
                        "pip install --user 'meson>=1.0'"});
  else
    findings.push_back({Finding::Level::ok, "meson " + meson + ", ninja " + ninja + ", Catch2 " + LAB_CATCH2_VERSION});
  const std::string sanitizer = find_compute_sanitizer(LAB_NVCC);
  if (sanitizer.empty())
    findings.push_back({Finding::Level::note, "compute-sanitizer not found (only ./lab check --sanitize needs it)",
                        "it comes with the CUDA Toolkit: export PATH=/usr/local/cuda/bin:$PATH"});
  else
    findings.push_back({Finding::Level::ok, "compute-sanitizer " + tool_version(sanitizer)});
  return findings;
}

const char* level_tag(Finding::Level level) {
  switch (level) {
    case Finding::Level::ok: return "ok     ";
    case Finding::Level::note: return "note   ";
    case Finding::Level::problem: return "PROBLEM";
    case Finding::Level::no_gpu: return "NO GPU ";
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
  std::printf("%s\n", bold("lab doctor: is this machine ready for cuda-lab?").c_str());
  const CudaVersions cuda = cuda_versions();
  const GpuInfo& gpu = gpu_info();
  std::vector<Finding> findings = {nvcc_finding(), runtime_finding(cuda)};
  if (cuda.driver != 0) findings.push_back(gpu_finding(gpu));  // without a driver: said above
  findings.push_back(arch_finding(session, gpu));
  for (Finding& f : build_tool_findings()) findings.push_back(std::move(f));

  int problems = 0, no_gpu = 0;
  for (const Finding& f : findings) {
    std::printf("  %s  %s\n", coloured_tag(f.level).c_str(), wrap(f.what, 11).c_str());
    if (!f.fix.empty()) std::printf("           fix: %s\n", wrap(f.fix, 16).c_str());
    problems += f.level == Finding::Level::problem;
    no_gpu += f.level == Finding::Level::no_gpu;
  }
  if (problems) {
    std::printf("\n%s\n", red(std::to_string(problems) + " problem(s) to fix (see fix: above).").c_str());
    return kFailed;
  }
  if (no_gpu) {
    std::printf("\n%s\n", yellow("Ready to build and to run the host tests; checking chapters needs an NVIDIA GPU.").c_str());
    return kNoGpu;
  }
  std::printf("\n%s\n", green("All good.").c_str());
  return kPassed;
}

}  // namespace lab::cli
