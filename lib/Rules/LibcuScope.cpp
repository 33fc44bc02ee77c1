//===- LibcuScope.cpp - libcu++ classes the barrier helper lacks ----------===//
//
// <cuda/barrier> and <cuda/pipeline> become the barrier helper
// (helpers/hipify_barrier.h), which supplies cuda::barrier of
// thread_scope_block, cuda::pipeline of thread_scope_block and
// thread_scope_thread, and their shared state of thread_scope_block. A
// class of another scope (cuda::barrier<cuda::thread_scope_device>), or a
// barrier with a completion function (its second parameter), does not
// compile on the helper: the rule reports each such type where the file
// writes it, which needs the parse to see libcu++'s own declarations (with
// the SDK; without it, the include is not found and its uses are parse
// errors). A scope that is a template's parameter is left to the compiler.
//
//===----------------------------------------------------------------------===//

#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Rules/Rule.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/TypeLoc.h"

using namespace clang;

namespace hipify::rules {

namespace {

/// The name of the enumerator \p A holds (an integral template argument of
/// an enumeration type); empty for another argument.
StringRef enumeratorName(const TemplateArgument &A) {
  if (A.getKind() != TemplateArgument::Integral)
    return {};
  const auto *Enum = A.getIntegralType()->getAsEnumDecl();
  if (!Enum)
    return {};
  for (const EnumConstantDecl *C : Enum->enumerators())
    if (llvm::APSInt::isSameValue(C->getInitVal(), A.getAsIntegral()))
      return C->getName();
  return {};
}

class LibcuScope : public AstRule {
public:
  using AstRule::AstRule;

  bool VisitTemplateSpecializationTypeLoc(
      TemplateSpecializationTypeLoc TL) override {
    const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
        TL.getType()->getAsCXXRecordDecl());
    const mapping::ScopedClass *Class = Spec ? supplied(*Spec) : nullptr;
    if (!Class || Spec->getTemplateArgs().size() == 0)
      return true;
    auto At = Info->spelledAt(Info->SM.getExpansionLoc(TL.getBeginLoc()));
    if (!At)
      return true;
    const TemplateArgumentList &Args = Spec->getTemplateArgs();
    StringRef Scope = enumeratorName(Args[0]);
    std::string What = ("'" + mapping::Libcu + "::" + Class->Name + "'").str();
    if (!Scope.empty() && !llvm::is_contained(Class->Scopes, Scope))
      diag(*At, core::Severity::Warning,
           What + " of " + Scope.str() +
               ": the barrier helper supplies it of " + scopes(*Class) +
               " only; left unchanged",
           Tag::Unsupported);
    if (Args.size() > 1 && Args[1].getKind() == TemplateArgument::Type) {
      const auto *F = Args[1].getAsType()->getAsCXXRecordDecl();
      if (!F || !F->getIdentifier() || F->getName() != mapping::NoCompletion)
        diag(*At, core::Severity::Warning,
             What + " with a completion function: the barrier helper's has "
                    "none; left unchanged",
             Tag::Unsupported);
    }
    return true;
  }

private:
  /// The helper's entry for \p Spec, a specialization of one of libcu++'s
  /// class templates in namespace cuda (possibly nested, as cuda::std).
  const mapping::ScopedClass *
  supplied(const ClassTemplateSpecializationDecl &Spec) const {
    const ClassTemplateDecl *T = Spec.getSpecializedTemplate();
    if (!T->getIdentifier() || !inCudaNamespace(*T, mapping::Libcu, *Info))
      return nullptr;
    for (const mapping::ScopedClass &C : mapping::BarrierHelperScopes)
      if (T->getName() == C.Name)
        return &C;
    return nullptr;
  }

  static std::string scopes(const mapping::ScopedClass &C) {
    std::string Out;
    for (StringRef S : C.Scopes)
      if (!S.empty())
        Out += (Out.empty() ? "" : " and ") + S.str();
    return Out;
  }
};

constexpr Tag Diagnostics[] = {Tag::Unsupported};

} // namespace

extern const RuleSpec LibcuScopeRule = {
    rewrite::Producer::LibcuScope,
    "reports a libcu++ barrier or pipeline of a scope the barrier helper does "
    "not supply (cuda::barrier<cuda::thread_scope_device>), or a barrier with "
    "a completion function",
    "",
    Diagnostics,
    always,
    create<LibcuScope>};

} // namespace hipify::rules
