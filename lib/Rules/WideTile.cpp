//===- WideTile.cpp - tiles wider than a wavefront, by the cg helper ------===//
//
// CUDA's tiled_partition<N>(block) takes tiles of up to 1024 threads (its
// multi-warp tiles, N of 64 ... 1024, with or without block_tile_memory);
// HIP's takes tiles up to the wavefront size (a static_assert, HIP 5.2 to
// 7.1). The cg helper (helpers/hipify_cg.h) supplies the wider tiles, each
// of whole wavefronts, and picks HIP's own tile where HIP takes the size. A
// file that names block_tile_memory gets the helper from the tables; a file
// that partitions a tile wider than any wavefront (N > 64) without it (CUDA
// 12 on sm_80 and later needs no scratch) gets it from this rule, which
// notes each such call where the file spells it. Calls in templates count
// by their instantiations (tiled_partition<Size>(cta) in a kernel template
// launched with a Size of 256): the file's own function templates'.
//
//===----------------------------------------------------------------------===//

#include "hipify/Mapping/Helpers.h"
#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Rules/Rule.h"

#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace hipify::rules {

namespace {

class WideTile : public AstRule {
public:
  using AstRule::AstRule;

  bool VisitCallExpr(CallExpr *E) override {
    partition(*E);
    return true;
  }

  // In a template, the size is known in its instantiations only
  // (tiled_partition<Size>(cta) in a kernel launched with a Size of 256).
  bool VisitFunctionTemplateDecl(FunctionTemplateDecl *T) override {
    if (Info->spelledAt(T->getLocation()))
      for (const CallExpr *Call : instantiatedCalls(*T, *Context))
        partition(*Call);
    return true;
  }

private:
  /// Notes \p Call where it is CUDA's tiled_partition<N> of a tile wider
  /// than any wavefront, once per place, and includes the helper.
  void partition(const CallExpr &Call) {
    const FunctionDecl *FD = Call.getDirectCallee();
    if (!FD || !FD->getIdentifier() || FD->getName() != mapping::TiledPartition)
      return;
    const unsigned Size = tileSize(*FD);
    if (Size <= mapping::WidestHipTile ||
        !inCudaNamespace(*FD, mapping::CooperativeGroups, *Info))
      return;
    auto At = Info->spelledAt(Info->SM.getExpansionLoc(Call.getBeginLoc()));
    if (!At || !Noted.insert(*At).second)
      return;
    constexpr mapping::Helper Family = mapping::Helper::CooperativeGroups;
    Ctx.usesHelper(Family);
    diag(*At, core::Severity::Note,
         "a tile of " + std::to_string(Size) +
             " threads is wider than a wavefront, which HIP's "
             "tiled_partition rejects; the helper header " +
             mapping::helperFile(Family) +
             " stands in for it exactly (a tile of whole wavefronts)",
         Tag::Helper);
  }

  /// The tile size of a call of \p FD (tiled_partition<N>): its first
  /// template argument; 0 where it has none (tiled_partition(g, n)).
  static unsigned tileSize(const FunctionDecl &FD) {
    const TemplateArgumentList *Args = FD.getTemplateSpecializationArgs();
    if (!Args || Args->size() == 0 ||
        Args->get(0).getKind() != TemplateArgument::Integral)
      return 0;
    return static_cast<unsigned>(Args->get(0).getAsIntegral().getZExtValue());
  }

  llvm::DenseSet<unsigned> Noted; // the places noted
};

constexpr Tag Diagnostics[] = {Tag::Helper};

} // namespace

extern const RuleSpec WideTileRule = {
    rewrite::Producer::WideTile,
    "makes the translation include the cg helper where a cooperative groups "
    "tile is wider than a wavefront (tiled_partition<128>(block)), which "
    "HIP's tiled_partition rejects and the helper's tile stands in for",
    "",
    Diagnostics,
    always,
    create<WideTile>};

} // namespace hipify::rules
