//===- BuildEdits.cpp - edits and nvcc options of a build file ------------===//
//
// What every kind of build file translates with: its edits (rule
// "build-make", "build-cmake" or "build-torch") and diagnostics, applied into
// its report at the end; the nvcc options of mappings/build.yaml's `options`
// translated, removed or reported; .cu/.cuh names renamed as --output-names
// renames the files; include directories moved by --extra-root.
//
//===----------------------------------------------------------------------===//

#include "BuildEdits.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/StringSaver.h"

#include <mutex>

using namespace llvm;

namespace hipify::buildfiles {

namespace {

/// \p S, kept until the end of the run. An edit's entry must outlive the
/// translator and the file's text: the file's report, which holds it, goes
/// to the run's reports. Jobs run in parallel.
StringRef keep(StringRef S) {
  static std::mutex Lock;
  static BumpPtrAllocator Memory;
  static UniqueStringSaver Strings(Memory);
  std::lock_guard<std::mutex> Guard(Lock);
  return Strings.save(S);
}

} // namespace

bool isWordChar(char C) { return isAlnum(C) || C == '_'; }

std::string expand(StringRef Text, StringRef Arch, StringRef Value,
                   StringRef Target) {
  std::string Out;
  while (!Text.empty()) {
    if (Text.consume_front("{arch}"))
      Out += Arch;
    else if (Text.consume_front("{value}"))
      Out += Value;
    else if (Text.consume_front("{target}"))
      Out += Target;
    else {
      Out += Text.front();
      Text = Text.drop_front();
    }
  }
  return Out;
}

BuildTranslation BuildEdits::finish() {
  rewrite::RewriteResult R = Engine.apply(Buf);
  for (const rewrite::Conflict &C : R.Conflicts)
    diag(C.Dropped.Offset, Tag::Conflict,
         "conflicting edits: '" + C.Dropped.Text + "' and '" +
             C.Against.Text + "' overlap; neither applied");
  BuildTranslation Out;
  Out.Output = Out.Report.conclude(Path, Buf, std::move(R), std::move(Diags));
  return Out;
}

void BuildEdits::edit(unsigned Offset, unsigned Length, std::string Text,
                      StringRef Entry, bool Counted) {
  // The report outlives the file's text: an entry spelled there (a
  // property as written) is kept for the run.
  if (Entry.data() >= Buf.begin() && Entry.data() < Buf.end())
    Entry = keep(Entry);
  rewrite::Edit E;
  E.Offset = Offset;
  E.Length = Length;
  E.Text = std::move(Text);
  E.From = {RuleName, Entry, rewrite::Tier::Lexical, "build", "build"};
  E.Counted = Counted;
  Engine.add(std::move(E));
}

void BuildEdits::diag(unsigned Offset, hipify::Tag Tag, const Twine &Msg,
                      StringRef Name) {
  core::Diagnostic D;
  D.Offset = Offset;
  D.Level = core::Severity::Warning;
  D.Message = Msg.str();
  D.Tag = Tag;
  D.Name = Name;
  D.Kind = "build";
  D.Library = "build";
  Diags.push_back(std::move(D));
}

void BuildEdits::remove(unsigned Begin, unsigned End, StringRef Entry) {
  unsigned B = Begin;
  while (B > 0 && (Buf[B - 1] == ' ' || Buf[B - 1] == '\t'))
    --B;
  edit(B, End - B, "", Entry);
}

const BuildRule *BuildEdits::optionRule(StringRef W, bool NvccLine,
                                        bool &Joined) const {
  for (const BuildRule &R : T.Options) {
    if (!NvccLine && R.Cuda.size() <= 2)
      continue; // -G and friends only where nvcc reads them
    if (W == R.Cuda) {
      Joined = false;
      return &R;
    }
    if (R.Value && W.starts_with(R.Cuda) &&
        W.drop_front(R.Cuda.size()).starts_with("=")) {
      Joined = true;
      return &R;
    }
  }
  return nullptr;
}

bool BuildEdits::hostOption(StringRef W) const {
  return any_of(T.HostOptions,
                [&](const std::string &P) { return W.starts_with(P); });
}

void BuildEdits::options(ArrayRef<Word> Words, bool NvccLine) {
  StringSet<> Emitted;
  for (size_t I = 0; I < Words.size(); ++I) {
    StringRef W = text(Words[I]);
    bool Joined = false;
    const BuildRule *R = optionRule(W, NvccLine, Joined);
    if (!R) {
      if (NvccLine && W.size() > 1 && W.starts_with("-") && !hostOption(W))
        diag(Words[I].Begin, Tag::BuildUnsupported,
             "nvcc option '" + W +
                 "' left unchanged; check that hipcc takes it");
      continue;
    }
    size_t OptI = I;
    Word Last = Words[I];
    StringRef Value;
    if (R->Value) {
      if (Joined)
        Value = W.drop_front(R->Cuda.size() + 1);
      else if (I + 1 < Words.size())
        Value = text(Words[++I]), Last = Words[I];
    }
    std::string Hip;
    if (R->Unwrap) {
      SmallVector<StringRef, 4> Parts;
      Value.trim('"').split(Parts, ',', -1, false);
      Hip = join(Parts, " ");
    } else if (R->HasHip && (R->When.empty() || Value == R->When)) {
      Hip = expand(R->Hip, O.OffloadArch, Value);
    } else if (!R->HasHip && !R->Drop) {
      diag(Words[OptI].Begin, Tag::BuildUnsupported,
           "nvcc option '" + R->Cuda + "' left unchanged: " + R->Note,
           R->Cuda);
      continue;
    } else {
      diag(Words[OptI].Begin, Tag::BuildRemoved,
           "nvcc option '" + text({Words[OptI].Begin, Last.End}) +
               "' removed" + (R->Note.empty() ? "" : ": " + R->Note),
           R->Cuda);
    }
    if (!Hip.empty() && !Emitted.insert(Hip).second)
      Hip.clear(); // -gencode ... -gencode ...: one --offload-arch
    unsigned Begin = Words[OptI].Begin;
    if (Hip.empty())
      remove(Begin, Last.End, R->Cuda);
    else
      edit(Begin, Last.End - Begin, Hip, R->Cuda);
  }
}

std::string BuildEdits::sources(Word W) {
  StringRef S = text(W);
  std::string Out;
  if (!O.RenameSource)
    return S.str();
  size_t Pos = 0;
  for (size_t I = S.find(".cu"); I != StringRef::npos;
       I = S.find(".cu", I + 1)) {
    size_t Len = I + 4 <= S.size() && S[I + 3] == 'h' ? 4 : 3;
    if (I + Len < S.size() && isWordChar(S[I + Len]))
      continue;
    std::string Ext = O.RenameSource(("x" + S.substr(I, Len)).str());
    StringRef NewExt = StringRef(Ext).drop_front(1);
    if (NewExt == S.substr(I, Len))
      continue;
    edit(W.Begin + I, Len, NewExt.str(), S.substr(I, Len) == ".cu" ? ".cu"
                                                                   : ".cuh");
    Out += S.slice(Pos, I);
    Out += NewExt;
    Pos = I + Len;
  }
  Out += S.substr(Pos);
  return Out;
}

void BuildEdits::directory(Word W) {
  if (!O.MovedDirectory)
    return;
  if (auto New = O.MovedDirectory(text(W)))
    edit(W.Begin, W.End - W.Begin, *New, "include-directory");
}

} // namespace hipify::buildfiles
