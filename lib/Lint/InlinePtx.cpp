//===- InlinePtx.cpp - lint: inline PTX assembly --------------------------===//
//
// Inline assembly in CUDA device code is PTX, which AMD GPUs do not run: no
// header can make it build for ROCm, and the translation leaves it as it is
// (its report names it, for the device code the host's parse sees). Lint
// reads every branch, so it also finds the asm of a __host__ __device__
// function under #ifdef __CUDA_ARCH__, and the bodies of #define lines (an
// asm in a macro). An asm statement is PTX's when its instruction string
// holds a dotted mnemonic or directive (mov.u32, ld.acquire.sys, .reg:
// support::looksLikePtx, the translation's test too): x86's and Arm's host
// assembly and a compiler barrier's empty string are not, and are left
// alone. Nor is code an explicit ROCm test keeps from ROCm (Linter.cpp).
//
//===----------------------------------------------------------------------===//

#include "CodeWords.h"
#include "hipify/Lint/Linter.h"
#include "hipify/Support/Words.h"

using namespace llvm;

namespace hipify::lint {

std::vector<unsigned> inlinePtx(StringRef B,
                                ArrayRef<pp::Directive> Directives) {
  std::vector<unsigned> Out;
  if (!B.contains("asm")) // most files: no walk of their code
    return Out;
  // The word at \p I of B: an asm statement of PTX?
  auto Check = [&](size_t I, StringRef Word) {
    if (Word != "asm" && Word != "__asm__" && Word != "__asm")
      return;
    // asm [volatile|inline|goto...] ( "instruction" "..."
    StringRef Rest = B.substr(I + Word.size()).ltrim();
    while (Rest.consume_front("volatile") || Rest.consume_front("__volatile__") ||
           Rest.consume_front("inline") || Rest.consume_front("goto"))
      Rest = Rest.ltrim();
    if (!Rest.consume_front("("))
      return;
    // The instruction string: adjacent literals, as written.
    std::string Text;
    for (Rest = Rest.ltrim(); Rest.consume_front("\""); Rest = Rest.ltrim()) {
      size_t E = 0;
      while (E < Rest.size() && Rest[E] != '"' && !lineBreakAt(Rest, E))
        E += Rest[E] == '\\' ? 2 : 1;
      Text += Rest.take_front(E);
      Rest = Rest.drop_front(E + 1);
    }
    if (looksLikePtx(Text))
      Out.push_back(unsigned(I));
  };
  forEachCodeWord(B, Directives, Check);
  // An asm in a macro's body.
  for (const pp::Directive &D : Directives)
    if (D.Name == "define")
      forEachWord(
          B.slice(D.OperandBegin, D.OperandEnd),
          [&](size_t I, StringRef Word) { Check(D.OperandBegin + I, Word); });
  llvm::sort(Out);
  return Out;
}

} // namespace hipify::lint
