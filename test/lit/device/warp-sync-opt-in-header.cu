// A header the file includes uses a warp function that HIP 6.2 to 6.4
// declare only where HIP_ENABLE_WARP_SYNC_BUILTINS is defined before the
// unit's first HIP header. The header's own definition comes too late when
// the file includes the runtime first, so the file defines it too, before
// its includes. Before 6.2 there is no such function, and from 7.0 on no
// macro is needed: the file gets none.
// RUN: %hipify --hip-version 6.2 -v -I %S/Inputs %s -o - 2>%t.err | FileCheck --match-full-lines --check-prefix=HIP62 %s
// RUN: FileCheck --check-prefix=DIAG62 %s < %t.err
// RUN: %hipify --hip-version 6.4 -I %S/Inputs %s -o - 2>/dev/null | FileCheck --match-full-lines --check-prefix=HIP62 %s
// RUN: %hipify --hip-version 7.0 -I %S/Inputs %s -o - 2>/dev/null | FileCheck --check-prefix=NONE %s
// RUN: %hipify --hip-version 5.2 -I %S/Inputs %s -o - 2>/dev/null | FileCheck --check-prefix=NONE %s
// The file alone, without the header: nothing to define.
// RUN: sed '/warp-vote.cuh/d' %s > %t.alone.cu
// RUN: %hipify --hip-version 6.2 %t.alone.cu -o - 2>/dev/null | FileCheck --check-prefix=NONE %s
// NONE-NOT: {{^}}#define HIP_ENABLE_WARP_SYNC_BUILTINS

// HIP62: #ifndef HIP_ENABLE_WARP_SYNC_BUILTINS
// HIP62-NEXT: #define HIP_ENABLE_WARP_SYNC_BUILTINS
// HIP62-NEXT: #endif
// HIP62-NEXT: #include <hip/hip_runtime.h>
// HIP62-NEXT: #include "warp-vote.cuh"
// DIAG62: warp-sync-opt-in-header.cu:{{[0-9]+}}:1: note: HIP 6.2 declares '__shfl_down_sync' as CUDA's only where HIP_ENABLE_WARP_SYNC_BUILTINS is defined: the file defines it before its includes (a header needs it defined by the build) [hipify-opt-in]
#include <cuda_runtime.h>
#include "warp-vote.cuh"

__global__ void k(int *out) { out[threadIdx.x] = vote(0xffffu, threadIdx.x); }
