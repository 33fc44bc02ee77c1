// Error-checking idioms and version guards.
// Exercises: a do { ... } while (0) CUDA_CHECK macro around many calls, a
// kernel launch hidden inside a variadic LAUNCH macro, cudaGetLastError after
// launches, `#if defined(CUDA_VERSION) && CUDA_VERSION >= 11000` / `#else`
// selecting between two API paths, and cudaGetDeviceProperties.
#include <cstdio>
#include <cstdlib>
#include <cuda.h>
#include <cuda_runtime.h>

#define CUDA_CHECK(call) do { cudaError_t err_ = (call); if (err_ != cudaSuccess) { fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err_)); exit(1);} } while (0)

#define LAUNCH(k, g, b, ...) k<<<g, b>>>(__VA_ARGS__)

#define CHECK_LAST_LAUNCH() CUDA_CHECK(cudaGetLastError())

__global__ void iota(int *out, int n, int start) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = start + i;
}

__global__ void multiplyAdd(int *out, const int *in, int n, int mul, int add) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] * mul + add;
}

int main() {
  int deviceCount = 0;
  CUDA_CHECK(cudaGetDeviceCount(&deviceCount));
  if (deviceCount == 0) {
    fprintf(stderr, "no CUDA device\n");
    printf("FAIL\n");
    return 1;
  }
  int dev = 0;
  CUDA_CHECK(cudaSetDevice(dev));

  cudaDeviceProp prop;
  CUDA_CHECK(cudaGetDeviceProperties(&prop, dev));
  printf("device %d: %s, %d SMs, compute %d.%d\n", dev, prop.name,
         prop.multiProcessorCount, prop.major, prop.minor);

  int smCount = 0;
#if defined(CUDA_VERSION) && CUDA_VERSION >= 11000
  // Newer toolkits: query a single attribute instead of the whole struct.
  CUDA_CHECK(cudaDeviceGetAttribute(&smCount, cudaDevAttrMultiProcessorCount,
                                    dev));
#else
  smCount = prop.multiProcessorCount;
#endif
  if (smCount <= 0) smCount = 1;

  const int n = 123457;
  const size_t bytes = n * sizeof(int);
  int *d_a = NULL, *d_b = NULL;
  CUDA_CHECK(cudaMalloc(&d_a, bytes));
  CUDA_CHECK(cudaMalloc(&d_b, bytes));

  cudaStream_t stream;
#if defined(CUDA_VERSION) && CUDA_VERSION >= 11000
  CUDA_CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  CUDA_CHECK(cudaMemsetAsync(d_b, 0xff, bytes, stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));
#else
  CUDA_CHECK(cudaStreamCreate(&stream));
  CUDA_CHECK(cudaMemset(d_b, 0xff, bytes));
#endif

  int threads = 256;
  int blocks = (n + threads - 1) / threads;
  LAUNCH(iota, blocks, threads, d_a, n, 7);
  CHECK_LAST_LAUNCH();
  LAUNCH(multiplyAdd, dim3(blocks), dim3(threads), d_b, d_a, n, 3, -5);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());

  int *h_b = (int *)malloc(bytes);
  CUDA_CHECK(cudaMemcpy(h_b, d_b, bytes, cudaMemcpyDeviceToHost));

  int bad = 0;
  for (int i = 0; i < n; ++i) {
    int want = (7 + i) * 3 - 5;
    if (h_b[i] != want) {
      if (bad < 5) fprintf(stderr, "b[%d] = %d, want %d\n", i, h_b[i], want);
      ++bad;
    }
  }

  // An intentionally invalid launch (too many threads per block) must be
  // reported by cudaGetLastError, which also clears the error.
  LAUNCH(iota, 1, prop.maxThreadsPerBlock * 2, d_a, n, 0);
  cudaError_t launchErr = cudaGetLastError();
  if (launchErr == cudaSuccess) {
    fprintf(stderr, "expected a launch error\n");
    ++bad;
  } else {
    printf("expected launch error: %s\n", cudaGetErrorString(launchErr));
  }
  CUDA_CHECK(cudaGetLastError());  // must be clear again

  free(h_b);
  CUDA_CHECK(cudaStreamDestroy(stream));
  CUDA_CHECK(cudaFree(d_a));
  CUDA_CHECK(cudaFree(d_b));

  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
