// Under --roc, rocSPARSE's calls take other arguments than cuSPARSE's: a
// batch stride (the batch count is written again) and a size_t* where
// cuSPARSE has an int*. hipSPARSE keeps cuSPARSE's arguments.
// RUN: %hipify --roc %s -o - 2>%t.err | FileCheck --match-full-lines --check-prefix=ROC %s
// RUN: %hipify %s -o - 2>/dev/null | FileCheck --match-full-lines --check-prefix=HIP %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s < %t.err

#include <cusparse.h>

void batch(cusparseHandle_t h, int algo, int m, float *ds, float *dl, float *d,
           float *du, float *dw, float *x, int count, void *buffer) {
  cusparseSgpsvInterleavedBatch(h, algo, m, ds, dl, d, du, dw, x, count, buffer);
  // ROC: rocsparse_sgpsv_interleaved_batch(h, algo, m, ds, dl, d, du, dw, x, count, count, buffer);
  // HIP: hipsparseSgpsvInterleavedBatch(h, algo, m, ds, dl, d, du, dw, x, count, buffer);
}

void gemvi(cusparseHandle_t h, cusparseOperation_t op, int m, int n, int nnz, int *size) {
  cusparseSgemvi_bufferSize(h, op, m, n, nnz, size);
  // ROC: rocsparse_sgemvi_buffer_size(h, op, m, n, nnz, reinterpret_cast<size_t*>(size));
  // HIP: hipsparseSgemvi_bufferSize(h, op, m, n, nnz, size);
}

// DIAG-NOT: error
