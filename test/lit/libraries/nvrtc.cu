// NVRTC (nvrtc.h) maps to hipRTC: the program and result types, program
// creation, compilation, logs, the code queries (the PTX ones become hipRTC's
// code ones) and the result enumerators. An NVRTC call without a hipRTC
// equivalent is left unchanged and reported. hipRTC takes the options,
// headers and include names as const char**, NVRTC as const char* const*:
// an array of char* (cuda-samples' nvrtc_helper.h) or of const strings is
// cast; a const char** or a null pointer is not.
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG %s -implicit-check-not=warning: < %t.err

#include <nvrtc.h>
// CHECK: #include <hip/hiprtc.h>

const char *source = "extern \"C\" __global__ void k(float *x) { x[0] = 1.0f; }";

int build(char *log) {
  nvrtcProgram prog;
  // CHECK: hiprtcProgram prog;
  nvrtcResult r = nvrtcCreateProgram(&prog, source, "k.cu", 0, nullptr, nullptr);
  // CHECK: hiprtcResult r = hiprtcCreateProgram(&prog, source, "k.cu", 0, nullptr, nullptr);
  const char *options[] = {"-O3"};
  r = nvrtcCompileProgram(prog, 1, options);
  // CHECK: r = hiprtcCompileProgram(prog, 1, options);
  char *params[2];
  r = nvrtcCompileProgram(prog, 2, params);
  // CHECK: r = hiprtcCompileProgram(prog, 2, const_cast<const char**>(params));
  const char *const *fixed = options;
  r = nvrtcCompileProgram(prog, 1, fixed);
  // CHECK: r = hiprtcCompileProgram(prog, 1, const_cast<const char**>(fixed));
  r = nvrtcCreateProgram(&prog, source, "k.cu", 1, fixed, params);
  // CHECK: r = hiprtcCreateProgram(&prog, source, "k.cu", 1, const_cast<const char**>(fixed), const_cast<const char**>(params));
  if (r != NVRTC_SUCCESS) {
  // CHECK: if (r != HIPRTC_SUCCESS) {
    nvrtcGetProgramLog(prog, log);
    // CHECK: hiprtcGetProgramLog(prog, log);
    return r == NVRTC_ERROR_COMPILATION;
    // CHECK: return r == HIPRTC_ERROR_COMPILATION;
  }
  size_t size;
  nvrtcGetPTXSize(prog, &size);
  // CHECK: hiprtcGetCodeSize(prog, &size);
  int archs;
  nvrtcGetNumSupportedArchs(&archs);
  // CHECK: nvrtcGetNumSupportedArchs(&archs);
  // DIAG: {{.*}}nvrtc.cu:[[@LINE-2]]:3: warning: 'nvrtcGetNumSupportedArchs' has no HIP equivalent; left unchanged [hipify-unsupported]
  nvrtcDestroyProgram(&prog);
  // CHECK: hiprtcDestroyProgram(&prog);
  return 0;
}
// DIAG-NOT: error
