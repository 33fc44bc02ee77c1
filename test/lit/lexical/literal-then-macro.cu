// nvcc's host compilers read a string literal followed by a macro with no
// blank between ("%"PRId64, "id "FMT) as two pieces to concatenate; clang,
// and so hipcc, reads a C++11 user-defined literal and stops with an error.
// The translation puts the blank in, where the file spells it (a macro body
// too), and the parse counts no error for it.
// RUN: %hipify --print-stats %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=STATS %s < %t.err

#include <cstdio>
#include <cinttypes>
#include <cuda_runtime.h>
#define FMT "%d"
#define LOG(...) printf(__VA_ARGS__)
#define SAY(n) printf("n="FMT"\n", n)
// CHECK: #define SAY(n) printf("n=" FMT"\n", n)

__global__ void k(int n) {
  printf("node ("FMT"): %d\n", n, n);
  // CHECK: printf("node (" FMT"): %d\n", n, n);
  printf("id %"PRId64"\n", (int64_t)n);
  // CHECK: printf("id %" PRId64"\n", (int64_t)n);
  LOG("in a macro's argument "FMT"\n", n);
  // CHECK: LOG("in a macro's argument " FMT"\n", n);
  printf("%s %s\n", "a""b", "c" "d");
  // CHECK: printf("%s %s\n", "a""b", "c" "d");
  printf("%s\n", u8"e");
  // CHECK: printf("%s\n", u8"e");
  SAY(n);
}

// STATS: {{.*}} 0 parse errors
