#define KERNEL __global__
#define OUTER KERNEL
OUTER void k() {}
