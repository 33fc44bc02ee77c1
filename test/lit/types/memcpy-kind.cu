// cudaMemcpyKind and each of its enumerators are renamed.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

cudaMemcpyKind kinds[] = {
// CHECK: hipMemcpyKind kinds[] = {
    cudaMemcpyHostToHost,
    // CHECK: hipMemcpyHostToHost,
    cudaMemcpyHostToDevice,
    // CHECK: hipMemcpyHostToDevice,
    cudaMemcpyDeviceToHost,
    // CHECK: hipMemcpyDeviceToHost,
    cudaMemcpyDeviceToDevice,
    // CHECK: hipMemcpyDeviceToDevice,
    cudaMemcpyDefault,
    // CHECK: hipMemcpyDefault,
};

void copy(void *dst, const void *src, size_t n, cudaMemcpyKind kind) {
// CHECK: void copy(void *dst, const void *src, size_t n, hipMemcpyKind kind) {
  cudaMemcpy(dst, src, n, kind == cudaMemcpyDefault ? cudaMemcpyDeviceToDevice : kind);
  // CHECK: hipMemcpy(dst, src, n, kind == hipMemcpyDefault ? hipMemcpyDeviceToDevice : kind);
}
// DIAG-NOT: error
