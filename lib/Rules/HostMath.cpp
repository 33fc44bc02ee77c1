//===- HostMath.cpp - CUDA math that host code calls, HIP's device only ---===//
//
// CUDA's math_functions.hpp defines rsqrtf, rcbrtf, sinpif, erfinvf,
// normcdff and their double twins for host code too; HIP declares them for
// device code only, so a host (or host-and-device) function that calls one
// does not compile on ROCm. Where the math helper has CUDA's host form, the
// call becomes the helper's, which computes it on the host and is HIP's own
// on the device (helpers/hipify_math.h):
//
//   float f(float x) { return rsqrtf(x); }  ->  ... hipify::rsqrtf(x) ...
//
// Where it has not, the call is reported. Device code keeps HIP's function.
// The tables say which names (flag host-in-cuda, and helper: math for those
// the helper has). A type so flagged (__half) has its operators declared
// for device code only in HIP: host code's a + b on it, in a host function
// template too, by its instantiations (the operator of
// template <class T> T add(T a, T b) { return a + b; } is resolved only in
// add<__half>, which the shared traversal does not visit), includes the
// type's helper (the half helper declares CUDA's operators for host code,
// which host code then finds as written), or is reported where it has none.
//
//===----------------------------------------------------------------------===//

#include "hipify/Mapping/Helpers.h"
#include "hipify/Rules/Rule.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

#include <set>

using namespace clang;

namespace hipify::rules {

namespace {

class HostMath : public AstRule {
public:
  using AstRule::AstRule;

  /// CUDA's own operator on a type whose operators HIP declares for device
  /// code only (__half's: a + b, a < b, -a, a += b, ++a), in host code.
  /// Built-in operators reach such a value through its conversions, which
  /// HIP has on the host too (!h, h && b): those are not reported.
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) override {
    cudaOperator(*E);
    return true;
  }

  /// The operators of a function template's instantiations, each reported
  /// once at the template's line (operatorOn() says which: host code, not
  /// a host-and-device template's).
  bool VisitFunctionTemplateDecl(FunctionTemplateDecl *T) override {
    if (Info->spelledAt(T->getLocation()))
      for (const CallExpr *Call : instantiatedCalls(*T, *Context))
        if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call))
          cudaOperator(*Op);
    return true;
  }

  bool VisitCallExpr(CallExpr *E) override {
    hostCall(*E, calledFunction(*E), E->getCallee());
    return true;
  }

  /// A call clang could not resolve in host code, where the names it found
  /// are device code's only (clang's CUDA headers declare isfinite(float)
  /// so; CUDA's for host code too): isfinite(x) in a host function.
  bool VisitRecoveryExpr(RecoveryExpr *E) override {
    if (const UnresolvedLookupExpr *Lookup = unresolvedCallee(*E))
      hostCall(*E, *Lookup->decls_begin(), Lookup);
    return true;
  }

private:
  /// Call \p E of \p Callee, named by \p Ref: where it is CUDA's function
  /// the tables flag host-in-cuda, in host code, it becomes the helper's, or
  /// is reported where the helper has none. The C++ library's function of
  /// that name, called unqualified (isnan(x) where <math.h> brings
  /// std::isnan, as without CUDA's headers), is CUDA's there too: HIP's
  /// device-only one is found first.
  void hostCall(const Expr &E, const NamedDecl *Callee, const Expr *Ref) {
    SourceLocation Name;
    bool Qualified = false;
    Ref = Ref->IgnoreParenImpCasts();
    if (const auto *D = dyn_cast<DeclRefExpr>(Ref)) {
      Name = D->getLocation();
      Qualified = D->hasQualifier();
    } else if (const auto *O = dyn_cast<OverloadExpr>(Ref)) {
      Name = O->getNameLoc();
      Qualified = bool(O->getQualifier());
    }
    if (!Callee || !Callee->getIdentifier() ||
        !(Info->isCuda(Callee->getLocation()) ||
          (!Qualified && Callee->getDeclContext()->isStdNamespace())))
      return;
    const mapping::ApiRecord *R = Ctx.Table.lookup(Callee->getName());
    if (!R || !(R->Flags & mapping::FlagHostInCuda) || !inHostCode(E, *Context))
      return;
    auto At = Info->spelledAt(Name);
    bool Written = At && Name.isFileID();
    if (!Written)
      At = Info->offset(Info->SM.getExpansionLoc(Name));
    if (!At)
      return; // another file's, which its own translation reports
    std::string What = "'" + R->Cuda.str() +
                       "' in host code: CUDA computes it on the host too, "
                       "HIP declares it for device code only";
    auto Family = mapping::helperNamed(R->Helper);
    if (!Family || !Written) {
      diag(*At, core::Severity::Warning,
           What + (Family ? "; call " + R->HelperName.str() + " of " +
                                mapping::helperFile(*Family) +
                                " here (a macro spells this call)"
                          : "; compute it otherwise on the host"),
           Tag::Unsupported, R);
      return;
    }
    replace(Ctx, origin(*R), *At, R->Cuda.size(), R->HelperName.str(), 0,
            /*Counted=*/true);
    Ctx.usesHelper(*Family);
    diag(*At, core::Severity::Note,
         What + "; the helper '" + R->HelperName.str() + "' of " +
             mapping::helperFile(*Family) + " computes CUDA's host form",
         Tag::Helper, R);
  }

  /// Whether \p Op computes: arithmetic, comparison, compound assignment,
  /// increment, the sign (not =, [], (), <<, ->, comma, logic).
  static bool arithmetic(OverloadedOperatorKind Op) {
    switch (Op) {
    case OO_Plus: case OO_Minus: case OO_Star: case OO_Slash:
    case OO_PlusEqual: case OO_MinusEqual: case OO_StarEqual: case OO_SlashEqual:
    case OO_Less: case OO_Greater: case OO_LessEqual: case OO_GreaterEqual:
    case OO_EqualEqual: case OO_ExclaimEqual: case OO_PlusPlus: case OO_MinusMinus:
      return true;
    default:
      return false;
    }
  }

  /// Whether \p Op is one a vector type computes lane by lane: + - * / and
  /// the sign.
  static bool elementwise(OverloadedOperatorKind Op) {
    return Op == OO_Plus || Op == OO_Minus || Op == OO_Star || Op == OO_Slash;
  }

  /// Reports \p E where it is CUDA's own operator that computes (operatorOn).
  void cudaOperator(const CXXOperatorCallExpr &E) {
    const FunctionDecl *Callee = E.getDirectCallee();
    if (Callee && Info->isCuda(Callee->getLocation()) &&
        arithmetic(E.getOperator()))
      operatorOn(E);
  }

  /// Operator call \p E where an operand, as written, has a CUDA type the
  /// tables flag host-in-cuda, in host code or a host-and-device function:
  /// includes the type's helper, or, where it has none, is reported where
  /// \p E is compiled for the host: in host code, or in a host-and-device
  /// function that is neither inline nor a template's (clang compiles those
  /// for the host only where host code uses them).
  void operatorOn(const CXXOperatorCallExpr &E) {
    const mapping::ApiRecord *R = nullptr;
    for (const Expr *A : E.arguments()) {
      const auto *D = A->IgnoreImpCasts()->getType()->getAsRecordDecl();
      if (D && D->getIdentifier() && Info->isCuda(D->getLocation()))
        if (const auto *T = Ctx.Table.lookup(D->getName());
            T && (T->Flags & mapping::FlagHostInCuda) &&
            !((T->Flags & mapping::FlagHostElementwise) &&
              elementwise(E.getOperator())))
          R = T;
    }
    auto Family = R ? mapping::helperNamed(R->Helper) : std::nullopt;
    if (!R || !inHostCode(E, *Context) || (!Family && inDeferredHostDevice(E)))
      return;
    SourceLocation Loc = E.getOperatorLoc();
    auto At = Info->spelledAt(Loc);
    if (!At)
      At = Info->offset(Info->SM.getExpansionLoc(Loc));
    if (!At || !Reported.insert(*At).second)
      return;
    std::string What = "'" + R->Cuda.str() +
                       "' operator in host code: CUDA's are host and device, "
                       "HIP declares them for device code only";
    if (Family) {
      Ctx.usesHelper(*Family);
      diag(*At, core::Severity::Note,
           What + "; the helper header " + mapping::helperFile(*Family) +
               " declares CUDA's for host code",
           Tag::Helper, R);
      return;
    }
    diag(*At, core::Severity::Warning,
         What + (R->Note.empty() ? "" : "; " + R->Note.str()), Tag::Unsupported,
         R);
  }

  /// Whether \p E is in a host-and-device function (or lambda) that clang
  /// compiles for the host only where host code calls it: inline, or a
  /// template's.
  bool inDeferredHostDevice(const Expr &E) const {
    for (DynTypedNodeList Parents = Context->getParents(E); !Parents.empty();
         Parents = Context->getParents(Parents[0]))
      if (const auto *F = Parents[0].get<FunctionDecl>()) {
        // Written so: a lambda's implicit attributes say only that it may be.
        auto Written = [&](auto *A) { return A && !A->isImplicit(); };
        return Written(F->getAttr<CUDAHostAttr>()) &&
               Written(F->getAttr<CUDADeviceAttr>()) &&
               (F->isInlined() || F->isTemplated() ||
                F->isTemplateInstantiation());
      }
    return false;
  }

  std::set<unsigned> Reported;    // operators, by offset (one per token)
};

constexpr Tag Diagnostics[] = {Tag::Helper, Tag::Unsupported};

} // namespace

extern const RuleSpec HostMathRule = {
    rewrite::Producer::HostMath,
    "writes a CUDA math function that host code calls and HIP declares for "
    "device code only as the helper's, which computes CUDA's host form "
    "(rsqrtf(x) -> hipify::rsqrtf(x)); reports those the helper lacks "
    "(erfinvf, normcdff...); host code's operators on __half and __half2, "
    "which HIP declares for device code only, include the half helper",
    "",
    Diagnostics,
    always,
    create<HostMath>};

} // namespace hipify::rules
