// #include <cudnn.h> follows the names: with --miopen it becomes MIOpen's
// header, without --miopen (--roc alone included) hipDNN's, as the names stay
// hipDNN's there.
// RUN: %hipify --miopen %s -o - 2>%t.err | FileCheck --check-prefix=MIOPEN --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --roc %s -o - 2>%t.err | FileCheck --check-prefix=HIPDNN --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cudnn.h>
// MIOPEN: #include <miopen/miopen.h>
// HIPDNN: #include <hipDNN.h>

void destroy(cudnnHandle_t handle) { cudnnDestroy(handle); }
// MIOPEN: void destroy(miopenHandle_t handle) { miopenDestroy(handle); }
// HIPDNN: void destroy(hipdnnHandle_t handle) { hipdnnDestroy(handle); }
// DIAG-NOT: error
