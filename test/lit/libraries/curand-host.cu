// cuRAND host API (curand.h): generators, their types and enumerators map
// to hipRAND, and with --roc to rocRAND.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --roc %s -o - 2>%t.err | FileCheck --check-prefix=ROC --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <curand.h>
// CHECK: #include <hiprand/hiprand.h>
// ROC: #include <rocrand/rocrand.h>

int fill(float *out, size_t n) {
  curandGenerator_t gen;
  // CHECK: hiprandGenerator_t gen;
  // ROC: rocrand_generator gen;
  curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT);
  // CHECK: hiprandCreateGenerator(&gen, HIPRAND_RNG_PSEUDO_DEFAULT);
  // ROC: rocrand_create_generator(&gen, ROCRAND_RNG_PSEUDO_DEFAULT);
  curandStatus_t status = curandGenerateUniform(gen, out, n);
  // CHECK: hiprandStatus_t status = hiprandGenerateUniform(gen, out, n);
  // ROC: rocrand_status status = rocrand_generate_uniform(gen, out, n);
  if (status != CURAND_STATUS_SUCCESS)
  // CHECK: if (status != HIPRAND_STATUS_SUCCESS)
  // ROC: if (status != ROCRAND_STATUS_SUCCESS)
    return 1;
  curandGenerateNormal(gen, out, n, 0.0f, 1.0f);
  // CHECK: hiprandGenerateNormal(gen, out, n, 0.0f, 1.0f);
  // ROC: rocrand_generate_normal(gen, out, n, 0.0f, 1.0f);
  curandDestroyGenerator(gen);
  // CHECK: hiprandDestroyGenerator(gen);
  // ROC: rocrand_destroy_generator(gen);
  return 0;
}
// DIAG-NOT: error
