// cuRAND device API (curand_kernel.h) in a kernel: the state type,
// curand_init and the generators map to hipRAND's.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <curand_kernel.h>
// CHECK: #include <hiprand/hiprand_kernel.h>

__global__ void draw(curandState *states, float *out, unsigned long long seed) {
  // CHECK: __global__ void draw(hiprandState *states, float *out, unsigned long long seed) {
  int id = threadIdx.x + blockIdx.x * blockDim.x;
  curand_init(seed, id, 0, &states[id]);
  // CHECK: hiprand_init(seed, id, 0, &states[id]);
  curandState local = states[id];
  // CHECK: hiprandState local = states[id];
  out[id] = curand_uniform(&local) + curand_normal(&local) + curand(&local);
  // CHECK: out[id] = hiprand_uniform(&local) + hiprand_normal(&local) + hiprand(&local);
  curandStatePhilox4_32_10_t philox;
  // CHECK: hiprandStatePhilox4_32_10_t philox;
  states[id] = local;
}
// DIAG-NOT: error
