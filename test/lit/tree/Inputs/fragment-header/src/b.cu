// body.inl needs config.cuh first.
#include "config.cuh"

#include "body.inl"

void twice(Params p) { run(p, 2.0f); }
