// cuDNN calls whose MIOpen counterpart orders its arguments otherwise, with
// --miopen: the filter or the gradient first in the workspace queries (and no
// algorithm), the workspace after the output in the convolutions, the softmax
// algorithm and mode last. Each argument moves as written, comments and all;
// without --miopen (hipDNN) the order stays.
// RUN: %hipify --miopen %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s < %t.err
// RUN: %hipify %s -o - 2>/dev/null | FileCheck --match-full-lines --check-prefix=HIPDNN %s

#include <cudnn.h>

void run(cudnnHandle_t h, cudnnTensorDescriptor_t in, cudnnFilterDescriptor_t f,
         cudnnConvolutionDescriptor_t conv, cudnnTensorDescriptor_t out,
         cudnnConvolutionFwdAlgo_t fwd, cudnnConvolutionBwdDataAlgo_t bwd,
         const float *a, const float *b, float *x, float *w, float *y,
         void *ws, size_t wsSize, size_t *need) {
  cudnnGetConvolutionForwardWorkspaceSize(h, in, f, conv, out, fwd, need);
  // CHECK: miopenConvolutionForwardGetWorkSpaceSize(h, f, in, conv, out, need);
  // HIPDNN: hipdnnGetConvolutionForwardWorkspaceSize(h, in, f, conv, out, fwd, need);
  cudnnGetConvolutionBackwardDataWorkspaceSize(h, f, out, conv, in, bwd, need);
  // CHECK: miopenConvolutionBackwardDataGetWorkSpaceSize(h, out, f, conv, in, need);
  cudnnConvolutionForward(h, a, in, x, f, w, conv, fwd, ws, wsSize, b, out, /*result*/ y);
  // CHECK: miopenConvolutionForward(h, a, in, x, f, w, conv, fwd, b, out, /*result*/ y, ws, wsSize);
  cudnnConvolutionBackwardData(h, a, f, w, out, y, conv, bwd, ws, wsSize, b, in, x);
  // CHECK: miopenConvolutionBackwardData(h, a, out, y, f, w, conv, bwd, b, in, x, ws, wsSize);
  cudnnSoftmaxAlgorithm_t algo = CUDNN_SOFTMAX_ACCURATE;
  cudnnSoftmaxMode_t mode = CUDNN_SOFTMAX_MODE_CHANNEL;
  cudnnSoftmaxForward(h, algo, mode, a, in, x, b, out, y);
  // CHECK: miopenSoftmaxForward_V2(h, a, in, x, b, out, y, algo, mode);
  cudnnSoftmaxBackward(h, algo, mode, a, out, y, out, y, b, in, x);
  // CHECK: miopenSoftmaxBackward_V2(h, a, out, y, out, y, b, in, x, algo, mode);
  // A moved argument that is itself renamed: the moves and the rename
  // conflict, the call keeps its order, and the conflict is reported.
  cudnnSoftmaxForward(h, CUDNN_SOFTMAX_FAST, mode, a, in, x, b, out, y);
  // CHECK: miopenSoftmaxForward_V2(h, CUDNN_SOFTMAX_FAST, mode, a, in, x, b, out, y);
  // DIAG: cudnn-miopen-argument-order.cu:[[@LINE-2]]:{{[0-9]+}}: warning: {{.*}} [hipify-conflict]
}
// DIAG-NOT: error:
