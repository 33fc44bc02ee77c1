// TEST DOUBLE, not HIP: the fake <hip/hip_runtime.h> under which
// test/unit/MathHelperTest.cpp compiles helpers/hipify_math.h as plain C++
// for the host (the helper's host path; __HIP_DEVICE_COMPILE__ undefined).
// Written for hipify-cxx; it has no code of ROCm's.
#pragma once
#define __host__
#define __device__
