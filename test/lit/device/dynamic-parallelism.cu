// Dynamic parallelism: a kernel that calls the runtime or launches a kernel.
// HIP has no device-side runtime, so each such place is reported (it will
// not compile for the GPU); the same calls in host code are not.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

__global__ void child(int *v) {}

__global__ void parent(int *v) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  // DIAG: {{.*}}dynamic-parallelism.cu:[[@LINE-1]]:3: warning: 'cudaStreamCreateWithFlags' is called in device code (dynamic parallelism); HIP has no device-side runtime API [hipify-unsupported]
  child<<<1, 1, 0, s>>>(v);
  // DIAG: {{.*}}dynamic-parallelism.cu:[[@LINE-1]]:3: warning: kernel launched from device code (dynamic parallelism); HIP cannot launch kernels from the GPU [hipify-unsupported]
  // CHECK: hipLaunchKernelGGL(child, dim3(1), dim3(1), 0, s, v);
}

__device__ void helper() { cudaDeviceSynchronize(); }
// DIAG: {{.*}}dynamic-parallelism.cu:[[@LINE-1]]:28: warning: 'cudaDeviceSynchronize' is called in device code {{.*}} [hipify-unsupported]

__host__ __device__ int both() { return 0; }

void host(int *v) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  parent<<<1, 1>>>(v);
  // CHECK: hipLaunchKernelGGL(parent, dim3(1), dim3(1), 0, 0, v);
}

// In a template, a call with an argument of the template's type is resolved
// only when instantiated: it is reported all the same.
template <typename T> __global__ void fill(T *v) {
  cudaMemsetAsync(v, 0, sizeof(T));
  // DIAG: {{.*}}dynamic-parallelism.cu:[[@LINE-1]]:3: warning: 'cudaMemsetAsync' is called in device code {{.*}} [hipify-unsupported]
}
