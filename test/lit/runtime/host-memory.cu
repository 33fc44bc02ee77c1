// Pinned and managed memory calls are renamed, including those whose HIP name
// is not a plain prefix change (cudaMallocHost -> hipHostMalloc).
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

void buffers(int n) {
  float *pinned, *managed, *mapped;
  cudaMallocHost((void **)&pinned, n);
  // CHECK: hipHostMalloc((void **)&pinned, n, hipHostMallocDefault);
  cudaHostAlloc((void **)&mapped, n, cudaHostAllocMapped);
  // CHECK: hipHostAlloc((void **)&mapped, n, hipHostMallocMapped);
  cudaMallocManaged((void **)&managed, n);
  // CHECK: hipMallocManaged((void **)&managed, n);
  cudaMemset(managed, 0, n);
  // CHECK: hipMemset(managed, 0, n);
  cudaFreeHost(pinned);
  // CHECK: hipHostFree(pinned);
  cudaFreeHost(mapped);
  // CHECK: hipHostFree(mapped);
  cudaFree(managed);
  // CHECK: hipFree(managed);
}
// DIAG-NOT: error
