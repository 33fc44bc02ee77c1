// For a HIP 7 target, a C library header HIP 7 no longer brings is added
// only where neither the file nor one of its project headers includes it,
// whichever header the parse happened to read it through first (a
// precompiled prelude's order is not the file's: the decision must not
// depend on it). Here a project header brings <stdio.h> for printf; NULL
// is <stddef.h>'s, which every C header and HIP's own bring: nothing added.
// The same from a run with a cache (its preludes) and without.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify --hip-version 7.1 -v --no-cache --no-shared-parse %s -o %t/plain.cu -- -I %S/Inputs 2>%t/plain.err
// RUN: FileCheck --match-full-lines %s --input-file=%t/plain.cu
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=hipify-library-include --allow-empty < %t/plain.err
// RUN: %hipify --hip-version 7.1 --cache-dir %t/cache %s -o %t/shared.cu -- -I %S/Inputs
// RUN: cmp %t/plain.cu %t/shared.cu

#include <cuda_runtime.h>
// CHECK-NOT: #include <stdio.h>
// CHECK-NOT: #include <time.h>
// CHECK: #include <hip/hip_runtime.h>
#include "own-stdio.h"
// DIAG-NOT: note

int main() {
  char *p = NULL;
  printf("%p\n", (void *)p);
  return 0;
}
