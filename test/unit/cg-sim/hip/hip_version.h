// TEST DOUBLE, not HIP: the fake <hip/hip_version.h> of test/unit/cg-sim, the
// host simulation under which test/unit/CgHelperTest.cpp compiles
// helpers/hipify_cg.h as plain C++. Only the version macros the helper reads.
// Define HIP_VERSION_MAJOR / HIP_VERSION_MINOR before including it (or with
// -D) to pretend to be another HIP; the default, 6.2, is a HIP that lacks
// binary_partition, so that the helper supplies it.
#pragma once

#ifndef HIP_VERSION_MAJOR
#define HIP_VERSION_MAJOR 6
#endif
#ifndef HIP_VERSION_MINOR
#define HIP_VERSION_MINOR 2
#endif
#ifndef HIP_VERSION_PATCH
#define HIP_VERSION_PATCH 0
#endif
#define HIP_VERSION                                                            \
  (HIP_VERSION_MAJOR * 10000000 + HIP_VERSION_MINOR * 100000 +                 \
   HIP_VERSION_PATCH)
