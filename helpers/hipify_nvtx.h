// hipify_nvtx.h: NVTX's naming calls (nvtxNameCudaStreamA,
// nvtxNameCuDeviceA, nvtxNameOsThreadA, nvtxNameCategoryA, ... and their
// wide-character and generic forms), which ROCTX lacks.
//
// Written for hipify-cxx from NVIDIA's NVTX documentation (nvToolsExt.h,
// nvToolsExtCuda.h, nvToolsExtCudaRt.h): each call "annotates" a resource
// (a thread, a category, a CUDA device, context, stream or event) with a
// name that tools display; it returns nothing, and without a tool attached
// it does nothing. A name changes no value a program computes or reads, so
// doing nothing is exact: the translation's behaviour is CUDA's without a
// tool, and ROCm's tools, which have no such call, show the resource
// unnamed. A translation names them hipify::nvtxNameCudaStreamA ...; the
// generic names (nvtxNameCudaStream, a macro of the A or W form in NVTX)
// take either.
#pragma once

#include <hip/hip_runtime.h>

#include <cstdint>
#include <cwchar>

namespace hipify {

#define HIPIFY_NVTX_NAMING(Name, Resource)                                     \
  inline void Name##A(Resource, const char *) {}                               \
  inline void Name##W(Resource, const wchar_t *) {}                            \
  inline void Name(Resource, const char *) {}                                  \
  inline void Name(Resource, const wchar_t *) {}
HIPIFY_NVTX_NAMING(nvtxNameCategory, uint32_t)
HIPIFY_NVTX_NAMING(nvtxNameOsThread, uint32_t)
HIPIFY_NVTX_NAMING(nvtxNameCuDevice, hipDevice_t)
HIPIFY_NVTX_NAMING(nvtxNameCuContext, hipCtx_t)
HIPIFY_NVTX_NAMING(nvtxNameCuStream, hipStream_t)
HIPIFY_NVTX_NAMING(nvtxNameCuEvent, hipEvent_t)
HIPIFY_NVTX_NAMING(nvtxNameCudaDevice, int)
HIPIFY_NVTX_NAMING(nvtxNameCudaStream, hipStream_t)
HIPIFY_NVTX_NAMING(nvtxNameCudaEvent, hipEvent_t)
#undef HIPIFY_NVTX_NAMING

} // namespace hipify
