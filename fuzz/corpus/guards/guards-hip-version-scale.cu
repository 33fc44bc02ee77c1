// HIP_VERSION compared with a CUDA-scale number is reported, not rewritten.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#if HIP_VERSION >= 11000
// CHECK: #if HIP_VERSION >= 11000
// DIAG: hip-version-scale.cu:[[@LINE-2]]:5: warning: 'HIP_VERSION' is compared with 11000, a CUDA-style version, but HIP_VERSION is major * 10000000 + minor * 100000 + patch [hipify-hip-version-scale]
int x;
#endif
