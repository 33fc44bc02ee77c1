// A CUDA name whose HIP equivalent is deprecated in HIP is still renamed, and
// the HIP deprecation is reported (hipify-deprecated) only at targets at or
// after the deprecation: hipBindTexture is deprecated since HIP 3.8.0,
// hipBindTextureToMipmappedArray since HIP 5.7.0. --cuda-version 10.2 keeps
// CUDA's own deprecation of texture references (11.0) out of the way.
// RUN: %hipify --cuda-version 10.2 --hip-version 5.2 %s -o - 2>%t.err | FileCheck --check-prefix=HIP52 --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG52 %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --cuda-version 10.2 %s -o - 2>%t.err | FileCheck --check-prefix=NEWEST --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAGNEW %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

void bind(const textureReference *tex, const void *p, const cudaChannelFormatDesc *desc,
          cudaMipmappedArray_t mip) {
  cudaBindTexture(0, tex, p, desc, 256);
  // HIP52: hipBindTexture(0, tex, p, desc, 256);
  // NEWEST: hipBindTexture(0, tex, p, desc, 256);
  // DIAG52: {{.*}}hip-deprecated.cu:[[@LINE-3]]:3: warning: 'hipBindTexture' is deprecated since HIP 3.8.0 [hipify-deprecated]
  // DIAGNEW: {{.*}}hip-deprecated.cu:[[@LINE-4]]:3: warning: 'hipBindTexture' is deprecated since HIP 3.8.0 [hipify-deprecated]
  cudaBindTextureToMipmappedArray(tex, mip, desc);
  // HIP52: hipBindTextureToMipmappedArray(tex, mip, desc);
  // NEWEST: hipBindTextureToMipmappedArray(tex, mip, desc);
  // DIAGNEW: {{.*}}hip-deprecated.cu:[[@LINE-3]]:3: warning: 'hipBindTextureToMipmappedArray' is deprecated since HIP 5.7.0 [hipify-deprecated]
}
// DIAG52-NOT: error
// DIAGNEW-NOT: error
