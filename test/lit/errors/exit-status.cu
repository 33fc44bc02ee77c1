// A file that does not compile is translated with exit status 0 and written
// out; the report counts its parse errors.
// RUN: rm -f %t.json %t.out
// RUN: %hipify %s -o %t.out --report-json %t.json
// RUN: FileCheck --match-full-lines %s < %t.out
// RUN: %python -c "import json; f = json.load(open(r'%t.json'))['files'][0]; assert f['parse_errors'] > 0, f; assert f['status'] == 'translated', f; print('ok')"

#include <cuda_runtime.h>

void f(float *p) {
  cudaFree(p)
  // CHECK: hipFree(p)
}
