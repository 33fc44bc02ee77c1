// The project's wrapper of CUDA calls, declared in its own header.
#pragma once
int cudaCheckX(int code);
