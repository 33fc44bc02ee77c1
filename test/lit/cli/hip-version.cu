// --hip-version X: a CUDA name whose HIP equivalent appeared after X is left
// unchanged and reported; with X recent enough it is translated.
// RUN: %hipify --hip-version=5.1 %s -o - 2>%t.err | FileCheck --check-prefix=OLD --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --hip-version=5.2 %s -o - 2>%t.err | FileCheck --check-prefix=NEW --match-full-lines %s
// RUN: FileCheck --check-prefix=NODIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

void f(float *p, cudaStream_t s) {
  cudaMallocAsync((void **)&p, 4, s);
  // OLD: cudaMallocAsync((void **)&p, 4, s);
  // NEW: hipMallocAsync((void **)&p, 4, s);
  // DIAG: hip-version.cu:[[@LINE-3]]:3: warning: 'hipMallocAsync' requires HIP 5.2.0; target is 5.1; left unchanged [hipify-unsupported]
}
// NODIAG-NOT: error
