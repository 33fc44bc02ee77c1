// --translate-strings also renames CUDA names inside string literals.
// RUN: %hipify --translate-strings %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cstdio>
#include <cuda_runtime.h>

void f(float *p) {
  if (cudaMalloc((void **)&p, 4) != cudaSuccess)
  // CHECK: if (hipMalloc((void **)&p, 4) != hipSuccess)
    printf("cudaMalloc failed\n");
    // CHECK: printf("hipMalloc failed\n");
  const char *raw = R"(cudaFree(p))";
  // CHECK: const char *raw = R"(hipFree(p))";
  const char *word = "mycudaMalloc";
  // CHECK: const char *word = "mycudaMalloc";
}
// DIAG-NOT: error
