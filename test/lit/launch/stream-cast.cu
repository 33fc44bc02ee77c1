// A cast to cudaStream_t inside the configuration is renamed and the launch
// rewritten: both edits apply.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

__global__ void k(int *x) {}

void run(int *x, void *raw) {
  k<<<1, 1, 0, (cudaStream_t)raw>>>(x);
  // CHECK: hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, (hipStream_t)raw, x);
  k<<<1, 1, 0, static_cast<cudaStream_t>(raw)>>>(x);
  // CHECK: hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, static_cast<hipStream_t>(raw), x);
}
// DIAG-NOT: error
