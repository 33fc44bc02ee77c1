//===- HipSymbol.cpp - rewriter hip-symbol-N: HIP_SYMBOL(sym) ---------------===//
//
// HIP's calls that take a device symbol (hipMemcpyToSymbol and friends) take
// it as HIP_SYMBOL(sym), where CUDA takes the variable itself. A record whose
// rewriter is hip-symbol-N has its argument N wrapped, where the call is
// renamed: as written in the file, or inside the one macro body it is spelled
// in. A symbol already wrapped is left; one with a comma (a template-id) gets
// parentheses of its own, since HIP_SYMBOL is a macro.
//
//===----------------------------------------------------------------------===//

#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Rules/Rule.h"

#include "clang/AST/Expr.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace hipify::rules {

namespace {

class HipSymbol : public Rule, public AstVisitor {
public:
  using Rule::Rule;
  AstVisitor *visitor(ASTContext &, const SourceInfo &SI) override {
    Info = &SI;
    return this;
  }

  bool VisitCallExpr(CallExpr *E) override {
    const SourceInfo &SI = *Info;
    const FunctionDecl *FD = E->getDirectCallee();
    const mapping::ApiRecord *R =
        FD && FD->getIdentifier() ? Ctx.Table.lookup(FD->getName())
                                  : nullptr;
    std::optional<unsigned> N =
        R ? mapping::hipSymbolArgument(R->Rewriter) : std::nullopt;
    if (!N || *N >= E->getNumArgs() || !SI.isCuda(FD->getLocation()) ||
        !Ctx.Table.decide(*R, Ctx.Opts.Targets).Rename)
      return true;
    // The argument as written in the file, or else inside one macro body.
    SourceRange Written = E->getArg(*N)->getSourceRange();
    CharSourceRange Arg = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(Written), SI.SM, SI.LO);
    auto Begin = SI.offset(Arg.getBegin()), End = SI.offset(Arg.getEnd());
    if (!Begin || !End) {
      Begin = SI.spelledAt(Written.getBegin());
      End = SI.tokenEnd(SI.SM.getSpellingLoc(Written.getEnd()));
    }
    if (!Begin || !End || *End <= *Begin)
      return true;
    StringRef Text = Ctx.Buffer.slice(*Begin, *End);
    std::string Open = (mapping::hip::Symbol + "(").str();
    if (Text.starts_with(Open))
      return true;
    // HIP_SYMBOL is a macro: a comma in the symbol (a template-id) needs
    // parentheses of its own.
    bool Comma = Text.contains(',');
    unsigned Group = Ctx.Engine.newGroup();
    for (auto [At, Text] : {std::pair<unsigned, std::string>{
                                 *Begin, Comma ? Open + "(" : Open},
                             {*End, Comma ? "))" : ")"}}) {
      rewrite::Edit Ed;
      Ed.Offset = At;
      Ed.Text = Text;
      Ed.From = {"hip-symbol", R->Cuda, rewrite::Tier::Ast, R->Category,
                 R->Library};
      Ed.Group = Group;
      Ed.Counted = false;
      Ctx.Engine.add(std::move(Ed));
    }
    return true;
  }

private:
  const SourceInfo *Info = nullptr; // during the traversal
};

} // namespace

extern const RuleSpec HipSymbolRule = {
    "hip-symbol",
    "wraps the device symbol of hipMemcpyToSymbol and friends in HIP_SYMBOL()",
    "", {}, always, create<HipSymbol>};

} // namespace hipify::rules
