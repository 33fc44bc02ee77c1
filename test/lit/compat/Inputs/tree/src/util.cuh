#pragma once
// Compiled only where cuBLAS's header came first: true on ROCm only once
// hipBLAS's has.
#ifdef CUBLAS_API_H_
inline const char *status(cublasStatus_t s) {
  return s == CUBLAS_STATUS_SUCCESS ? "ok" : "failed";
}
#endif
#ifndef __CUDACC__
#define HOST_ONLY_BUILD 1
#endif
