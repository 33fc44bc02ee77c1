//===- CudaSpellings.h - how CUDA spells the names of its API -------------===//
//
// The tables know CUDA's names one by one. A name they do not know (one a
// newer CUDA added, or a header's the parse did not find) must not pass a
// translation in silence, so the rules that report unknown names need to
// tell a name spelled as CUDA spells its API from the project's own: these
// are CUDA's naming conventions, not names.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_CUDASPELLINGS_H
#define HIPIFY_MAPPING_CUDASPELLINGS_H

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"

namespace hipify::mapping::cuda {

/// The prefixes of CUDA's API names: the runtime's and the driver's
/// (cudaMalloc, cuMemAlloc, CUdeviceptr, CU_DEVICE_ATTRIBUTE_..., CUDA_...),
/// the libraries' (cublasSgemm, CUBLAS_OP_N, curandCreateGenerator,
/// nvrtcCompileProgram, nvtxRangePushA, NVTX_VERSION...) and the device
/// headers' internal-looking public names (__nv_bswap16). A lower-case
/// prefix must be followed by a capital (cuda + Malloc, cu + MemAlloc, cublas
/// + Sgemm: cuda_check, a project's, is not CUDA's spelling), cuRAND's device
/// API by an underscore too (curand_uniform); the others by anything
/// (CUdeviceptr, CUDA_ERROR_..., NVTX_VERSION).
struct Prefix {
  llvm::StringLiteral Text;
  enum Next { Capital, CapitalOrUnderscore, Any } After;
};
inline constexpr Prefix ApiPrefixes[] = {
    {"cuda", Prefix::Capital},     {"cu", Prefix::Capital},
    {"cublas", Prefix::Capital},   {"cufft", Prefix::Capital},
    {"curand", Prefix::CapitalOrUnderscore},
    {"cusparse", Prefix::Capital}, {"cusolver", Prefix::Capital},
    {"cudnn", Prefix::Capital},    {"nvrtc", Prefix::Capital},
    {"nvtx", Prefix::Capital},     {"CU", Prefix::Any},
    {"NVRTC_", Prefix::Any},       {"NVTX_", Prefix::Any},
    {"__nv_", Prefix::Any}};

/// Whether \p Name is spelled as CUDA spells its API's names; in device code
/// (\p InDevice) a name of two leading underscores and a lower-case letter
/// is too, as CUDA's intrinsics and types are (__dp4a, __vimax3_s32,
/// __half); not a project's own __TOptionValue, nor HIP's __hip_bfloat16 (a
/// translated file's, whose HIP headers a CUDA parse does not find).
inline bool spelledLikeApi(llvm::StringRef Name, bool InDevice) {
  if (InDevice && Name.size() > 2 && Name.starts_with("__") &&
      llvm::isLower(Name[2]) && !Name.starts_with("__hip"))
    return true;
  for (const Prefix &P : ApiPrefixes) {
    if (!Name.starts_with(P.Text) || Name.size() == P.Text.size())
      continue;
    char Next = Name[P.Text.size()];
    if (P.After == Prefix::Any || llvm::isUpper(Next) ||
        (P.After == Prefix::CapitalOrUnderscore && Next == '_'))
      return true;
  }
  return false;
}

} // namespace hipify::mapping::cuda

#endif
