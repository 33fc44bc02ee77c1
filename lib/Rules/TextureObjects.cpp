//===- TextureObjects.cpp - texture objects used as numbers ---------------===//
//
// CUDA's texture and surface objects (cudaTextureObject_t,
// cudaSurfaceObject_t, the driver's CUtexObject and CUsurfObject: the records
// flagged pointer-handle) are 64-bit integers; HIP's are pointers to an
// opaque struct. Code that treats one as
// a number (cuda-samples' bindlessTexture packs it into a uint2 with
// `obj & 0xFFFFFFFF`, `obj >> 32` and casts back) has no HIP form, so each
// such place is reported: arithmetic, bit operations and shifts on one, and
// casts between one and an integer (a null constant aside).
//
//===----------------------------------------------------------------------===//

#include "hipify/Rules/Rule.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/DenseSet.h"

#include <array>

using namespace clang;

namespace hipify::rules {

namespace {

constexpr llvm::StringLiteral Tag = "hipify-texture-object";

class TextureObjects : public Rule, public AstVisitor {
public:
  using Rule::Rule;
  AstVisitor *visitor(ASTContext &A, const SourceInfo &SI) override {
    AST = &A;
    Info = &SI;
    return this;
  }

  bool VisitBinaryOperator(BinaryOperator *E) override {
    arithmetic(E->getOpcode(), {E->getLHS(), E->getRHS()},
               E->getOperatorLoc());
    return true;
  }
  /// The built-in declarations' objects take their operators as calls.
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) override {
    OverloadedOperatorKind K = E->getOperator();
    if (E->isInfixBinaryOp() && K != OO_PlusPlus && K != OO_MinusMinus)
      arithmetic(BinaryOperator::getOverloadedOpcode(K),
                 {E->getArg(0), E->getArg(1)}, E->getOperatorLoc());
    return true;
  }

  bool VisitExplicitCastExpr(ExplicitCastExpr *E) override {
    const Expr *From = E->getSubExpr()->IgnoreParenImpCasts();
    auto To = object(E->getType()), Of = object(From->getType());
    // An operand made by arithmetic is reported at its operator.
    if (isa<BinaryOperator, CXXOperatorCallExpr>(From) || (To && Of))
      return true;
    if ((To && From->getType()->isIntegerType() &&
         !From->isNullPointerConstant(*AST,
                                      Expr::NPC_ValueDependentIsNotNull)) ||
        (Of && E->getType()->isIntegerType()))
      report(E->getBeginLoc(), To ? *To : *Of,
             "a conversion between one and an integer");
    return true;
  }

private:
  /// Reports \p Sides, two operands of \p Op, when one is an object and
  /// \p Op does arithmetic.
  void arithmetic(BinaryOperatorKind Op, std::array<const Expr *, 2> Sides,
                  SourceLocation Loc) {
    if (!(BinaryOperator::isAdditiveOp(Op) ||
          BinaryOperator::isMultiplicativeOp(Op) ||
          BinaryOperator::isBitwiseOp(Op) || BinaryOperator::isShiftOp(Op) ||
          BinaryOperator::isCompoundAssignmentOp(Op)))
      return;
    for (const Expr *Side : Sides)
      if (auto Name = object(Side->IgnoreUnlessSpelledInSource()->getType()))
        return report(Loc, *Name, "arithmetic on one");
  }

  /// The CUDA texture or surface object type \p T names, if it is one: a
  /// CUDA declaration whose record is flagged pointer-handle.
  std::optional<llvm::StringRef> object(QualType T) const {
    auto Known = [&](const NamedDecl *D) -> std::optional<llvm::StringRef> {
      if (!D || !D->getIdentifier() || !Info->isCuda(D->getLocation()))
        return std::nullopt;
      const mapping::ApiRecord *R = Ctx.Table.lookup(D->getName());
      return R && (R->Flags & mapping::FlagPointerHandle)
                 ? std::optional(D->getName())
                 : std::nullopt;
    };
    while (const auto *TT = T->getAs<TypedefType>()) {
      if (auto Name = Known(TT->getDecl()))
        return Name;
      T = TT->desugar();
    }
    return Known(T->getAsRecordDecl()); // the built-in declarations
  }

  void report(SourceLocation Loc, llvm::StringRef Name, llvm::StringRef What) {
    // An implicit cast of an expression reports once, where it is written.
    auto At = Info->spelledAt(Loc);
    if (!At || !Reported.insert(*At).second)
      return;
    Ctx.diagnose(*At, core::Severity::Warning,
                 ("'" + Name + "' is an integer in CUDA and a pointer in HIP: " +
                  What + " has no HIP form")
                     .str(),
                 Tag);
  }

  ASTContext *AST = nullptr;        // during the traversal
  const SourceInfo *Info = nullptr; // during the traversal
  llvm::DenseSet<unsigned> Reported;
};

constexpr llvm::StringLiteral Diagnostics[] = {Tag};

} // namespace

extern const RuleSpec TextureObjectRule = {
    "texture-object",
    "reports CUDA texture and surface objects used as integers (HIP's are "
    "pointers)",
    "", Diagnostics, always, create<TextureObjects>};

} // namespace hipify::rules
