// CLI-level checks of a checker executable (argv[1]) and of the host tests (argv[2]) that
// need no GPU: hiding every GPU must give exit 77 with the reason, LAB_REQUIRE_GPU=1 must
// turn that into 1, a bad command line must give 2, and a hanging test must be stopped.
#include <sys/wait.h>

#include <cstdio>
#include <string>

namespace {

struct Result {
  int code = -1;
  std::string output;
};

Result run(const std::string& command) {
  Result r;
  FILE* pipe = popen((command + " 2>&1").c_str(), "r");
  if (!pipe) return r;
  char buffer[4096];
  while (size_t got = fread(buffer, 1, sizeof buffer, pipe)) r.output.append(buffer, got);
  const int status = pclose(pipe);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

int passed = 0, failed = 0;

void expect(const std::string& what, const Result& r, int code, const std::string& text) {
  const bool ok = r.code == code && r.output.find(text) != std::string::npos;
  (ok ? passed : failed)++;
  std::printf("%s: %s (exit %d, want %d and \"%s\")\n", ok ? "PASS" : "FAIL", what.c_str(), r.code,
              code, text.c_str());
  if (!ok) std::printf("--- output ---\n%s--------------\n", r.output.c_str());
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s CHECKER HOST_TESTS\n", argv[0]);
    return 2;
  }
  const std::string checker = std::string("'") + argv[1] + "'";
  const std::string host_tests = std::string("'") + argv[2] + "'";
  const std::string no_gpu = "env CUDA_VISIBLE_DEVICES= LAB_REQUIRE_GPU= ";
  expect("no GPU visible: skipped with the reason", run(no_gpu + checker), 77, "no usable GPU: cudaError");
  expect("LAB_REQUIRE_GPU=1 turns the skip into a failure",
         run("env CUDA_VISIBLE_DEVICES= LAB_REQUIRE_GPU=1 " + checker), 1, "LAB_REQUIRE_GPU=1");
  expect("a malformed seed is a usage error", run(checker + " --seed 12x"), 2, "a seed is a non-negative");
  expect("LAB_SEED is read the same way", run("env LAB_SEED=x " + checker), 2, "a seed is");
  expect("an option without its value is a usage error", run(checker + " --expect-diagnosis"), 2,
         "needs a value");
  expect("the seed is printed", run(no_gpu + checker + " --seed 31337"), 77, "seed 31337");
  expect("a hanging test is stopped by the watchdog and named",
         run(host_tests + " '[watchdog]' --timeout 1"), 1,
         "HANG: the test \"watchdog: a test that never ends\" did not finish within 1 s");
  std::printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
