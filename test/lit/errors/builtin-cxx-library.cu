// The C++ library parses against the built-in declarations: their operators
// on CUDA types are no candidates for an operator between two enumerators
// of the C library (ctype.h's `_ISalpha | _ISdigit`, read by <iostream>),
// which was reported as an ambiguity in every file that included it.
// RUN: %hipify -v %s -o - 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=DIAG %s -allow-empty -implicit-check-not=error: < %t.err

#include <cctype>
#include <iostream>
#include <cuda_runtime.h>

enum Flags { A = 1, B = 2 };

int main() {
  cudaError_t err = cudaDeviceSynchronize();
  // CHECK: hipError_t err = hipDeviceSynchronize();
  if (err != cudaSuccess || (A | B) != 3)
  // CHECK: if (err != hipSuccess || (A | B) != 3)
    std::cout << std::isalpha('a') << "\n";
  return err == cudaSuccess ? 0 : 1;
}
// DIAG-NOT: error
