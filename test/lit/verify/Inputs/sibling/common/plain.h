// Needs no translation: HIP spells it the same.
#pragma once
__host__ __device__ inline int twice(int x) { return 2 * x; }
