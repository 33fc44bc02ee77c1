//===- GuardChecks.h - the checks of the guard analysis, in one place -----===//
//
// Every check lint can report (the guard analysis's, lint --compat's
// compat-uncovered, and the token checks inline-ptx, warp-lanes and
// unknown-cuda-name): its id,
// its name and a one-line description. The
// analysis tags its findings with these ids; lint filters
// (--checks, .hipify-cxx.yaml), names (hipify-cxx-<name>) and describes (SARIF
// rules) the checks from this table, so a new check is one line here.
// docs/lint.md documents each check at length.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_GUARDS_GUARDCHECKS_H
#define HIPIFY_GUARDS_GUARDCHECKS_H

#include "llvm/ADT/StringRef.h"

#include <iterator>
#include <optional>

namespace hipify::guards {

enum class CheckId {
  CudaVersionGuard,
  CudaCompilerGuard,
  HipVersionScale,
  CompatUncovered,
  InlinePtx,
  WarpLanes,
  UnknownName
};

struct CheckInfo {
  CheckId Id;
  llvm::StringLiteral Name;        // as users write it, without "hipify-cxx-"
  llvm::StringLiteral Description; // one line, for SARIF's rule list
};

/// Every check, in CheckId order.
inline constexpr CheckInfo Checks[] = {
    {CheckId::CudaVersionGuard, "cuda-version-guard",
     "A CUDA version test (CUDA_VERSION, CUDART_VERSION, __CUDACC_VER_*) with "
     "no term for ROCm: these macros are undefined under HIP, so ROCm takes a "
     "branch by accident."},
    {CheckId::CudaCompilerGuard, "cuda-compiler-guard",
     "A test of __CUDACC__, __NVCC__ or __CUDA_ARCH__ that leaves out HIP "
     "(__HIPCC__, __HIP_DEVICE_COMPILE__)."},
    {CheckId::HipVersionScale, "hip-version-scale",
     "A HIP or ROCm version compared with a CUDA-style number, or CUDA_VERSION "
     "defined as a HIP version: the scales differ."},
    {CheckId::CompatUncovered, "compat-uncovered",
     "With --compat DIR: a CUDA name or header the ROCm build needs that the "
     "compat directory hipify-cxx compat wrote does not provide."},
    {CheckId::InlinePtx, "inline-ptx",
     "Inline PTX assembly (an asm statement whose instruction is PTX's: "
     "mov.u32...): AMD GPUs do not run PTX, and no header makes it build "
     "for ROCm."},
    {CheckId::WarpLanes, "warp-lanes",
     "Code written for 32-lane warps (threadIdx.x % 32, warpSize == 32, a "
     "32-bit lane-mask literal): AMD wavefronts have 64 lanes on CDNA."},
    {CheckId::UnknownName, "unknown-cuda-name",
     "A name spelled as CUDA's API is (cudaX, cuX, CU_X, cublasX, nvtxX...) "
     "that no mapping table knows and no file of the run declares: the "
     "translation leaves it as it is, and the ROCm build fails there."},
};

constexpr const CheckInfo &checkInfo(CheckId Id) {
  return Checks[static_cast<unsigned>(Id)];
}

/// The check called \p Name (no prefix), if there is one.
inline std::optional<CheckId> findCheck(llvm::StringRef Name) {
  for (const CheckInfo &C : Checks)
    if (C.Name == Name)
      return C.Id;
  return std::nullopt;
}

namespace detail {
constexpr bool inCheckIdOrder() {
  for (unsigned I = 0; I < std::size(Checks); ++I)
    if (static_cast<unsigned>(Checks[I].Id) != I)
      return false;
  return true;
}
} // namespace detail
static_assert(detail::inCheckIdOrder(), "Checks[] must follow CheckId");

} // namespace hipify::guards

#endif
