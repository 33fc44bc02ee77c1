//===- FileContext.cpp - the state shared by the producers of one file ----===//
//
// What a file's producers share and tell each other; the rename decision at
// a reference to a table name is the Rules layer's (rules::reference).
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
