//===- InlinePtx.cpp - lint: inline PTX assembly --------------------------===//
//
// Inline assembly in CUDA device code is PTX, which AMD GPUs do not run: no
// header makes code kept as CUDA (compat) build for ROCm. Lint reads every
// branch and macro body (lib/Ptx reads the statements, as the translation
// does) and says of each asm statement of PTX whether the translation
// replaces it, exactly (its instructions are in the catalog), or a person
// has to (the instruction, or construct, that stops it). x86's and Arm's
// host assembly and a compiler barrier's empty string are not PTX, and are
// left alone; so is code an explicit ROCm test keeps from ROCm (Linter.cpp).
//
//===----------------------------------------------------------------------===//

#include "hipify/Lint/Linter.h"
#include "hipify/Ptx/InlineAsm.h"

#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace hipify::lint {

std::vector<std::pair<unsigned, std::string>>
inlinePtx(StringRef B, ArrayRef<pp::Directive> Directives) {
  std::vector<std::pair<unsigned, std::string>> Out;
  for (const ptx::AsmStatement &S : ptx::findPtxStatements(B, Directives)) {
    ptx::AsmResult R = ptx::translate(B, S);
    std::string Message =
        R.Translation
            ? "inline PTX '" + join(R.Translation->Instructions, "; ") +
                  "': AMD GPUs do not run PTX; hipify-cxx's translation "
                  "replaces it with exact C++" +
                  (R.Translation->UsesHelper ? " (helpers/hipify_ptx.h)"
                                             : "") +
                  ", code kept as CUDA needs that C++ under #ifdef "
                  "__HIP_PLATFORM_AMD__"
            : "inline PTX that needs a person: '" + R.Refusal.What +
                  "': " + R.Refusal.Why +
                  "; AMD GPUs do not run PTX, and no header makes it build "
                  "for ROCm: use a HIP builtin or AMDGPU assembly under "
                  "#ifdef __HIP_PLATFORM_AMD__";
    Out.emplace_back(S.Begin, std::move(Message));
  }
  return Out;
}

} // namespace hipify::lint
