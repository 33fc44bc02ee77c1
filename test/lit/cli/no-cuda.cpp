// A file without CUDA is written out byte for byte identical, and reported
// as unchanged.
// RUN: %hipify %s -o %t.out --print-stats | FileCheck %s
// RUN: diff %s %t.out
#include <cstdio>

int main() {
  std::printf("cuda_runtime.h cudaMalloc\n"); // cudaFree
  return 0;
}
// CHECK: [hipify-cxx] unchanged '{{.*}}no-cuda.cpp'
// CHECK: Total number of replaced kernel launches: 0
