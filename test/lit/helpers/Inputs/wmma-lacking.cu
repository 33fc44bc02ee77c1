// What rocWMMA lacks of CUDA's warp matrix functions (helpers/wmma.cu).
#include <mma.h>
#include <cuda_fp16.h>
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
// Shapes and element types rocWMMA lacks, and satf; a shape that is a
// template's parameter is the compiler's to check.
template <int M> __global__ void shape(const half *a) {
  wmma::fragment<wmma::matrix_a, M, 8, 16, half, wmma::row_major> dependent;
}
__global__ void shapes(const signed char *p) {
  wmma::fragment<wmma::matrix_a, 32, 8, 16, half, wmma::row_major> tall;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, unsigned char, wmma::col_major> unsigned_bytes;
  wmma::fragment<wmma::accumulator, 8, 8, 4, double> doubles;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, signed char, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, signed char, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 16, int> c;
  wmma::mma_sync(c, a, b, c, true);
  wmma::mma_sync(c, a, b, c);
}
__global__ void mixed() {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> d;
  wmma::fragment<wmma::accumulator, 16, 16, 16, half> c;
  wmma::mma_sync(d, a, b, c);
  wmma::mma_sync(c, a, b, c);
}
