// hipify_device.h: device functions CUDA has and the target HIP lacks.
//
// Written for hipify-cxx from NVIDIA's CUDA C++ Programming Guide and the
// LLVM AMDGPU backend's documentation (memory model, builtins); a
// translation calls them as hipify::__trap() and hipify::__syncwarp(mask).
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
#pragma once

#include <hip/hip_runtime.h>

namespace hipify {

__device__ inline void __trap() { __builtin_trap(); }

__device__ inline void __syncwarp(unsigned long long = ~0ull) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");
  __builtin_amdgcn_wave_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
}

__device__ inline void cudaGridDependencySynchronize() {}

__device__ inline void cudaTriggerProgrammaticLaunchCompletion() {}

} // namespace hipify
