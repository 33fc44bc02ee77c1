// Pre-included when clang++-22 syntax-checks code against Debian's HIP 5.2
// headers. HIP 5.2's hip_fp16.h (pulled in by hipRAND, among others) calls
// __llvm_amdgcn_rcp_f16 and __llvm_amdgcn_rcp_2f16, which it expects from
// clang's HIP wrapper headers; clang 22's wrappers no longer declare them.
// The declarations below are HIP 5.2's own (hip_fp16_math_fwd.h), which that
// header skips when clang's wrapper is in use.
#pragma once
#if defined(__HIP__) && defined(__CLANG_HIP_RUNTIME_WRAPPER_INCLUDED__)
extern "C" {
__device__ __attribute__((const)) _Float16 __llvm_amdgcn_rcp_f16(_Float16);
__device__ inline __2f16 __llvm_amdgcn_rcp_2f16(__2f16 x) {
  return __2f16{__llvm_amdgcn_rcp_f16(x.x), __llvm_amdgcn_rcp_f16(x.y)};
}
}
#endif
