// HIP has no __grid_constant__: a HIP kernel's const parameter may have its
// address taken as it is, so the qualifier is dropped, with the blank after it.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: count 0 < %t.err
struct Params { int n; float scale; };
__global__ void k(const __grid_constant__ Params p, float *out) {
  // CHECK: __global__ void k(const Params p, float *out) {
  const Params *q = &p;
  out[0] = q->scale * q->n;
}
