//===- ArgumentRewriter.cpp - rules that change one argument of a call ----===//
//
// The shared half of the argument rewriters (HIP_SYMBOL, casts): which calls
// they touch and where the argument is spelled. A call is touched only where
// the callee is CUDA's (not a project's function of the same name) and is
// renamed at the targets; an argument spelled across macros is left alone.
//
//===----------------------------------------------------------------------===//

#include "hipify/Rules/ArgumentRewriter.h"

#include "clang/Lex/Lexer.h"

using namespace clang;

namespace hipify::rules {

bool ArgumentRewriter::VisitCallExpr(CallExpr *E) {
  const SourceInfo &SI = *Info;
  const FunctionDecl *FD = E->getDirectCallee();
  const mapping::ApiRecord *R =
      FD && FD->getIdentifier() ? Ctx.Table.lookup(FD->getName()) : nullptr;
  if (!R || !SI.isCuda(FD->getLocation()))
    return true;
  for (llvm::StringRef Family : Families) {
    std::optional<unsigned> N = mapping::rewriterArgument(R->Rewriter, Family);
    if (!N || *N >= E->getNumArgs() ||
        !Ctx.Table.decide(*R, Ctx.Opts.Targets).Rename)
      continue;
    // The argument as written in the file, or else inside one macro body.
    const Expr *Arg = E->getArg(*N);
    SourceRange Written = Arg->getSourceRange();
    CharSourceRange Range = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(Written), SI.SM, SI.LO);
    auto Begin = SI.offset(Range.getBegin()), End = SI.offset(Range.getEnd());
    if (!Begin || !End) {
      Begin = SI.spelledAt(Written.getBegin());
      End = SI.tokenEnd(SI.SM.getSpellingLoc(Written.getEnd()));
    }
    if (Begin && End && *Begin < *End)
      rewrite(*R, Family, *Arg, *Begin, *End);
  }
  return true;
}

void ArgumentRewriter::wrap(const mapping::ApiRecord &R, llvm::StringRef Rule,
                            unsigned Begin, unsigned End, std::string Open,
                            std::string Close) {
  unsigned Group = Ctx.Engine.newGroup();
  for (auto &[At, Text] : {std::pair{Begin, std::move(Open)},
                           std::pair{End, std::move(Close)}}) {
    rewrite::Edit Ed;
    Ed.Offset = At;
    Ed.Text = Text;
    Ed.From = {Rule, R.Cuda, rewrite::Tier::Ast, R.Category, R.Library};
    Ed.Group = Group;
    Ed.Counted = false;
    Ctx.Engine.add(std::move(Ed));
  }
}

} // namespace hipify::rules
