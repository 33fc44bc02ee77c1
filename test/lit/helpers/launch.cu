// CUDA's extensible launch with programmatic stream serialization, the
// scheduling hint of programmatic dependent launch. No HIP up to 7.1 has the
// hint, and HIP 7's hipLaunchAttribute has no value member for it, so the
// launch helper stands in for cudaLaunchKernelEx and its config and
// attribute types at every target: it drops the hint (the launch then waits
// for the grids before it, which cudaGridDependencySynchronize waits for)
// and passes what the target's HIP launch has on. The ids HIP has stay HIP's
// where the target has them; those no HIP has and that are no hint are
// reported.
// RUN: rm -rf %t && mkdir -p %t/in %t/52 %t/62 %t/71
// RUN: grep -v ClusterDimension %s > %t/in/launch.cu
// RUN: %hipify -v --hip-version 7.1 %s -o %t/71/launch.hip 2>%t/71/err
// RUN: FileCheck --match-full-lines --check-prefixes=CHECK,AT7 %s --input-file=%t/71/launch.hip
// RUN: FileCheck --check-prefixes=DIAG,DIAG7 %s < %t/71/err
// RUN: %hipify -v --hip-version 6.2 %s -o %t/62/launch.hip 2>%t/62/err
// RUN: FileCheck --match-full-lines --check-prefixes=CHECK,AT62 %s --input-file=%t/62/launch.hip
// RUN: FileCheck --check-prefixes=DIAG,DIAG6 %s < %t/62/err
// RUN: %hipify -v --hip-version 5.2 %s -o %t/52/launch.hip 2>/dev/null
// RUN: FileCheck --match-full-lines --check-prefixes=CHECK,AT52 %s --input-file=%t/52/launch.hip
// RUN: grep -q 'namespace hipify' %t/71/hipify_launch.h
// RUN: %if cuda-sdk %{ %hipify-sdk --hip-version 7.1 %s -o - 2>/dev/null | FileCheck --match-full-lines --check-prefixes=CHECK,AT7 %s %}
// A second run over the translation changes nothing.
// RUN: %hipify --hip-version 7.1 %t/71/launch.hip -o %t/again.hip 2>/dev/null
// RUN: cmp %t/71/launch.hip %t/again.hip
// Without the attribute no HIP has, the translation compiles against HIP
// 5.2 with the helpers beside it, and so does the source in compat mode.
// RUN: %if hip-headers %{ %hipify-bare --builtin-cuda %t/in/launch.cu -o %t/out/launch.hip --rocm-path %hip-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// RUN: %if hip-headers %{ %hipify-bare compat --builtin-cuda --rocm-path %hip-root --in-root %t/in --out %t/compat --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// VERIFY: --verify {{.*}}: 1 of 1 compilation units compile; 0 expected and 0 unexpected compile errors

#include <cuda_runtime.h>
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include "hipify_device.h"
// CHECK-NEXT: #include "hipify_launch.h"

__global__ void consumer(const float *in, float *out, int n) {
  cudaGridDependencySynchronize();
  if (threadIdx.x < n)
    out[threadIdx.x] = 2.0f * in[threadIdx.x];
}

cudaError_t run(const float *in, float *out, int n, cudaStream_t s) {
  cudaLaunchConfig_t config = {0};
  // CHECK: hipify::cudaLaunchConfig_t config = {0};
  // DIAG7: launch.cu:[[@LINE-2]]:3: note: HIP 7.1's 'hipLaunchConfig_t' falls short of what code writes with 'cudaLaunchConfig_t'; the helper 'hipify::cudaLaunchConfig_t' of hipify_launch.h stands in for it exactly [hipify-helper]
  // DIAG6: launch.cu:[[@LINE-3]]:3: note: 'cudaLaunchConfig_t' is not in HIP 6.2; the helper 'hipify::cudaLaunchConfig_t' of hipify_launch.h stands in for it exactly [hipify-helper]
  config.gridDim = dim3((n + 255) / 256);
  config.blockDim = dim3(256);
  config.stream = s;
  cudaLaunchAttribute attrs[3];
  // CHECK: hipify::cudaLaunchAttribute attrs[3];
  attrs[0].id = cudaLaunchAttributeProgrammaticStreamSerialization;
  // CHECK: attrs[0].id = hipify::cudaLaunchAttributeProgrammaticStreamSerialization;
  // DIAG: launch.cu:[[@LINE-2]]:17: note: 'cudaLaunchAttributeProgrammaticStreamSerialization' is not in HIP {{.*}}; the helper 'hipify::cudaLaunchAttributeProgrammaticStreamSerialization' of hipify_launch.h stands in for it exactly [hipify-helper]
  attrs[0].val.programmaticStreamSerializationAllowed = 1;
  // CHECK: attrs[0].val.programmaticStreamSerializationAllowed = 1;
  attrs[1].id = cudaLaunchAttributePriority;
  // AT7: attrs[1].id = hipLaunchAttributePriority;
  // AT62: attrs[1].id = hipLaunchAttributePriority;
  // AT52: attrs[1].id = hipify::cudaLaunchAttributePriority;
  attrs[1].val.priority = 1;
  attrs[2].id = cudaLaunchAttributeClusterDimension;
  // CHECK: attrs[2].id = cudaLaunchAttributeClusterDimension;
  // DIAG: launch.cu:[[@LINE-2]]:17: warning: 'cudaLaunchAttributeClusterDimension' has no HIP equivalent; left unchanged [hipify-unsupported]
  config.attrs = attrs;
  config.numAttrs = 2;
  return cudaLaunchKernelEx(&config, consumer, in, out, n);
  // CHECK: return hipify::cudaLaunchKernelEx(&config, consumer, in, out, n);
  // DIAG7: launch.cu:[[@LINE-2]]:10: note: HIP 7.1's 'hipLaunchKernelEx' falls short of what code writes with 'cudaLaunchKernelEx'; the helper 'hipify::cudaLaunchKernelEx' of hipify_launch.h stands in for it exactly [hipify-helper]
}
