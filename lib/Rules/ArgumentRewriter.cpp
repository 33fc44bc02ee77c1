//===- ArgumentRewriter.cpp - rules that change one argument of a call ----===//
//
// The shared half of the argument rewriters (HIP_SYMBOL, casts): which calls
// they touch and where the argument is spelled. A call is touched only where
// the callee is CUDA's (not a project's function of the same name; but a
// user's record, --mappings, names the project's own) and is renamed at the
// targets; an argument spelled across macros is left alone.
//
//===----------------------------------------------------------------------===//

#include "hipify/Rules/ArgumentRewriter.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace hipify::rules {

rewrite::Producer familyOwner(mapping::Family F) {
  static constexpr rewrite::Producer Owners[] = {
#define HIPIFY_REWRITER(Id, Name, Form, Owner, Cast) rewrite::Producer::Owner,
#include "hipify/Mapping/Rewriters.def"
  };
  return Owners[static_cast<unsigned>(F)];
}

bool ArgumentRewriter::VisitCallExpr(CallExpr *E) {
  const SourceInfo &SI = *Info;
  const NamedDecl *FD = calledFunction(*E);
  const mapping::ApiRecord *R =
      FD && FD->getIdentifier() ? Ctx.Table.lookup(FD->getName()) : nullptr;
  if (!R || !(SI.isCuda(FD->getLocation()) || renamesProjectDeclarations(*R)))
    return true;
  unsigned Count = writtenArguments(*E);
  CallGroup = Ctx.newEditGroup();
  for (const mapping::RewriterStep &S : mapping::rewriterSteps(R->Rewriter)) {
    if (familyOwner(S.Family) != self())
      continue;
    mapping::Decision D = Ctx.Table.decide(*R, Ctx.Opts.Targets);
    bool ToRoc = !R->Roc.empty() && D.To == R->Roc;
    if (!D.Rename || (S.Only == mapping::RewriterStep::Roc && !ToRoc) ||
        (S.Only == mapping::RewriterStep::Hip && ToRoc))
      continue;
    if (S.Family == mapping::Family::AppendArgument) {
      if (S.N == Count && Count > 0)
        if (auto Last = argumentRange(*E, Count - 1))
          rewrite(*R, S, *E, nullptr, Last->second, Last->second);
    } else if (S.N < Count) {
      if (auto Range = argumentRange(*E, S.N))
        rewrite(*R, S, *E, E->getArg(S.N), Range->first, Range->second);
    }
  }
  return true;
}

std::optional<std::pair<unsigned, unsigned>>
ArgumentRewriter::argumentRange(const CallExpr &Call, unsigned N) const {
  return rules::argumentRange(*Info, Call, N);
}

} // namespace hipify::rules
