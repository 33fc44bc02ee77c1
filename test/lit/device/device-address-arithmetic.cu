// CUdeviceptr is an integer in CUDA and a void* in HIP (hipDeviceptr_t):
// arithmetic on one (cuda-samples' vectorAddMMAP maps stripes at
// `*dptr + stripeSize * idx`) does not compile on ROCm, so each place is
// reported. Casts to and from integers compile and are not; neither is a
// use as a value.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %if cuda-sdk %{ %hipify-sdk %s -o - 2>%t.sdk.err | FileCheck --match-full-lines %s %}
// RUN: %if cuda-sdk %{ FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.sdk.err %}

#include <cuda.h>

void map(CUdeviceptr *dptr, size_t stripe, unsigned idx, CUdeviceptr base) {
  CUdeviceptr at = *dptr + stripe * idx;
  // CHECK: hipDeviceptr_t at = *dptr + stripe * idx;
  // DIAG: {{.*}}.cu:[[@LINE-2]]:26: warning: 'CUdeviceptr' is an integer in CUDA and a void* in HIP: arithmetic on one does not compile; compute on a char* (static_cast<char*>(p) + n) or an integer [hipify-address-arithmetic]
  base += 256;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:8: warning: 'CUdeviceptr' {{.*}} [hipify-address-arithmetic]
  CUdeviceptr_v2 aligned = 255 + base;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:32: warning: 'CUdeviceptr' {{.*}} [hipify-address-arithmetic]
  at++;
  // DIAG: {{.*}}.cu:[[@LINE-1]]:5: warning: 'CUdeviceptr' {{.*}} [hipify-address-arithmetic]
  unsigned long long raw = (unsigned long long)at;
  CUdeviceptr back = (CUdeviceptr)raw;
  // CHECK: hipDeviceptr_t back = (hipDeviceptr_t)raw;
  cuMemFree(back);
  (void)aligned;
}
