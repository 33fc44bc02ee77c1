"""Writes pathologically nested CUDA sources into the directory argv[1]:
  chain.cu   100,000 macros, each defined as the previous one
  args.cu    a call whose argument is 1,000 nested macro invocations
  parens.cu  a call whose argument is in 100,000 parentheses
  launch.cu  a launch whose configuration is in 100,000 parentheses
Each ends with a plain cudaFree call that must still be translated."""
import os
import sys

d = sys.argv[1]
tail = "void last(float *p) { cudaFree(p); }\n"


def write(name, text):
    with open(os.path.join(d, name), "w") as f:
        f.write("#include <cuda_runtime.h>\n" + text + tail)


n = 100000
write("chain.cu", "#define M0(x) cudaFree(x)\n" +
      "".join("#define M%d(x) M%d(x)\n" % (i, i - 1) for i in range(1, n)) +
      "void f(float *p) { M%d(p); }\n" % (n - 1))
write("args.cu", "#define ID(x) x\nvoid f(float *p) { cudaFree(" +
      "ID(" * 1000 + "p" + ")" * 1000 + "); }\n")
write("parens.cu", "void f(float *p) { cudaFree(" + "(" * n + "p" + ")" * n +
      "); }\n")
write("launch.cu", "__global__ void k(int);\nvoid f() { k<<<" + "(" * n + "1" +
      ")" * n + ", 1>>>(0); }\n")
