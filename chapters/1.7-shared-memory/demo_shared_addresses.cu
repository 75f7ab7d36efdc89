// Part of the 1.7 demo (`./lab run 1.7`), not an exercise: the course's first kernel,
// which shows where static and dynamic shared arrays live.
#include "demo_shared_addresses.h"

#include "common/buffers.h"
#include "common/cuda_check.h"

namespace {

__global__ void shared_addresses_kernel(unsigned* where) {
  // Static arrays: sizes fixed at compile time, each gets its own place.
  __shared__ char static_a[6 * 1024];
  __shared__ char static_b[2];
  // Dynamic arrays: no size; each one names the START of the single dynamic region whose
  // size is the launch's third parameter. Two of them are two names for the same bytes.
  extern __shared__ char dynamic_a[];
  extern __shared__ char dynamic_b[];
  static_a[0] = static_b[0] = dynamic_a[0] = 1;  // use them, so that none is optimised away
  // __cvta_generic_to_shared: a generic pointer -> its offset inside the shared window.
  where[0] = static_cast<unsigned>(__cvta_generic_to_shared(static_a));
  where[1] = static_cast<unsigned>(__cvta_generic_to_shared(static_b));
  where[2] = static_cast<unsigned>(__cvta_generic_to_shared(dynamic_a));
  where[3] = static_cast<unsigned>(__cvta_generic_to_shared(dynamic_b));
}

}  // namespace

bool measure_shared_addresses(unsigned dynamic_bytes, SharedAddresses& where, cudaStream_t stream) {
  lab::DeviceBuffer<unsigned> offsets(4);
  shared_addresses_kernel<<<1, 1, dynamic_bytes, stream>>>(offsets.data());
  if (!checkLaunch("shared_addresses_kernel") || !checkExecution(stream, "shared_addresses_kernel"))
    return false;
  unsigned host[4];
  lab::download(host, offsets, 4, stream);
  if (!checkRuntime(cudaStreamSynchronize(stream))) return false;
  where = {host[0], host[1], host[2], host[3]};
  return true;
}
