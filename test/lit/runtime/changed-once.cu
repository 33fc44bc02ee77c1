// Before HIP 7.0, hipGetLastError returns the status of the last call: the
// warning, true of every call, is said once per file with its lines; a call
// whose use the change affects (no launch or CUDA call right before it)
// keeps a warning of its own.
// RUN: %hipify %s --hip-version 6.2 -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %hipify %s --hip-version 7.0 -o /dev/null 2>&1 | FileCheck --check-prefix=SEVEN %s --allow-empty
// SEVEN-NOT: warning:
// RUN: %if cuda-sdk %{ %hipify-sdk %s --hip-version 6.2 -o - 2>%t.sdk | FileCheck --match-full-lines %s %}
// RUN: %if cuda-sdk %{ FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.sdk %}
#include <cuda_runtime.h>
#include <cstdio>

#define CHECK(call) do { cudaError_t e = (call); if (e != cudaSuccess) std::printf("%s\n", cudaGetErrorString(e)); } while (0)

__global__ void k(int *p) { p[threadIdx.x] = 1; }

void run(int *p) {
  k<<<1, 32>>>(p);
  CHECK(cudaGetLastError());
  cudaMemset(p, 0, 4);
  cudaError_t direct = cudaGetLastError();
  std::printf("%d\n", int(direct));
  std::printf("host work\n");
  if (cudaGetLastError() != cudaSuccess)
    return;
}

// CHECK: void run(int *p) {
// CHECK-NEXT:   hipLaunchKernelGGL(k, dim3(1), dim3(32), 0, 0, p);
// CHECK-NEXT:   CHECK(hipGetLastError());
// CHECK-NEXT:   hipMemset(p, 0, 4);
// CHECK-NEXT:   hipError_t direct = hipGetLastError();
// DIAG: changed-once.cu:20:9: warning: 'hipGetLastError' changed in HIP 7.0 to match CUDA; target is 6.2: before it, it returns the status of the last call rather than the last error, unlike CUDA; check the call; said once for its 3 uses in this file, at lines 20, 22, 25 [hipify-hip-changed]
// DIAG: changed-once.cu:25:7: warning: 'hipGetLastError' changed in HIP 7.0 to match CUDA; target is 6.2: before it, it returns the status of the last call rather than the last error, unlike CUDA; check the call; no launch or CUDA call comes right before the call at line 25, so it may return another error than CUDA's [hipify-hip-changed]
