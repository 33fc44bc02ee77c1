//===- InlinePtx.cpp - lint: inline PTX assembly --------------------------===//
//
// Inline assembly in CUDA device code is PTX, which AMD GPUs do not run: no
// header can make it build for ROCm, and the translation leaves it as it is
// (its report names it, for the device code the host's parse sees). Lint
// reads every branch, so it also finds the asm of a __host__ __device__
// function under #ifdef __CUDA_ARCH__. An asm statement is PTX's when the
// first word of its instruction string is dotted (mov.u32, ld.acquire.sys,
// shfl.sync.idx.b32): x86's and Arm's host assembly is not, and is left
// alone.
//
//===----------------------------------------------------------------------===//

#include "CodeWords.h"
#include "hipify/Lint/Linter.h"

using namespace llvm;

namespace hipify::lint {

std::vector<unsigned> inlinePtx(StringRef B,
                                ArrayRef<pp::Directive> Directives) {
  std::vector<unsigned> Out;
  if (!B.contains("asm")) // most files: no walk of their code
    return Out;
  forEachCodeWord(B, Directives, [&](size_t I, StringRef Word) {
    if (Word != "asm" && Word != "__asm__" && Word != "__asm")
      return;
    // asm [volatile|inline|goto...] ( "instruction ..."
    StringRef Rest = B.substr(I + Word.size()).ltrim();
    while (Rest.consume_front("volatile") || Rest.consume_front("__volatile__") ||
           Rest.consume_front("inline") || Rest.consume_front("goto"))
      Rest = Rest.ltrim();
    if (!Rest.consume_front("("))
      return;
    Rest = Rest.ltrim();
    if (!Rest.consume_front("\""))
      return;
    StringRef First = Rest.ltrim(" \t").take_while(
        [](char C) { return isAlnum(C) || C == '.' || C == '_'; });
    if (First.contains('.') && !First.starts_with("."))
      Out.push_back(unsigned(I));
  });
  return Out;
}

} // namespace hipify::lint
