//===- GuardRewriter.cpp - make CUDA version/compiler guards ROCm-aware ---===//
//
// The translation side of lib/Guards (the lint side is lib/Lint). With
// --guard-policy=auto the fix for each guard is chosen from what the guarded
// code became: if any reference in it was left unsupported (or for manual
// work) at the target HIP version, ROCm must not take that branch
// ("&& !defined(ROCM_MACRO)"); otherwise it should ("|| defined(ROCM_MACRO)").
// Each rewritten guard is a counted edit (rule "guard") and a note in the
// report saying which policy was applied.
//
//===----------------------------------------------------------------------===//

#include "hipify/Guards/GuardAnalysis.h"
#include "hipify/Rules/Rule.h"
#include "hipify/Support/Words.h"

#include "clang/Basic/CharInfo.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace llvm;

namespace hipify::rules {

namespace {

using core::GuardPolicy;

/// Runs in two steps around the other producers: start() keeps them out of
/// the conditions it will rewrite; finish() decides each guard's policy
/// (Auto: include the ROCm path where a current CUDA takes the branch and
/// the code it guards translates to what the target HIP has, exclude it
/// otherwise) and adds the edits.
class GuardRewriter : public Rule {
public:
  explicit GuardRewriter(FileContext &Ctx)
      : Rule(Ctx), Policy(Ctx.Opts.Guards) {
    Opts.RocmMacro = Ctx.Opts.RocmMacro;
    Opts.Macros = Ctx.Table.guardMacros();
  }
  void start() override;
  void finish() override;

private:
  GuardPolicy Policy;
  guards::Options Opts;
  std::vector<guards::Finding> Findings;
};

void GuardRewriter::start() {
  if (Policy == GuardPolicy::Off)
    return;
  llvm::ArrayRef<pp::Directive> Directives = directives();
  Findings = guards::analyse(Ctx.Buffer, Directives, Opts);
  for (const guards::Finding &F : Findings)
    if (F.Suggested) {
      const pp::Directive &D = Directives[F.Directive];
      Ctx.protect(D.NameBegin, D.OperandEnd);
    }
  // In every condition, CUDA's guard macros are this component's business:
  // `defined(__CUDACC__) || defined(__HIPCC__)` is already right as it is.
  StringSet<> GuardNames;
  for (const mapping::GuardMacro &G : Opts.Macros)
    if (G.Role != mapping::GuardRole::HipVersion &&
        G.Role != mapping::GuardRole::Rocm)
      GuardNames.insert(G.Macro);
  for (const pp::Directive &D : Directives) {
    if (!D.Name.starts_with("if") && !D.Name.starts_with("elif"))
      continue;
    forEachWord(Ctx.Buffer.slice(D.OperandBegin, D.OperandEnd),
                [&](size_t At, StringRef Word) {
                  if (GuardNames.contains(Word))
                    Ctx.claim(D.OperandBegin + At);
                });
  }
}

void GuardRewriter::finish() {
  if (Policy == GuardPolicy::Off)
    return;
  // Known now: a PyTorch extension's file marks ROCm with USE_ROCM.
  Opts.RocmMacro = Ctx.rocmMacro().str();
  auto Decide = [&](unsigned I) {
    if (Policy == GuardPolicy::Include)
      return guards::Policy::Include;
    if (Policy == GuardPolicy::Exclude)
      return guards::Policy::Exclude;
    auto [Begin, End] =
        pp::guardedRange(directives(), I, Ctx.Buffer.size());
    bool Untranslatable = Ctx.leftUntranslated(Begin, End);
    // Translatable: ROCm takes the branch a current CUDA takes (the new
    // path of `>= 11000`, not the old path of `< 2020`).
    return Untranslatable ? guards::Policy::Exclude : guards::Policy::Modern;
  };
  for (const guards::Finding &F :
       guards::analyse(Ctx.Buffer, directives(), Opts, Decide)) {
    if (!F.Suggested) {
      diag(F.Offset, core::Severity::Warning, F.Message,
           F.Check == guards::CheckId::HipVersionScale ? Tag::HipVersionScale
           : F.Unanalysed                              ? Tag::Guard
                                                       : Tag::GuardValue);
      continue;
    }
    const guards::Fix &X = *F.Suggested;
    rewrite::Edit E;
    E.Offset = X.Offset;
    E.Length = X.Length;
    E.Text = X.Text;
    // Counted in the statistics under the rule's name, and by name under
    // the guard macro it tests first (the table's spelling outlives the file).
    E.From = origin(rewrite::Tier::Lexical);
    E.From.Category = rewrite::producerName(self());
    E.From.Library = "guards";
    StringRef Macro = Ctx.Buffer.substr(F.Offset).take_while(
        [](char C) { return clang::isAsciiIdentifierContinue(C); });
    for (const mapping::GuardMacro &G : Opts.Macros)
      if (G.Macro == Macro)
        E.From.Entry = G.Macro;
    Ctx.edit(std::move(E));
    diag(F.Offset, core::Severity::Note,
                 F.Message + "; rewritten to " +
                     (F.Chosen == guards::Policy::Include
                          ? "include ROCm"
                          : "exclude ROCm"),
                 Tag::Guard);
  }
}

constexpr Tag Diagnostics[] = {
    Tag::Guard, Tag::GuardValue, Tag::HipVersionScale};

} // namespace

/// finish() decides each guard's policy from the places left untranslated:
/// unknown-name says its own in its finish().
constexpr rewrite::Producer After[] = {rewrite::Producer::UnknownName};

extern const RuleSpec GuardRule = {
    rewrite::Producer::Guard,
    "makes #if guards on CUDA_VERSION, __CUDACC__ and friends ROCm-aware",
    "--guard-policy, --rocm-macro", Diagnostics, always,
    create<GuardRewriter>, After};

} // namespace hipify::rules
