// CUDA's __half operators (+ - * /, comparisons, ++ --, compound
// assignment, the sign) are host and device; HIP's (5.2 to 7.1) are device
// only, so host code using one does not compile on ROCm as it is. Such a
// file includes the half helper (hipify_half.h), which declares CUDA's for
// host code; the code keeps its spelling. Each such operator gets a note at
// its line: in a host function, a lambda in one, or a host-and-device
// function (inline and template ones too: host code may call them). Device
// code, a lambda in a kernel, copies, conversions and the built-in
// operators the conversions reach (!h) need nothing. __half2's + - * / and
// sign compile on the host, lane by lane through HIP's vector type, and
// need nothing; its compound assignments, increments and comparisons (CUDA's
// bool) are the helper's.
// RUN: %hipify -v --hip-version 6.2 %s -o %t.hip 2>%t.err
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: -implicit-check-not=note: < %t.err
// RUN: FileCheck --check-prefix=OUT %s < %t.hip
// OUT: #include <hip/hip_runtime.h>
// OUT-NEXT: #include "hipify_half.h"
// OUT-NEXT: #include <hip/hip_fp16.h>
// OUT: __half add(__half a, __half b) { return a + b; }
// RUN: %if cuda-sdk %{ %hipify-sdk -v --hip-version 6.2 %s -o /dev/null 2>&1 | FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: -implicit-check-not=note: %}
#include <cuda_fp16.h>

__half add(__half a, __half b) { return a + b; }
// DIAG: host-half-operators.cu:[[@LINE-1]]:43: note: '__half' operator in host code: CUDA's are host and device, HIP declares them for device code only; the helper header hipify_half.h declares CUDA's for host code [hipify-helper]
bool less(half a, half b) { return a < b; }
// DIAG: host-half-operators.cu:[[@LINE-1]]:38: note: '__half' operator
__half negate(__half a) { return -a; }
// DIAG: host-half-operators.cu:[[@LINE-1]]:34: note: '__half' operator
void accumulate(__half &a, __half b) { a += b; ++a; }
// DIAG: host-half-operators.cu:[[@LINE-1]]:42: note: '__half' operator
// DIAG: host-half-operators.cu:[[@LINE-2]]:48: note: '__half' operator
__host__ __device__ __half square(__half a) { return a * a; }
// DIAG: host-half-operators.cu:[[@LINE-1]]:56: note: '__half' operator

void hostLambda(__half *p) { auto f = [](__half x) { return x * x; }; p[0] = f(p[1]); }
// DIAG: host-half-operators.cu:[[@LINE-1]]:63: note: '__half' operator

__half copy(__half a) { __half c; c = a; return c; }
bool logic(__half a) { return !a; }
inline __host__ __device__ __half squareInline(__half a) { return a * a; }
// DIAG: host-half-operators.cu:[[@LINE-1]]:69: note: '__half' operator
template <class T> __host__ __device__ T squareTemplate(T a) { return a * a; }
float widen(__half a) { return __half2float(a) + 1.0f; }
__half2 pair(__half2 a, __half2 b) { return a + b - a * b / -a; }
void accumulate2(__half2 &a, __half2 b) { a += b; a++; }
// DIAG: host-half-operators.cu:[[@LINE-1]]:45: note: '__half2' operator in host code: CUDA's are host and device, HIP declares them for device code only; the helper header hipify_half.h declares CUDA's for host code [hipify-helper]
// DIAG: host-half-operators.cu:[[@LINE-2]]:52: note: '__half2' operator
bool same2(__half2 a, __half2 b) { return a == b || a < b; }
// DIAG: host-half-operators.cu:[[@LINE-1]]:45: note: '__half2' operator
// DIAG: host-half-operators.cu:[[@LINE-2]]:55: note: '__half2' operator
__device__ __half onDevice(__half a, __half b) { return a + b; }
__global__ void kernel(__half *p) {
  auto f = [](__half x) { return x * x; };
  p[0] = f(p[1]) - p[2];
}

// A host function template's operator is resolved in its instantiations:
// reported once, at the template's line, where host code instantiates it
// with __half; one instantiated with float only is not.
template <class T> T addTemplate(T a, T b) { return a + b; }
// DIAG: host-half-operators.cu:[[@LINE-1]]:55: note: '__half' operator
template <class T> T subTemplate(T a, T b) { return a - b; }
__half useTemplates(__half a, float f) {
  return addTemplate(a, a) + __float2half(subTemplate(f, f) + squareTemplate(f));
  // DIAG: host-half-operators.cu:[[@LINE-1]]:28: note: '__half' operator
}
