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
// The driver's device addresses (CUdeviceptr: flagged integer-address) are
// integers in CUDA and void* in HIP (hipDeviceptr_t): arithmetic on one
// (cuda-samples' `*dptr + stripeSize * idx`) does not compile on ROCm and is
// reported; casts to and from integers compile and mean the same.
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
  bool VisitCompoundAssignOperator(CompoundAssignOperator *E) override {
    return VisitBinaryOperator(E);
  }
  bool VisitUnaryOperator(UnaryOperator *E) override {
    if (E->isIncrementDecrementOp())
      arithmetic(BO_Add, {E->getSubExpr(), E->getSubExpr()},
                 E->getOperatorLoc());
    return true;
  }
  /// The built-in declarations' objects take their operators as calls.
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) override {
    OverloadedOperatorKind K = E->getOperator();
    if (K == OO_PlusPlus || K == OO_MinusMinus)
      arithmetic(BO_Add, {E->getArg(0), E->getArg(0)}, E->getOperatorLoc());
    else if (E->isInfixBinaryOp())
      arithmetic(BinaryOperator::getOverloadedOpcode(K),
                 {E->getArg(0), E->getArg(1)}, E->getOperatorLoc());
    return true;
  }

  bool VisitExplicitCastExpr(ExplicitCastExpr *E) override {
    const Expr *From = E->getSubExpr()->IgnoreParenImpCasts();
    auto To = object(E->getType(), mapping::FlagPointerHandle),
         Of = object(From->getType(), mapping::FlagPointerHandle);
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
    for (const Expr *Side : Sides) {
      QualType T = Side->IgnoreUnlessSpelledInSource()->getType();
      if (auto Name = object(T, mapping::FlagPointerHandle))
        return report(Loc, *Name, "arithmetic on one");
      if (auto Name = object(T, mapping::FlagIntegerAddress))
        return report(Loc, *Name, "", Tag::AddressArithmetic);
    }
  }

  /// The CUDA type \p T names, if it is one whose record has \p Flag (a
  /// texture or surface object, a device address): a CUDA declaration.
  std::optional<llvm::StringRef> object(QualType T, unsigned Flag) const {
    auto Known = [&](const NamedDecl *D) -> std::optional<llvm::StringRef> {
      if (!D || !D->getIdentifier() || !Info->isCuda(D->getLocation()))
        return std::nullopt;
      const mapping::ApiRecord *R = Ctx.Table.lookup(D->getName());
      return R && (R->Flags & Flag) ? std::optional(D->getName())
                                    : std::nullopt;
    };
    while (const auto *TT = T->getAs<TypedefType>()) {
      if (auto Name = Known(TT->getDecl()))
        return Name;
      T = TT->desugar();
    }
    return Known(T->getAsRecordDecl()); // the built-in declarations
  }

  void report(SourceLocation Loc, llvm::StringRef Name, llvm::StringRef What,
              hipify::Tag Kind = Tag::TextureObject) {
    // An implicit cast of an expression reports once, where it is written.
    auto At = Info->spelledAt(Loc);
    if (!At || !Reported.insert(*At).second)
      return;
    diag(*At, core::Severity::Warning,
                 Kind == Tag::AddressArithmetic
                     ? ("'" + Name +
                        "' is an integer in CUDA and a void* in HIP: "
                        "arithmetic on one does not compile; compute on a "
                        "char* (static_cast<char*>(p) + n) or an integer")
                           .str()
                     : ("'" + Name + "' is an integer in CUDA and a pointer "
                        "in HIP: " + What + " has no HIP form")
                           .str(),
                 Kind);
  }

  ASTContext *AST = nullptr;        // during the traversal
  const SourceInfo *Info = nullptr; // during the traversal
  llvm::DenseSet<unsigned> Reported;
};

constexpr Tag Diagnostics[] = {Tag::TextureObject, Tag::AddressArithmetic};

} // namespace

extern const RuleSpec TextureObjectRule = {
    rewrite::Producer::TextureObject,
    "reports CUDA texture and surface objects used as integers, and "
    "arithmetic on driver device addresses (HIP's are pointers)",
    "", Diagnostics, always, create<TextureObjects>};

} // namespace hipify::rules
