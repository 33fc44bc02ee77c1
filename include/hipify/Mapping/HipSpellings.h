//===- HipSpellings.h - what HIP calls the things the rewriters write -----===//
//
// The tables map CUDA names to HIP names. The rewriters also write HIP
// spellings that are no CUDA name's counterpart: the launch macro, the
// wrappers of kernel names and device symbols, the 64-lane full mask. They
// are named here, once, for every rule, the lexical pass and the generated
// CUDA-side header (--list-mappings=cuda-header).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_HIPSPELLINGS_H
#define HIPIFY_MAPPING_HIPSPELLINGS_H

#include "llvm/ADT/StringRef.h"

#include <utility>

namespace hipify::mapping::hip {

/// k<<<g, b, s, st>>>(a) is LaunchKernel(k, Dim3(g), Dim3(b), s, st, a); a
/// template-id kernel is KernelName(k<T>).
inline constexpr llvm::StringLiteral LaunchKernel = "hipLaunchKernelGGL";
inline constexpr llvm::StringLiteral KernelName = "HIP_KERNEL_NAME";
inline constexpr llvm::StringLiteral Dim3 = "dim3";
/// The device symbol of hipMemcpyToSymbol and friends: Symbol(sym).
inline constexpr llvm::StringLiteral Symbol = "HIP_SYMBOL";
/// All lanes of a 64-lane wavefront: what the 32-bit 0xffffffff of a warp
/// intrinsic's mask becomes.
inline constexpr llvm::StringLiteral FullLaneMask = "0xffffffffffffffffull";
/// The macro that marks a ROCm build in the guards the translation makes
/// ROCm-aware (--rocm-macro's default): hipcc, CMake's HIP language and HIP's
/// own headers (hip_common.h, under clang's HIP mode) define it, so a
/// translated file builds for ROCm with no flag of its own. HIP on NVIDIA
/// does not: there the CUDA macros the guards test are defined.
inline constexpr llvm::StringLiteral RocmBuildMacro = "__HIP_PLATFORM_AMD__";
/// The ROCm macro of PyTorch and its extensions: torch.utils.cpp_extension
/// and PyTorch's own build define it for ROCm (its HIP semantics notes write
/// `#if defined(CUDA_VERSION) && CUDA_VERSION >= 11000 || defined(USE_ROCM)`).
inline constexpr llvm::StringLiteral TorchRocmMacro = "USE_ROCM";
/// The include prefixes of PyTorch's headers: a file that includes one is a
/// PyTorch extension's.
inline constexpr llvm::StringLiteral TorchHeaderPrefixes[] = {"torch/", "ATen/",
                                                              "c10/"};
inline bool isTorchHeader(llvm::StringRef Header) {
  for (llvm::StringRef P : TorchHeaderPrefixes)
    if (Header.starts_with(P))
      return true;
  return false;
}

} // namespace hipify::mapping::hip

namespace hipify::mapping {

/// The header nvcc includes implicitly; its HIP twin (hip/hip_runtime.h) is
/// the header every file that uses CUDA starts with.
inline constexpr llvm::StringLiteral ImplicitCudaHeader = "cuda_runtime.h";

/// CUDA's cooperative groups namespace, and the prefix of its groups'
/// shuffles (shfl, shfl_up, shfl_down, shfl_xor): HIP's take only integers
/// and floats.
inline constexpr llvm::StringLiteral CooperativeGroups = "cooperative_groups";
inline constexpr llvm::StringLiteral GroupShufflePrefix = "shfl";
/// CUDA's partition of a group into tiles of a size its template argument
/// gives, and the widest tile HIP's own tiled_partition takes (its
/// is_valid_tile_size: up to the wavefront size, 64 lanes on CDNA GPUs; on
/// 32-lane RDNA GPUs a tile of 64 is wider than HIP's too).
inline constexpr llvm::StringLiteral TiledPartition = "tiled_partition";
inline constexpr llvm::StringLiteral ThreadBlock = "thread_block";

/// libcu++'s namespace, its synchronisation class templates the barrier
/// helper supplies (helpers/hipify_barrier.h) with the scopes it supplies
/// them in, and the completion function of a barrier that has none (the
/// default of its second parameter).
inline constexpr llvm::StringLiteral Libcu = "cuda";
struct ScopedClass {
  llvm::StringLiteral Name;
  llvm::StringLiteral Scopes[2];
};
inline constexpr ScopedClass BarrierHelperScopes[] = {
    {"barrier", {"thread_scope_block", ""}},
    {"pipeline", {"thread_scope_block", "thread_scope_thread"}},
    {"pipeline_shared_state", {"thread_scope_block", ""}},
};
inline constexpr llvm::StringLiteral NoCompletion = "__empty_completion";
/// The macro under which the cg helper's tiles of HIP's sizes take CUDA's
/// shuffles of any value as members (compat mode: helpers/hipify_cg.h).
inline constexpr llvm::StringLiteral MemberShufflesMacro =
    "HIPIFY_CG_MEMBER_SHUFFLES";
inline constexpr unsigned WidestHipTile = 64;

/// The library families whose functions HIP offers on the host only (HIP
/// has no device-side runtime: CUDA's dynamic parallelism does not port).
inline constexpr llvm::StringLiteral HostOnlyFamilies[] = {"runtime",
                                                          "driver"};

/// An operator HIP's vector types (HIP_vector_type, behind float4, int2,
/// ...) declare as a non-template function taking two vectors of the type
/// (or one: ++, --), and the HIP version since which they do (major, minor;
/// 0: every version the tables know). A project's own non-template operator
/// of the same kind on a vector type (helper_math.h's `operator+=(float3 &,
/// float3)`) is as good a match, so each use of it is ambiguous on ROCm.
/// Their other operators (binary + and -, scalar operands, %= and the bit
/// operators) are templates: a project's non-template one wins over them.
struct VectorOperator {
  llvm::StringLiteral Spelling;
  unsigned Major = 0, Minor = 0;
};
/// Members since HIP 5.2 (amd_hip_vector_types.h): ++ and -- (prefix and
/// postfix), += -= *= /= with a vector operand. Hidden friends since ROCm
/// 5.6 (ROCm/clr d0920c5, "Fix for operator mixup"; the 6.2.2 and 7.1
/// headers): binary * and / of two vectors.
inline constexpr VectorOperator VectorNonTemplateOperators[] = {
    {"++"}, {"--"}, {"+="}, {"-="}, {"*="}, {"/="}, {"*", 5, 6}, {"/", 5, 6}};

/// C library headers CUDA's runtime header brings into every file
/// (crt/common_functions.h) and HIP's runtime header brings before HIP 7.0
/// (6.2.2: hip_runtime.h:48-55, hip_runtime_api.h:33; time.h through
/// <thread>) and no longer from 7.0 (7.1: hip_runtime.h:45-50): what CUDA
/// code uses without including it, it must include itself on HIP 7. Each
/// with its C++ twin, which declares the same names.
inline constexpr std::pair<llvm::StringLiteral, llvm::StringLiteral>
    LibraryHeadersBeforeHip7[] = {{"string.h", "cstring"},
                                  {"stdio.h", "cstdio"},
                                  {"assert.h", "cassert"},
                                  {"time.h", "ctime"}};
inline constexpr unsigned LibraryHeadersDroppedInHip = 7;

/// The library family whose roc* twin (MIOpen) --miopen selects; every
/// other family's is selected by --roc.
inline constexpr llvm::StringLiteral MiopenFamily = "dnn";

} // namespace hipify::mapping

#endif
