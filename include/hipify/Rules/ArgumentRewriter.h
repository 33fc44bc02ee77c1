//===- ArgumentRewriter.h - rules that change one argument of a CUDA call -===//
#ifndef HIPIFY_RULES_ARGUMENTREWRITER_H
#define HIPIFY_RULES_ARGUMENTREWRITER_H

#include "hipify/Rules/Rule.h"

#include "clang/AST/Expr.h"

namespace hipify::rules {

/// The producer that carries out the steps of family \p F (Rewriters.def).
rewrite::Producer familyOwner(mapping::Family F);

/// The base of a rule for the records whose `rewriter:` has steps of the
/// families it owns (Rewriters.def): it finds each call of such a CUDA function
/// that is renamed (to the roc name, for a "roc:" step), and the text of its
/// argument N (as written in the file, or inside the one macro body it is
/// spelled in), and hands them to rewrite().
class ArgumentRewriter : public Rule, public AstVisitor {
public:
  using Rule::Rule;

  AstVisitor *visitor(clang::ASTContext &Context,
                      const SourceInfo &SI) override {
    AST = &Context;
    Info = &SI;
    return this;
  }
  bool VisitCallExpr(clang::CallExpr *E) override;

protected:
  /// Step \p S of the rewriter of \p R, for \p Call, whose argument S.N is
  /// spelled at [Begin, End). For an append-argument step, on a call with
  /// S.N arguments as written, \p Arg is null and Begin = End is where the
  /// last argument ends (only the argument-edit rule owns that family, so
  /// only it sees a null \p Arg).
  virtual void rewrite(const mapping::ApiRecord &R,
                       const mapping::RewriterStep &S,
                       const clang::CallExpr &Call, const clang::Expr *Arg,
                       unsigned Begin, unsigned End) = 0;
  /// [begin, end) of argument \p N of \p Call, as rewrite() gets it.
  std::optional<std::pair<unsigned, unsigned>>
  argumentRange(const clang::CallExpr &Call, unsigned N) const;

  /// The edit group of the call being rewritten: its steps apply together
  /// or not at all (a moved argument is a copy and a drop).
  unsigned CallGroup = 0;
  clang::ASTContext *AST = nullptr; // during the traversal

private:
  const SourceInfo *Info = nullptr; // during the traversal
};

} // namespace hipify::rules

#endif
