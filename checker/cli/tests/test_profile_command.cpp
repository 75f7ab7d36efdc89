// `lab profile` as a student sees it: with stand-ins for the fixture checker (LAB_CHECKER), a
// benchmark program that writes a profiled row (LAB_BENCH) and an ncu (LAB_NCU) that runs the
// program it is given and answers `--import` with the pages recorded on an H200
// (tests/data/ncu/); and without a GPU, with the real build and probe (exit 77).
#include <algorithm>

#include "checker/cli/tests/lab_runner.h"
#include "checker/cli/tests/profiled_row.h"
#include "checker/harness/bench_results.h"
#include "checker/harness/catch.h"
#include "checker/harness/report.h"

using namespace lab::cli::test;

namespace {

// A lab copy whose benchmark writes one profiled row (range 0) and whose ncu logs each
// command line, says what LAB_FAKE_NCU says (a refusal), runs the program and prints the
// recorded pages of 1.6 for --import.
struct ProfileStandIns {
  LabEnvironment env;
  LabCopy copy{env};
  fs::path ncu_log = copy.dir.path / "ncu-runs.log";

  explicit ProfileStandIns(const std::string& fixture, const std::string& ncu_says = "") {
    env.source_root = copy.source_root();
    env.build_dir = copy.build_dir();
    const fs::path dir = copy.dir.path;
    write_file(dir / "profiled.jsonl", profiled_row_results("Fake GPU"));
    write_file(dir / "fake-bench",
               "#!/bin/sh\ncp '" + (dir / "profiled.jsonl").string() + "' \"$2\"\n", true);
    const std::string pages = from_meson("LAB_NCU_PAGES");
    write_file(dir / "fake-ncu",
               "#!/bin/sh\n"
               "for last; do :; done\n"
               "case \" $* \" in *\" --import \"*) cat '" +
                   pages +
                   "'/1.6-vector-add-\"$last\".csv; exit 0;; esac\n"
                   "echo \"$*\" >> '" +
                   ncu_log.string() +
                   "'\n"
                   "[ -n \"$LAB_FAKE_NCU\" ] && echo \"$LAB_FAKE_NCU\"\n"
                   "while [ \"$1\" != --force-overwrite ]; do shift; done; shift\n"
                   "exec \"$@\"\n",
               true);
    env.extra = {"LAB_CHECKER=" + from_meson("LAB_FIXTURE_CHECKER"), "LAB_FIXTURE=" + fixture,
                 "LAB_BENCH=" + (dir / "fake-bench").string(),
                 "LAB_NCU=" + (dir / "fake-ncu").string(), "LAB_FAKE_NCU=" + ncu_says};
  }
};

}  // namespace

TEST_CASE("lab profile: your kernels beside the reference's, with the report's own numbers",
          "[cli][profile]") {
  const ProfileStandIns lab("");
  const LabOutput profile = lab.env.run({"profile", "1.6"});
  INFO(profile.out);
  CHECK(profile.code == 0);
  CHECK_THAT(profile.out, lab::contains("checking your file first ... all 8 tests passed"));
  CHECK_THAT(profile.out, lab::contains("vector_add at 2^26") && lab::contains("GPU: Fake GPU"));
  // As the recorded details page prints them: ncu --import ... --page details.
  CHECK_THAT(profile.out, lab::contains("vector_add_vec4_kernel") && lab::contains("181.79 us") &&
                              lab::contains("90.04 %") && lab::contains("11.75 %") &&
                              lab::contains("80.50 % of 100 %") && lab::contains("warps per SM") &&
                              lab::contains("22") && lab::contains("256"));
  // The stall reasons, in words; the chapter's focus (coalescing): 16 sectors per float4 load.
  CHECK_THAT(profile.out, lab::contains("long_scoreboard: waiting for data from global memory"));
  CHECK_THAT(unwrapped(profile.out), lab::contains(unwrapped("sectors per global load    16.0")));
  CHECK_THAT(profile.out, !lab::contains("bank conflicts") && !lab::contains("FP32 throughput"));
  // The same kernel on both sides: as fast as the reference, and bound by DRAM bandwidth.
  CHECK_THAT(unwrapped(profile.out),
             lab::contains(unwrapped("What to try next: Your main kernel takes 1.00 x")) &&
                 lab::contains(unwrapped("at 90.04 % of the DRAM's peak")));
  const fs::path roofline =
      lab.env.state.path / ".lab" / "pictures" / "1.6-vector-add-roofline.svg";
  CHECK_THAT(unwrapped(profile.out), lab::contains(unwrapped(roofline.string())));
  CHECK_THAT(read_text(roofline), lab::contains("yours: vector_add_vec4_kernel") &&
                                      lab::contains("reference: vector_add_vec4_kernel"));
  // ncu ran twice, never locking the clocks, and only the benchmark's ranges were recorded.
  const std::string runs = read_text(lab.ncu_log);
  CHECK(std::count(runs.begin(), runs.end(), '\n') == 2);
  CHECK_THAT(runs, lab::contains("--clock-control none") &&
                       lab::contains("--profile-from-start off") && lab::contains("--profile") &&
                       lab::contains("1.6-vector-add-student --force-overwrite") &&
                       lab::contains("1.6-vector-add-solution --force-overwrite"));

  // --kernel picks kernels by name; a name that none has is a usage error that lists them.
  CHECK(lab.env.run({"profile", "1.6", "--kernel", "vec4"}).code == 0);
  const LabOutput none = lab.env.run({"profile", "1.6", "--kernel", "transpose"});
  CHECK(none.code == 2);
  CHECK_THAT(none.out, lab::contains("--kernel transpose: none of the profiled kernels is named "
                                     "so; they are: vector_add_vec4_kernel"));
}

TEST_CASE("lab profile --solution and in Chinese: one column, the reader's language",
          "[cli][profile]") {
  ProfileStandIns lab("");
  const LabOutput solution = lab.env.run({"profile", "1.6", "--solution"});
  INFO(solution.out);
  CHECK(solution.code == 0);
  CHECK_THAT(solution.out, lab::contains("reference solution") &&
                               lab::contains("What limits it:") &&
                               !lab::contains("checking your file first"));
  lab.env.extra.push_back("LAB_LANG=zh");
  const LabOutput chinese = lab.env.run({"profile", "1.6"});
  CHECK(chinese.code == 0);
  CHECK_THAT(chinese.out, lab::contains("线程束主要在等待") && lab::contains("下一步可以尝试") &&
                              lab::contains("80.50 %，理论 100 %"));
}

TEST_CASE("lab profile: counters for administrators only, no ncu, a failing file: said, not hidden",
          "[cli][profile]") {
  const ProfileStandIns refused(
      "",
      "==ERROR== ERR_NVGPUCTRPERM - The user does not have permission to access NVIDIA GPU "
      "Performance Counters on the target device 0.");
  const LabOutput denied = refused.env.run({"profile", "1.6"});
  CHECK(denied.code == 77);
  CHECK_THAT(unwrapped(denied.out),
             lab::contains(unwrapped("NVreg_RestrictProfilingToAdminUsers=0")) &&
                 lab::contains(unwrapped("Run ./lab profile as root")));

  ProfileStandIns missing("");
  missing.env.extra.push_back("LAB_NCU=/nonexistent/ncu");
  const LabOutput no_ncu = missing.env.run({"profile", "1.6"});
  CHECK(no_ncu.code == 77);
  CHECK_THAT(no_ncu.out, lab::contains("LAB_NCU names /nonexistent/ncu"));

  // No LAB_NCU and no ncu where the lab looks: it says where ncu comes from. (Where a CUDA
  // Toolkit's ncu is installed at one of its fixed places, as on a GPU machine, it is found.)
  LabEnvironment bare;
  bare.extra = {"PATH=/usr/bin:/bin", "CUDA_HOME=/nonexistent"};
  const bool installed = fs::exists("/usr/bin/ncu") || fs::exists("/bin/ncu") ||
                         fs::exists("/usr/local/cuda/bin/ncu") ||
                         fs::exists("/opt/nvidia/nsight-compute");
  const LabOutput nowhere = bare.run({"profile", "1.6"});
  if (!installed) {
    CHECK(nowhere.code == 77);
    CHECK_THAT(unwrapped(nowhere.out),
               lab::contains(unwrapped("Nsight Compute (ncu) is not installed here")) &&
                   lab::contains(unwrapped("nsight-compute")) && lab::contains("LAB_NCU"));
  }

  const ProfileStandIns failing("fail");
  const LabOutput wrong = failing.env.run({"profile", "1.6"});
  CHECK(wrong.code == 1);
  CHECK_THAT(wrong.out,
             lab::contains("Not profiled") && lab::contains("./lab check 1.6 shows what is wrong"));
  CHECK_FALSE(fs::exists(failing.ncu_log));  // nothing was profiled
}

TEST_CASE("lab profile: nothing to profile where no kernel is written; no GPU: exit 77",
          "[cli][profile]") {
  LabEnvironment env;
  const LabOutput streams = env.run({"profile", "1.3"});
  CHECK(streams.code == 0);
  CHECK_THAT(unwrapped(streams.out), lab::contains(unwrapped("Nothing to profile in 1.3")) &&
                                         lab::contains(unwrapped("./lab bench 1.3")));
  CHECK(env.run({"profile"}).code == 2);

  // The real build and probe, with an ncu that is there.
  const ProfileStandIns lab("");
  env.extra = {"CUDA_VISIBLE_DEVICES=", "LAB_NCU=" + (lab.copy.dir.path / "fake-ncu").string()};
  const LabOutput no_gpu = env.run({"profile", "1.6"});
  CHECK(no_gpu.code == 77);
  CHECK_THAT(no_gpu.out, lab::contains("needs an NVIDIA GPU, and none is usable here"));
  const LabOutput solution = env.run({"profile", "1.6", "--solution"});
  CHECK(solution.code == 77);
  CHECK_THAT(solution.out, lab::contains("needs an NVIDIA GPU, and none is usable here"));
}
