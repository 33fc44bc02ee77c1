// CUDA 13.0 gave cudaStreamGetCaptureInfo and
// cudaStreamUpdateCaptureDependencies the dependencies' edge data, which
// HIP's counterparts do not take: the calls are reported for a person and
// left as they are (a compile error there is expected, not ours).
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <cuda_runtime.h>

void capture(cudaStream_t s, cudaGraphNode_t node) {
  cudaStreamCaptureStatus status;
  cudaGraph_t graph;
  const cudaGraphNode_t *deps;
  size_t count;
  cudaStreamGetCaptureInfo(s, &status, NULL, &graph, &deps, NULL, &count);
  // CHECK: cudaStreamGetCaptureInfo(s, &status, NULL, &graph, &deps, NULL, &count);
  // DIAG: cuda13-capture-info.cu:[[@LINE-2]]:3: warning: 'cudaStreamGetCaptureInfo' changed in CUDA 13.0: {{.*}}; translate the call by hand; left unchanged [hipify-manual]
  cudaStreamUpdateCaptureDependencies(s, &node, NULL, 1, cudaStreamSetCaptureDependencies);
  // CHECK: cudaStreamUpdateCaptureDependencies(s, &node, NULL, 1, hipStreamSetCaptureDependencies);
  // DIAG: cuda13-capture-info.cu:[[@LINE-2]]:3: warning: 'cudaStreamUpdateCaptureDependencies' changed in CUDA 13.0: {{.*}} [hipify-manual]
}
