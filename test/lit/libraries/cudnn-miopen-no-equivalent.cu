// With --miopen, a cuDNN name that MIOpen lacks (its record has a hipDNN name
// but no MIOpen one) is left unchanged and reported, not silently given its
// hipDNN name in the middle of MIOpen code.
// RUN: %hipify --miopen %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cudnn.h>

void shape(cudnnTensorDescriptor_t desc) {
  // CHECK: void shape(miopenTensorDescriptor_t desc) {
  cudnnSetTensor4dDescriptor(desc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 1, 3, 8, 8);
  // CHECK: cudnnSetTensor4dDescriptor(desc, miopenTensorNCHW, miopenFloat, 1, 3, 8, 8);
  // DIAG: {{.*}}cudnn-miopen-no-equivalent.cu:[[@LINE-2]]:3: warning: 'cudnnSetTensor4dDescriptor' has no {{.+}} equivalent; left unchanged [hipify-unsupported]
}
// DIAG-NOT: error
