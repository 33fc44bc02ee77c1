// A case label of a CUDA enumerator the target HIP does not have is dead code
// there (no HIP call yields the value) that would not compile: it is
// commented out, the statements after it kept, and reported once
// [hipify-dead-case], not as an unsupported name left in place. A label HIP
// has is renamed; a value HIP gains in a later version is dead below it.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %hipify %s -o - --hip-version 5.2 2>/dev/null | FileCheck --check-prefix=OLD %s

#include <cufft.h>
#include <cusolverDn.h>

const char *fftName(cufftResult r) {
  switch (r) {
  case CUFFT_SUCCESS:
    return "ok";
  case CUFFT_MISSING_DEPENDENCY:
    return "missing dependency";
  // CHECK: case HIPFFT_SUCCESS:
  // CHECK-NEXT: return "ok";
  // CHECK-NEXT: /* case CUFFT_MISSING_DEPENDENCY: */
  // CHECK-NEXT: return "missing dependency";
  // DIAG: {{.*}}dead-case-labels.cu:[[@LINE-6]]:8: warning: 'CUFFT_MISSING_DEPENDENCY' has no HIP equivalent at the target: a HIP call never yields it, so its case label is commented out [hipify-dead-case]
  case CUFFT_NOT_SUPPORTED: case (CUFFT_NVRTC_FAILURE): return "n/a";
  // CHECK: case HIPFFT_NOT_SUPPORTED: /* case (CUFFT_NVRTC_FAILURE): */ return "n/a";
  // DIAG: {{.*}}dead-case-labels.cu:[[@LINE-2]]:35: warning: 'CUFFT_NVRTC_FAILURE' {{.*}}[hipify-dead-case]
  }
  return "?";
}

const char *solverName(cusolverStatus_t s) {
  switch (s) {
  case CUSOLVER_STATUS_SUCCESS: return "ok";
  case CUSOLVER_STATUS_INVALID_LICENSE:
  // CHECK: case HIPSOLVER_STATUS_SUCCESS: return "ok";
  // CHECK-NEXT: /* case CUSOLVER_STATUS_INVALID_LICENSE: */
  // DIAG: {{.*}}dead-case-labels.cu:[[@LINE-3]]:8: warning: 'CUSOLVER_STATUS_INVALID_LICENSE' {{.*}}[hipify-dead-case]
    return "license";
  default: return "?";
  }
}

// In a branch the parse skipped (helper_cuda.h's #ifdef of a library its
// includer did not include), the tokens say the same.
#ifdef NOT_DEFINED_HERE
const char *more(cufftResult r) {
  switch (r) {
  case CUFFT_NVJITLINK_FAILURE : return "nvJitLink";
  // CHECK: /* case CUFFT_NVJITLINK_FAILURE : */ return "nvJitLink";
  // DIAG: {{.*}}dead-case-labels.cu:[[@LINE-2]]:8: warning: 'CUFFT_NVJITLINK_FAILURE' {{.*}}[hipify-dead-case]
  case CUFFT_INVALID_PLAN: return "plan";
  // CHECK: case HIPFFT_INVALID_PLAN: return "plan";
  }
}
#endif

// A value the project compares is no label: reported and left, as any
// unsupported name.
bool missing(cufftResult r) { return r == CUFFT_MISSING_DEPENDENCY; }
// CHECK: bool missing(hipfftResult r) { return r == CUFFT_MISSING_DEPENDENCY; }
// DIAG: {{.*}}dead-case-labels.cu:[[@LINE-2]]:43: warning: 'CUFFT_MISSING_DEPENDENCY' has no HIP equivalent; left unchanged [hipify-unsupported]

// OLD: case HIPFFT_SUCCESS:
// OLD: /* case CUFFT_MISSING_DEPENDENCY: */
