//===- Reference.cpp - the rename decision at a reference to a table name -===//
//
// What every rule that meets a CUDA name in the code does with it
// (rules::reference, Rule.h): the table's decision for the targets, its
// warnings and notes said where the name is written, the helper or opt-in
// macro it needs noted in the file's context, and the edit that renames it.
//
//===----------------------------------------------------------------------===//

#include "hipify/Rules/Rule.h"

namespace hipify::rules {

void reference(FileContext &Ctx, unsigned Offset, unsigned Length,
               const mapping::ApiRecord &R, rewrite::Tier From,
               rewrite::Producer Rule, bool OldForm) {
  // HIP has only the v2 form of these: with the legacy header the call has
  // other arguments (no handle), so renaming it would not compile.
  auto Legacy = Ctx.Facts.LegacyApis.find(R.Library);
  if ((R.Flags & mapping::FlagV2Only) &&
      Legacy != Ctx.Facts.LegacyApis.end() &&
      !Ctx.Facts.V2Apis.contains(R.Library)) {
    Ctx.diagnose(Offset, core::Severity::Warning,
                 ("'" + R.Cuda +
                  "' is the legacy API here (the file includes <" +
                  Legacy->second +
                  ">) and HIP has only its v2 form; translate the call by "
                  "hand; left unchanged")
                     .str(),
                 Tag::Manual, &R);
    return;
  }
  mapping::Decision D = Ctx.Table.decide(R, Ctx.Opts.Targets, OldForm);
  // What CUDA did to a name is said where that name is written, not where
  // the call of another takes its record (called-as, later-as).
  bool Written = R.K == mapping::Kind::Member ||
                 Ctx.Buffer.substr(Offset, Length) == R.Cuda;
  for (mapping::Note &W : D.Warnings)
    if (Written || !tagIn(W.Tag, Tag::CudaDeprecated, Tag::CudaRemoved))
      Ctx.diagnose(Offset, core::Severity::Warning, std::move(W.Message),
                   W.Tag, &R);
  if (!D.Rename) {
    Ctx.diagnose(Offset, core::Severity::Warning,
                 D.Why->Message + "; left unchanged", D.Why->Tag, &R);
    return;
  }
  if (!D.OptIn.empty())
    Ctx.needsOptIn(D.OptIn, D.To);
  if (D.HelperFamily) {
    Ctx.usesHelper(*D.HelperFamily);
    std::string Hip = Ctx.Opts.Targets.Hip.getAsString();
    std::string What =
        D.LackingTwin.empty()
            ? ("'" + R.Cuda + "' is not in HIP " + Hip).str()
            : ("HIP " + Hip + "'s '" + D.LackingTwin +
               "' falls short of what code writes with '" + R.Cuda + "'")
                  .str();
    Ctx.diagnose(Offset, core::Severity::Note,
                 mapping::helperNote(What, *D.HelperFamily, D.To), Tag::Helper,
                 &R);
  }
  // A qualified record (thrust::cuda) named by its last name, its qualifier
  // written before it (the AST's reference): the last name of its HIP
  // spelling, where the two share the qualifier (thrust::hip).
  llvm::StringRef To = D.To;
  auto [CudaScope, CudaLast] = R.Cuda.rsplit("::");
  auto [HipScope, HipLast] = To.rsplit("::");
  if (!CudaLast.empty() && CudaScope == HipScope &&
      Ctx.Buffer.substr(Offset, Length) == CudaLast)
    To = HipLast;
  // Same name in HIP: nothing to write (a member record's name is
  // struct.member, so compare with the name as written). A user's record
  // that says so is counted: the reference is translated, as it asked.
  if ((To == R.Cuda || To == Ctx.Buffer.substr(Offset, Length)) &&
      !R.FromUser)
    return;
  rewrite::Edit E;
  E.Offset = Offset;
  // A dropped name takes one following blank with it: "void CUDART_CB f()".
  if (To.empty() && Ctx.Buffer.substr(Offset + Length).starts_with(" "))
    ++Length;
  E.Length = Length;
  E.Text = To.str();
  E.From = {Rule, R.Cuda, From, R.Category, R.Library};
  Ctx.edit(std::move(E));
}

} // namespace hipify::rules
