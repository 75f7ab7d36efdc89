// For clangd only (.clangd includes it first in every .cu file): declarations of the cache
// hint intrinsics the lab's solutions use, which clang's CUDA headers lack before clang 21
// (nvcc's versions are inline assembly that clang replaces with its own set).
#pragma once

#if defined(__clang__) && defined(__CUDA__) && !defined(__NVCC__) && __clang_major__ < 21
__device__ float __ldcs(const float* address);
__device__ float2 __ldcs(const float2* address);
__device__ float4 __ldcs(const float4* address);
__device__ void __stcs(float* address, float value);
__device__ void __stcs(float2* address, float2 value);
__device__ void __stcs(float4* address, float4 value);
#endif
