// One fault on purpose at a time, across every process that uses this machine's GPUs.
//
// Kernels of several processes that fault at the same moment stall each other in the
// driver's recovery. On the H200 (driver 580), 16 processes whose kernels trap together: 63
// of 96 waited in cudaDeviceSynchronize for more than 15 s; one after another, each fault
// took about a second. Under `meson test --num-processes 8`, two of chapter 1.14's trap
// tests that ran together each waited until the 120 s limit stopped them, and a correct
// solution was reported as hanging. So a test that makes a kernel fault on purpose holds a
// FaultOnPurpose from the launch until it has seen the fault:
//
//     {
//       lab::FaultOnPurpose one_at_a_time;
//       launch_trap(stream);
//       code = cudaDeviceSynchronize();
//     }
//
// The lock is an flock on /dev/nvidiactl, the node every CUDA process opens. It is the same
// file for every user, in every container given the GPU and in every sandbox the grader
// makes (they bind the GPU's nodes in), where a file under /tmp would not be. Waiting for it
// is not the code under test's time: once it has the lock, the test's time limit starts
// again (restart_test_clock, worker.h). The wait is bounded by kFaultLockWait_s, longer than
// a holder can live under the default limit, so a holder that hangs delays the others and
// never makes them hang. Without the node (no NVIDIA driver) it locks nothing.
#pragma once

namespace lab {

constexpr int kFaultLockWait_s = 150;

class FaultOnPurpose {
 public:
  FaultOnPurpose();
  ~FaultOnPurpose();
  FaultOnPurpose(const FaultOnPurpose&) = delete;
  FaultOnPurpose& operator=(const FaultOnPurpose&) = delete;

 private:
  int fd_ = -1;
};

}  // namespace lab
