//===- ArgumentCasts.cpp - casts where HIP lacks CUDA's C++ overloads -----===//
//
// cuda_runtime.h adds C++ templates to some C functions: cudaHostAlloc takes
// any T**, cudaFuncSetCacheConfig any kernel. HIP declares only the C form
// (void**, const void*) for several of them, so the call stops compiling
// once renamed. Records say which argument is concerned:
//
//   kernel-pointer-N  reinterpret_cast<const void*>(kernel), unless the
//                     argument is written as a cast to a void pointer (a
//                     void* variable is cast, as hipify-clang does: it is
//                     harmless, and the call reads the same everywhere)
//   out-pointer-N     reinterpret_cast<void**>(&p), when the argument is a
//                     T** other than void**; with --no-out-pointer-casts
//                     (hipify-clang's spelling) it is left and reported
//   string-array-N    const_cast<const char**>(options), when the argument
//                     is an array of strings other than const char** (NVRTC
//                     takes const char* const*, hiprtc const char**: a
//                     char*[] or a const char* const* does not convert); a
//                     null pointer is left
//
// A dependent argument (inside a template) is cast too: whatever it becomes,
// the cast is what HIP takes. hipify-clang writes the same kernel casts.
//
//===----------------------------------------------------------------------===//

#include "hipify/Rules/ArgumentRewriter.h"

#include "clang/AST/Type.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;

namespace hipify::rules {

namespace {

/// True when \p T is a pointer to (possibly const) void.
bool isVoidPointer(QualType T) {
  return T->isPointerType() && T->getPointeeType()->isVoidType();
}

class ArgumentCasts : public ArgumentRewriter {
public:
  using ArgumentRewriter::ArgumentRewriter;

protected:
  void rewrite(const mapping::ApiRecord &R, const mapping::RewriterStep &S,
               const CallExpr &, const Expr *Arg, unsigned Begin,
               unsigned End) override {
    mapping::Family Family = S.Family;
    std::string Cast = (mapping::familyCast(Family) + "(").str();
    const Expr *Written = Arg->IgnoreParenImpCasts();
    QualType T = Written->getType().getNonReferenceType();
    bool Dependent = Written->isTypeDependent();
    if (Family == mapping::Family::KernelPointer) {
      if (Dependent || !isa<ExplicitCastExpr>(Written) || !isVoidPointer(T))
        wrap(R, Begin, End, Cast, ")");
      return;
    }
    if (Family == mapping::Family::StringArray) {
      QualType Options =
          AST->getPointerType(AST->getPointerType(AST->CharTy.withConst()));
      QualType Given = T->isArrayType() ? AST->getArrayDecayedType(T) : T;
      if (Dependent ||
          (!Written->isNullPointerConstant(
               *AST, Expr::NPC_ValueDependentIsNotNull) &&
           !AST->hasSameType(Given, Options)))
        wrap(R, Begin, End, Cast, ")");
      return;
    }
    if (!Dependent && !(T->isPointerType() &&
                        T->getPointeeType()->isPointerType() &&
                        !isVoidPointer(T->getPointeeType())))
      return;
    if (!Ctx.Opts.NoOutPointerCasts) {
      wrap(R, Begin, End, Cast, ")");
      return;
    }
    diag(Begin, core::Severity::Warning,
                 llvm::formatv("'{0}' takes a void** where CUDA's template "
                               "takes any T**: '{1}' is left as written "
                               "(--no-out-pointer-casts), and the call does "
                               "not compile until it is cast",
                               R.Hip, Ctx.Buffer.slice(Begin, End))
                     .str(),
                 Tag::Manual, &R);
  }
};

constexpr Tag Diagnostics[] = {Tag::Manual};

} // namespace

/// An argument the argument-edit rule inserts before the cast one stays
/// outside the cast (insertions at one place keep their order).
constexpr rewrite::Producer After[] = {rewrite::Producer::ArgumentEdit};

extern const RuleSpec ArgumentCastRule = {
    rewrite::Producer::ArgumentCast,
    "casts kernels to const void* and T** to void** where HIP lacks CUDA's "
    "C++ overloads (cudaFuncSetCacheConfig, cudaHostAlloc, ...), and "
    "NVRTC's const char* const* options to hiprtc's const char**",
    "--no-out-pointer-casts (reports the T** instead)", Diagnostics, always,
    create<ArgumentCasts>, After};

} // namespace hipify::rules
