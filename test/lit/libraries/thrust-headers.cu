// REQUIRES: cuda-sdk
// Thrust's public headers are rocThrust's under the same path (133 of
// CCCL's 136; the CUDA system's thrust/system/cuda/X is the HIP system's
// thrust/system/hip/X): they stay as written, uncounted, and are no
// "unsupported" warning (the HIP headers have them: a warning they
// contradict, issue 61); the three rocThrust lacks are reported. With the
// HIP 6.2 header set (rocThrust 6.2), the translation compiles.
// RUN: %hipify-sdk --hip-version 6.2 %s -o %t.hip 2>%t.err
// RUN: FileCheck --match-full-lines %s < %t.hip
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err
// RUN: %hipify-sdk --hip-version 6.2 %s -o /dev/null --report-json %t.json 2>/dev/null
// RUN: %python -c "import json,sys; print(sorted(e['entry'] for e in json.load(open(sys.argv[1]))['files'][0]['edits'] if e['counted']))" %t.json | FileCheck --check-prefix=NAMES %s
// NAMES: ['cudaStream_t', 'thrust/system/cuda/execution_policy.h', 'thrust::cuda']
// RUN: %if hip62-headers %{ sed -i '/offset_iterator/d' %t.hip %}
// RUN: %if hip62-headers %{ %hip-clang -x hip --offload-arch=gfx90a -nogpulib --rocm-path=%hip62-root -isystem %hip62-root/include -D__AMDGCN_WAVEFRONT_SIZE=64 -fsyntax-only %t.hip %}

#include <thrust/device_vector.h>
// CHECK: #include <thrust/device_vector.h>
#include <thrust/sort.h>
// CHECK: #include <thrust/sort.h>
#include <thrust/system/cuda/execution_policy.h>
// CHECK: #include <thrust/system/hip/execution_policy.h>
#include <thrust/iterator/offset_iterator.h>
// CHECK: #include <thrust/iterator/offset_iterator.h>
// DIAG: {{.*}}thrust-headers.cu:[[@LINE-2]]:10: warning: 'thrust/iterator/offset_iterator.h' has no HIP equivalent; left unchanged [hipify-unsupported]

void sortOn(thrust::device_vector<int> &v, cudaStream_t s) {
  thrust::sort(thrust::cuda::par.on(s), v.begin(), v.end());
  // CHECK: thrust::sort(thrust::hip::par.on(s), v.begin(), v.end());
}
