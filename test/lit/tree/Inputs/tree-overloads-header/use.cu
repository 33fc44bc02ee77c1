#define WITH_ERR
#include "e.h"
#include <cstdio>
int main() { std::puts(errstr(cuInit(0))); return twice(1); }
