// A four-argument launch keeps the shared memory size and the stream, whose
// type is renamed where it is declared.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

__global__ void step(float *v) {}

void run(float *v, cudaStream_t stream, size_t shmem) {
  // CHECK: void run(float *v, hipStream_t stream, size_t shmem) {
  step<<<4, 64, shmem, stream>>>(v);
  // CHECK: hipLaunchKernelGGL(step, dim3(4), dim3(64), shmem, stream, v);
  step<<<4, 64, 0, 0>>>(v);
  // CHECK: hipLaunchKernelGGL(step, dim3(4), dim3(64), 0, 0, v);
}
// DIAG-NOT: error
