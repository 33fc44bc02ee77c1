// The project's own names spelled as CUDA's API is: a macro, a function,
// a struct, a typedef, an enumerator, a variable. None is reported.
#pragma once
#define CUDA_CHECK(x) do { if ((x) != cudaSuccess) cudaCheckFailed(x); } while (0)
void cudaCheckFailed(cudaError_t e);
struct cuProjectState { int n; };
typedef struct { int w; } cuProjectShape;
enum cuProjectMode {
  CU_PROJECT_FAST, // a comment between
  /* and another */ CU_PROJECT_EXACT = 2,
#if defined(EXTRA)
  CU_PROJECT_EXTRA
#endif
};
