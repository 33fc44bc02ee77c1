//===- FileContext.cpp - the state shared by the producers of one file ----===//
//
// reference() is where every producer (AST or lexical) turns "this token names
// that CUDA entity" into an edit or a diagnostic, through the one version
// decision of MappingTable::decide.
//
//===----------------------------------------------------------------------===//

#include "hipify/Core/FileContext.h"
#include "hipify/Mapping/HipSpellings.h"

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
#include "hipify/Mapping/TargetOptions.def"
#define HIPIFY_TRANSLATE_OPTION(Field, Type, Default, Flag, Group, Help, ...)  \
  Out += " " Flag "=" + text(T.Field);
#include "hipify/Core/TranslateOptions.def"
  return Out + " rocm-macro-given=" + text(T.RocmMacroGiven);
}

core::Diagnostic &FileContext::diagnose(unsigned Offset, core::Severity Level,
                                        std::string Message, hipify::Tag Tag,
                                        const mapping::ApiRecord *R) {
  core::Diagnostic D;
  D.Offset = Offset;
  D.Level = Level;
  D.Message = std::move(Message);
  D.Tag = Tag;
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
  const mapping::HeaderRecord *H =
      Table.lookupHeader(mapping::ImplicitCudaHeader);
  return H && !H->Drop ? Table.headerFor(*H, Opts.Targets) : StringRef();
}

void FileContext::includesMainHeader(const mapping::HeaderRecord &H) {
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
  auto Legacy = LegacyApis.find(R.Library);
  if ((R.Flags & mapping::FlagV2Only) && Legacy != LegacyApis.end() &&
      !V2Apis.contains(R.Library)) {
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
    OptIns.try_emplace(D.OptIn, D.To.str());
  // Same name in HIP: nothing to write (a member record's name is
  // struct.member, so compare with the name as written). A user's record
  // that says so is counted: the reference is translated, as it asked.
  if ((D.To == R.Cuda || D.To == Buffer.substr(Offset, Length)) &&
      !R.FromUser)
    return;
  rewrite::Edit E;
  E.Offset = Offset;
  // A dropped name takes one following blank with it: "void CUDART_CB f()".
  if (D.To.empty() && Buffer.substr(Offset + Length).starts_with(" "))
    ++Length;
  E.Length = Length;
  E.Text = D.To.str();
  E.From = {Rule, R.Cuda, From, R.Category, R.Library};
  Engine.add(std::move(E));
}

bool FileContext::deadCase(unsigned Begin, unsigned NameOffset, unsigned End,
                           StringRef Name, const mapping::ApiRecord *R,
                           rewrite::Tier From) {
  if (R && Table.decide(*R, Opts.Targets).Rename)
    return false;
  StringRef Label = Buffer.slice(Begin, End);
  if (Label.contains("*/") || Label.contains('\n') ||
      !Buffer.substr(NameOffset).starts_with(Name))
    return false;
  rewrite::Edit E;
  E.Offset = Begin;
  E.Length = Label.size();
  E.Text = ("/* " + Label + " */").str();
  if (R)
    E.From = {rewrite::Producer::ApiRename, R->Cuda, From, R->Category, R->Library};
  else
    E.From = {rewrite::Producer::ApiRename, "", From, "", ""};
  Engine.add(std::move(E));
  Claimed.insert(NameOffset);
  diagnose(NameOffset, core::Severity::Warning,
           "'" + Name.str() +
               "' has no HIP equivalent at the target: a HIP call never "
               "yields it, so its case label is commented out",
           Tag::DeadCase, R)
      .Name = Name.str();
  return true;
}

/// The length of the line break (or backslash-newline) \p Gap starts with.
static size_t lineBreak(StringRef Gap) {
  for (StringRef Break : {"\\\r\n", "\\\n", "\r\n", "\n"})
    if (Gap.starts_with(Break))
      return Break.size();
  return 0;
}

/// Checks that \p Gap holds exactly the tokens \p Expected, apart from
/// whitespace and comments; returns the comments (each followed by a space or
/// its newline) or nothing when the gap holds anything else.
static std::optional<std::string> separator(StringRef Gap,
                                            ArrayRef<StringRef> Expected) {
  std::string Comments;
  while (true) {
    Gap = Gap.ltrim(" \t\f\v");
    // Line breaks (and a macro body's continuations) stay, byte for byte.
    if (size_t N = lineBreak(Gap)) {
      Comments += Gap.take_front(N).str();
      Gap = Gap.drop_front(N);
    } else if (Gap.starts_with("/*")) {
      size_t End = Gap.find("*/");
      if (End == StringRef::npos)
        return std::nullopt;
      Comments += Gap.take_front(End + 2).str() + " ";
      Gap = Gap.drop_front(End + 2);
    } else if (Gap.starts_with("//")) {
      size_t End = Gap.find('\n');
      Comments += Gap.take_front(End).str() + "\n";
      Gap = End == StringRef::npos ? StringRef() : Gap.drop_front(End + 1);
    } else if (!Expected.empty() && Gap.starts_with(Expected.front())) {
      Gap = Gap.drop_front(Expected.front().size());
      Expected = Expected.drop_front();
    } else {
      break;
    }
  }
  if (!Gap.empty() || !Expected.empty())
    return std::nullopt;
  return Comments;
}

std::optional<unsigned> FileContext::launch(const LaunchShape &L) {
  size_t N = L.Config.size();
  if (N < 2 || N > 4 || L.CalleeBegin >= L.CalleeEnd)
    return std::nullopt;
  // The gaps: callee..grid, between config pieces, last piece..arguments.
  std::vector<std::pair<unsigned, unsigned>> Gaps;
  Gaps.push_back({L.CalleeEnd, L.Config[0].first});
  for (size_t I = 1; I < N; ++I)
    Gaps.push_back({L.Config[I - 1].second, L.Config[I].first});
  Gaps.push_back({L.Config.back().second, L.ArgsBegin});
  std::vector<std::string> Comments;
  for (size_t I = 0; I < Gaps.size(); ++I) {
    auto [B, E] = Gaps[I];
    if (E < B)
      return std::nullopt;
    SmallVector<StringRef, 2> Expected;
    if (I == 0)
      Expected = {"<<<"};
    else if (I < N)
      Expected = {","};
    else
      Expected = {">>>", "("};
    auto C = separator(Buffer.slice(B, E), Expected);
    if (!C)
      return std::nullopt;
    Comments.push_back(std::move(*C));
  }

  // Grid and block, unless written as dim3(...) already.
  bool Wrap[2];
  for (size_t I = 0; I < 2; ++I) {
    StringRef Piece = Buffer.slice(L.Config[I].first, L.Config[I].second);
    Wrap[I] = !(Piece.consume_front(mapping::hip::Dim3) &&
                Piece.ltrim(" \t").starts_with("("));
  }
  unsigned Group = Engine.newGroup();
  auto Add = [&](unsigned Begin, unsigned End, std::string Text, bool Counted) {
    rewrite::Edit Ed;
    Ed.Offset = Begin;
    Ed.Length = End - Begin;
    Ed.Text = std::move(Text);
    Ed.From = {rewrite::Producer::KernelLaunch, "<<<>>>", L.From,
               rewrite::producerName(rewrite::Producer::KernelLaunch),
               "runtime"};
    Ed.Group = Group;
    Ed.Counted = Counted;
    Engine.add(std::move(Ed));
  };
  std::string Open = (mapping::hip::LaunchKernel + "(").str();
  if (L.WrapName)
    Open += (mapping::hip::KernelName + "(").str();
  Add(L.CalleeBegin, L.CalleeBegin, std::move(Open), true);
  // What closes the piece before each gap, and what opens the one after.
  std::string Close = L.WrapName ? ")" : "";
  for (size_t I = 0; I < Gaps.size(); ++I) {
    std::string Text = Close + ", ";
    if (I == N) // defaults for the shared memory size and the stream
      for (size_t J = N; J < 4; ++J)
        Text += "0, ";
    if (I == N && !L.HasArgs)
      Text.resize(Text.size() - 2); // no ", " before the ')'
    if (I < 2 && Wrap[I])
      Text += (mapping::hip::Dim3 + "(").str();
    Text += Comments[I]; // a comment stays next to the piece it precedes
    Close = I < 2 && Wrap[I] ? ")" : "";
    Add(Gaps[I].first, Gaps[I].second, std::move(Text), false);
  }
  if (!L.Defaults.empty())
    Add(L.CallEnd, L.CallEnd, ", " + L.Defaults, false);
  return Group;
}

bool FileContext::isProtected(unsigned Offset) const {
  return any_of(Protected, [&](const std::pair<unsigned, unsigned> &R) {
    return Offset >= R.first && Offset < R.second;
  });
}

bool FileContext::isSkipped(unsigned Offset) const {
  return any_of(Skipped, [&](const std::pair<unsigned, unsigned> &R) {
    return Offset >= R.first && Offset < R.second;
  });
}

} // namespace hipify::core
