#include "checker/harness/in_call.h"

#include <cstring>

#include "checker/harness/channel.h"
#include "checker/harness/messages.h"
#include "checker/harness/report.h"
#include "checker/harness/runtime_spy.h"
#include "checker/harness/text_width.h"

namespace lab {

namespace {
constexpr int kSignals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
}  // namespace

struct InCall::Lines {
  std::string plain;           // "the crash happened inside F"
  std::string device;          // ... reading or writing device memory
  struct sigaction* previous;  // the handlers before, in the order of kSignals
};

namespace {

InCall::Lines* g_active = nullptr;  // the innermost InCall's lines

bool device_memory(const char* allocator) {
  return allocator && (std::strcmp(allocator, "cudaMalloc") == 0 ||
                       std::strcmp(allocator, "cudaMallocAsync") == 0);
}

void on_fault(int signal, siginfo_t* info, void*) {
  InCall::Lines* lines = g_active;
  if (!lines) return;
  const bool device = info && device_memory(spy::cuda_allocator_of(info->si_addr));
  const std::string& line = device ? lines->device : lines->plain;
  channel::send_framed(line.data(), line.size());
  // The previous handler takes the fault when it happens again, as the instruction reruns (an
  // abort() whose handler returns ends the process with the default action).
  for (int i = 0; i < InCall::kSignalCount; ++i)
    if (kSignals[i] == signal) sigaction(signal, &lines->previous[i], nullptr);
  g_active = nullptr;
}

}  // namespace

InCall::InCall(const std::string& function) {
  const std::string in_call = say("harness.crash-in-call", {{"function", function}});
  lines_ = new Lines{channel::framed(report::crash_context_line("crash-in-call", in_call)),
                     channel::framed(report::crash_context_line(
                         "host-access-to-device-memory",
                         in_call + space_after(in_call) +
                             say("host-access-to-device-memory", {{"function", function}}))),
                     previous_};
  outer_ = g_active;
  struct sigaction action {};
  action.sa_sigaction = on_fault;
  action.sa_flags = SA_SIGINFO;
  sigemptyset(&action.sa_mask);
  for (int i = 0; i < kSignalCount; ++i) sigaction(kSignals[i], &action, &previous_[i]);
  g_active = lines_;
}

InCall::~InCall() {
  g_active = outer_;
  for (int i = 0; i < kSignalCount; ++i) sigaction(kSignals[i], &previous_[i], nullptr);
  delete lines_;
}

}  // namespace lab
