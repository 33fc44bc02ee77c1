// With --roc (and no --miopen), cudaStream_t in a cuBLAS file stays
// hipStream_t: its roc name (miopenAcceleratorQueue_t) is MIOpen's and is
// flagged miopen-only, so only --miopen may use it.
// RUN: %hipify --roc %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cublas_v2.h>

void bind(cublasHandle_t handle, cudaStream_t stream) {
  // CHECK: void bind(rocblas_handle handle, hipStream_t stream) {
  cublasSetStream(handle, stream);
  // CHECK: rocblas_set_stream(handle, stream);
}
// DIAG-NOT: error
