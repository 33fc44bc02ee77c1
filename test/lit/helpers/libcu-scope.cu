// libcu++'s barrier and pipelines become the barrier helper, which supplies
// a barrier of block scope, pipelines of block and thread scope and their
// shared state of block scope. Another scope, or a barrier with a
// completion function, is reported where the file writes it (the parse must
// see libcu++'s own declarations: the SDK's).
// REQUIRES: cuda-sdk
// RUN: %hipify-sdk --hip-version 6.2 %s -o %t.hip 2>%t.err
// RUN: FileCheck %s --implicit-check-not=warning: < %t.err

#include <cuda/barrier>
#include <cuda/pipeline>
struct Done {
  __device__ void operator()() noexcept {}
};
template <cuda::thread_scope Scope> __device__ void later(cuda::barrier<Scope> &b) {
  (void)b.arrive();
}
__global__ void k() {
  __shared__ cuda::barrier<cuda::thread_scope_device> device;
  // CHECK: libcu-scope.cu:[[@LINE-1]]:14: warning: 'cuda::barrier' of thread_scope_device: the barrier helper supplies it of thread_scope_block only; left unchanged [hipify-unsupported]
  __shared__ cuda::barrier<cuda::thread_scope_block> block;
  __shared__ cuda::barrier<cuda::thread_scope_block, Done> done;
  // CHECK: libcu-scope.cu:[[@LINE-1]]:14: warning: 'cuda::barrier' with a completion function: the barrier helper's has none; left unchanged [hipify-unsupported]
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_device, 2> wide;
  // CHECK: libcu-scope.cu:[[@LINE-1]]:14: warning: 'cuda::pipeline_shared_state' of thread_scope_device: the barrier helper supplies it of thread_scope_block only; left unchanged [hipify-unsupported]
  cuda::pipeline<cuda::thread_scope_thread> own = cuda::make_pipeline();
  later(block);
}
