#include "hdr.h"
const char *name(CUresult e) { return "d"; }
