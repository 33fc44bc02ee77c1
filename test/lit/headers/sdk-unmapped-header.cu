// A CUDA SDK header the tables do not map (cuda_awbarrier.h) is left unchanged;
// the SDK and the built-in declarations agree on the rest: the file uses the
// runtime, so it gets #include <hip/hip_runtime.h> in both modes.
// REQUIRES: cuda-sdk
// RUN: %hipify %s -o %t.builtin
// RUN: %hipify-sdk %s -o %t.sdk
// RUN: FileCheck --match-full-lines %s < %t.builtin
// RUN: FileCheck --match-full-lines %s < %t.sdk
// RUN: diff %t.builtin %t.sdk

#include <cuda_awbarrier.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <cuda_awbarrier.h>

void f(float **p) { cudaMalloc((void **)p, 2); }
// CHECK: void f(float **p) { hipMalloc((void **)p, 2); }
