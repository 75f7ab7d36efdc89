// The runtime spy's recording, for the spy's own wrappers (runtime_spy.cpp, spy_stream_calls.cpp):
// how a wrapper notes its call. Safe from any thread: a call made on another thread while a
// recording is open is recorded too, with its thread's number.
#pragma once

#include <cstddef>

#include "checker/harness/spy_call.h"

namespace lab::spy::recording {

// Whether a recording is open: a wrapper whose call waits for nothing may skip note() without.
// One atomic load, so that a launch outside a recording costs nothing more.
bool open();

// Where a noted call is, so that its result can be written once known.
struct Noted {
  void* in = nullptr;  // the recording (null: not recorded)
  size_t at = 0;
};

// Notes a call before it is made: its thread, the flags its stream was created with; when it
// has to wait for the held stream, opens the gate first, so that a call that waits never
// deadlocks.
Noted note(Call call, bool must_let_stream_run);
// The call's result, once it is known (by position: the call itself may have been recorded
// before others that the runtime made inside it). Lost if the recording has ended meanwhile
// (a call on another thread).
cudaError_t noted_result(const Noted& noted, cudaError_t result);

// The streams the spy saw created, with their flags (any thread, recording or not).
void remember_stream(cudaStream_t stream, unsigned flags);

}  // namespace lab::spy::recording
