//===- DeviceRuntime.cpp - device code HIP's compiler does not take -------===//
//
// CUDA's dynamic parallelism lets a kernel call the runtime (create streams,
// synchronise) and launch kernels. HIP has no device-side runtime: such a
// call or launch, renamed, does not compile for the GPU. The rule looks into
// the body of every __global__ and __device__-only function and reports each
// call of a runtime or driver API and each <<<>>> launch there, so the
// report names every place a person has to restructure. (Inline PTX is the
// ptx-asm rule's.)
//
//===----------------------------------------------------------------------===//

#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Rules/Rule.h"

#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace hipify::rules {

namespace {

/// True for a function that runs only on the GPU.
bool isDeviceOnly(const FunctionDecl &FD) {
  return FD.hasAttr<CUDAGlobalAttr>() ||
         (FD.hasAttr<CUDADeviceAttr>() && !FD.hasAttr<CUDAHostAttr>());
}

class DeviceBody : public RecursiveASTVisitor<DeviceBody> {
public:
  DeviceBody(const SourceInfo &SI, FileContext &Ctx, Rule &Owner)
      : SI(SI), Ctx(Ctx), Owner(Owner) {}

  bool VisitCallExpr(CallExpr *E) {
    if (isa<CUDAKernelCallExpr>(E)) {
      if (auto At = SI.spelledAt(E->getBeginLoc()))
        Owner.diag(*At, core::Severity::Warning,
                     "kernel launched from device code (dynamic "
                     "parallelism); HIP cannot launch kernels from the GPU",
                     Tag::Unsupported);
      return true;
    }
    const NamedDecl *FD = calledFunction(*E); // in a template too
    const mapping::ApiRecord *R =
        FD && FD->getIdentifier() && SI.isCuda(FD->getLocation())
            ? Ctx.Table.lookup(FD->getName())
            : nullptr;
    if (!R || !llvm::is_contained(mapping::HostOnlyFamilies, R->Library))
      return true;
    // A call the code spells: not the one clang makes of a launch in device
    // code (cudaLaunchDevice at the chevrons), which is reported above.
    if (auto At = SI.spelledAt(E->getBeginLoc());
        At && Ctx.Buffer.substr(*At).starts_with(R->Cuda))
      Owner.diag(*At, core::Severity::Warning,
                   "'" + R->Cuda.str() +
                       "' is called in device code (dynamic parallelism); "
                       "HIP has no device-side runtime API",
                   Tag::Unsupported, R);
    return true;
  }

private:
  const SourceInfo &SI;
  FileContext &Ctx;
  Rule &Owner;
};

class DeviceRuntime : public AstRule {
public:
  using AstRule::AstRule;
  bool VisitFunctionDecl(FunctionDecl *FD) override {
    if (FD->doesThisDeclarationHaveABody() && isDeviceOnly(*FD))
      DeviceBody(*Info, Ctx, *this).TraverseStmt(FD->getBody());
    return true;
  }
};

constexpr Tag Diagnostics[] = {Tag::Unsupported};

} // namespace

extern const RuleSpec DeviceRuntimeRule = {
    rewrite::Producer::DeviceRuntime,
    "reports runtime calls and kernel launches in device code (dynamic "
    "parallelism), which HIP does not have",
    "",
    Diagnostics,
    always,
    create<DeviceRuntime>};

} // namespace hipify::rules
