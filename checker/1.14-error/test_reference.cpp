// Host tests of the 1.14 diagnoses: every right answer passes, every wrong one gets the
// diagnosis that fits it, and each known-wrong variant's expected text is one the checker
// can write.
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "checker/harness/catch.h"
#include "checker/harness/diagnosis.h"
#include "checker/harness/messages.h"
#include "checker/harness/registry.h"
#include "checker/harness/text_file.h"
#include "checker/host/meson_setting.h"
#include "common/cuda_check.h"
#include "reference.h"

namespace {

using Kind = LaunchOutcome::Kind;
using lab::error_ref::Call;

constexpr cudaError_t kRejected = cudaErrorInvalidValue;
constexpr cudaError_t kFault = cudaErrorLaunchFailure;

const Call kFine{"a fine kernel", {Kind::ok, cudaSuccess}};
const Call kAfterStale{"a fine kernel", {Kind::ok, cudaSuccess}, kRejected};
const Call kRejectedLaunch{"a block of 1050 threads", {Kind::launch_error, kRejected}};
const Call kFaulting{"a kernel that traps", {Kind::execution_error, kFault}};
const Call kInBrokenContext{"a fine kernel, launched after one that trapped",
                            {Kind::sticky_error, kFault}};

struct Wrong {
  Call call;
  LaunchOutcome got;
  const char* id;
};

const std::vector<Wrong>& wrong_answers() {
  static const std::vector<Wrong> rows = {
      {kAfterStale, {Kind::launch_error, kRejected}, "stale-error-blamed"},
      {kAfterStale, {Kind::execution_error, kRejected}, "stale-error-blamed"},
      {kFine, {Kind::launch_error, kRejected}, "wrong-outcome"},
      {kRejectedLaunch, {Kind::ok, cudaSuccess}, "launch-error-missed"},
      {kRejectedLaunch, {Kind::launch_error, cudaSuccess}, "error-code-lost"},
      {kRejectedLaunch, {Kind::launch_error, cudaErrorInvalidConfiguration}, "wrong-code"},
      {kRejectedLaunch, {Kind::execution_error, kRejected}, "launch-error-as-execution"},
      {kRejectedLaunch, {Kind::sticky_error, kRejected}, "rejected-launch-not-sticky"},
      {kFaulting, {Kind::ok, cudaSuccess}, "execution-error-missed"},
      {kFaulting, {Kind::launch_error, kFault}, "execution-error-as-launch"},
      {kFaulting, {Kind::sticky_error, kFault}, "execution-error-as-sticky"},
      {kFaulting, {Kind::execution_error, cudaErrorIllegalAddress}, "wrong-code"},
      {kInBrokenContext, {Kind::launch_error, kFault}, "sticky-error-missed"},
      {kInBrokenContext, {Kind::ok, cudaSuccess}, "sticky-error-missed"},
      {kInBrokenContext, {Kind::execution_error, kFault}, "sticky-error-as-execution"},
      {kInBrokenContext, {Kind::sticky_error, cudaErrorIllegalAddress}, "wrong-code"},
  };
  return rows;
}

// The text of every diagnosis the checker can write.
std::vector<std::string> every_diagnosis() {
  std::vector<std::string> all;
  for (const Wrong& w : wrong_answers()) all.push_back(lab::error_ref::judge(w.call, w.got).text);
  all.push_back(lab::error_ref::did_not_wait().text);
  all.push_back(lab::error_ref::error_left_behind({Kind::launch_error, kRejected}, kRejected).text);
  for (int calls : {0, 2}) all.push_back(lab::error_ref::launcher_calls(calls, true).text);
  all.push_back(lab::error_ref::launcher_calls(1, false).text);
  // What the crash report adds for a crash inside checked_launch (checker/harness/in_call.h).
  all.push_back(lab::say("harness.crash-in-call", {{"function", "checked_launch"}}));
  return all;
}

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  return text;
}

bool some_diagnosis_contains(const std::string& expected) {
  const auto all = every_diagnosis();
  return std::any_of(all.begin(), all.end(), [&](const std::string& text) {
    return lower(text).find(lower(expected)) != std::string::npos;
  });
}

// The text after `marker` up to the end of its line, or to `end` where that comes first.
std::string after(const std::string& text, const std::string& marker, char end = '\n') {
  const size_t at = text.find(marker);
  if (at == std::string::npos) return "";
  const size_t from = text.find_first_not_of(' ', at + marker.size());
  return text.substr(from, text.find_first_of(std::string("\n") + end, from) - from);
}

}  // namespace

TEST_CASE("1.14 judge: the right answers pass", "[host][1.14]") {
  for (const Call& call : {kFine, kAfterStale, kRejectedLaunch, kFaulting, kInBrokenContext}) {
    INFO(call.launched << ": " << lab::error_ref::describe(call.want));
    CHECK(lab::error_ref::judge(call, call.want).text.empty());
  }
  CHECK(lab::error_ref::launcher_calls(1, true).text.empty());
}

TEST_CASE("1.14 judge: each wrong answer gets the diagnosis that fits it", "[host][1.14]") {
  for (const Wrong& w : wrong_answers()) {
    const lab::Diagnosis d = lab::error_ref::judge(w.call, w.got);
    const std::string& text = d.text;
    INFO(w.call.launched << ", got " << lab::error_ref::describe(w.got) << ":\n" << text);
    CHECK(d.id == w.id);
    // It names the answer it judged and, when there was one, the error that was right.
    CHECK(text.find(lab::error_ref::describe(w.got)) != std::string::npos);
    if (w.call.want.code != cudaSuccess)
      CHECK(text.find(lab::describe(w.call.want.code)) != std::string::npos);
  }
}

TEST_CASE("1.14 describe: the kind, then the error by name and number", "[host][1.14]") {
  CHECK(lab::error_ref::describe({Kind::ok, cudaSuccess}) == "ok");
  CHECK(lab::error_ref::describe({Kind::execution_error, cudaErrorIllegalAddress})
            .rfind("execution_error, cudaErrorIllegalAddress (700)", 0) == 0);
}

TEST_CASE("1.14: the skeleton's and each known-wrong variant's expected diagnosis can be written",
          "[host][1.14]") {
  const std::string root = lab::test::meson_setting("LAB_SOURCE_ROOT");
  const std::string registry = lab::test::meson_setting("LAB_REGISTRY");
  const std::filesystem::path dir = std::filesystem::path(root) / "checker" / "1.14-error";
  std::string skeleton;  // from the chapter's manifest, through the registry
  for (const lab::Chapter& chapter : lab::read_registry(registry))
    if (chapter.id == "1.14") skeleton = chapter.skeleton_diagnosis;
  REQUIRE(!skeleton.empty());
  CHECK(some_diagnosis_contains(skeleton));
  size_t mistakes = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir / "mistakes")) {
    if (entry.path().extension() != ".cu") continue;
    ++mistakes;
    const std::string expected = after(lab::read_text(entry.path()), "expect-diagnosis:");
    INFO(entry.path().filename() << " expects \"" << expected << "\"");
    CHECK(some_diagnosis_contains(expected));
  }
  CHECK(mistakes >= 5);
}

TEST_CASE("1.14 judge: the diagnoses in Chinese, with the same ids and every placeholder filled",
          "[host][1.14]") {
  for (const Wrong& w : wrong_answers()) {
    const lab::Diagnosis d = lab::in_chinese([&] { return lab::error_ref::judge(w.call, w.got); });
    const std::string& text = d.text;
    INFO(text);
    CHECK(d.id == w.id);
    CHECK(text.find("checked_launch 报告的是 " + lab::error_ref::describe(w.got)) !=
          std::string::npos);
    CHECK(text.find('{') == std::string::npos);
  }
  CHECK_THAT(lab::in_chinese([] {
               return lab::error_ref::judge(kInBrokenContext, {Kind::ok, cudaSuccess}).text;
             }),
             lab::contains("这就是粘滞错误（第 3 步）"));
  CHECK_THAT(
      lab::in_chinese([] {
        return lab::error_ref::error_left_behind({Kind::launch_error, kRejected}, kRejected).text;
      }),
      lab::contains("cudaPeekAtLastError 不会清空这个槽"));
  // English again once LAB_LANG is restored.
  CHECK_THAT(lab::error_ref::did_not_wait().text, lab::contains("it did not wait for the stream"));
}
