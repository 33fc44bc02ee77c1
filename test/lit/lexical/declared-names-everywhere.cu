// A name the file declares itself is left alone everywhere in the file, not
// only where it is declared: a local named like a CUDA type in code that
// does not parse (here a translation translated again: the HIP names do not
// parse as CUDA), and one in an inactive branch. A name is renamed
// everywhere or nowhere; CUDA's own names around them still are.
// RUN: %hipify %s -o - 2>/dev/null | FileCheck --match-full-lines %s

int check(int device) {
  hipError_t cudaError = hipSetDevice(device);
  // CHECK: hipError_t cudaError = hipSetDevice(device);
  if (cudaError != hipSuccess)
    // CHECK: if (cudaError != hipSuccess)
    return (cudaError = hipDeviceSynchronize()) == hipSuccess;
  // CHECK: return (cudaError = hipDeviceSynchronize()) == hipSuccess;
  return 0;
}

#if 0
int cudaFree = 0;
// CHECK: int cudaFree = 0;
int g() { return cudaFree + 1; }
// CHECK: int g() { return cudaFree + 1; }
#endif
void h(void *p) { cudaMalloc(&p, 4); }
// CHECK: void h(void *p) { hipMalloc(&p, 4); }
