// A CUDA SDK header the tables do not map (cuda_bf16.h) is left unchanged;
// the SDK and the built-in declarations agree on the rest: the file uses the
// runtime, so it gets #include <hip/hip_runtime.h> in both modes.
// REQUIRES: cuda-sdk
// RUN: %hipify %s -o %t.builtin
// RUN: %hipify-sdk %s -o %t.sdk
// RUN: FileCheck --match-full-lines %s < %t.builtin
// RUN: FileCheck --match-full-lines %s < %t.sdk
// RUN: diff %t.builtin %t.sdk

#include <cuda_bf16.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <cuda_bf16.h>

void f(__nv_bfloat16 **p) { cudaMalloc((void **)p, 2); }
// CHECK: void f(hip_bfloat16 **p) { hipMalloc((void **)p, 2); }
