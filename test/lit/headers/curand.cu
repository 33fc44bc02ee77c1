// cuRAND headers map to hipRAND's, host and device.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <curand.h>
// CHECK: #include <hiprand/hiprand.h>
#include <curand_kernel.h>
// CHECK: #include <hiprand/hiprand_kernel.h>

void seed(curandGenerator_t g) { curandSetPseudoRandomGeneratorSeed(g, 42); }
// CHECK: void seed(hiprandGenerator_t g) { hiprandSetPseudoRandomGeneratorSeed(g, 42); }
// DIAG-NOT: error
