// --cuda-version says which CUDA the source was written for: a CUDA name is
// reported as deprecated (hipify-cuda-deprecated) or removed
// (hipify-cuda-removed) only from that version on, and translated either way
// (the HIP deprecation of hipUnbindTexture is reported at every CUDA version).
// cudaThreadSynchronize is deprecated since CUDA 10.0; cudaUnbindTexture is
// deprecated since 11.0 and removed in 12.0.
// RUN: %hipify --cuda-version 9.2 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=CUDA92 %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --cuda-version 11.0 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=CUDA110 %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --cuda-version 12.6 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=CUDA126 %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

void sync_and_unbind(const textureReference *tex) {
  cudaThreadSynchronize();
  // CHECK: hipDeviceSynchronize();
  // CUDA110: {{.*}}cuda-version.cu:[[@LINE-2]]:3: warning: 'cudaThreadSynchronize' is deprecated since CUDA 10.0 [hipify-cuda-deprecated]
  // CUDA126: {{.*}}cuda-version.cu:[[@LINE-3]]:3: warning: 'cudaThreadSynchronize' is deprecated since CUDA 10.0 [hipify-cuda-deprecated]
  cudaUnbindTexture(tex);
  // CHECK: hipUnbindTexture(tex);
  // CUDA110: {{.*}}cuda-version.cu:[[@LINE-2]]:3: warning: 'cudaUnbindTexture' is deprecated since CUDA 11.0 [hipify-cuda-deprecated]
  // CUDA126: {{.*}}cuda-version.cu:[[@LINE-3]]:3: warning: 'cudaUnbindTexture' was removed in CUDA 12.0 [hipify-cuda-removed]
  // CUDA110: {{.*}}cuda-version.cu:[[@LINE-4]]:3: warning: 'hipUnbindTexture' is deprecated since HIP 3.8.0 [hipify-deprecated]
  // CUDA126: {{.*}}cuda-version.cu:[[@LINE-5]]:3: warning: 'hipUnbindTexture' is deprecated since HIP 3.8.0 [hipify-deprecated]
  // CUDA92: {{.*}}cuda-version.cu:[[@LINE-6]]:3: warning: 'hipUnbindTexture' is deprecated since HIP 3.8.0 [hipify-deprecated]
}
// CUDA92-NOT: error
// CUDA110-NOT: error
// CUDA126-NOT: error
