// A project header that uses the legacy cuBLAS API.
#pragma once
#include <cublas.h>
