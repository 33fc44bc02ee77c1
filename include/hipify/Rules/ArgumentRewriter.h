//===- ArgumentRewriter.h - rules that change one argument of a CUDA call -===//
#ifndef HIPIFY_RULES_ARGUMENTREWRITER_H
#define HIPIFY_RULES_ARGUMENTREWRITER_H

#include "hipify/Rules/Rule.h"

#include "clang/AST/Expr.h"

namespace hipify::rules {

/// The base of a rule for the records whose `rewriter:` is "<family>-N": it
/// finds each call of such a CUDA function that is renamed, and the text of
/// its argument N (as written in the file, or inside the one macro body it
/// is spelled in), and hands them to rewrite().
class ArgumentRewriter : public Rule, public AstVisitor {
public:
  ArgumentRewriter(FileContext &Ctx, llvm::ArrayRef<llvm::StringLiteral> Families)
      : Rule(Ctx), Families(Families) {}

  AstVisitor *visitor(clang::ASTContext &, const SourceInfo &SI) override {
    Info = &SI;
    return this;
  }
  bool VisitCallExpr(clang::CallExpr *E) override;

protected:
  /// Argument \p Arg of a call to \p R, spelled at [Begin, End).
  virtual void rewrite(const mapping::ApiRecord &R, llvm::StringRef Family,
                       const clang::Expr &Arg, unsigned Begin,
                       unsigned End) = 0;
  /// Adds the edits that put \p Open before [Begin, End) and \p Close after
  /// it, as one group.
  void wrap(const mapping::ApiRecord &R, llvm::StringRef Rule, unsigned Begin,
            unsigned End, std::string Open, std::string Close);

private:
  llvm::ArrayRef<llvm::StringLiteral> Families;
  const SourceInfo *Info = nullptr; // during the traversal
};

} // namespace hipify::rules

#endif
