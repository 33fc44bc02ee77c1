// dim3(...) written in the configuration is kept as written, not wrapped
// again.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

__global__ void k(float *v) {}

void run(float *v, int w, int h) {
  k<<<dim3((w + 15) / 16, (h + 15) / 16), dim3(16, 16)>>>(v);
  // CHECK: hipLaunchKernelGGL(k, dim3((w + 15) / 16, (h + 15) / 16), dim3(16, 16), 0, 0, v);
  k<<<dim3(w), 256>>>(v);
  // CHECK: hipLaunchKernelGGL(k, dim3(w), dim3(256), 0, 0, v);
}
// DIAG-NOT: error
