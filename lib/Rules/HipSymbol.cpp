//===- HipSymbol.cpp - rewriter hip-symbol-N: HIP_SYMBOL(sym)
//---------------===//
//
// HIP's calls that take a device symbol (hipMemcpyToSymbol and friends) take
// it as HIP_SYMBOL(sym), where CUDA takes the variable itself. A record whose
// rewriter is hip-symbol-N has its argument N wrapped, where the call is
// renamed, by the AST or (in a branch the parse skipped) at token level. A
// symbol already wrapped is left; one with a comma (a
// template-id) gets parentheses of its own, since HIP_SYMBOL is a macro.
//
//===----------------------------------------------------------------------===//

#include "hipify/Lexical/LexicalPass.h"
#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Rules/ArgumentRewriter.h"

namespace hipify::rules {

namespace {

class HipSymbol : public ArgumentRewriter, public lexical::TokenHooks {
public:
  using ArgumentRewriter::ArgumentRewriter;
  lexical::TokenHooks *tokens() override { return this; }

  /// The device symbol of a call the AST did not see
  /// (cudaMemcpyToSymbol(sym, ...) in an inactive branch), wrapped as the
  /// AST's half does.
  void call(unsigned NameEnd, const mapping::ApiRecord &R, bool) override {
    auto N = mapping::rewriterArgument(R.Rewriter, mapping::Family::HipSymbol);
    if (!N)
      return;
    auto Arg = lexical::callArgument(Ctx.ParseText, NameEnd, *N);
    if (!Arg)
      return;
    llvm::StringRef Text = Ctx.ParseText.slice(Arg->first, Arg->second);
    std::string Open = (mapping::hip::Symbol + "(").str();
    if (Text.starts_with(Open))
      return;
    bool Comma = Text.contains(',');
    for (auto [At, Insert] : {std::pair{Arg->first, Comma ? Open + "(" : Open},
                              {Arg->second, std::string(Comma ? "))" : ")")}}) {
      rewrite::Edit E;
      E.Offset = At;
      E.Text = Insert;
      E.From = {self(), R.Cuda, rewrite::Tier::Lexical, R.Category, R.Library};
      E.Counted = false;
      Ctx.edit(std::move(E));
    }
  }

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

/// An argument the argument-edit rule inserts before the symbol's stays
/// outside its HIP_SYMBOL( (insertions at one place keep their order).
constexpr rewrite::Producer After[] = {rewrite::Producer::ArgumentEdit};

extern const RuleSpec HipSymbolRule = {
    rewrite::Producer::HipSymbol,
    "wraps the device symbol of hipMemcpyToSymbol and friends in HIP_SYMBOL()",
    "", {}, always, create<HipSymbol>, After};

} // namespace hipify::rules
