// --cuda-kernel-execution-syntax (and its alias --keep-launch-syntax) keep
// <<<>>> and count no launch; names inside are still renamed.
// RUN: %hipify --cuda-kernel-execution-syntax --print-stats %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --keep-launch-syntax %s -o - 2>%t.err | FileCheck --match-full-lines %s

__global__ void k(int *x) {}

void run(int *x, void *raw) {
  k<<<1, 1>>>(x);
  // CHECK: k<<<1, 1>>>(x);
  k<<<1, 1, 0, (cudaStream_t)raw>>>(x);
  // CHECK: k<<<1, 1, 0, (hipStream_t)raw>>>(x);
}
// DIAG: Total number of replaced kernel launches: 0
