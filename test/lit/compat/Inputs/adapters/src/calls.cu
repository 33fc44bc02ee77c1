// Each call a CUDA source makes of a function whose HIP twin takes its
// arguments otherwise: the translation rewrites the call, the compat
// directory's adapter makes the same call of the unchanged source.
#include <cuda_runtime.h>
#include <nvrtc.h>

// The project's own wrappers (--mappings wrappers.yaml); their names in
// parentheses, where no function-like macro applies.
int (cudaMoveFirst)(int a, int b, int c);
int (cudaSwapTwo)(int a, int b);
int (cudaSetLast)(int a, int b);
int (cudaSizeOut)(void *p, unsigned *n, int version = 0);
int (cudaRocOnly)(int a);
int (cudaDropOnly)(int a, int b = 0);
int (cudaOrder)(int a, int b, int c = 0, int d = 0);

int main() {
  void *fn = nullptr;
  unsigned long long flags = 0;
  cudaDriverEntryPointQueryResult status;
  cudaGetDriverEntryPoint("cuInit", &fn, flags, &status);
  cudaGetDriverEntryPoint("cuInit", &fn, flags);
  unsigned n = 0;
  int sum = cudaMoveFirst(1, 2, 3) + cudaSwapTwo(4, 5) + cudaSetLast(6, 7) +
            cudaSizeOut(fn, &n) + cudaRocOnly(8);
  sum += cudaDropOnly(10) + cudaDropOnly(11, 12) + cudaOrder(1, 2);
  nvrtcProgram prog;
  const char *options[] = {"-default-device"};
  nvrtcCompileProgram(prog, 1, options);
  nvrtcCompileProgram(prog, 0, NULL);
  return sum;
}
