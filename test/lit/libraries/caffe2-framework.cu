// Caffe2 declares its CUDA names in its own headers and ships their HIP
// twins, so they are renamed wherever they are declared or found: a header of
// the project's own tree, a class the file declares (its constructor and
// destructor too), a registration macro it defines, and each use, so that the
// translation stays consistent.
// RUN: %hipify %s -o %t.out -- -I%S/Inputs/framework 2>%t.err
// RUN: FileCheck --match-full-lines %s < %t.out
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s < %t.err

#include "caffe2/core/common_cudnn.h"
// CHECK: #include "caffe2/core/hip/common_miopen.h"

class CUDAContext {
public:
  CUDAContext() {}
  ~CUDAContext() {}
};
// CHECK: class HIPContext {
// CHECK-NEXT: public:
// CHECK-NEXT:   HIPContext() {}
// CHECK-NEXT:   ~HIPContext() {}

template <class Context> struct Op {};

#define REGISTER_CUDA_OPERATOR(name, ...) static int registered_##name = 0;
// CHECK: #define REGISTER_HIP_OPERATOR(name, ...) static int registered_##name = 0;

REGISTER_CUDA_OPERATOR(Dummy, Op<CUDAContext>)
// CHECK: REGISTER_HIP_OPERATOR(Dummy, Op<HIPContext>)

Op<CUDAContext> op;
// CHECK: Op<HIPContext> op;
int x = cudnn_helper();
// DIAG-NOT: warning
// DIAG-NOT: error
