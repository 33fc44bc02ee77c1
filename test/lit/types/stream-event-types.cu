// cudaStream_t and cudaEvent_t are renamed wherever a type is written:
// declarations, parameters, template arguments, casts, sizeof, typedefs.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <vector>
#include <cuda_runtime.h>

typedef cudaStream_t Queue;
// CHECK: typedef hipStream_t Queue;
using Marker = cudaEvent_t;
// CHECK: using Marker = hipEvent_t;

struct Pool {
  std::vector<cudaStream_t> streams;
  // CHECK: std::vector<hipStream_t> streams;
  cudaEvent_t *events;
  // CHECK: hipEvent_t *events;
};

size_t size(void *raw) {
  cudaStream_t s = static_cast<cudaStream_t>(raw);
  // CHECK: hipStream_t s = static_cast<hipStream_t>(raw);
  return sizeof(cudaEvent_t) + sizeof(s);
  // CHECK: return sizeof(hipEvent_t) + sizeof(s);
}
// DIAG-NOT: error
