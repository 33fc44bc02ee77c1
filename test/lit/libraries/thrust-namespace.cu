// Thrust's CUDA system namespace, thrust::cuda (thrust::cuda::par, the CUDA
// execution policy), is rocThrust's thrust::hip (issue 62 item 4: it was
// left as it was, "no member named 'cuda' in namespace 'thrust'"). The
// qualifier stays written once, with the SDK (the AST renames the
// namespace's name) and without (the token pass renames the qualified
// name). A namespace of the project named cuda is the project's.
// RUN: %hipify %s -o - 2>/dev/null | FileCheck %s
// RUN: %if cuda-sdk %{ %hipify-sdk %s -o - 2>/dev/null | FileCheck %s %}

#include <thrust/device_vector.h>
#include <thrust/sort.h>
#include <thrust/execution_policy.h>

namespace mine { namespace cuda { inline int par = 0; } }

void sortOn(thrust::device_vector<int> &v, cudaStream_t s) {
  thrust::sort(thrust::cuda::par.on(s), v.begin(), v.end());
  // CHECK: thrust::sort(thrust::hip::par.on(s), v.begin(), v.end());
  thrust::sort(thrust::cuda::par_nosync, v.begin(), v.end());
  // CHECK: thrust::sort(thrust::hip::par_nosync, v.begin(), v.end());
  int n = mine::cuda::par;
  // CHECK: int n = mine::cuda::par;
}

void policy() {
  using namespace thrust::cuda;
  // CHECK: using namespace thrust::hip;
}
