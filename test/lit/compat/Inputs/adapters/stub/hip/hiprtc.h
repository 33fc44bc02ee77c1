#pragma once
typedef struct _hiprtcProgram *hiprtcProgram;
int hiprtcCompileProgram(hiprtcProgram, int, const char **);
