// Device intrinsics HIP shares (__syncthreads, __threadfence, atomics, __ldg,
// bit operations, clock64) are left as written without warnings;
// __shfl_down_sync and __shfl_sync exist from HIP 6.2 on, with 64-bit masks: the
// full 32-bit mask becomes a 64-bit one; for HIP 5.2, with the full mask,
// they are the non-sync forms.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --hip-version 5.2 %s -o - 2>%t52.err | FileCheck --check-prefix=HIP52 %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t52.err

__global__ void reduce(float *out, const float *in, int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = __ldg(&in[i]);
  // CHECK: float x = __ldg(&in[i]);
  __syncthreads();
  // CHECK: __syncthreads();
  float y = x + __shfl_down_sync(0xffffffff, x, 16);
  // CHECK: float y = x + __shfl_down_sync(0xffffffffffffffffull, x, 16);
  // HIP52: float y = x + __shfl_down(x, 16);
  y = __shfl_sync(0xffffffff, y, 0);
  // CHECK: y = __shfl_sync(0xffffffffffffffffull, y, 0);
  // HIP52: y = __shfl(y, 0);
  atomicAdd(out, y);
  // CHECK: atomicAdd(out, y);
  atomicCAS(count, 0, __popc(i) + __clz(i) + __ffs(i));
  // CHECK: atomicCAS(count, 0, __popc(i) + __clz(i) + __ffs(i));
  __threadfence();
  // CHECK: __threadfence();
  long long t = clock64();
  // CHECK: long long t = clock64();
}
// DIAG-NOT: error
