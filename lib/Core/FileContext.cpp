//===- FileContext.cpp - the state shared by the producers of one file ----===//
//
// reference() is where every producer (AST or lexical) turns "this token names
// that CUDA entity" into an edit or a diagnostic, through the one version
// decision of MappingTable::decide.
//
//===----------------------------------------------------------------------===//

#include "hipify/Core/FileContext.h"

#include "llvm/ADT/STLExtras.h"

#include <optional>

using namespace llvm;

namespace hipify::core {

static std::string text(bool B) { return B ? "1" : "0"; }
static std::string text(const std::string &S) { return S; }
static std::string text(GuardPolicy P) {
  return std::to_string(static_cast<int>(P));
}

std::string describe(const TranslateOptions &T) {
  std::string Out = T.Targets.Hip.getAsString() + " " +
                    T.Targets.Cuda.getAsString();
#define HIPIFY_TARGET_OPTION(Field, Flag, Help)                                \
  Out += " " Flag "=" + text(T.Targets.Field);
#include "hipify/Support/Options.def"
#define HIPIFY_TRANSLATE_OPTION(Field, Type, Default, Flag, Group, Help, ...)  \
  Out += " " Flag "=" + text(T.Field);
#include "hipify/Support/Options.def"
  Out += " rocm-macro-given=" + text(T.RocmMacroGiven);
  for (const auto &[Key, Group] : T.TreeOverloads)
    for (const Overload &O : Group)
      Out += " overload=" + O.Signature + "->" + Key;
  return Out;
}

core::Diagnostic &FileContext::diagnose(unsigned Offset, core::Severity Level,
                                        std::string Message, hipify::Tag Tag,
                                        const mapping::ApiRecord *R) {
  core::Diagnostic D;
  D.Offset = Offset;
  D.Level = Level;
  D.Message = std::move(Message);
  D.Tag = Tag;
  D.Inactive = isSkipped(Offset);
  if (R) {
    D.Name = R->Cuda.str();
    D.Kind = mapping::kindName(R->K);
    D.Library = R->Library;
  }
  return Diagnostics.emplace_back(std::move(D));
}

void FileContext::declaredByProject(const mapping::ApiRecord &R,
                                    std::optional<unsigned> Offset) {
  if (mapping::renamesProjectDeclarations(R) ||
      !ProjectNames.insert(R.Cuda).second || !Offset)
    return;
  diagnose(*Offset, core::Severity::Note,
           "'" + R.Cuda.str() +
               "' is a CUDA name the project declares itself; it keeps its "
               "name here and at every use",
           Tag::ProjectName, &R);
}

bool FileContext::helperQualified(const mapping::ApiRecord &R) const {
  mapping::Decision D = Table.decide(R, Opts.Targets);
  return D.Rename && D.HelperFamily && D.To.contains("::");
}

StringRef FileContext::runtimeHeader() const {
  return Table.runtimeHeader(Opts.Targets);
}

void FileFacts::includesMainHeader(const mapping::MappingTable &Table,
                                   const mapping::HeaderRecord &H) {
  if (H.V2) {
    V2Apis.insert(H.Library);
    return;
  }
  for (const mapping::HeaderRecord &Other : Table.headers())
    if (Other.V2 && Other.Library == H.Library)
      LegacyApis.try_emplace(H.Library, H.Cuda);
}

void FileContext::reference(unsigned Offset, unsigned Length,
                            const mapping::ApiRecord &R, rewrite::Tier From,
                            rewrite::Producer Rule, bool OldForm) {
  // HIP has only the v2 form of these: with the legacy header the call has
  // other arguments (no handle), so renaming it would not compile.
  auto Legacy = Facts.LegacyApis.find(R.Library);
  if ((R.Flags & mapping::FlagV2Only) && Legacy != Facts.LegacyApis.end() &&
      !Facts.V2Apis.contains(R.Library)) {
    diagnose(Offset, core::Severity::Warning,
             ("'" + R.Cuda + "' is the legacy API here (the file includes <" +
              Legacy->second +
              ">) and HIP has only its v2 form; translate the call by hand; "
              "left unchanged")
                 .str(),
             Tag::Manual, &R);
    return;
  }
  mapping::Decision D = Table.decide(R, Opts.Targets, OldForm);
  // What CUDA did to a name is said where that name is written, not where
  // the call of another takes its record (called-as, later-as).
  bool Written = R.K == mapping::Kind::Member ||
                 Buffer.substr(Offset, Length) == R.Cuda;
  for (mapping::Note &W : D.Warnings)
    if (Written || !tagIn(W.Tag, Tag::CudaDeprecated, Tag::CudaRemoved))
      diagnose(Offset, core::Severity::Warning, std::move(W.Message), W.Tag,
               &R);
  if (!D.Rename) {
    diagnose(Offset, core::Severity::Warning,
             D.Why->Message + "; left unchanged", D.Why->Tag, &R);
    return;
  }
  if (!D.OptIn.empty())
    needsOptIn(D.OptIn, D.To);
  if (D.HelperFamily) {
    usesHelper(*D.HelperFamily);
    std::string Hip = Opts.Targets.Hip.getAsString();
    std::string What =
        D.LackingTwin.empty()
            ? ("'" + R.Cuda + "' is not in HIP " + Hip).str()
            : ("HIP " + Hip + "'s '" + D.LackingTwin +
               "' falls short of what code writes with '" + R.Cuda + "'")
                  .str();
    diagnose(Offset, core::Severity::Note,
             mapping::helperNote(What, *D.HelperFamily, D.To),
             Tag::Helper, &R);
  }
  // A qualified record (thrust::cuda) named by its last name, its qualifier
  // written before it (the AST's reference): the last name of its HIP
  // spelling, where the two share the qualifier (thrust::hip).
  StringRef To = D.To;
  auto [CudaScope, CudaLast] = R.Cuda.rsplit("::");
  auto [HipScope, HipLast] = To.rsplit("::");
  if (!CudaLast.empty() && CudaScope == HipScope &&
      Buffer.substr(Offset, Length) == CudaLast)
    To = HipLast;
  // Same name in HIP: nothing to write (a member record's name is
  // struct.member, so compare with the name as written). A user's record
  // that says so is counted: the reference is translated, as it asked.
  if ((To == R.Cuda || To == Buffer.substr(Offset, Length)) && !R.FromUser)
    return;
  rewrite::Edit E;
  E.Offset = Offset;
  // A dropped name takes one following blank with it: "void CUDART_CB f()".
  if (To.empty() && Buffer.substr(Offset + Length).starts_with(" "))
    ++Length;
  E.Length = Length;
  E.Text = To.str();
  E.From = {Rule, R.Cuda, From, R.Category, R.Library};
  Engine.add(std::move(E));
}

bool FileContext::isProtected(unsigned Offset) const {
  return any_of(Protected, [&](const std::pair<unsigned, unsigned> &R) {
    return Offset >= R.first && Offset < R.second;
  });
}

bool FileContext::leftUntranslated(unsigned Begin, unsigned End) const {
  return any_of(Diagnostics, [&](const Diagnostic &D) {
    return D.Offset >= Begin && D.Offset < End &&
           tagIn(D.Tag, Tag::Unsupported, Tag::Manual);
  });
}

void FileContext::foldDiagnostics(
    hipify::Tag T,
    function_ref<std::vector<bool>(ArrayRef<Diagnostic *>)> Fold) {
  std::vector<Diagnostic *> Tagged;
  for (Diagnostic &D : Diagnostics)
    if (D.Tag == T)
      Tagged.push_back(&D);
  std::vector<bool> Drop = Fold(Tagged);
  DenseSet<const Diagnostic *> Dropped;
  for (size_t I = 0; I < Tagged.size() && I < Drop.size(); ++I)
    if (Drop[I])
      Dropped.insert(Tagged[I]);
  erase_if(Diagnostics,
           [&](const Diagnostic &D) { return Dropped.contains(&D); });
}

const FileFacts &FileContext::noFacts() {
  static const FileFacts None;
  return None;
}

bool FileContext::isSkipped(unsigned Offset) const {
  return any_of(Facts.Skipped, [&](const std::pair<unsigned, unsigned> &R) {
    return Offset >= R.first && Offset < R.second;
  });
}

} // namespace hipify::core
