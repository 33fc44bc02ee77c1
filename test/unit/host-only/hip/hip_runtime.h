// TEST DOUBLE, not HIP: the fake <hip/hip_runtime.h> under which
// test/unit/MathHelperTest.cpp and CacheHelperTest.cpp compile
// helpers/hipify_math.h and hipify_cache.h as plain C++
// for the host (the helper's host path; __HIP_DEVICE_COMPILE__ undefined).
// Written for hipify-cxx; it has no code of ROCm's.
#pragma once
#define __host__
#define __device__
