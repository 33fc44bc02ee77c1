// cuFFT (cufft.h) maps to hipFFT: plan handle, complex type, result type,
// plan creation, execution and the direction enumerators (CUFFT_INVERSE is
// HIPFFT_BACKWARD). A cuFFT call without a hipFFT equivalent is left
// unchanged and reported.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cufft.h>
// CHECK: #include <hipfft/hipfft.h>

int transform(cufftComplex *data, cudaStream_t stream) {
  // CHECK: int transform(hipfftComplex *data, hipStream_t stream) {
  cufftHandle plan;
  // CHECK: hipfftHandle plan;
  cufftResult r = cufftPlan1d(&plan, 256, CUFFT_C2C, 1);
  // CHECK: hipfftResult r = hipfftPlan1d(&plan, 256, HIPFFT_C2C, 1);
  if (r != CUFFT_SUCCESS)
  // CHECK: if (r != HIPFFT_SUCCESS)
    return 1;
  cufftSetStream(plan, stream);
  // CHECK: hipfftSetStream(plan, stream);
  cufftExecC2C(plan, data, data, CUFFT_FORWARD);
  // CHECK: hipfftExecC2C(plan, data, data, HIPFFT_FORWARD);
  cufftExecC2C(plan, data, data, CUFFT_INVERSE);
  // CHECK: hipfftExecC2C(plan, data, data, HIPFFT_BACKWARD);
  cufftResetPlanProperty(plan, NVFFT_PLAN_PROPERTY_INT64_PATIENT_JIT);
  // CHECK: cufftResetPlanProperty(plan, NVFFT_PLAN_PROPERTY_INT64_PATIENT_JIT);
  // DIAG: {{.*}}cufft.cu:[[@LINE-2]]:3: warning: 'cufftResetPlanProperty' has no HIP equivalent; left unchanged [hipify-unsupported]
  // DIAG: {{.*}}cufft.cu:[[@LINE-3]]:32: warning: 'NVFFT_PLAN_PROPERTY_INT64_PATIENT_JIT' has no HIP equivalent; left unchanged [hipify-unsupported]
  cufftDestroy(plan);
  // CHECK: hipfftDestroy(plan);
  return 0;
}
// DIAG-NOT: error
