#include "e.h"
int other() { CUdevice d; cuDeviceGet(&d, 0); return twice(d); }
