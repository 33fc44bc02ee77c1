// Parsed against the CUDA SDK (not the built-in declarations), runtime
// calls, types and enumerators are renamed as with the built-in ones.
// REQUIRES: cuda-sdk
// RUN: %hipify-sdk %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err
// RUN: %hipify-sdk %s -o /dev/null --report-json %t.json
// RUN: %python -c "import json; r = json.load(open(r'%t.json')); f = r['files'][0]; assert f['cuda_sdk'] is True and f['parse_errors'] == 0, f; print('sdk ok')"

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>

void copy(float *host, int n, cudaStream_t s) {
  // CHECK: void copy(float *host, int n, hipStream_t s) {
  float *dev = nullptr;
  cudaDeviceProp prop;
  // CHECK: hipDeviceProp_t prop;
  cudaGetDeviceProperties(&prop, 0);
  // CHECK: hipGetDeviceProperties(&prop, 0);
  cudaMalloc((void **)&dev, n * sizeof(float));
  // CHECK: hipMalloc((void **)&dev, n * sizeof(float));
  cudaError_t err = cudaMemcpyAsync(dev, host, n * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK: hipError_t err = hipMemcpyAsync(dev, host, n * sizeof(float), hipMemcpyHostToDevice, s);
  if (err != cudaSuccess)
  // CHECK: if (err != hipSuccess)
    return;
  cudaFree(dev);
  // CHECK: hipFree(dev);
}
// DIAG-NOT: error
