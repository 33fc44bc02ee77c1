// A project's members named like CUDA functions are not renamed, neither in
// their declaration nor after '.' or '->'.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

struct Allocator {
  int (*cudaMalloc)(void **, size_t);
  // CHECK: int (*cudaMalloc)(void **, size_t);
  void cudaFree(void *);
  // CHECK: void cudaFree(void *);
};

void f(Allocator a, Allocator *b, void *p) {
  a.cudaMalloc(&p, 4);
  // CHECK: a.cudaMalloc(&p, 4);
  b->cudaFree(p);
  // CHECK: b->cudaFree(p);
  cudaFree(p);
  // CHECK: hipFree(p);
}
// DIAG-NOT: error
