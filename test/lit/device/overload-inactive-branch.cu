// An overload in a #if branch the parse did not take (cuda-samples'
// helper_cuda.h: _cudaGetErrorEnum(CUresult) under #ifdef __cuda_cuda_h__)
// is translated by tokens into the same function as one the parse saw: a
// build that takes the branch defines it twice (issue 59). The AST cannot
// resolve that branch's calls, so the definition is reported by hand; a
// call or a prototype there is not a definition, and an overload there
// that stays distinct once translated is not reported.
// RUN: %hipify %s -o %t.hip 2>%t.err
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=hipify-manual < %t.err

#include <cuda.h>
#include <cuda_runtime.h>

static const char *errorName(cudaError_t error) { return "runtime"; }
static const char *otherName(cudaError_t error, int n) { return "two"; }

#ifdef CUDA_DRIVER_API
static const char *errorName(CUresult error) { return "driver"; }
// DIAG: {{.*}}overload-inactive-branch.cu:[[@LINE-1]]:20: warning: 'errorName(CUresult)', in a #if branch the parse did not take, and 'errorName(cudaError_t)' become the same function once translated: a build that takes the branch defines it twice; rename one by hand (the calls in that branch were not resolved) [hipify-manual]
static const char *errorName(const char *text);
static const char *otherName(CUresult error, long n) { return "distinct"; }
void use(CUresult r) { errorName(r); }
#endif

int main() { return errorName(cudaSuccess)[0] + otherName(cudaSuccess, 1)[0]; }
