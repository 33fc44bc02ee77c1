// String and character literals are left alone by default, raw strings too.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cstdio>
#include <cuda_runtime.h>

void f(float *p) {
  if (cudaMalloc((void **)&p, 4) != cudaSuccess)
  // CHECK: if (hipMalloc((void **)&p, 4) != hipSuccess)
    printf("cudaMalloc failed\n");
    // CHECK: printf("cudaMalloc failed\n");
  const char *raw = R"(cudaFree(p))";
  // CHECK: const char *raw = R"(cudaFree(p))";
}
// DIAG-NOT: error
