// A device guard whose code uses the CUDA macro's value has no HIP twin:
// __HIP_DEVICE_COMPILE__ has no architecture number, so widening the guard
// would break that code on ROCm. The guard is left CUDA-only (ROCm takes the
// other branch) and reported; a guard whose code only tests the macro in its
// own nested directives, or does not name it, still gets its twin.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#ifdef __CUDA_ARCH__
enum { BANKS = (__CUDA_ARCH__ >= 200) ? 32 : 16 };
#else
enum { BANKS = 32 };
#endif
// CHECK: #ifdef __CUDA_ARCH__
// CHECK-NEXT: enum { BANKS = (__CUDA_ARCH__ >= 200) ? 32 : 16 };
// DIAG: device-guard-value.cu:[[@LINE-7]]:8: warning: the code guarded by '__CUDA_ARCH__' uses its value, which HIP's twin macro has not; the branch is left CUDA-only (ROCm skips it): port it by hand [hipify-guard-value]

#if defined(__CUDA_ARCH__)
#if __CUDA_ARCH__ >= 700
#define FAST 1
#endif
#endif
// CHECK: #if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__)

#ifdef __CUDA_ARCH__
#define ON_DEVICE 1
#endif
// CHECK: #if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__)

// A #define in the branch whose body passes the value on does too.
#ifdef __CUDA_ARCH__
#define ARCH_NUMBER __CUDA_ARCH__
#else
#define ARCH_NUMBER 0
#endif
// CHECK: #ifdef __CUDA_ARCH__
// CHECK-NEXT: #define ARCH_NUMBER __CUDA_ARCH__
// DIAG: device-guard-value.cu:[[@LINE-7]]:8: warning: the code guarded by '__CUDA_ARCH__' uses its value, {{.*}} [hipify-guard-value]
int arch() { return ARCH_NUMBER; }
