// cuDNN (cudnn.h) without --miopen maps to the hipDNN names of the tables;
// a cuDNN function with no hipDNN equivalent (the backend API) is left
// unchanged and reported.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cudnn.h>
// CHECK: #include <hipDNN.h>

int run(float *x) {
  cudnnHandle_t handle;
  // CHECK: hipdnnHandle_t handle;
  if (cudnnCreate(&handle) != CUDNN_STATUS_SUCCESS)
  // CHECK: if (hipdnnCreate(&handle) != HIPDNN_STATUS_SUCCESS)
    return 1;
  cudnnTensorDescriptor_t desc;
  // CHECK: hipdnnTensorDescriptor_t desc;
  cudnnCreateTensorDescriptor(&desc);
  // CHECK: hipdnnCreateTensorDescriptor(&desc);
  cudnnSetTensor4dDescriptor(desc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 1, 3, 8, 8);
  // CHECK: hipdnnSetTensor4dDescriptor(desc, HIPDNN_TENSOR_NCHW, HIPDNN_DATA_FLOAT, 1, 3, 8, 8);
  cudnnActivationDescriptor_t act;
  // CHECK: hipdnnActivationDescriptor_t act;
  cudnnCreateActivationDescriptor(&act);
  // CHECK: hipdnnCreateActivationDescriptor(&act);
  float alpha = 1.0f, beta = 0.0f;
  cudnnActivationForward(handle, act, &alpha, desc, x, &beta, desc, x);
  // CHECK: hipdnnActivationForward(handle, act, &alpha, desc, x, &beta, desc, x);
  cudnnBackendDescriptor_t engine;
  // CHECK: cudnnBackendDescriptor_t engine;
  // DIAG: {{.*}}cudnn.cu:[[@LINE-2]]:3: warning: 'cudnnBackendDescriptor_t' has no HIP equivalent; left unchanged [hipify-unsupported]
  cudnnBackendCreateDescriptor(CUDNN_BACKEND_ENGINE_DESCRIPTOR, &engine);
  // CHECK: cudnnBackendCreateDescriptor(CUDNN_BACKEND_ENGINE_DESCRIPTOR, &engine);
  // DIAG: {{.*}}cudnn.cu:[[@LINE-2]]:3: warning: 'cudnnBackendCreateDescriptor' has no HIP equivalent; left unchanged [hipify-unsupported]
  // DIAG: {{.*}}cudnn.cu:[[@LINE-3]]:32: warning: 'CUDNN_BACKEND_ENGINE_DESCRIPTOR' has no HIP equivalent; left unchanged [hipify-unsupported]
  cudnnDestroyTensorDescriptor(desc);
  // CHECK: hipdnnDestroyTensorDescriptor(desc);
  cudnnDestroy(handle);
  // CHECK: hipdnnDestroy(handle);
  return 0;
}
// DIAG-NOT: error
