// CUDA's runtime header brings <string.h>, <stdio.h>, <time.h> into every
// file, and HIP's did before 7.0; HIP 7's does not. For a HIP 7 target, a
// header the file's code needs and reaches only through the CUDA headers is
// included beside the HIP runtime header, with a note; one the file includes
// itself (here <cstdio>, for printf) is not added again, nor is anything
// for an earlier target.
// RUN: %hipify --hip-version 7.0 -v %s -o - 2>%t.err | FileCheck --match-full-lines --check-prefix=HIP7 %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=note: -implicit-check-not=warning: < %t.err
// RUN: %hipify --hip-version 6.2 %s -o - | FileCheck --match-full-lines --check-prefix=HIP6 %s
// RUN: %if cuda-sdk %{ %hipify-sdk --hip-version 7.0 %s -o - | FileCheck --match-full-lines --check-prefix=HIP7 %s %}

// HIP7: #include <string.h>
// HIP7-NEXT: #include <hip/hip_runtime.h>
// HIP6-NOT: {{^}}#include <string.h>
// HIP6: #include <hip/hip_runtime.h>
#include <cuda_runtime.h>
#include <cstdio>
// HIP7-NOT: {{^}}#include <stdio.h>
// DIAG: note: HIP 7.0's headers no longer include <string.h>, which CUDA's bring: included for '{{memset|strlen}}' [hipify-library-include]

int main() {
  int h[4];
  memset(h, 0, sizeof h);
  printf("%zu\n", strlen("abc"));
  return 0;
}
