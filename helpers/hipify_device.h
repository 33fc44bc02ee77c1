// hipify_device.h: device functions CUDA has and the target HIP lacks.
//
// Written for hipify-cxx from NVIDIA's CUDA C++ Programming Guide and the
// LLVM AMDGPU backend's documentation (memory model, address spaces,
// builtins); a translation calls them as hipify::__trap(),
// hipify::__syncwarp(mask), hipify::__cvta_generic_to_shared(p) ...
//
//   __trap      CUDA: "execute a trap operation": the kernel stops and the
//               host sees the launch fail. HIP 5.2, 6.2 and 7.1 declare no
//               __trap; __builtin_trap() is AMDGPU's s_trap, which ends the
//               wavefront's kernel with an error the host sees the same way.
//   __syncwarp  CUDA: the threads of the warp named in the mask wait for each
//               other and their memory accesses before it are visible to
//               each other after it. HIP declares __syncwarp from 7.0; for an
//               earlier target this is it: a wavefront's lanes run in
//               lockstep, so waiting is the wave barrier (which also keeps
//               the compiler from moving memory accesses across it), and the
//               ordering is a release fence then an acquire fence at
//               wavefront scope. HIP's lane masks are 64-bit: the mask is
//               taken as such and, as in HIP 7, does not change what the
//               barrier does.
//   cudaGridDependencySynchronize, cudaTriggerProgrammaticLaunchCompletion
//               CUDA 11.8's programmatic dependent launch: a kernel launched
//               with cudaLaunchAttributeProgrammaticStreamSerialization may
//               start before the grids before it finish; the first waits
//               until they have completed and their memory is visible, the
//               second lets the next such launch start early (a hint). No
//               HIP launch is one (HIP has no such attribute): it starts
//               after the grids before it in its stream have completed, so
//               there is nothing to wait for and nothing to start. Both do
//               nothing.
//   __cvta_generic_to_shared, _local, _global, _constant, and back
//               CUDA: the address, in that state space, of a generic address
//               of it (a size_t), and the generic address of such an address.
//               AMDGPU's state spaces are address spaces (LDS 3, private
//               scratch 5, global 1, constant 4) of which the generic (flat)
//               address space holds each: the conversions are clang's
//               address-space casts, the same ones the hardware's apertures
//               define, so a conversion and its inverse give back the
//               generic address, as CUDA's do. The grid-constant pair is
//               not supplied (AMD GPUs have no such space): reported.
//   __isShared, __isLocal
//               CUDA: 1 where a generic address is in shared (local) memory,
//               else 0. AMDGPU's builtins test the address against the LDS
//               (private) aperture. __isGlobal and __isConstant are not
//               supplied: global and constant memory share one aperture on
//               AMD GPUs, so which one an address is cannot be told.
//   __nanosleep CUDA: the thread sleeps "approximately" ns nanoseconds,
//               "guaranteed to be in the interval [0, 2 * ns]". No AMDGPU
//               instruction sleeps for a known time (s_sleep counts clocks
//               of a varying rate), so this sleeps for none, the one
//               duration the guarantee always allows; code that backs off
//               with it stays correct, and spins.
#pragma once

#include <hip/hip_runtime.h>

namespace hipify {

__device__ inline void __trap() { __builtin_trap(); }

__device__ inline void __syncwarp(unsigned long long = ~0ull) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");
  __builtin_amdgcn_wave_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
}

#define HIPIFY_CVTA(Space, AddressSpace, Bits)                                 \
  __device__ inline size_t __cvta_generic_to_##Space(const void *Generic) {    \
    return (size_t)(__attribute__((address_space(AddressSpace))) const void *) \
        Generic;                                                               \
  }                                                                            \
  __device__ inline void *__cvta_##Space##_to_generic(size_t Address) {        \
    return (void *)(__attribute__((address_space(AddressSpace))) void *)(Bits) \
        Address;                                                               \
  }
HIPIFY_CVTA(shared, 3, unsigned int)
HIPIFY_CVTA(local, 5, unsigned int)
HIPIFY_CVTA(global, 1, size_t)
HIPIFY_CVTA(constant, 4, size_t)
#undef HIPIFY_CVTA

__device__ inline unsigned int __isShared(const void *Generic) {
  return __builtin_amdgcn_is_shared(Generic);
}
__device__ inline unsigned int __isLocal(const void *Generic) {
  return __builtin_amdgcn_is_private(Generic);
}

__device__ inline void __nanosleep(unsigned int) {}

__device__ inline void cudaGridDependencySynchronize() {}

__device__ inline void cudaTriggerProgrammaticLaunchCompletion() {}

} // namespace hipify
