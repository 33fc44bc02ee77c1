// CUDA's atomicAdd has overloads for __half, __half2, __nv_bfloat16 and
// __nv_bfloat162; no HIP up to 7.1 has them, so such a call takes the atomic
// helper's overload (hipify::atomicAdd: a compare-and-swap loop on the word
// that holds the value, with the correctly rounded sum), and the
// translation writes hipify_atomic.h beside itself. atomicAdd on other types
// is HIP's. Where the target lacks the type itself (bfloat16 before HIP 5.7)
// the call is reported, as the type is.
// RUN: rm -rf %t && mkdir -p %t/62 %t/52 %t/in
// RUN: %hipify -v --hip-version 6.2 %s -o %t/62/a.hip 2>%t/62/err
// RUN: FileCheck --match-full-lines --check-prefixes=CHECK,AT62 %s --input-file=%t/62/a.hip
// RUN: FileCheck --check-prefixes=DIAG,DIAG62 %s -implicit-check-not=warning: -implicit-check-not='[hipify-helper]' < %t/62/err
// RUN: grep -q 'namespace hipify' %t/62/hipify_atomic.h
// RUN: %hipify -v --hip-version 5.2 %s -o %t/52/a.hip 2>%t/52/err
// RUN: FileCheck --match-full-lines --check-prefixes=CHECK,AT52 %s --input-file=%t/52/a.hip
// RUN: FileCheck --check-prefixes=DIAG,DIAG52 %s < %t/52/err
// A second run over the translation changes nothing.
// RUN: %hipify --hip-version 6.2 %t/62/a.hip -o %t/again.hip 2>/dev/null
// RUN: cmp %t/62/a.hip %t/again.hip
// In compat mode the CUDA source keeps its calls: a using-declaration adds
// the helper's overloads to HIP's. (Debian's HIP 5.2 fp16 header does not
// compile with clang 22, so the translations' compile is checked against
// the 6.2 and 7.1 header sets instead, outside the suite: docs/helpers.md.)
// RUN: cp %s %t/in/a.cu
// RUN: %hipify-bare compat --builtin-cuda --hip-version 6.2 --in-root %t/in --out %t/compat 2>&1 | FileCheck --check-prefix=COMPAT %s
// COMPAT: compat directory: {{.*}}; 0 changes of the source remain, {{.*}}, 0 parse errors
// RUN: grep -x 'using hipify::atomicAdd;' %t/compat/hipify_compat.h
// RUN: grep -x '#include "hipify_atomic.h"' %t/compat/hipify_compat.h
#include <cuda_bf16.h>
#include <cuda_fp16.h>
// CHECK: #include "hipify_atomic.h"

__global__ void k(__half *h, __half2 *h2, float *f, int *i,
                  __nv_bfloat16 *b, __nv_bfloat162 *b2) {
  atomicAdd(h, __float2half(1.0f));
  // CHECK: hipify::atomicAdd(h, __float2half(1.0f));
  // DIAG: atomic-add.cu:[[@LINE-2]]:3: note: 'atomicAdd' on '__half': HIP {{6.2|5.2}} has no such overload; the helper 'hipify::atomicAdd' of hipify_atomic.h stands in for it exactly [hipify-helper]
  atomicAdd(h2, __float2half2_rn(1.0f));
  // CHECK: hipify::atomicAdd(h2, __float2half2_rn(1.0f));
  // DIAG: atomic-add.cu:[[@LINE-2]]:3: note: 'atomicAdd' on '__half2': {{.*}} [hipify-helper]
  atomicAdd(b, __float2bfloat16(1.0f));
  // AT62: hipify::atomicAdd(b, __float2bfloat16(1.0f));
  // DIAG62: atomic-add.cu:[[@LINE-2]]:3: note: 'atomicAdd' on '__nv_bfloat16': {{.*}} [hipify-helper]
  // AT52: atomicAdd(b, __float2bfloat16(1.0f));
  // DIAG52: atomic-add.cu:[[@LINE-4]]:3: warning: 'atomicAdd' on '__nv_bfloat16': HIP 5.2 has no such overload; translate the call by hand; left unchanged [hipify-unsupported]
  atomicAdd(b2, __floats2bfloat162_rn(1.0f, 2.0f));
  // AT62: hipify::atomicAdd(b2, hipify::__floats2bfloat162_rn(1.0f, 2.0f));
  // DIAG62: atomic-add.cu:[[@LINE-2]]:3: note: 'atomicAdd' on '__nv_bfloat162': {{.*}} [hipify-helper]
  // DIAG62: atomic-add.cu:[[@LINE-3]]:17: note: '__floats2bfloat162_rn' {{.*}} [hipify-helper]
  atomicAdd(f, 1.0f);
  // CHECK: atomicAdd(f, 1.0f);
  atomicAdd(i, 1);
  // CHECK: atomicAdd(i, 1);
}
