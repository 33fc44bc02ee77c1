// What rocWMMA lacks of CUDA's warp matrix functions (helpers/wmma.cu).
#include <mma.h>
using namespace nvcuda;
__global__ void k(const float *a) {
  wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> fa;
  wmma::load_matrix_sync(fa, a, 16);
  fa.x[0] = wmma::__float_to_tf32(fa.x[0]);
  wmma::fragment<wmma::matrix_a, 8, 8, 128, wmma::experimental::precision::b1, wmma::row_major> f1;
  wmma::fragment<wmma::matrix_b, 8, 8, 128, wmma::experimental::precision::b1, wmma::col_major> f2;
  wmma::fragment<wmma::accumulator, 8, 8, 128, int> acc;
  wmma::bmma_sync(acc, f1, f2, acc, wmma::experimental::bmmaBitOpXOR, wmma::experimental::bmmaAccumulateOpPOPC);
}
