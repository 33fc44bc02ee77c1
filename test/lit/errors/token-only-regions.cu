// The report lists what only the token-level pass translated, and why: code
// that does not parse, inactive branches, macros never expanded.
// RUN: %hipify %s --examine 2>/dev/null | FileCheck %s
// RUN: %hipify %s --examine --report-json %t.json >/dev/null 2>&1
// RUN: %python -c "import json; r = json.load(open('%t.json'))['files'][0]['token_only_regions']; print(r)" | FileCheck --check-prefix=JSON %s

#include <cuda_runtime.h>
#if 0
void a() { cudaFree(0); }
#endif
#define RELEASE(p) cudaFree(p)
void b() { undeclared_type x = cudaMalloc(0 ; cudaFree(0);
}
// CHECK: translated at token level only: line 9 (inactive-branch); line 11 (macro-body); line 12 (not-parsed);
// JSON: [{'first_line': 9, 'last_line': 9, 'reason': 'inactive-branch'}, {'first_line': 11, 'last_line': 11, 'reason': 'macro-body'}, {'first_line': 12, 'last_line': 12, 'reason': 'not-parsed'}]
