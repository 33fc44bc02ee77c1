// An apostrophe in #error text or a digit separator does not hide the next
// directive from the guard analysis.
// RUN: %hipify --guard-policy=include %s -o - | FileCheck --match-full-lines %s
// RUN: not %hipify-bare lint --format=gcc %s > %t.lint
// RUN: FileCheck --check-prefix=LINT %s < %t.lint

constexpr int N = 1'000;
#if CUDA_VERSION >= 11000
// CHECK: #if (CUDA_VERSION >= 11000) || defined(__HIP_PLATFORM_AMD__)
// LINT: unterminated-quote.cu:[[@LINE-2]]:5: warning: 'CUDA_VERSION' is undefined under HIP
int a;
#endif
#ifdef __HIP_PLATFORM_AMD__
#else
#error we don't support this
#endif
#if CUDA_VERSION >= 12000
// CHECK: #if (CUDA_VERSION >= 12000) || defined(__HIP_PLATFORM_AMD__)
// LINT: unterminated-quote.cu:[[@LINE-2]]:5: warning: 'CUDA_VERSION' is undefined under HIP
int b;
#endif
