// The extension's own helper: it includes PyTorch, its sources need not.
#pragma once
#include <ATen/ATen.h>
#include <ATen/cuda/CUDAContext.h>
