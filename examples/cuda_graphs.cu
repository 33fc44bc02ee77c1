// CUDA graphs, built two ways and replayed.
// 1. Stream capture: cudaStreamBeginCapture / cudaStreamEndCapture around
//    async copies and kernel launches on a stream, then
//    cudaGraphInstantiateWithFlags and repeated cudaGraphLaunch.
// 2. An explicit graph: cudaGraphCreate, cudaGraphAddKernelNode with
//    cudaKernelNodeParams (void *kernelParams[]) and a dependency edge,
//    cudaGraphAddMemcpyNode1D, cudaGraphGetNodes.
// Exercises also cudaStreamCaptureModeGlobal, cudaGraphExecDestroy,
// cudaGraphDestroy, and pinned host memory for the async copies.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                   \
  do {                                                                     \
    cudaError_t err = (call);                                              \
    if (err != cudaSuccess) {                                              \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                   \
              cudaGetErrorString(err));                                    \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

__global__ void addOffset(float *x, float b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += b;
}

int main() {
  const int n = 1 << 16;
  const size_t bytes = n * sizeof(float);
  const int threads = 256, blocks = (n + threads - 1) / threads;
  const int replays = 5;
  int bad = 0;

  float *hData, *dData;
  CUDA_CHECK(cudaMallocHost((void **)&hData, bytes));
  CUDA_CHECK(cudaMalloc((void **)&dData, bytes));
  for (int i = 0; i < n; ++i) hData[i] = (float)(i % 1000);

  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));

  // 1. Capture: copy in, x = 2x, x = x + 1, copy out. Each replay starts from
  // the host buffer the previous one wrote, so the result compounds.
  cudaGraph_t captured;
  CUDA_CHECK(cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal));
  CUDA_CHECK(cudaMemcpyAsync(dData, hData, bytes, cudaMemcpyHostToDevice,
                             stream));
  scale<<<blocks, threads, 0, stream>>>(dData, 2.0f, n);
  addOffset<<<blocks, threads, 0, stream>>>(dData, 1.0f, n);
  CUDA_CHECK(cudaMemcpyAsync(hData, dData, bytes, cudaMemcpyDeviceToHost,
                             stream));
  CUDA_CHECK(cudaStreamEndCapture(stream, &captured));

  size_t numNodes = 0;
  CUDA_CHECK(cudaGraphGetNodes(captured, NULL, &numNodes));
  if (numNodes != 4) {
    fprintf(stderr, "captured graph has %zu nodes, expected 4\n", numNodes);
    ++bad;
  }

  cudaGraphExec_t capturedExec;
  CUDA_CHECK(cudaGraphInstantiateWithFlags(&capturedExec, captured, 0));
  for (int r = 0; r < replays; ++r)
    CUDA_CHECK(cudaGraphLaunch(capturedExec, stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));

  for (int i = 0; i < n; ++i) {
    double want = i % 1000;
    for (int r = 0; r < replays; ++r) want = 2.0 * want + 1.0;
    if (hData[i] != (float)want) {
      if (bad < 5)
        fprintf(stderr, "captured: x[%d] = %f, expected %f\n", i, hData[i],
                want);
      ++bad;
    }
  }

  // 2. Explicit graph: scale(x, 3) -> addOffset(x, -4) -> copy to host.
  for (int i = 0; i < n; ++i) hData[i] = (float)(i % 50);
  CUDA_CHECK(cudaMemcpy(dData, hData, bytes, cudaMemcpyHostToDevice));

  cudaGraph_t graph;
  CUDA_CHECK(cudaGraphCreate(&graph, 0));

  float a = 3.0f, b = -4.0f;
  int count = n;
  void *scaleArgs[] = {&dData, &a, &count};
  void *offsetArgs[] = {&dData, &b, &count};

  cudaKernelNodeParams params;
  memset(&params, 0, sizeof(params));
  params.func = (void *)scale;
  params.gridDim = dim3(blocks);
  params.blockDim = dim3(threads);
  params.sharedMemBytes = 0;
  params.kernelParams = scaleArgs;
  params.extra = NULL;
  cudaGraphNode_t scaleNode, offsetNode, copyNode;
  CUDA_CHECK(cudaGraphAddKernelNode(&scaleNode, graph, NULL, 0, &params));

  params.func = (void *)addOffset;
  params.kernelParams = offsetArgs;
  CUDA_CHECK(cudaGraphAddKernelNode(&offsetNode, graph, &scaleNode, 1, &params));
  CUDA_CHECK(cudaGraphAddMemcpyNode1D(&copyNode, graph, &offsetNode, 1, hData,
                                      dData, bytes, cudaMemcpyDeviceToHost));

  cudaGraphExec_t exec;
  CUDA_CHECK(cudaGraphInstantiateWithFlags(&exec, graph, 0));
  CUDA_CHECK(cudaGraphLaunch(exec, stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));

  for (int i = 0; i < n; ++i) {
    float want = (float)(i % 50) * 3.0f - 4.0f;
    if (hData[i] != want) {
      if (bad < 5)
        fprintf(stderr, "explicit: x[%d] = %f, expected %f\n", i, hData[i],
                want);
      ++bad;
    }
  }

  CUDA_CHECK(cudaGraphExecDestroy(exec));
  CUDA_CHECK(cudaGraphDestroy(graph));
  CUDA_CHECK(cudaGraphExecDestroy(capturedExec));
  CUDA_CHECK(cudaGraphDestroy(captured));
  CUDA_CHECK(cudaStreamDestroy(stream));
  CUDA_CHECK(cudaFree(dData));
  CUDA_CHECK(cudaFreeHost(hData));

  printf("%zu captured nodes, %d replays, %d mismatches\n", numNodes, replays,
         bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
