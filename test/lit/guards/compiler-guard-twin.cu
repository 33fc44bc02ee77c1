// __CUDACC__ means "compiled by the GPU compiler"; __HIPCC__ is its twin.
// A negated test must stay negated for hipcc too, or hipcc compiles the host
// fallbacks meant for other compilers (helper_math.h's max(), fminf()...)
// and they clash with HIP's own. Compiler and device tests get the twin,
// whatever --guard-policy says; only version guards take a policy.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: %hipify --guard-policy=exclude %s -o - 2>/dev/null | FileCheck --match-full-lines %s

#include <cuda_runtime.h>

#ifndef __CUDACC__
// CHECK: #if !defined(__CUDACC__) && !defined(__HIPCC__)
inline float fminf(float a, float b) { return a < b ? a : b; }
#endif
#if !defined(__CUDACC__) && !defined(HOST_ONLY)
// CHECK: #if !(defined(__CUDACC__) || defined(__HIPCC__)) && !defined(HOST_ONLY)
#endif
#if defined __CUDA_ARCH__
// CHECK: #if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__)
#endif
#ifdef __NVCC__
// CHECK: #if defined(__NVCC__) || defined(__HIPCC__)
#endif
