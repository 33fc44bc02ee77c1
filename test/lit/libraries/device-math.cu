// Device math functions and fast-math intrinsics (__fdividef, rsqrtf, __expf,
// __sinf, __powf, __saturatef, __fmaf_rn, __int_as_float) have the same names
// in HIP and are left as written, without warnings.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

__global__ void math(float *out, const float *in) {
  float x = in[threadIdx.x], y = in[threadIdx.x + 1];
  out[0] = __fdividef(x, y) + rsqrtf(x) + __expf(y);
  // CHECK: out[0] = __fdividef(x, y) + rsqrtf(x) + __expf(y);
  out[1] = __sinf(x) + __powf(x, 2.0f) + sqrtf(y) + __saturatef(x);
  // CHECK: out[1] = __sinf(x) + __powf(x, 2.0f) + sqrtf(y) + __saturatef(x);
  out[2] = __fmaf_rn(x, y, 1.0f) + __int_as_float(__float_as_int(x));
  // CHECK: out[2] = __fmaf_rn(x, y, 1.0f) + __int_as_float(__float_as_int(x));
}
// DIAG-NOT: error
