// A launch in a macro body is rewritten once for all its expansions. When
// the expansions need different rewrites (here: with and without kernel
// arguments, which would leave "0, 0, )" behind), none is applied and the
// launch is reported, rather than half-rewritten.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

__global__ void with_arg(int x) {}
__global__ void without_arg() {}

#define LAUNCH(k, ...) k<<<1, 1>>>(__VA_ARGS__)
// CHECK: #define LAUNCH(k, ...) k<<<1, 1>>>(__VA_ARGS__)
// DIAG: macro-expansions-disagree.cu:[[@LINE-2]]:25: warning: kernel launch in a macro whose expansions need different rewrites; left unchanged [hipify-conflict]

void run() {
  LAUNCH(with_arg, 3);
  LAUNCH(without_arg);
}
// DIAG-NOT: error
