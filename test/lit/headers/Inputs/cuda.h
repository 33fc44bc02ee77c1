// A project header that happens to be called cuda.h (not the CUDA SDK one).
#pragma once
int project_helper(int);
