//===- WmmaShapes.cpp - warp matrix code the wmma helper cannot take ------===//
//
// The wmma helper (helpers/hipify_wmma.h) declares CUDA's warp matrix
// functions on rocWMMA, which has, of CUDA's fragment shapes, 16x16x16 only,
// and of its element types half, bfloat16, signed char (float, half and int
// accumulators). A fragment of another shape (32x8x16, 8x32x16, the 8x8x4 of
// double) or element type (unsigned char) does not compile on rocWMMA;
// neither does mma_sync's fifth argument, satf (saturation of the integer
// accumulator), which rocWMMA's mma_sync lacks, nor an mma_sync whose
// result and accumulator differ in type (CUDA's half forms mix float and
// half), since rocWMMA's takes one type for both. The rule reports each such
// fragment type, as written, and each such call. (A fragment whose shape or
// type is a template's parameter is left to the compiler; the precision::
// and experimental:: types are the tables', reported by name.)
//
//===----------------------------------------------------------------------===//

#include "hipify/Rules/Rule.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/TemplateBase.h"
#include "clang/AST/TypeLoc.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace hipify::rules {

namespace {

/// Whether \p D is CUDA's nvcuda::wmma::NAME.
bool isWmma(const NamedDecl *D, StringRef Name) {
  if (!D || !D->getIdentifier() || D->getName() != Name)
    return false;
  const auto *Wmma = dyn_cast<NamespaceDecl>(D->getDeclContext());
  const auto *Nv =
      Wmma ? dyn_cast<NamespaceDecl>(Wmma->getDeclContext()) : nullptr;
  return Nv && Wmma->getName() == "wmma" && Nv->getName() == "nvcuda" &&
         Nv->getDeclContext()->isTranslationUnit();
}

/// Whether rocWMMA has fragments of element type \p T: CUDA's half and
/// bfloat16, signed char, and the float and int of accumulators.
bool rocwmmaElement(QualType T) {
  T = T.getCanonicalType();
  if (const auto *B = T->getAs<BuiltinType>())
    return B->getKind() == BuiltinType::SChar ||
           B->getKind() == BuiltinType::Float ||
           B->getKind() == BuiltinType::Int;
  const auto *R = T->getAsRecordDecl();
  return R && R->getIdentifier() &&
         (R->getName() == "__half" || R->getName() == "__nv_bfloat16");
}

/// The element type of a fragment of type \p T; null for another type.
QualType element(QualType T) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.getNonReferenceType()->getAsCXXRecordDecl());
  if (!Spec || !isWmma(Spec->getSpecializedTemplate(), "fragment") ||
      Spec->getTemplateArgs().size() < 5 ||
      Spec->getTemplateArgs()[4].getKind() != TemplateArgument::Type)
    return QualType();
  return Spec->getTemplateArgs()[4].getAsType();
}

class WmmaShapes : public AstRule {
public:
  using AstRule::AstRule;

  bool VisitTemplateSpecializationTypeLoc(
      TemplateSpecializationTypeLoc TL) override {
    const auto *T = TL.getTypePtr();
    if (!isWmma(T->getTemplateName().getAsTemplateDecl(), "fragment") ||
        T->isDependentType())
      return true; // a template's parameter: the compiler's to check
    // The arguments as converted (as written, a shape is an expression).
    const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
        T->getAsCXXRecordDecl());
    if (!Spec || Spec->getTemplateArgs().size() < 5)
      return true;
    ArrayRef<TemplateArgument> A = Spec->getTemplateArgs().asArray();
    unsigned Shape[3];
    for (unsigned I = 0; I < 3; ++I) {
      if (A[I + 1].getKind() != TemplateArgument::Integral)
        return true;
      Shape[I] = A[I + 1].getAsIntegral().getZExtValue();
    }
    if (A[4].getKind() != TemplateArgument::Type)
      return true;
    std::string Why;
    if (Shape[0] != 16 || Shape[1] != 16 || Shape[2] != 16)
      Why = "rocWMMA has no " + std::to_string(Shape[0]) + "x" +
            std::to_string(Shape[1]) + "x" + std::to_string(Shape[2]) +
            " fragments (of CUDA's shapes, 16x16x16 only)";
    else if (!rocwmmaElement(A[4].getAsType()))
      Why = "rocWMMA has no fragments of '" +
            A[4].getAsType().getAsString(Context->getPrintingPolicy()) +
            "' (half, bfloat16 and signed char; float, half and int "
            "accumulators)";
    else
      return true;
    report(TL.getBeginLoc(), "'wmma::fragment': " + Why +
                                 "; the wmma helper cannot stand in for it");
    return true;
  }

  bool VisitCallExpr(CallExpr *E) override {
    if (!isWmma(calledFunction(*E), "mma_sync") || E->getNumArgs() < 4)
      return true;
    // (CUDA's integer forms default satf to false: not written, not there.)
    if (E->getNumArgs() == 5 && !isa<CXXDefaultArgExpr>(E->getArg(4)))
      report(E->getBeginLoc(),
             "'wmma::mma_sync' with satf (saturating the accumulator): "
             "rocWMMA's mma_sync has no such argument");
    // CUDA's half forms mix a float and a half accumulator.
    QualType D = element(E->getArg(0)->getType()),
             C = element(E->getArg(3)->getType());
    if (!D.isNull() && !C.isNull() &&
        D.getCanonicalType() != C.getCanonicalType())
      report(E->getBeginLoc(), "'wmma::mma_sync' of a '" +
                                   D.getAsString(Context->getPrintingPolicy()) +
                                   "' result from a '" +
                                   C.getAsString(Context->getPrintingPolicy()) +
                                   "' accumulator: rocWMMA's mma_sync takes "
                                   "one type for both");
    return true;
  }

private:
  void report(SourceLocation Loc, std::string Message) {
    auto At = Info->spelledAt(Loc);
    if (At && Seen.insert(*At).second)
      diag(*At, core::Severity::Warning, Message, Tag::Unsupported);
  }

  llvm::DenseSet<unsigned> Seen; // a type written once, visited again
};

constexpr Tag Diagnostics[] = {Tag::Unsupported};

} // namespace

extern const RuleSpec WmmaShapeRule = {
    rewrite::Producer::WmmaShape,
    "reports warp matrix fragments of shapes and element types rocWMMA "
    "lacks, mma_sync's satf argument and mma_sync of mixed accumulators, "
    "which the wmma helper cannot take",
    "",
    Diagnostics,
    always,
    create<WmmaShapes>};

} // namespace hipify::rules
