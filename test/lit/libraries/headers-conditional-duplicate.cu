// An include that maps to a header already included earlier is kept when
// that earlier include is conditional: removing it as a duplicate would leave
// the file without the header in the configurations where the condition is
// false (here -D USE_V2 is active while hipifying, but not necessarily when
// building).
// RUN: %hipify -D USE_V2 %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#ifdef USE_V2
#include <cublas_v2.h>
// CHECK: #include <hipblas/hipblas.h>
#endif
#include <cublas_api.h>
// CHECK: #include <hipblas/hipblas.h>

void destroy(cublasHandle_t h) { cublasDestroy(h); }
// CHECK: void destroy(hipblasHandle_t h) { hipblasDestroy(h); }
// DIAG-NOT: error
