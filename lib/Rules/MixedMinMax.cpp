//===- MixedMinMax.cpp - CUDA's min and max of integers, the helper's -----===//
//
// CUDA declares min and max for every pair of its integer types, mixed
// signedness included (crt/math_functions.hpp: min(int, unsigned) is
// unsigned, the signed argument converted first), host and device. HIP
// declares, for device code, min(int, int), min(float, float),
// min(double, double) and a template of one type; for host code
// min(int, int) only. So a call whose arguments differ in type after
// promotion finds no exact match on HIP and resolves to a floating-point
// one, or none:
//
//   x[min(n - 1, i + k * blockDim.x)]   // "array subscript is not an integer"
//
// and one of a single type other than int fails in host code. Such a call
// becomes the math helper's, which declares CUDA's whole set of overloads,
// host and device, so it resolves as CUDA's does
// (helpers/hipify_math.h):
//
//   x[hipify::min(n - 1, i + k * blockDim.x)]
//
// A call of one type in device code, and one of int in any code, keeps HIP's
// function, which computes the same; a call CUDA resolves to a
// floating-point overload too (HIP resolves it the same way).
//
//===----------------------------------------------------------------------===//

#include "hipify/Mapping/Helpers.h"
#include "hipify/Rules/Rule.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace hipify::rules {

namespace {

class MixedMinMax : public AstRule {
public:
  using AstRule::AstRule;

  bool VisitCallExpr(CallExpr *E) override {
    if (E->getNumArgs() == 2)
      minMax(*E, calledFunction(*E), calleeNameLoc(*E), *E->getArg(0),
             *E->getArg(1));
    return true;
  }

  /// A call clang's CUDA parse could not resolve where nvcc does (in a
  /// host-and-device function, max(unsigned, unsigned) among clang's own
  /// device overloads and CUDA's).
  bool VisitRecoveryExpr(RecoveryExpr *E) override {
    auto Sub = E->subExpressions();
    if (const UnresolvedLookupExpr *Lookup = unresolvedCallee(*E);
        Lookup && Sub.size() == 3 && !Lookup->getQualifier())
      minMax(*E, *Lookup->decls_begin(), Lookup->getNameLoc(), *Sub[1],
             *Sub[2]);
    return true;
  }

private:
  /// Call \p E of CUDA's min or max \p Callee, named at \p Name, of
  /// \p Arg0 and \p Arg1.
  void minMax(const Expr &E, const NamedDecl *Callee, SourceLocation Name,
              const Expr &Arg0, const Expr &Arg1) {
    if (!Callee || !Callee->getIdentifier() ||
        !Callee->getDeclContext()->getRedeclContext()->isTranslationUnit() ||
        !Info->isCuda(Callee->getLocation()))
      return;
    const mapping::ApiRecord *R = Ctx.Table.lookup(Callee->getName());
    auto Family = R ? mapping::helperNamed(R->Helper) : std::nullopt;
    if (!Family || (Callee->getName() != "min" && Callee->getName() != "max"))
      return;
    QualType A = written(Arg0), B = written(Arg1);
    if (!A->isIntegerType() || !B->isIntegerType() || A->isEnumeralType() ||
        B->isEnumeralType())
      return;
    // CUDA declares a pair of one type, or of one width signed and unsigned
    // (after promotion); a call of two widths it resolves, or not, as HIP.
    QualType PA = promoted(A), PB = promoted(B);
    if (!Context->hasSameType(PA, PB) &&
        !(Context->getTypeSize(PA) == Context->getTypeSize(PB) &&
          Context->hasSameType(Context->getCorrespondingUnsignedType(PA),
                               Context->getCorrespondingUnsignedType(PB))))
      return;
    bool OneType = Context->hasSameType(A, B);
    if (OneType && (A->isSpecificBuiltinType(BuiltinType::Int) ||
                    !inHostCode(E, *Context)))
      return;
    auto At = Info->spelledAt(Name);
    if (!At || !Name.isFileID())
      return; // a macro's spelling: its definition is translated as written
    replace(Ctx, origin(*R), *At, R->Cuda.size(), R->HelperName.str(), 0,
            /*Counted=*/true);
    Ctx.usesHelper(*Family);
    diag(*At, core::Severity::Note,
         "'" + R->Cuda.str() + "' of " + A.getAsString() + " and " +
             B.getAsString() + ": CUDA's overload for them " +
             (OneType ? "is host and device, HIP's device code's only"
                      : "HIP lacks, which resolves it to another") +
             "; the helper '" + R->HelperName.str() + "' of " +
             mapping::helperFile(*Family) + " has CUDA's overloads",
         Tag::Helper, R);
  }

  /// The type of argument \p Arg as written.
  QualType written(const Expr &Arg) const {
    return Arg.IgnoreParenImpCasts()->getType().getCanonicalType()
        .getUnqualifiedType();
  }
  /// \p T after integral promotion.
  QualType promoted(QualType T) const {
    return Context->isPromotableIntegerType(T)
               ? Context->getPromotedIntegerType(T)
               : T;
  }
};

constexpr Tag Diagnostics[] = {Tag::Helper};

} // namespace

extern const RuleSpec MixedMinMaxRule = {
    rewrite::Producer::MixedMinMax,
    "CUDA's min and max of two integer types (min(int, unsigned) is "
    "unsigned), which HIP resolves to a floating-point one, and of one type "
    "other than int in host code: the math helper's, CUDA's set of overloads",
    "", Diagnostics, always, create<MixedMinMax>};

} // namespace hipify::rules
