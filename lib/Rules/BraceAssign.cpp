//===- BraceAssign.cpp - x = {} on a CUDA type HIP's twin finds ambiguous -===//
//
// nvcc takes `x = {}` on CUDA's __half2 and __nv_bfloat162: the value is
// zero. Their HIP twins declare more assignments (from their raw forms,
// from their vector), and `x = {}` is ambiguous there: it does not compile
// (nor does it in clang's parse of CUDA's headers, where the assignment is
// a recovery expression of the two sides). The braces get the type's HIP
// name, `x = __half2{}`, the value-initialised type, zero on both sides.
// The tables flag such a type `empty-braces-ambiguous`.
//
//===----------------------------------------------------------------------===//

#include "hipify/Rules/Rule.h"

#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace hipify::rules {

namespace {

class BraceAssign : public AstRule {
public:
  using AstRule::AstRule;

  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) override {
    if (E->getOperator() == OO_Equal && E->getNumArgs() == 2)
      assignment(*E->getArg(0), *E->getArg(1));
    return true;
  }

  /// An assignment clang's parse of CUDA's headers finds ambiguous: the two
  /// sides, with `=` between them.
  bool VisitRecoveryExpr(RecoveryExpr *E) override {
    auto Sub = E->subExpressions();
    if (Sub.size() != 2 || !isa<InitListExpr>(Sub[1]))
      return true;
    auto LhsEnd = Info->spelledAt(Lexer::getLocForEndOfToken(
        Sub[0]->getEndLoc(), 0, Info->SM, Context->getLangOpts()));
    auto Braces = Info->spelledAt(Sub[1]->getBeginLoc());
    if (LhsEnd && Braces && *LhsEnd < *Braces &&
        Ctx.Buffer.slice(*LhsEnd, *Braces).trim() == "=")
      assignment(*Sub[0], *Sub[1]);
    return true;
  }

private:
  /// \p Lhs = \p Rhs: where \p Rhs is `{}` and \p Lhs's type is flagged,
  /// the braces get its HIP name.
  void assignment(const Expr &Lhs, const Expr &Rhs) {
    const auto *D = Lhs.getType()->getAsRecordDecl();
    if (!D || !D->getIdentifier() || !Info->isCuda(D->getLocation()))
      return;
    const mapping::ApiRecord *R = Ctx.Table.lookup(D->getName());
    if (!R || !(R->Flags & mapping::FlagBraceAssign))
      return;
    mapping::Decision To = Ctx.Table.decide(*R, Ctx.Opts.Targets);
    auto Begin = Info->spelledAt(Rhs.getBeginLoc());
    auto End = Info->spelledAt(Rhs.getEndLoc());
    if (!To.Rename || To.To.empty() || !Begin || !End || *End <= *Begin ||
        Ctx.Buffer[*Begin] != '{' ||
        !Ctx.Buffer.slice(*Begin + 1, *End).trim().empty())
      return;
    replace(Ctx, origin(*R), *Begin, 0, To.To.str(), 0, /*Counted=*/true);
  }
};

} // namespace

extern const RuleSpec BraceAssignRule = {
    rewrite::Producer::BraceAssign,
    "x = {} on a CUDA type whose HIP twin's assignments make it ambiguous "
    "(__half2, bfloat16): the braces get the type's HIP name, x = __half2{}, "
    "zero as in CUDA",
    "", {}, always, create<BraceAssign>};

} // namespace hipify::rules
