// `struct cudaGraphicsResource *r` names a CUDA struct whose HIP name is a
// typedef (hipGraphicsResource), which no `struct` may precede: C++ needs no
// keyword before a type's name, so the keyword before a CUDA type HIP names
// otherwise goes with the rename (struct, union or enum). The project's own
// types keep theirs.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --allow-empty --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %if cuda-sdk %{ %hipify-sdk %s -o - -DWITH_ENUM | FileCheck --match-full-lines --check-prefixes=CHECK,SDK %s %}

#include <cuda_runtime.h>

struct cudaGraphicsResource *resource;
// CHECK: hipGraphicsResource *resource;
void map(struct  cudaGraphicsResource **res);
// CHECK: void map(hipGraphicsResource **res);
#ifdef WITH_ENUM
enum cudaMemcpyKind kind;
// SDK: hipMemcpyKind kind;
#endif
struct cudaDeviceProp prop;
// CHECK: hipDeviceProp_t prop;
struct Mine { int x; };
struct Mine mine;
// CHECK: struct Mine mine;
// DIAG-NOT: warning
