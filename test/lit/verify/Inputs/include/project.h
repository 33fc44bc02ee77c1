// A library header outside the translated tree: its names stay CUDA-spelled.
#pragma once
void cudaProjectCheck(int code);
