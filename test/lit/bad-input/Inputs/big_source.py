"""Writes a CUDA source of at least N MiB (argv[2], default 10) to argv[1]:
20,000 functions calling cudaFree, then an inactive #if 0 branch of
cudaMalloc lines (each with a long comment) up to the size."""
import sys

path = sys.argv[1]
size_mib = int(sys.argv[2]) if len(sys.argv) > 2 else 10
out = ["#include <cuda_runtime.h>\n"]
size = len(out[0])
for i in range(20000):
    line = "void f%d(float *p) { cudaFree(p); }\n" % i
    out.append(line)
    size += len(line)
out.append("#if 0\n")
i = 0
while size < size_mib * 1024 * 1024:
    line = "cudaMalloc(&p%d, n); /* %s */\n" % (i, "x" * 200)
    out.append(line)
    size += len(line)
    i += 1
out.append("#endif\n")
with open(path, "w") as f:
    f.write("".join(out))
print("%d inactive lines" % i)
