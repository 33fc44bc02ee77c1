// cuDNN with --miopen: the names MIOpen has (handle, status, tensor and
// activation descriptors, the backend API) map to MIOpen's. The header is
// checked in cudnn-miopen-header.cu, names MIOpen lacks in
// cudnn-miopen-no-equivalent.cu.
// RUN: %hipify --miopen %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cudnn.h>

int run(float *x) {
  cudnnHandle_t handle;
  // CHECK: miopenHandle_t handle;
  if (cudnnCreate(&handle) != CUDNN_STATUS_SUCCESS)
  // CHECK: if (miopenCreate(&handle) != miopenStatusSuccess)
    return 1;
  cudnnTensorDescriptor_t desc;
  // CHECK: miopenTensorDescriptor_t desc;
  cudnnCreateTensorDescriptor(&desc);
  // CHECK: miopenCreateTensorDescriptor(&desc);
  cudnnActivationDescriptor_t act;
  // CHECK: miopenActivationDescriptor_t act;
  cudnnCreateActivationDescriptor(&act);
  // CHECK: miopenCreateActivationDescriptor(&act);
  cudnnActivationMode_t mode = CUDNN_ACTIVATION_RELU;
  // CHECK: miopenActivationMode_t mode = miopenActivationRELU;
  float alpha = 1.0f, beta = 0.0f;
  cudnnActivationForward(handle, act, &alpha, desc, x, &beta, desc, x);
  // CHECK: miopenActivationForward(handle, act, &alpha, desc, x, &beta, desc, x);
  cudnnBackendDescriptor_t engine;
  // CHECK: miopenBackendDescriptor_t engine;
  cudnnBackendCreateDescriptor(CUDNN_BACKEND_ENGINE_DESCRIPTOR, &engine);
  // CHECK: miopenBackendCreateDescriptor(MIOPEN_BACKEND_ENGINE_DESCRIPTOR, &engine);
  cudnnDestroyTensorDescriptor(desc);
  // CHECK: miopenDestroyTensorDescriptor(desc);
  cudnnDestroy(handle);
  // CHECK: miopenDestroy(handle);
  return 0;
}
// DIAG-NOT: error
