#include "checker/harness/bench.h"

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <stdexcept>

#include "checker/harness/gpu.h"
#include "checker/harness/gpu_probe.h"
#include "checker/harness/harness_config.h"
#include "checker/harness/messages.h"
#include "checker/harness/number_text.h"
#include "checker/harness/profile_range.h"
#include "checker/harness/seed.h"
#include "checker/harness/sm_clock.h"
#include "common/cuda_check.h"

namespace lab::bench {

Target percent_target(const Result& row, double percent, const std::string& id) {
  return {id, percent_of_ceiling(row).value_or(0) >= percent};
}

Result& Table::add(RowKind kind, const std::string& name, const std::string& size, const Timing& t,
                   double rate, const std::string& unit, const Ceiling& ceiling) {
  rows_.push_back(make_row(kind, name, size, t, rate, unit, ceiling));
  // The range of the call just timed, when it was profiled and no row has it yet.
  if (profiled_ranges() > profiled_) {
    profiled_ = profiled_ranges();
    rows_.back().profile_range = profiled_ - 1;
  }
  return rows_.back();
}

void Table::print() const { std::printf("%s", table_text(rows_, notes_).c_str()); }

namespace {

struct Options {
  Mode mode = Mode::full;
  std::string results;  // "" = no results file
};

// Throws std::invalid_argument for anything but the documented options.
Options parse_options(int argc, char** argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--exercises") {
      options.mode = Mode::exercises;
    } else if (arg == "--quick") {
      options.mode = Mode::quick;
    } else if (arg == "--profile") {
      options.mode = Mode::profile;
    } else if (arg == "--results" && i + 1 < argc) {
      options.results = argv[++i];
    } else {
      throw std::invalid_argument(say("bench.unknown-argument", {{"argument", arg}}));
    }
  }
  return options;
}

// The results file: opened before anything is measured, so that a bad path fails at once.
class ResultsFile {
 public:
  explicit ResultsFile(const std::string& path)
      : file_(path.empty() ? nullptr : std::fopen(path.c_str(), "w")) {
    if (!path.empty() && !file_)
      throw std::invalid_argument(say("bench.cannot-write", {{"file", path}}));
  }
  ~ResultsFile() {
    if (file_) std::fclose(file_);
  }
  void line(const std::string& text) {
    if (file_) std::fprintf(file_, "%s\n", text.c_str());
  }

 private:
  std::FILE* file_;
};

}  // namespace

int main(int argc, char** argv, const char* chapter, const Body& body) {
  Options options;
  HarnessConfig config;
  std::unique_ptr<ResultsFile> results;
  try {
    config = read_harness_config();
    options = parse_options(argc, argv);
    results = std::make_unique<ResultsFile>(options.results);
    set_master_seed(config.seed.or_fresh());  // fresh random inputs (LAB_SEED replays them)
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s\n", say("harness.error", {{"error", e.what()}}).c_str());
    return 2;
  }
  const std::string seed = master_seed().text();
  const GpuInfo& gpu = gpu_info();
  results->line(session_line(chapter, options.mode, seed, gpu.usable ? gpu.name : "", gpu.reason));
  if (!gpu.usable) {
    std::printf("%s\n", no_gpu_line(gpu.reason, config.require_gpu).c_str());
    results->line(end_line(report::Verdict::no_gpu, gpu.reason));
    return config.require_gpu ? 1 : 77;
  }
  std::printf("%s\n", say("bench.heading", {{"chapter", chapter},
                                            {"gpu", gpu.name},
                                            {"major", gpu.major},
                                            {"minor", gpu.minor},
                                            {"sms", gpu.multiprocessors},
                                            {"l2", decimal_text(gpu.l2_bytes / 1048576.0, 0)},
                                            {"seed", seed}})
                          .c_str());
  Table table(options.mode);
  cudaStream_t stream = nullptr;
  std::string error;
  try {
    LAB_CUDA_TRY(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
    const Ceiling copy = copy_ceiling(stream);
    table.note(say("bench.copy-ceiling", {{"rate", static_cast<int>(copy.value)}}));
    const double clock_before = sm_clock_mhz(stream);
    if (options.mode == Mode::profile) profile_calls_with(profiled_range);
    body(table, stream, copy);
    profile_calls_with({});
    table.note(say("bench.sm-clock", {{"before", static_cast<int>(clock_before)},
                                      {"after", static_cast<int>(sm_clock_mhz(stream))}}));
  } catch (const std::exception& e) {  // CudaError, CublasError
    error = e.what();
    std::printf("%s\n", say("bench.stopped", {{"error", error}}).c_str());
  }
  if (stream) cudaStreamDestroy(stream);
  table.print();
  for (const Result& row : table.rows()) results->line(row_line(row));
  results->line(end_line(error.empty() ? report::Verdict::pass : report::Verdict::fail, error));
  return error.empty() ? 0 : 1;
}

}  // namespace lab::bench
