// hipLaunchKernelGGL passes exactly the arguments it is given: it supplies
// none of a kernel's default arguments, so a launch that leaves them out would
// not compile. Each default the launch leaves out is written at the end of
// the call, as the kernel's declaration spells it, where that text means the
// same at any call (literals, enumerators, operators on them). Where it does
// not (a constant, a call), the launch is kept as <<<>>>, which HIP compiles
// too, and a note says why [hipify-launch-kept].
// RUN: %hipify -v %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: -implicit-check-not=note: < %t.err

#include <cuda_runtime.h>

enum Mode { Fast, Slow };
constexpr int Width = 8;

__global__ void k(int *x, int stride = 1) {}
__global__ void none(int n = -1, float s = 0.5f, Mode m = Slow, char c = 'c') {}
__global__ void sized(int *x, int n = Width * 2) {}

void run(int *x) {
  k<<<1, 1>>>(x);
  // CHECK: hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, x, 1);
  k<<<1, 1>>>(x, 2);
  // CHECK: hipLaunchKernelGGL(k, dim3(1), dim3(1), 0, 0, x, 2);
  none<<<1, 1>>>();
  // CHECK: hipLaunchKernelGGL(none, dim3(1), dim3(1), 0, 0, -1, 0.5f, Slow, 'c');
  none<<< 2,
          3 >>>( /* n */ 4 );
  // CHECK: hipLaunchKernelGGL(none, dim3(2),
  // CHECK-NEXT:           dim3(3), 0, 0, /* n */ 4 , 0.5f, Slow, 'c');
  sized<<<1, 1>>>(x, 3);
  // CHECK: hipLaunchKernelGGL(sized, dim3(1), dim3(1), 0, 0, x, 3);
  sized<<<1, 1>>>(x);
  // CHECK: sized<<<1, 1>>>(x);
  // DIAG: {{.*}}default-arguments.cu:[[@LINE-2]]:8: note: kernel launch kept as <<<>>>, which HIP compiles: the kernel's default argument 'n' means something only where the kernel is declared, and hipLaunchKernelGGL supplies none [hipify-launch-kept]
}
