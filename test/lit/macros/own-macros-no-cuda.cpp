// A file whose own macros expand one another (B's body names A) uses no
// CUDA: it stays as it is, with no HIP runtime include. A macro CUDA
// defines (__global__), or one of the tables (CUDART_VERSION), used through
// the project's own still is a use of CUDA.
// RUN: %hipify %s -o - 2>&1 | FileCheck --match-full-lines --check-prefix=PLAIN %s
// RUN: %hipify %S/Inputs/own-macros-cuda.cu -o - 2>&1 | FileCheck --match-full-lines --check-prefix=KERNEL %s
#define A 1
#define B (A + 1)
int x = B;
// PLAIN-NOT: hip_runtime
// PLAIN: #define A 1
// PLAIN-NEXT: #define B (A + 1)
// PLAIN-NEXT: int x = B;
// KERNEL: #define KERNEL __global__
// KERNEL-NEXT: #define OUTER KERNEL
// KERNEL-NEXT: #include <hip/hip_runtime.h>
