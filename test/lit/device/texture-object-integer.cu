// CUDA's texture and surface objects are 64-bit integers, HIP's are pointers
// to an opaque struct: code that takes one for a number (packs it into two
// words, shifts it, casts an integer back) has no HIP form and is reported.
// Passing, storing and comparing one are not.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %if cuda-sdk %{ %hipify-sdk %s -o - 2>%t.sdk.err | FileCheck --match-full-lines %s %}
// RUN: %if cuda-sdk %{ FileCheck --check-prefixes=DIAG,SDK %s -implicit-check-not=warning: < %t.sdk.err %}

#include <cuda_runtime.h>

__host__ __device__ uint2 pack(cudaTextureObject_t obj) {
  return make_uint2((unsigned)(obj & 0xFFFFFFFF), (unsigned)(obj >> 32));
  // CHECK: return make_uint2((unsigned)(obj & 0xFFFFFFFF), (unsigned)(obj >> 32));
  // DIAG: texture-object-integer.cu:[[@LINE-2]]:36: warning: 'cudaTextureObject_t' is an integer in CUDA and a pointer in HIP: arithmetic on one has no HIP form [hipify-texture-object]
  // SDK: texture-object-integer.cu:[[@LINE-3]]:66: warning: 'cudaTextureObject_t' {{.*}}: arithmetic on one {{.*}} [hipify-texture-object]
}

// Without the SDK, uint2's members and the shifts' operands are of no known
// type: those places are reported with the SDK only.
__host__ __device__ cudaTextureObject_t unpack(uint2 v) {
  return ((cudaTextureObject_t)v.x) | ((cudaTextureObject_t)v.y << 32);
  // CHECK: return ((hipTextureObject_t)v.x) | ((hipTextureObject_t)v.y << 32);
  // SDK: texture-object-integer.cu:[[@LINE-2]]:11: warning: 'cudaTextureObject_t' {{.*}}: a conversion between one and an integer has no HIP form [hipify-texture-object]
  // DIAG: texture-object-integer.cu:[[@LINE-3]]:37: warning: 'cudaTextureObject_t' {{.*}}: arithmetic on one {{.*}} [hipify-texture-object]
  // SDK: texture-object-integer.cu:[[@LINE-4]]:40: warning: 'cudaTextureObject_t' {{.*}}: a conversion {{.*}} [hipify-texture-object]
  // SDK: texture-object-integer.cu:[[@LINE-5]]:65: warning: 'cudaTextureObject_t' {{.*}}: arithmetic on one {{.*}} [hipify-texture-object]
}

__global__ void read(cudaTextureObject_t t, cudaSurfaceObject_t s, float *out) {
  cudaTextureObject_t copy = t;
  cudaTextureObject_t none = 0;
  if (copy == t && none != t)
    out[0] = tex1Dfetch<float>(copy, 0);
  // CHECK: out[0] = tex1Dfetch<float>(copy, 0);
}
