// Single-precision GEMM with cuBLAS: C = alpha * op(A) * op(B) + beta * C in
// cuBLAS's column-major layout, with and without a transposed operand.
// Exercises: cublas_v2.h, cublasCreate / cublasDestroy, cublasSetStream,
// cublasSetMatrix / cublasGetMatrix, cublasSgemm with CUBLAS_OP_N and
// CUBLAS_OP_T and leading dimensions, and a CUBLAS_CHECK macro on
// cublasStatus_t.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <cublas_v2.h>

#define CUDA_CHECK(call)                                                   \
  do {                                                                     \
    cudaError_t err = (call);                                              \
    if (err != cudaSuccess) {                                              \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                   \
              cudaGetErrorString(err));                                    \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

#define CUBLAS_CHECK(call)                                                 \
  do {                                                                     \
    cublasStatus_t status = (call);                                        \
    if (status != CUBLAS_STATUS_SUCCESS) {                                 \
      fprintf(stderr, "%s:%d: cuBLAS error %d\n", __FILE__, __LINE__,      \
              (int)status);                                                \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

// Column-major element (r, c) of a matrix with leading dimension ld.
#define IDX2C(r, c, ld) (((c) * (ld)) + (r))

int main() {
  const int m = 123, n = 77, k = 95;
  const float alpha = 0.75f, beta = 2.0f;

  // A is m x k, B is k x n, Bt is n x k (so that op(Bt) = Bt^T is k x n).
  std::vector<float> A(m * k), B(k * n), Bt(n * k), C(m * n);
  for (int c = 0; c < k; ++c)
    for (int r = 0; r < m; ++r) A[IDX2C(r, c, m)] = (float)((r + 2 * c) % 9) - 4.0f;
  for (int c = 0; c < n; ++c)
    for (int r = 0; r < k; ++r) {
      float v = (float)((3 * r + c) % 7) * 0.5f;
      B[IDX2C(r, c, k)] = v;
      Bt[IDX2C(c, r, n)] = v;
    }
  for (int i = 0; i < m * n; ++i) C[i] = (float)(i % 3);

  std::vector<double> ref(m * n);
  for (int c = 0; c < n; ++c)
    for (int r = 0; r < m; ++r) {
      double acc = 0.0;
      for (int p = 0; p < k; ++p) acc += (double)A[IDX2C(r, p, m)] * B[IDX2C(p, c, k)];
      ref[IDX2C(r, c, m)] = alpha * acc + beta * C[IDX2C(r, c, m)];
    }

  float *dA, *dB, *dBt, *dC;
  CUDA_CHECK(cudaMalloc((void **)&dA, m * k * sizeof(float)));
  CUDA_CHECK(cudaMalloc((void **)&dB, k * n * sizeof(float)));
  CUDA_CHECK(cudaMalloc((void **)&dBt, n * k * sizeof(float)));
  CUDA_CHECK(cudaMalloc((void **)&dC, m * n * sizeof(float)));

  cublasHandle_t handle;
  CUBLAS_CHECK(cublasCreate(&handle));
  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreate(&stream));
  CUBLAS_CHECK(cublasSetStream(handle, stream));

  CUBLAS_CHECK(cublasSetMatrix(m, k, sizeof(float), A.data(), m, dA, m));
  CUBLAS_CHECK(cublasSetMatrix(k, n, sizeof(float), B.data(), k, dB, k));
  CUBLAS_CHECK(cublasSetMatrix(n, k, sizeof(float), Bt.data(), n, dBt, n));

  int bad = 0;
  for (int pass = 0; pass < 2; ++pass) {
    CUBLAS_CHECK(cublasSetMatrix(m, n, sizeof(float), C.data(), m, dC, m));
    if (pass == 0)
      CUBLAS_CHECK(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k,
                               &alpha, dA, m, dB, k, &beta, dC, m));
    else
      CUBLAS_CHECK(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_T, m, n, k,
                               &alpha, dA, m, dBt, n, &beta, dC, m));
    CUDA_CHECK(cudaStreamSynchronize(stream));
    std::vector<float> out(m * n);
    CUBLAS_CHECK(cublasGetMatrix(m, n, sizeof(float), dC, m, out.data(), m));
    for (int i = 0; i < m * n; ++i)
      if (fabs(out[i] - ref[i]) > 1e-3 * (1.0 + fabs(ref[i]))) {
        if (bad < 5)
          fprintf(stderr, "pass %d: C[%d] = %f, expected %f\n", pass, i,
                  out[i], ref[i]);
        ++bad;
      }
  }

  CUBLAS_CHECK(cublasDestroy(handle));
  CUDA_CHECK(cudaStreamDestroy(stream));
  CUDA_CHECK(cudaFree(dA));
  CUDA_CHECK(cudaFree(dB));
  CUDA_CHECK(cudaFree(dBt));
  CUDA_CHECK(cudaFree(dC));

  printf("sgemm %d x %d x %d: %d mismatches\n", m, n, k, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
