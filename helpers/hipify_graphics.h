// hipify_graphics.h: the usage hints of CUDA's graphics interoperability
// (cudaGraphicsResourceSetMapFlags, cudaGraphicsMapFlags, and the driver's
// cuGraphicsResourceSetMapFlags, CUgraphicsMapResourceFlags), which HIP
// lacks.
//
// Written for hipify-cxx from NVIDIA's CUDA Runtime API ("Graphics
// Interoperability": cudaGraphicsResourceSetMapFlags; "Data types":
// cudaGraphicsMapFlags) and Driver API ("Graphics":
// cuGraphicsResourceSetMapFlags); a translation names them
// hipify::cudaGraphicsResourceSetMapFlags, hipify::cudaGraphicsMapFlagsNone
// and so on, with CUDA's values.
//
//   The flags say how kernels will use a registered resource the next time it
//       is mapped: no hint (None), CUDA will not write to it (ReadOnly), or
//       CUDA will not read it and will write over all of it (WriteDiscard).
//       They are hints: a program that keeps its word reads and writes the
//       same values whether the map honours them or not, and HIP's map keeps
//       the resource readable and writable, which None asks for. The call
//       therefore keeps no state; it checks its arguments as CUDA does:
//       a null resource is hipErrorInvalidResourceHandle, flags other than
//       the three are hipErrorInvalidValue.
//   CUDA also refuses the call while the resource is mapped
//       (cudaErrorUnknown); HIP keeps no state this header could read to
//       tell, so such a call, which CUDA documents as an error, succeeds here.
#pragma once

#include <hip/hip_runtime.h>

namespace hipify {

enum cudaGraphicsMapFlags {
  cudaGraphicsMapFlagsNone = 0,
  cudaGraphicsMapFlagsReadOnly = 1,
  cudaGraphicsMapFlagsWriteDiscard = 2,
};

typedef enum CUgraphicsMapResourceFlags_enum {
  CU_GRAPHICS_MAP_RESOURCE_FLAGS_NONE = 0,
  CU_GRAPHICS_MAP_RESOURCE_FLAGS_READ_ONLY = 1,
  CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD = 2,
} CUgraphicsMapResourceFlags;

// The runtime's and the driver's calls check alike (the driver's invalid
// handle, CUDA_ERROR_INVALID_HANDLE, is HIP's hipErrorInvalidResourceHandle).
inline hipError_t cudaGraphicsResourceSetMapFlags(hipGraphicsResource_t resource,
                                                  unsigned int flags) {
  if (!resource)
    return hipErrorInvalidResourceHandle;
  if (flags > cudaGraphicsMapFlagsWriteDiscard)
    return hipErrorInvalidValue;
  return hipSuccess;
}
inline hipError_t cuGraphicsResourceSetMapFlags(hipGraphicsResource_t resource,
                                                unsigned int flags) {
  return cudaGraphicsResourceSetMapFlags(resource, flags);
}
inline hipError_t cuGraphicsResourceSetMapFlags_v2(hipGraphicsResource_t resource,
                                                   unsigned int flags) {
  return cudaGraphicsResourceSetMapFlags(resource, flags);
}

} // namespace hipify
