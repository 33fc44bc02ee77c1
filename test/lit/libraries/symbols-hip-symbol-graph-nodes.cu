// A graph node that copies to or from a device symbol takes the symbol the
// way hipMemcpyToSymbol does: wrapped in HIP_SYMBOL(), at whatever position
// the node's call has it.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

__device__ float table[64];

void nodes(cudaGraph_t g, cudaGraphExec_t exec, cudaGraphNode_t n, float *buf) {
  cudaGraphNode_t added;
  size_t n_bytes = sizeof(table);
  cudaGraphAddMemcpyNodeToSymbol(&added, g, nullptr, 0, table, buf, n_bytes, 0, cudaMemcpyDefault);
  // CHECK: hipGraphAddMemcpyNodeToSymbol(&added, g, nullptr, 0, HIP_SYMBOL(table), buf, n_bytes, 0, hipMemcpyDefault);
  cudaGraphAddMemcpyNodeFromSymbol(&added, g, nullptr, 0, buf, table, n_bytes, 0, cudaMemcpyDefault);
  // CHECK: hipGraphAddMemcpyNodeFromSymbol(&added, g, nullptr, 0, buf, HIP_SYMBOL(table), n_bytes, 0, hipMemcpyDefault);
  cudaGraphMemcpyNodeSetParamsToSymbol(n, table, buf, n_bytes, 0, cudaMemcpyDefault);
  // CHECK: hipGraphMemcpyNodeSetParamsToSymbol(n, HIP_SYMBOL(table), buf, n_bytes, 0, hipMemcpyDefault);
  cudaGraphMemcpyNodeSetParamsFromSymbol(n, buf, table, n_bytes, 0, cudaMemcpyDefault);
  // CHECK: hipGraphMemcpyNodeSetParamsFromSymbol(n, buf, HIP_SYMBOL(table), n_bytes, 0, hipMemcpyDefault);
  cudaGraphExecMemcpyNodeSetParamsToSymbol(exec, n, table, buf, n_bytes, 0, cudaMemcpyDefault);
  // CHECK: hipGraphExecMemcpyNodeSetParamsToSymbol(exec, n, HIP_SYMBOL(table), buf, n_bytes, 0, hipMemcpyDefault);
  cudaGraphExecMemcpyNodeSetParamsFromSymbol(exec, n, buf, table, n_bytes, 0, cudaMemcpyDefault);
  // CHECK: hipGraphExecMemcpyNodeSetParamsFromSymbol(exec, n, buf, HIP_SYMBOL(table), n_bytes, 0, hipMemcpyDefault);
}
// DIAG-NOT: error
