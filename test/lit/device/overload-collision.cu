// Functions of the project that would collide once translated. Two
// overloads that become one (errstr(cudaError_t) and errstr(CUresult), both
// errstr(hipError_t)): the later is renamed, at its declarations and every
// call the parse resolved to it. The project's own overload of a device
// function that HIP declares too (atomicMax on float, HIP 5.2 on): renamed.
// Each call calls the function it called in CUDA.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %hipify -v %s -o %t/c.hip 2>%t/err
// RUN: FileCheck --match-full-lines %s --input-file=%t/c.hip
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: -implicit-check-not=hipify-project-name < %t/err
// RUN: %if cuda-sdk %{ %hipify-sdk %s -o - 2>/dev/null | FileCheck --match-full-lines %s %}
// A second run over the translation changes nothing.
// RUN: %hipify %t/c.hip -o %t/again.hip 2>/dev/null
// RUN: cmp %t/c.hip %t/again.hip
// The translation compiles against HIP 5.2, which declares atomicMax on float,
// but for the overload the report leaves to a person: its one error is expected.
// RUN: %if hip-headers %{ mkdir -p %t/in %t/out && cp %s %t/in/c.cu %}
// RUN: %if hip-headers %{ %hipify-bare --builtin-cuda %t/in/c.cu -o %t/out/c.hip --rocm-path %hip-root --verify --hip-compiler=%hip-clang 2>&1 | FileCheck --check-prefix=VERIFY %s %}
// VERIFY: --verify {{.*}}: 0 of 1 compilation units compile; 1 expected and 0 unexpected compile errors

#include <cuda.h>
#include <cuda_runtime.h>

__device__ float atomicMax(float *address, float val);
// CHECK: __device__ float atomicMax_project(float *address, float val);
// DIAG: {{.*}}overload-collision.cu:[[@LINE-2]]:18: note: 'atomicMax(float *, float)' is the project's own overload of a CUDA device function that HIP declares too, on float (a redefinition): renamed 'atomicMax_project' here and at its uses (4 in this file), so each call calls the function it called [hipify-collision]
__device__ float atomicMax(float *address, float val) {
  // CHECK: __device__ float atomicMax_project(float *address, float val) {
  int *bits = (int *)address;
  int old = *bits, assumed;
  do {
    assumed = old;
    old = atomicCAS(bits, assumed,
                    __float_as_int(fmaxf(val, __int_as_float(assumed))));
  } while (assumed != old);
  return __int_as_float(old);
}

__global__ void peaks(float *f, int *i, float v) {
  atomicMax(f, v);
  // CHECK: atomicMax_project(f, v);
  atomicMax(i, 1);
  // CHECK: atomicMax(i, 1);
  float (*pick)(float *, float) = atomicMax;
  // CHECK: float (*pick)(float *, float) = atomicMax_project;
}

static const char *errstr(cudaError_t e) { return cudaGetErrorString(e); }
// CHECK: static const char *errstr(hipError_t e) { return hipGetErrorString(e); }
static const char *errstr(CUresult e);
// CHECK: static const char *errstr_CUresult(hipError_t e);
// DIAG: {{.*}}overload-collision.cu:[[@LINE-2]]:20: note: 'errstr(CUresult)' and 'errstr(cudaError_t)' (line [[#@LINE-4]]) become the same function once translated: renamed 'errstr_CUresult' here and at its uses (4 in this file), so each call calls the function it called [hipify-collision]
static const char *errstr(CUresult e) {
  // CHECK: static const char *errstr_CUresult(hipError_t e) {
  return e == CUDA_SUCCESS ? "no error" : "driver error";
}

struct Log {
  const char *say(cudaError_t e) { return errstr(e); }
  // CHECK: const char *say(hipError_t e) { return errstr(e); }
  const char *say(CUresult e) { return errstr(e); }
  // CHECK: const char *say_CUresult(hipError_t e) { return errstr_CUresult(e); }
  // DIAG: {{.*}}overload-collision.cu:[[@LINE-2]]:15: note: 'say(CUresult)' and 'say(cudaError_t)' (line [[#@LINE-4]]) become the same function once translated: renamed 'say_CUresult' here and at its uses (2 in this file), so each call calls the function it called [hipify-collision]
};

// A template's call is resolved by its arguments: which overload it calls
// is not known here, so nothing is renamed.
void report(const char *);
static void note(cudaError_t e) { report("runtime"); }
static void note(CUresult e) { report("driver"); }
// DIAG: {{.*}}overload-collision.cu:[[@LINE-1]]:13: warning: 'note(CUresult)' and 'note(cudaError_t)' (line [[#@LINE-2]]) become the same function once translated; rename it by hand (a call at line [[#@LINE+1]] is in a template, whose arguments decide which overload it calls) [hipify-manual]
template <typename E> void notify(E e) { note(e); }
// CHECK: template <typename E> void notify(E e) { note(e); }

int main() {
  Log log;
  cudaError_t runtime = cudaDeviceSynchronize();
  CUresult driver = cuInit(0);
  log.say(runtime);
  // CHECK: log.say(runtime);
  log.say(driver);
  // CHECK: log.say_CUresult(driver);
  report(errstr(driver));
  // CHECK: report(errstr_CUresult(driver));
  report(errstr(runtime));
  // CHECK: report(errstr(runtime));
  notify(runtime);
  return 0;
}
