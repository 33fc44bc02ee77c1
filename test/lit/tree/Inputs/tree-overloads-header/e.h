#include <cuda.h>
#ifdef WITH_ERR
const char *errstr(CUresult);
#endif
inline int twice(int x) { return 2 * x; }
