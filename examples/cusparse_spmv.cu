// Sparse matrix-vector product y = alpha * A * x + beta * y with cuSPARSE's
// generic API, A in CSR format.
// Exercises: cusparseCreate / cusparseDestroy, cusparseCreateCsr with 32-bit
// indices (CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F),
// cusparseCreateDnVec, cusparseSpMV_bufferSize, cusparseSpMV
// (CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_SPMV_ALG_DEFAULT), descriptor
// destruction, cusparseSetStream, and a CUSPARSE_CHECK macro on
// cusparseStatus_t.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <cusparse.h>

#define CUDA_CHECK(call)                                                   \
  do {                                                                     \
    cudaError_t err = (call);                                              \
    if (err != cudaSuccess) {                                              \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,                   \
              cudaGetErrorString(err));                                    \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

#define CUSPARSE_CHECK(call)                                               \
  do {                                                                     \
    cusparseStatus_t status = (call);                                      \
    if (status != CUSPARSE_STATUS_SUCCESS) {                               \
      fprintf(stderr, "%s:%d: cuSPARSE error %d\n", __FILE__, __LINE__,    \
              (int)status);                                                \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

int main() {
  // A: n x n, the 1D Laplacian (-1 2 -1) plus a long-range coupling every
  // seventh row, built directly in CSR form.
  const int n = 10000;
  std::vector<int> rowPtr(n + 1);
  std::vector<int> colInd;
  std::vector<float> values;
  for (int r = 0; r < n; ++r) {
    rowPtr[r] = (int)colInd.size();
    if (r > 0) { colInd.push_back(r - 1); values.push_back(-1.0f); }
    colInd.push_back(r); values.push_back(2.0f);
    if (r + 1 < n) { colInd.push_back(r + 1); values.push_back(-1.0f); }
    if (r % 7 == 0 && r + 500 < n) {
      colInd.push_back(r + 500);
      values.push_back(0.25f);
    }
  }
  rowPtr[n] = (int)colInd.size();
  const int nnz = rowPtr[n];

  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = (float)((i * 37) % 101) / 50.0f - 1.0f;
    y[i] = (float)(i % 5);
  }
  const float alpha = 1.5f, beta = -0.5f;

  std::vector<double> ref(n);
  for (int r = 0; r < n; ++r) {
    double acc = 0.0;
    for (int j = rowPtr[r]; j < rowPtr[r + 1]; ++j)
      acc += (double)values[j] * x[colInd[j]];
    ref[r] = alpha * acc + beta * y[r];
  }

  int *dRowPtr, *dColInd;
  float *dValues, *dX, *dY;
  CUDA_CHECK(cudaMalloc((void **)&dRowPtr, (n + 1) * sizeof(int)));
  CUDA_CHECK(cudaMalloc((void **)&dColInd, nnz * sizeof(int)));
  CUDA_CHECK(cudaMalloc((void **)&dValues, nnz * sizeof(float)));
  CUDA_CHECK(cudaMalloc((void **)&dX, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc((void **)&dY, n * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dRowPtr, rowPtr.data(), (n + 1) * sizeof(int),
                        cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dColInd, colInd.data(), nnz * sizeof(int),
                        cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dValues, values.data(), nnz * sizeof(float),
                        cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dX, x.data(), n * sizeof(float),
                        cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dY, y.data(), n * sizeof(float),
                        cudaMemcpyHostToDevice));

  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreate(&stream));
  cusparseHandle_t handle;
  CUSPARSE_CHECK(cusparseCreate(&handle));
  CUSPARSE_CHECK(cusparseSetStream(handle, stream));

  cusparseSpMatDescr_t matA;
  cusparseDnVecDescr_t vecX, vecY;
  CUSPARSE_CHECK(cusparseCreateCsr(&matA, n, n, nnz, dRowPtr, dColInd, dValues,
                                   CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                   CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&vecX, n, dX, CUDA_R_32F));
  CUSPARSE_CHECK(cusparseCreateDnVec(&vecY, n, dY, CUDA_R_32F));

  size_t bufferSize = 0;
  CUSPARSE_CHECK(cusparseSpMV_bufferSize(
      handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, vecX, &beta,
      vecY, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &bufferSize));
  void *dBuffer = NULL;
  CUDA_CHECK(cudaMalloc(&dBuffer, bufferSize > 0 ? bufferSize : 1));

  CUSPARSE_CHECK(cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha,
                              matA, vecX, &beta, vecY, CUDA_R_32F,
                              CUSPARSE_SPMV_ALG_DEFAULT, dBuffer));
  CUDA_CHECK(cudaStreamSynchronize(stream));
  CUDA_CHECK(cudaMemcpy(y.data(), dY, n * sizeof(float),
                        cudaMemcpyDeviceToHost));

  int bad = 0;
  for (int i = 0; i < n; ++i)
    if (fabs(y[i] - ref[i]) > 1e-4 * (1.0 + fabs(ref[i]))) {
      if (bad < 5)
        fprintf(stderr, "y[%d] = %f, expected %f\n", i, y[i], ref[i]);
      ++bad;
    }

  CUSPARSE_CHECK(cusparseDestroySpMat(matA));
  CUSPARSE_CHECK(cusparseDestroyDnVec(vecX));
  CUSPARSE_CHECK(cusparseDestroyDnVec(vecY));
  CUSPARSE_CHECK(cusparseDestroy(handle));
  CUDA_CHECK(cudaStreamDestroy(stream));
  CUDA_CHECK(cudaFree(dBuffer));
  CUDA_CHECK(cudaFree(dRowPtr));
  CUDA_CHECK(cudaFree(dColInd));
  CUDA_CHECK(cudaFree(dValues));
  CUDA_CHECK(cudaFree(dX));
  CUDA_CHECK(cudaFree(dY));

  printf("%d x %d CSR matrix, %d nonzeros, %d mismatches\n", n, n, nnz, bad);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
