// The one translation unit that compiles Catch2's implementation.
#define CATCH_CONFIG_RUNNER
#include "checker/harness/runner.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "checker/harness/catch.h"

#include "checker/harness/diagnosis.h"
#include "checker/harness/gpu.h"
#include "checker/harness/seed.h"

namespace lab {

namespace {

constexpr int kSkip = 77;

using Clock = std::chrono::steady_clock;

std::mutex g_test_mutex;
std::string g_current_test;
Clock::time_point g_test_started = Clock::now();

// Remembers which test is running and since when, for the watchdog.
struct CurrentTestListener : Catch::TestEventListenerBase {
  using TestEventListenerBase::TestEventListenerBase;
  void testCaseStarting(const Catch::TestCaseInfo& info) override {
    std::lock_guard<std::mutex> lock(g_test_mutex);
    g_current_test = info.name;
    g_test_started = Clock::now();
  }
};

struct Options {
  bool seed_given = false;
  uint64_t seed = 0;
  double timeout_s = 120;
  std::string expect;  // --expect-diagnosis
  std::vector<char*> catch_args;
};

Options parse(int argc, char** argv) {
  Options o;
  o.catch_args.push_back(argv[0]);
  if (const char* env = std::getenv("LAB_TIMEOUT"); env && *env) o.timeout_s = std::stod(env);
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw std::invalid_argument(arg + " needs a value");
      return argv[++i];
    };
    if (arg == "--seed") {
      o.seed = parse_seed(value());
      o.seed_given = true;
    } else if (arg == "--timeout") {
      o.timeout_s = std::stod(value());
    } else if (arg == "--expect-diagnosis") {
      o.expect = value();
    } else {
      o.catch_args.push_back(argv[i]);
    }
  }
  return o;
}

// Turns the outcome into the process exit code (see runner.h).
int outcome(bool failed, const std::string& expect) {
  if (expect.empty()) return failed ? 1 : 0;
  if (!failed) {
    std::printf("MISTAKE NOT CAUGHT: every test passed this known-wrong variant "
                "(expected a failure mentioning \"%s\")\n", expect.c_str());
    return 1;
  }
  if (!diagnosis_mentions(expect)) {
    std::printf("CAUGHT, BUT WITH THE WRONG DIAGNOSIS: expected one mentioning \"%s\"; got:\n",
                expect.c_str());
    for (const auto& d : recorded_diagnoses()) std::printf("  - %s\n", d.c_str());
    return 1;
  }
  std::printf("caught as expected (diagnosis mentions \"%s\")\n", expect.c_str());
  return 0;
}

// Stops a test that hangs (a kernel spinning forever, a barrier never reached): reports the
// test that was running and exits; the driver reclaims the GPU when the process ends.
// The limit applies to each test case on its own.
class Watchdog {
 public:
  Watchdog(double seconds, std::string expect) : expect_(std::move(expect)) {
    if (seconds > 0) thread_ = std::thread([this, seconds] { watch(seconds); });
  }
  ~Watchdog() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    cv_.notify_all();
    if (thread_.joinable()) thread_.join();
  }

 private:
  void watch(double seconds) {
    const auto limit = std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
    std::string test;
    for (;;) {
      Clock::time_point deadline;
      {
        std::lock_guard<std::mutex> test_lock(g_test_mutex);
        test = g_current_test;
        deadline = g_test_started + limit;
      }
      std::unique_lock<std::mutex> lock(mutex_);
      if (cv_.wait_until(lock, std::min(deadline, Clock::now() + std::chrono::milliseconds(250)),
                         [this] { return done_; }))
        return;
      std::lock_guard<std::mutex> test_lock(g_test_mutex);
      if (g_current_test == test && Clock::now() >= g_test_started + limit) break;
    }
    const std::string message =
        "HANG: the test \"" + test + "\" did not finish within " + std::to_string(int(seconds)) +
        " s and was stopped. Likely causes: a loop whose exit condition never becomes true, "
        "__syncthreads() inside a branch that not all threads of a block take, or a thread "
        "waiting for a value another block never writes. (--timeout SECONDS changes the limit.)";
    record_diagnosis(message);
    std::printf("\n%s\n", message.c_str());
    std::fflush(stdout);
    std::_Exit(outcome(true, expect_));
  }

  std::string expect_;
  std::mutex mutex_;
  std::condition_variable cv_;
  bool done_ = false;
  std::thread thread_;
};

}  // namespace

int run_checker(int argc, char** argv, const char* chapter, const char* variant, bool needs_gpu) {
  Options options;
  try {
    options = parse(argc, argv);
    set_master_seed(options.seed_given ? options.seed : seed_from_environment());
  } catch (const std::exception& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 2;
  }

  std::printf("cuda-lab checker: %s (%s), seed %llu\n", chapter, variant,
              static_cast<unsigned long long>(master_seed()));
  if (needs_gpu) {
    const GpuInfo& gpu = gpu_info();
    if (!gpu.usable) {
      const bool required = std::getenv("LAB_REQUIRE_GPU") && std::string(std::getenv("LAB_REQUIRE_GPU")) == "1";
      std::printf("%s: no usable GPU: %s\n", required ? "FAILED (LAB_REQUIRE_GPU=1)" : "SKIPPED",
                  gpu.reason.c_str());
      std::printf("This checker runs your kernels, so it needs an NVIDIA GPU with a working driver.\n");
      return required ? 1 : kSkip;
    }
    std::printf("GPU: %s (compute capability %d.%d, %d SMs)\n", gpu.name.c_str(), gpu.major,
                gpu.minor, gpu.multiprocessors);
  }
  std::fflush(stdout);

  Catch::Session session;
  if (session.applyCommandLine(static_cast<int>(options.catch_args.size()), options.catch_args.data()) != 0)
    return 2;
  int failures = 0;
  {
    Watchdog watchdog(options.timeout_s, options.expect);
    failures = session.run();
  }
  if (failures)
    std::printf("Inputs came from seed %llu: replay them with --seed %llu (or LAB_SEED=%llu).\n",
                static_cast<unsigned long long>(master_seed()),
                static_cast<unsigned long long>(master_seed()),
                static_cast<unsigned long long>(master_seed()));
  return outcome(failures != 0, options.expect);
}

}  // namespace lab

using lab::CurrentTestListener;
CATCH_REGISTER_LISTENER(CurrentTestListener)
