// cuSPARSE (cusparse.h) maps to hipSPARSE, and with --roc to rocSPARSE:
// handle, matrix descriptor and its setters, the generic CSR and dense
// vector descriptors with their index and data type enumerators (the roc
// spelling of CUDA_R_32F is checked in cusparse-roc-datatype.cu).
// RUN: %hipify %s -o - 2>%t.err | FileCheck --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err
// RUN: %hipify --roc %s -o - 2>%t.err | FileCheck --check-prefix=ROC --match-full-lines %s
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s -implicit-check-not=warning: < %t.err

#include <cusparse.h>
// CHECK: #include <hipsparse/hipsparse.h>
// ROC: #include <rocsparse/rocsparse.h>

int run(int *rows, int *cols, float *vals, float *x) {
  cusparseHandle_t handle;
  // CHECK: hipsparseHandle_t handle;
  // ROC: rocsparse_handle handle;
  if (cusparseCreate(&handle) != CUSPARSE_STATUS_SUCCESS)
  // CHECK: if (hipsparseCreate(&handle) != HIPSPARSE_STATUS_SUCCESS)
  // ROC: if (rocsparse_create_handle(&handle) != rocsparse_status_success)
    return 1;
  cusparseMatDescr_t descr;
  // CHECK: hipsparseMatDescr_t descr;
  // ROC: rocsparse_mat_descr descr;
  cusparseCreateMatDescr(&descr);
  // CHECK: hipsparseCreateMatDescr(&descr);
  // ROC: rocsparse_create_mat_descr(&descr);
  cusparseSetMatType(descr, CUSPARSE_MATRIX_TYPE_GENERAL);
  // CHECK: hipsparseSetMatType(descr, HIPSPARSE_MATRIX_TYPE_GENERAL);
  // ROC: rocsparse_set_mat_type(descr, rocsparse_matrix_type_general);
  cusparseSetMatIndexBase(descr, CUSPARSE_INDEX_BASE_ZERO);
  // CHECK: hipsparseSetMatIndexBase(descr, HIPSPARSE_INDEX_BASE_ZERO);
  // ROC: rocsparse_set_mat_index_base(descr, rocsparse_index_base_zero);
  cusparseSpMatDescr_t mat;
  // CHECK: hipsparseSpMatDescr_t mat;
  // ROC: rocsparse_spmat_descr mat;
  cusparseCreateCsr(&mat, 4, 4, 4, rows, cols, vals, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                    CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F);
  // CHECK: hipsparseCreateCsr(&mat, 4, 4, 4, rows, cols, vals, HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_32I,
  // CHECK: HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F);
  // ROC: rocsparse_create_csr_descr(&mat, 4, 4, 4, rows, cols, vals, rocsparse_indextype_i32, rocsparse_indextype_i32,
  // ROC: rocsparse_index_base_zero, {{[a-z0-9_]+}});
  cusparseDnVecDescr_t vec;
  // CHECK: hipsparseDnVecDescr_t vec;
  // ROC: rocsparse_dnvec_descr vec;
  cusparseCreateDnVec(&vec, 4, x, CUDA_R_32F);
  // CHECK: hipsparseCreateDnVec(&vec, 4, x, HIP_R_32F);
  // ROC: rocsparse_create_dnvec_descr(&vec, 4, x, {{[a-z0-9_]+}});
  cusparseDestroyDnVec(vec);
  // CHECK: hipsparseDestroyDnVec(vec);
  // ROC: rocsparse_destroy_dnvec_descr(vec);
  cusparseDestroySpMat(mat);
  // CHECK: hipsparseDestroySpMat(mat);
  // ROC: rocsparse_destroy_spmat_descr(mat);
  cusparseDestroyMatDescr(descr);
  // CHECK: hipsparseDestroyMatDescr(descr);
  // ROC: rocsparse_destroy_mat_descr(descr);
  cusparseDestroy(handle);
  // CHECK: hipsparseDestroy(handle);
  // ROC: rocsparse_destroy_handle(handle);
  return 0;
}
// DIAG-NOT: error
