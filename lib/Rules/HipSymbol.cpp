//===- HipSymbol.cpp - rewriter hip-symbol-N: HIP_SYMBOL(sym) ---------------===//
//
// HIP's calls that take a device symbol (hipMemcpyToSymbol and friends) take
// it as HIP_SYMBOL(sym), where CUDA takes the variable itself. A record whose
// rewriter is hip-symbol-N has its argument N wrapped, where the call is
// renamed. A symbol already wrapped is left; one with a comma (a
// template-id) gets parentheses of its own, since HIP_SYMBOL is a macro.
//
//===----------------------------------------------------------------------===//

#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Rules/ArgumentRewriter.h"

namespace hipify::rules {

namespace {

class HipSymbol : public ArgumentRewriter {
public:
  using ArgumentRewriter::ArgumentRewriter;

protected:
  void rewrite(const mapping::ApiRecord &R, const mapping::RewriterStep &,
               const clang::CallExpr &, const clang::Expr *, unsigned Begin,
               unsigned End) override {
    llvm::StringRef Text = Ctx.Buffer.slice(Begin, End);
    std::string Open = (mapping::hip::Symbol + "(").str();
    if (Text.starts_with(Open))
      return;
    bool Comma = Text.contains(',');
    wrap(R, Begin, End, Comma ? Open + "(" : Open,
         Comma ? "))" : ")");
  }
};

} // namespace

extern const RuleSpec HipSymbolRule = {
    rewrite::Producer::HipSymbol,
    "wraps the device symbol of hipMemcpyToSymbol and friends in HIP_SYMBOL()",
    "", {}, always, create<HipSymbol>};

} // namespace hipify::rules
