#include "checker/cli/profile/ncu_command.h"

#include <fstream>

namespace lab::cli::ncu {

const std::vector<std::string>& sections() {
  static const std::vector<std::string> list = {"SpeedOfLight", "Occupancy", "LaunchStats",
                                                "WarpStateStats"};
  return list;
}

const std::vector<std::string>& extra_metrics() {
  static const std::vector<std::string> list = {
      // global loads and stores: sectors per request (coalescing)
      "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
      "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",
      "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
      "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum",
      // shared memory: bank conflicts, and the wavefronts they are part of
      "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",
      "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",
      "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
      "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
      // atomics on global memory (atom returns a value, red does not)
      "l1tex__t_requests_pipe_lsu_mem_global_op_atom.sum",
      "l1tex__t_requests_pipe_lsu_mem_global_op_red.sum",
      // FP32 work and DRAM traffic, and their peaks, for FLOP/s and the roofline
      "sm__sass_thread_inst_executed_op_ffma_pred_on.sum",
      "sm__sass_thread_inst_executed_op_fadd_pred_on.sum",
      "sm__sass_thread_inst_executed_op_fmul_pred_on.sum",
      "sm__sass_thread_inst_executed_op_ffma_pred_on.sum.peak_sustained",
      "sm__cycles_elapsed.avg.per_second",
      "dram__bytes.sum",
      "dram__bytes.sum.peak_sustained",
      "dram__cycles_elapsed.avg.per_second",
      "gpu__time_duration.sum",
  };
  return list;
}

std::vector<std::string> profile_prefix(const std::string& ncu, const std::string& report) {
  std::vector<std::string> command = {ncu, "--clock-control", "none", "--profile-from-start",
                                      "off"};
  for (const std::string& section : sections())
    command.insert(command.end(), {"--section", section});
  std::string metrics;
  for (const std::string& m : extra_metrics()) metrics += (metrics.empty() ? "" : ",") + m;
  command.insert(command.end(), {"--metrics", metrics, "--export", report, "--force-overwrite"});
  return command;
}

std::vector<std::string> import_command(const std::string& ncu, const std::string& report,
                                        const std::string& page) {
  return {ncu, "--import", report + ".ncu-rep", "--csv", "--page", page};
}

bool counters_for_administrators(const std::string& params) {
  std::ifstream file(params);
  for (std::string line; std::getline(file, line);)
    if (line.rfind("RmProfilingAdminOnly:", 0) == 0)
      return line.find('1', std::string("RmProfilingAdminOnly:").size()) != std::string::npos;
  return false;
}

Failure failure_of(int exit_code, const std::string& output) {
  if (output.find("ERR_NVGPUCTRPERM") != std::string::npos) return Failure::no_permission;
  if (output.find("Failed to initialize the profiler") != std::string::npos ||
      output.find("LibraryNotLoaded") != std::string::npos ||
      output.find("Device not supported") != std::string::npos)
    return Failure::not_supported;
  if (output.find("No kernels were profiled") != std::string::npos)
    return Failure::nothing_profiled;
  return exit_code == 0 ? Failure::none : Failure::other;
}

}  // namespace lab::cli::ncu
