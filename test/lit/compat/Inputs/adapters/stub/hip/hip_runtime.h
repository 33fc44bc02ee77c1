#pragma once
// The HIP the adapters' calls need, declared for a syntax check of the
// source through the compat directory (no HIP installation needed).
#define __host__
#define __device__
#define __global__
#define NULL __null
typedef unsigned long size_t;
typedef int hipDriverProcAddressQueryResult;
int hipGetProcAddress(const char *, void **, int, unsigned long long,
                      hipDriverProcAddressQueryResult *);
int hipMoveFirst(int, int, int);
int hipSwapTwo(int, int);
int hipSetLast(int, int);
int hipSizeOut(void *, size_t *, int);
int hipRocOnly(int);
int hipDropOnly(int, int = 0);
int hipOrder(int, int, int, int);
