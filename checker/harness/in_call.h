// The function of the contract that the checker is calling now, for the crash report. A crash
// by a signal (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT) inside it is reported as a crash
// inside that function, and, when the faulting address lies in live device memory
// (runtime_spy.h knows the allocations), as the host reading or writing device memory, which
// only a kernel or a copy may touch.
//
//   { lab::InCall in("two_stream_pipeline"); two_stream_pipeline(...); }
//
// While it lives, its own signal handler runs first: it sends the worker's channel a line it
// wrote beforehand (write(2) only: nothing in the handler allocates), puts the previous handler
// (Catch2's) back and returns, so that the fault happens again and goes where it went before.
#pragma once

#include <signal.h>

#include <string>

namespace lab {

class InCall {
 public:
  explicit InCall(const std::string& function);
  ~InCall();
  InCall(const InCall&) = delete;
  InCall& operator=(const InCall&) = delete;

  struct Lines;                           // the prepared lines (in_call.cpp)
  static constexpr int kSignalCount = 5;  // the signals of in_call.cpp's list

 private:
  struct sigaction previous_[kSignalCount] = {};
  Lines* lines_ = nullptr;
  Lines* outer_ = nullptr;
};

}  // namespace lab
