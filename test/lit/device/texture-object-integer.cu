// CUDA's texture and surface objects are 64-bit integers, HIP's are 64-bit
// pointers to an opaque struct: code that takes one for a number (packs it
// into two words, shifts it, makes it again from an integer) gets CUDA's
// integer: the object is read as its bits, an integer made an object from
// its bits, each with reinterpret_cast, which keeps every bit. Passing,
// storing and comparing one with another or testing it for null, a null constant, and a C-style cast of an
// integer to one (HIP compiles it, with the same meaning) stay; compared with
// an integer it is read as its bits. Changing one
// in place by arithmetic is reported.
// RUN: %hipify -v %s -o %t.hip 2>%t.err
// RUN: FileCheck --match-full-lines %s --input-file=%t.hip
// RUN: FileCheck --check-prefixes=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %if cuda-sdk %{ %hipify-sdk -v %s -o %t.sdk.hip 2>%t.sdk.err %}
// RUN: %if cuda-sdk %{ FileCheck --match-full-lines --check-prefixes=CHECK,SDK %s --input-file=%t.sdk.hip %}
// RUN: %if cuda-sdk %{ FileCheck --check-prefixes=DIAG,SDKDIAG %s -implicit-check-not=warning: < %t.sdk.err %}
// Against Debian's HIP 5.2 headers the errors of the translation are the
// places reported.
// RUN: %if cuda-sdk && hip-headers %{ %hipify-bare --hip-version 5.2 %s -o %t.out/a.hip --rocm-path %hip-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// VERIFY: --verify {{.*}}: 0 of 1 compilation units compile; 5 expected and 0 unexpected compile errors
// Compat mode cannot change the source: it reports each place (one per
// outermost wrap), so every compile error there is one the report flags.
// RUN: %if cuda-sdk && hip-headers %{ rm -rf %t.in && mkdir %t.in && cp %s %t.in/ %}
// RUN: %if cuda-sdk && hip-headers %{ %hipify-bare compat --hip-version 5.2 --rocm-path %hip-root --in-root %t.in --out %t.compat --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=COMPAT %s %}
// COMPAT-COUNT-23: warning: the translation changes the source here (texture-object: {{.*}} [hipify-compat-source]
// COMPAT: --verify {{.*}}: 0 of 1 compilation units compile; {{[0-9]+}} expected and 0 unexpected compile errors
// A second run over the translation changes nothing.
// RUN: %if cuda-sdk %{ %hipify-sdk %t.sdk.hip -o %t.again.hip 2>/dev/null %}
// RUN: %if cuda-sdk %{ cmp %t.sdk.hip %t.again.hip %}

#include <cuda_runtime.h>
#include <cstdio>

__host__ __device__ uint2 pack(cudaTextureObject_t obj) {
  return make_uint2((unsigned)(obj & 0xFFFFFFFF), (unsigned)(obj >> 32));
  // SDK: return make_uint2((unsigned)(reinterpret_cast<unsigned long long>(obj) & 0xFFFFFFFF), (unsigned)(reinterpret_cast<unsigned long long>(obj) >> 32));
  // DIAG: texture-object-integer.cu:[[@LINE-2]]:32: note: 'cudaTextureObject_t' is a 64-bit integer in CUDA and a pointer in HIP: read as CUDA's integer (reinterpret_cast<unsigned long long>), which keeps every bit [hipify-texture-bits]
  // SDKDIAG: texture-object-integer.cu:[[@LINE-3]]:62: note: 'cudaTextureObject_t' {{.*}}: read as CUDA's integer {{.*}} [hipify-texture-bits]
}

// Without the SDK, uint2's members and a shift's operands are of no known
// type: those places are rewritten with the SDK only.
__host__ __device__ cudaTextureObject_t unpack(uint2 v) {
  return ((cudaTextureObject_t)v.x) | ((cudaTextureObject_t)v.y << 32);
  // SDK: return reinterpret_cast<hipTextureObject_t>(reinterpret_cast<unsigned long long>(((hipTextureObject_t)v.x)) | (reinterpret_cast<unsigned long long>((hipTextureObject_t)v.y) << 32));
  // SDKDIAG: texture-object-integer.cu:[[@LINE-2]]:10: note: 'cudaTextureObject_t' {{.*}}: made from CUDA's integer (reinterpret_cast<hipTextureObject_t>), which keeps every bit [hipify-texture-bits]
  // DIAG: texture-object-integer.cu:[[@LINE-3]]:10: note: 'cudaTextureObject_t' {{.*}}: read as CUDA's integer {{.*}} [hipify-texture-bits]
  // SDKDIAG: texture-object-integer.cu:[[@LINE-4]]:40: note: 'cudaTextureObject_t' {{.*}}: read as CUDA's integer {{.*}} [hipify-texture-bits]
}

unsigned long long bits(cudaTextureObject_t t, cudaSurfaceObject_t s) {
  unsigned long long b = t;
  // CHECK: unsigned long long b = reinterpret_cast<unsigned long long>(t);
  // DIAG: texture-object-integer.cu:[[@LINE-2]]:26: note: 'cudaTextureObject_t' {{.*}}: read as {{.*}} [hipify-texture-bits]
  b = s;
  // CHECK: b = reinterpret_cast<unsigned long long>(s);
  // DIAG: texture-object-integer.cu:[[@LINE-2]]:7: note: 'cudaSurfaceObject_t' {{.*}}: read as {{.*}} [hipify-texture-bits]
  cudaTextureObject_t u = b;
  // CHECK: hipTextureObject_t u = reinterpret_cast<hipTextureObject_t>(b);
  // DIAG: texture-object-integer.cu:[[@LINE-2]]:27: note: 'cudaTextureObject_t' {{.*}}: made from {{.*}} [hipify-texture-bits]
  u = b ^ 1;
  // CHECK: u = reinterpret_cast<hipTextureObject_t>(b ^ 1);
  // DIAG: texture-object-integer.cu:[[@LINE-2]]:7: note: 'cudaTextureObject_t' {{.*}}: made from {{.*}} [hipify-texture-bits]
  u = (cudaTextureObject_t)b;
  // CHECK: u = (hipTextureObject_t)b;
  u = static_cast<cudaTextureObject_t>(b);
  // SDK: u = static_cast<hipTextureObject_t>(reinterpret_cast<hipTextureObject_t>(b));
  // SDKDIAG: texture-object-integer.cu:[[@LINE-2]]:40: note: 'cudaTextureObject_t' {{.*}}: made from {{.*}} [hipify-texture-bits]
  u += 1;
  // CHECK: u += 1;
  // DIAG: texture-object-integer.cu:[[@LINE-2]]:5: warning: 'cudaTextureObject_t' is an integer in CUDA and a pointer in HIP: arithmetic on one in place has no HIP form [hipify-texture-object]
  return static_cast<unsigned long long>(u);
  // CHECK: return static_cast<unsigned long long>(reinterpret_cast<unsigned long long>(u));
  // DIAG: texture-object-integer.cu:[[@LINE-2]]:42: note: 'cudaTextureObject_t' {{.*}}: read as {{.*}} [hipify-texture-bits]
}

// A reference to the object itself, a conditional of an object and an
// integer, and a floating value have no HIP form: reported. A null test
// stays as it is.
void setRef(cudaTextureObject_t &t);
unsigned long long widen(const unsigned long long &v);
void edges(unsigned long long bits, cudaTextureObject_t t, bool c) {
  setRef(bits);
  // SDKDIAG: texture-object-integer.cu:[[@LINE-1]]:10: warning: 'cudaTextureObject_t' {{.*}}: a conversion of an integer to one has no HIP form [hipify-texture-object]
  unsigned long long &r = t;
  // SDKDIAG: texture-object-integer.cu:[[@LINE-1]]:27: warning: 'cudaTextureObject_t' {{.*}}: a conversion of one to an integer has no HIP form [hipify-texture-object]
  cudaTextureObject_t m = c ? t : bits;
  // SDKDIAG: texture-object-integer.cu:[[@LINE-1]]:27: warning: 'cudaTextureObject_t' {{.*}}: a conversion of an integer to one has no HIP form [hipify-texture-object]
  cudaTextureObject_t d = bits * 2.0;
  // DIAG: texture-object-integer.cu:[[@LINE-1]]:27: warning: 'cudaTextureObject_t' {{.*}}: a conversion of a floating value to one has no HIP form [hipify-texture-object]
  widen(t);
  // SDK: widen(reinterpret_cast<unsigned long long>(t));
  bits |= t;
  // CHECK: bits |= reinterpret_cast<unsigned long long>(t);
  if (!t)
    r = 0;
  // CHECK: if (!t)
}

__global__ void read(cudaTextureObject_t t, float *out) {
  cudaTextureObject_t copy = t;
  cudaTextureObject_t none = 0;
  // CHECK: hipTextureObject_t none = 0;
  if (copy == t && none != t)
    out[0] = tex1Dfetch<float>(copy, 0);
  // CHECK: out[0] = tex1Dfetch<float>(copy, 0);
}

// An object compared with an integer (not a null constant) is compared as
// CUDA's integer; with another object or null it compares alike as a pointer.
__global__ void find(cudaTextureObject_t t, unsigned long long id, float *out) {
  if (t == id || t != 0)
    out[0] = 1;
  // CHECK: if (reinterpret_cast<unsigned long long>(t) == id || t != 0)
  // DIAG: texture-object-integer.cu:[[@LINE-3]]:7: note: 'cudaTextureObject_t' is a 64-bit integer in CUDA and a pointer in HIP: read as CUDA's integer (reinterpret_cast<unsigned long long>), which keeps every bit [hipify-texture-bits]
}

// Brace initialisers (a scalar, an aggregate's members, an array's elements),
// a constructor's argument and a default argument convert alike; an object
// a variadic function takes is read as CUDA's integer. (The built-in
// declarations' objects are classes: a constructor's and a variadic
// function's are rewritten with the SDK only.)
struct Pack { unsigned long long bits; int n; };
struct Holder { cudaTextureObject_t tex; };
struct Word { Word(unsigned long long b) : b(b) {} unsigned long long b; };
void braces(cudaTextureObject_t t, unsigned long long bits) {
  unsigned long long b{t};
  // CHECK: unsigned long long b{reinterpret_cast<unsigned long long>(t)};
  // DIAG: texture-object-integer.cu:[[@LINE-2]]:24: note: 'cudaTextureObject_t' {{.*}}: read as {{.*}} [hipify-texture-bits]
  Pack p{t, 1};
  // CHECK: Pack p{reinterpret_cast<unsigned long long>(t), 1};
  // DIAG: texture-object-integer.cu:[[@LINE-2]]:10: note: 'cudaTextureObject_t' {{.*}}: read as {{.*}} [hipify-texture-bits]
  Holder h{bits};
  // CHECK: Holder h{reinterpret_cast<hipTextureObject_t>(bits)};
  // DIAG: texture-object-integer.cu:[[@LINE-2]]:12: note: 'cudaTextureObject_t' {{.*}}: made from {{.*}} [hipify-texture-bits]
  unsigned long long both[2] = {t, bits};
  // CHECK: unsigned long long both[2] = {reinterpret_cast<unsigned long long>(t), bits};
  // DIAG: texture-object-integer.cu:[[@LINE-2]]:33: note: 'cudaTextureObject_t' {{.*}}: read as {{.*}} [hipify-texture-bits]
  Holder none{0};
  // CHECK: Holder none{0};
  Word w(t);
  // SDK: Word w(reinterpret_cast<unsigned long long>(t));
  // SDKDIAG: texture-object-integer.cu:[[@LINE-2]]:10: note: 'cudaTextureObject_t' {{.*}}: read as {{.*}} [hipify-texture-bits]
  printf("%llx %llx\n", t, b + w.b + p.bits + both[0]);
  // SDK: printf("%llx %llx\n", reinterpret_cast<unsigned long long>(t), b + w.b + p.bits + both[0]);
  // SDKDIAG: texture-object-integer.cu:[[@LINE-2]]:25: note: 'cudaTextureObject_t' {{.*}}: read as {{.*}} [hipify-texture-bits]
}
unsigned long long defaulted(unsigned long long b = cudaTextureObject_t());
// SDK: unsigned long long defaulted(unsigned long long b = reinterpret_cast<unsigned long long>(hipTextureObject_t()));
// SDKDIAG: texture-object-integer.cu:[[@LINE-2]]:53: note: 'cudaTextureObject_t' {{.*}}: read as {{.*}} [hipify-texture-bits]

// An ordered comparison with 0 is read as bits too (HIP has no ordered
// comparison of a pointer with 0); brace elision, a constructor's member
// initialisers and a member's default initialiser convert alike.
struct Words { unsigned long long w[2]; };
struct Member {
  Member(cudaTextureObject_t t, unsigned long long b) : bits(t), tex(b) {}
  // SDK: Member(hipTextureObject_t t, unsigned long long b) : bits(reinterpret_cast<unsigned long long>(t)), tex(reinterpret_cast<hipTextureObject_t>(b)) {}
  // SDKDIAG: texture-object-integer.cu:[[@LINE-2]]:62: note: 'cudaTextureObject_t' {{.*}}: read as {{.*}} [hipify-texture-bits]
  // SDKDIAG: texture-object-integer.cu:[[@LINE-3]]:70: note: 'cudaTextureObject_t' {{.*}}: made from {{.*}} [hipify-texture-bits]
  unsigned long long bits;
  cudaTextureObject_t tex;
  unsigned long long none = cudaTextureObject_t();
  // CHECK: unsigned long long none = reinterpret_cast<unsigned long long>(hipTextureObject_t());
  // DIAG: texture-object-integer.cu:[[@LINE-2]]:29: note: 'cudaTextureObject_t' {{.*}}: read as {{.*}} [hipify-texture-bits]
};
bool elided(cudaTextureObject_t t1, cudaTextureObject_t t2) {
  Words s = {t1, t2};
  // CHECK: Words s = {reinterpret_cast<unsigned long long>(t1), reinterpret_cast<unsigned long long>(t2)};
  // DIAG: texture-object-integer.cu:[[@LINE-2]]:14: note: 'cudaTextureObject_t' {{.*}}: read as {{.*}} [hipify-texture-bits]
  // DIAG: texture-object-integer.cu:[[@LINE-3]]:18: note: 'cudaTextureObject_t' {{.*}}: read as {{.*}} [hipify-texture-bits]
  return t1 > 0 && s.w[0] != 0;
  // CHECK: return reinterpret_cast<unsigned long long>(t1) > 0 && s.w[0] != 0;
  // DIAG: texture-object-integer.cu:[[@LINE-2]]:10: note: 'cudaTextureObject_t' {{.*}}: read as {{.*}} [hipify-texture-bits]
}
