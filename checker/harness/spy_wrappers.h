// The runtime spy's wrappers (runtime_spy.cpp, spy_stream_calls.cpp) and the functions they
// wrap, for the spy's own files. -Wl,--wrap=NAME (spied_functions.def) sends every call of NAME
// to __wrap_NAME, and __real_NAME is the runtime's NAME. Each wrapper is declared here with the
// runtime's signature; runtime_spy.cpp checks that every listed function has one.
#pragma once

#include <cuda_runtime.h>

#include <cstddef>

#define LAB_REAL(name) __real_##name

// Declares __real_NAME and __wrap_NAME with one signature.
#define LAB_WRAPPED(result, name, ...) \
  result LAB_REAL(name)(__VA_ARGS__);  \
  result __wrap_##name(__VA_ARGS__)

extern "C" {
// Allocations and frees.
LAB_WRAPPED(cudaError_t, cudaMalloc, void**, size_t);
LAB_WRAPPED(cudaError_t, cudaMallocHost, void**, size_t);
LAB_WRAPPED(cudaError_t, cudaHostAlloc, void**, size_t, unsigned);
LAB_WRAPPED(cudaError_t, cudaMallocManaged, void**, size_t, unsigned);
LAB_WRAPPED(cudaError_t, cudaMallocAsync, void**, size_t, cudaStream_t);
LAB_WRAPPED(cudaError_t, cudaHostRegister, void*, size_t, unsigned);
LAB_WRAPPED(cudaError_t, cudaFree, void*);
LAB_WRAPPED(cudaError_t, cudaFreeHost, void*);
LAB_WRAPPED(cudaError_t, cudaFreeAsync, void*, cudaStream_t);
LAB_WRAPPED(cudaError_t, cudaHostUnregister, void*);
// Copies and fills.
LAB_WRAPPED(cudaError_t, cudaMemcpy, void*, const void*, size_t, cudaMemcpyKind);
LAB_WRAPPED(cudaError_t, cudaMemcpyAsync, void*, const void*, size_t, cudaMemcpyKind, cudaStream_t);
LAB_WRAPPED(cudaError_t, cudaMemset, void*, int, size_t);
LAB_WRAPPED(cudaError_t, cudaMemsetAsync, void*, int, size_t, cudaStream_t);
// The host's waits and queries.
LAB_WRAPPED(cudaError_t, cudaStreamSynchronize, cudaStream_t);
LAB_WRAPPED(cudaError_t, cudaDeviceSynchronize);
LAB_WRAPPED(cudaError_t, cudaEventSynchronize, cudaEvent_t);
LAB_WRAPPED(cudaError_t, cudaStreamQuery, cudaStream_t);
LAB_WRAPPED(cudaError_t, cudaEventQuery, cudaEvent_t);
// Kernels: with CUDA 13, nvcc's <<<>>> asks __cudaGetKernel once for the kernel's handle, then
// launches with __cudaLaunchKernel (nm on an object file; older toolkits call cudaLaunchKernel).
LAB_WRAPPED(cudaError_t, __cudaGetKernel, cudaKernel_t*, const void*);
LAB_WRAPPED(cudaError_t, __cudaLaunchKernel, cudaKernel_t, dim3, dim3, void**, size_t,
            cudaStream_t);
LAB_WRAPPED(cudaError_t, cudaLaunchKernel, const void*, dim3, dim3, void**, size_t, cudaStream_t);
LAB_WRAPPED(cudaError_t, cudaLaunchKernelExC, const cudaLaunchConfig_t*, const void*, void**);
LAB_WRAPPED(cudaError_t, cudaLaunchHostFunc, cudaStream_t, cudaHostFn_t, void*);
// Streams, events and graphs.
LAB_WRAPPED(cudaError_t, cudaStreamCreate, cudaStream_t*);
LAB_WRAPPED(cudaError_t, cudaStreamCreateWithFlags, cudaStream_t*, unsigned);
LAB_WRAPPED(cudaError_t, cudaStreamCreateWithPriority, cudaStream_t*, unsigned, int);
LAB_WRAPPED(cudaError_t, cudaEventCreate, cudaEvent_t*);
LAB_WRAPPED(cudaError_t, cudaEventCreateWithFlags, cudaEvent_t*, unsigned);
LAB_WRAPPED(cudaError_t, cudaEventRecord, cudaEvent_t, cudaStream_t);
LAB_WRAPPED(cudaError_t, cudaEventRecordWithFlags, cudaEvent_t, cudaStream_t, unsigned);
LAB_WRAPPED(cudaError_t, cudaStreamWaitEvent, cudaStream_t, cudaEvent_t, unsigned);
LAB_WRAPPED(cudaError_t, cudaStreamBeginCapture, cudaStream_t, cudaStreamCaptureMode);
LAB_WRAPPED(cudaError_t, cudaStreamEndCapture, cudaStream_t, cudaGraph_t*);
LAB_WRAPPED(cudaError_t, cudaGraphInstantiate, cudaGraphExec_t*, cudaGraph_t, unsigned long long);
LAB_WRAPPED(cudaError_t, cudaGraphInstantiateWithFlags, cudaGraphExec_t*, cudaGraph_t,
            unsigned long long);
LAB_WRAPPED(cudaError_t, cudaGraphLaunch, cudaGraphExec_t, cudaStream_t);
// The C and C++ heap's frees.
LAB_WRAPPED(void, free, void*);
LAB_WRAPPED(void, _ZdlPv, void*);
LAB_WRAPPED(void, _ZdlPvm, void*, size_t);
LAB_WRAPPED(void, _ZdaPv, void*);
LAB_WRAPPED(void, _ZdaPvm, void*, size_t);
}  // extern "C"
