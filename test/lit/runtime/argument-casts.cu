// CUDA's C++ templates take a kernel or a T**; HIP declares only const void*
// and void** for these calls, so the argument is cast where its type needs it
// (as hipify-clang does), and left alone where it is written as a cast to a
// void pointer. A kernel held in a void* is cast too, as hipify-clang does.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err
// hipify-clang's spelling leaves the T** as written, and says the call does
// not compile; the kernel casts are the same.
// RUN: %hipify %s --no-out-pointer-casts -o - 2>%t.asis.err | FileCheck --check-prefix=ASIS %s
// RUN: FileCheck --check-prefix=ASIS-DIAG %s < %t.asis.err

#include <cuda_runtime.h>

__global__ void kernel(float *v) {}
template <typename T> __global__ void tkernel(T *v) {}

void setup(int **hostInts, float *dev) {
  cudaFuncSetCacheConfig(kernel, cudaFuncCachePreferL1);
  // CHECK: hipFuncSetCacheConfig(reinterpret_cast<const void*>(kernel), hipFuncCachePreferL1);
  cudaFuncSetCacheConfig(tkernel<float>, cudaFuncCachePreferShared);
  // CHECK: hipFuncSetCacheConfig(reinterpret_cast<const void*>(tkernel<float>), hipFuncCachePreferShared);
  cudaFuncSetCacheConfig((const void *)kernel, cudaFuncCachePreferL1);
  // CHECK: hipFuncSetCacheConfig((const void *)kernel, hipFuncCachePreferL1);
  cudaFuncSetSharedMemConfig(kernel, cudaSharedMemBankSizeFourByte);
  // CHECK: hipFuncSetSharedMemConfig(reinterpret_cast<const void*>(kernel), hipSharedMemBankSizeFourByte);
  // DIAG: argument-casts.cu:[[@LINE-2]]:3: warning: 'cudaFuncSetSharedMemConfig' was removed in CUDA 13.0{{.*}} [hipify-cuda-removed]
  void *held = (void *)kernel;
  cudaFuncSetCacheConfig(held, cudaFuncCachePreferL1);
  // CHECK: hipFuncSetCacheConfig(reinterpret_cast<const void*>(held), hipFuncCachePreferL1);
  cudaFuncAttributes attr;
  cudaFuncGetAttributes(&attr, kernel);
  // CHECK: hipFuncGetAttributes(&attr, reinterpret_cast<const void*>(kernel));
  cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024);
  // CHECK: hipFuncSetAttribute(reinterpret_cast<const void*>(kernel), hipFuncAttributeMaxDynamicSharedMemorySize, 1024);

  // ASIS: hipFuncSetCacheConfig(reinterpret_cast<const void*>(kernel), hipFuncCachePreferL1);
  cudaHostAlloc(hostInts, 64, cudaHostAllocPortable);
  // CHECK: hipHostAlloc(reinterpret_cast<void**>(hostInts), 64, hipHostMallocPortable);
  // ASIS: hipHostAlloc(hostInts, 64, hipHostMallocPortable);
  // ASIS-DIAG: argument-casts.cu:[[@LINE-3]]:17: warning: 'hipHostAlloc' takes a void** where CUDA's template takes any T**: 'hostInts' is left as written (--no-out-pointer-casts), and the call does not compile until it is cast [hipify-manual]
  float *mapped;
  cudaHostGetDevicePointer(&mapped, dev, 0);
  // CHECK: hipHostGetDevicePointer(reinterpret_cast<void**>(&mapped), dev, 0);
  // ASIS: hipHostGetDevicePointer(&mapped, dev, 0);
  // ASIS-DIAG: argument-casts.cu:[[@LINE-3]]:28: warning: 'hipHostGetDevicePointer' takes a void** {{.*}}'&mapped' is left as written{{.*}} [hipify-manual]
  void *raw;
  cudaHostAlloc(&raw, 64, cudaHostAllocDefault);
  // CHECK: hipHostAlloc(&raw, 64, hipHostMallocDefault);
  // ASIS: hipHostAlloc(&raw, 64, hipHostMallocDefault);
  cudaHostAlloc((void **)hostInts, 64, cudaHostAllocDefault);
  // CHECK: hipHostAlloc((void **)hostInts, 64, hipHostMallocDefault);
}

// In a template the call is dependent: its argument is cast all the same.
template <typename T> void attributes(cudaFuncAttributes *a) {
  cudaFuncGetAttributes(a, tkernel<T>);
  // CHECK: hipFuncGetAttributes(a, reinterpret_cast<const void*>(tkernel<T>));
}
template void attributes<float>(cudaFuncAttributes *);

// A flags argument CUDA defaults and HIP does not gets CUDA's default.
void arrays(cudaArray_t *a, cudaChannelFormatDesc *d, cudaExtent e) {
  cudaMalloc3DArray(a, d, e);
  // CHECK: hipMalloc3DArray(a, d, e, hipArrayDefault);
  cudaMalloc3DArray(a, d, e, cudaArraySurfaceLoadStore);
  // CHECK: hipMalloc3DArray(a, d, e, hipArraySurfaceLoadStore);
}
// DIAG-NOT: error
// ASIS-DIAG-NOT: '&raw'
