//===- PtxAsm.cpp - inline PTX, translated or reported --------------------===//
//
// AMD GPUs do not run PTX, so every asm statement of PTX in a CUDA file has
// to become something else. The rule reads each one from the file's text
// (lib/Ptx: in every #if branch and macro body, as lint does) and, when the
// catalog (Ptx/PtxInstructions.def) knows every instruction in it, replaces
// the statement with the C++ that computes the same, the helpers of
// helpers/hipify_ptx.h and HIP's own functions:
//
//   asm("bfe.u32 %0, %1, %2, %3;" : "=r"(ret) : "r"(v), "r"(p), "r"(l));
//   (ret) = hipify::ptx_bfe_u32((v), (p), (l));
//   asm("mov.u32 %0, %%laneid;" : "=r"(lane));
//   (lane) = __lane_id();
//
// A statement with anything else (a load, a shuffle, mma...) is left whole
// and reported, naming what stops it: never half translated. A lane mask
// (%lanemask_lt) is as wide as the wavefront, 64 bits on most AMD GPUs:
// one stored in 32 bits is translated and reported (hipify-warp-mask), and
// %globaltimer says the wall-clock rate its nanoseconds assume.
//
// The parse's view of device code is not needed: the text says which
// instruction is meant, and an asm statement of PTX is device code.
//
//===----------------------------------------------------------------------===//

#include "hipify/Mapping/Helpers.h"
#include "hipify/Mapping/MappingTable.h"
#include "hipify/Ptx/InlineAsm.h"
#include "hipify/Rules/Rule.h"

#include "llvm/ADT/StringExtras.h"

namespace hipify::rules {

namespace {

class PtxAsm : public Rule {
public:
  using Rule::Rule;

  /// The edits, before the parse: the include rule's finish() adds the
  /// helper header they use.
  void start() override {
    for (ptx::AsmStatement &S :
         ptx::findPtxStatements(Ctx.Buffer, directives())) {
      ptx::AsmResult R = ptx::translate(
          Ctx.Buffer, S,
          [&](llvm::StringRef Cuda, bool FullMask, std::string &Why) {
            return warpCall(Cuda, FullMask, Why);
          });
      if (R.Translation)
        edit(*R.Translation);
      Statements.push_back({std::move(S), std::move(R)});
    }
  }
  /// What each statement became, once the parse knows which #if branches
  /// it took.
  void finish() override {
    for (const auto &[S, R] : Statements)
      report(S, R);
  }

private:
  /// A warp intrinsic's call at the target, as the warp-size rule makes
  /// it: one of the full warp the unsynced form (unsyncedForm()), where the
  /// target has only that; else the _sync form (with its opt-in macro, or
  /// its helper).
  std::optional<ptx::WarpCall> warpCall(llvm::StringRef Cuda, bool FullMask,
                                        std::string &Why) {
    const mapping::ApiRecord *R = Ctx.Table.lookup(Cuda);
    if (!R) {
      Why = "'" + Cuda.str() + "', which the tables do not know";
      return std::nullopt;
    }
    if (FullMask)
      if (auto U = unsyncedForm(*R, Ctx.Table, Ctx.Opts.Targets))
        return ptx::WarpCall{U->Hip.str(), /*DropMask=*/true};
    mapping::Decision Sync = Ctx.Table.decide(*R, Ctx.Opts.Targets);
    if (!Sync.Rename) {
      Why = "CUDA's '" + Cuda.str() + "', which HIP " +
            Ctx.Opts.Targets.Hip.getAsString() + " lacks" +
            (FullMask ? "" : " (with a mask that is not the full warp's)");
      return std::nullopt;
    }
    if (!Sync.OptIn.empty())
      Ctx.needsOptIn(Sync.OptIn, Sync.To);
    if (Sync.HelperFamily)
      Ctx.usesHelper(*Sync.HelperFamily);
    return ptx::WarpCall{Sync.To.str(), false};
  }

  void edit(const ptx::AsmTranslation &T) {
    unsigned Group = Ctx.newEditGroup();
    for (const ptx::TextEdit &E : T.Edits)
      replace(Ctx, origin(rewrite::Tier::Lexical), E.Offset, E.Length, E.Text,
              Group, /*Counted=*/&E == &T.Edits.front());
    if (T.UsesHelper)
      Ctx.usesHelper(mapping::Helper::Ptx);
    if (T.UsesStateSpaces)
      Ctx.usesHelper(mapping::Helper::Device);
  }

  void report(const ptx::AsmStatement &S, const ptx::AsmResult &R) {
    if (!R.Translation) {
      diag(S.Begin, core::Severity::Warning,
           "inline PTX is not translated: '" + R.Refusal.What + "': " +
               R.Refusal.Why +
               "; AMD GPUs do not run PTX: write it with HIP's functions",
           Tag::InlinePtx);
      return;
    }
    const ptx::AsmTranslation &T = *R.Translation;
    std::string What =
        "inline PTX '" + llvm::join(T.Instructions, "; ") + "'";
    if (T.UsesHelper)
      diag(S.Begin, core::Severity::Note,
           mapping::helperNote(What + ", which AMD GPUs do not run",
                               mapping::Helper::Ptx),
           Tag::Helper);
    for (const std::string &Note : T.Notes)
      diag(S.Begin, core::Severity::Warning, What + " reads " + Note,
           Tag::Helper);
    for (const std::string &Op : T.PartialMasks)
      diag(S.Begin, core::Severity::Warning,
           "member mask of '" + Op + "' is 32-bit; HIP's masks are 64-bit "
           "(lanes 32-63 of a wavefront)",
           Tag::WarpMask);
    for (const std::string &Mask : T.NarrowMasks)
      diag(S.Begin, core::Severity::Warning,
           "'" + Mask + "' is stored in 32 bits: a wavefront of 64 lanes "
           "loses lanes 32-63; make the operand 64-bit (\"=l\")",
           Tag::WarpMask);
  }

  std::vector<std::pair<ptx::AsmStatement, ptx::AsmResult>> Statements;
};

constexpr Tag Diagnostics[] = {Tag::InlinePtx, Tag::Helper, Tag::WarpMask};

} // namespace

extern const RuleSpec PtxAsmRule = {
    rewrite::Producer::PtxAsm,
    "translates inline PTX assembly whose instructions the catalog knows "
    "into exact C++ (helpers/hipify_ptx.h, HIP's functions), and reports the "
    "rest, naming the instruction",
    "", Diagnostics, always, create<PtxAsm>};

} // namespace hipify::rules
