#pragma once
typedef cudaStream_t Stream;
static int code(int e) { return e == cudaSuccess ? 0 : (int)sizeof(cudaEvent_t); }
void bind(Unknown texture, cudaError_t (*free_fn)(void *), int cudaFree);
