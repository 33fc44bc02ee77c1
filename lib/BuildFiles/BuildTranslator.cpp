//===- BuildTranslator.cpp - CMakeLists.txt and Makefiles to HIP ----------===//
//
// A build file is translated line by line, with the rules of
// mappings/build.yaml; no C++ here names a CUDA option or target. The
// approach, and its limits:
//
// - Makefiles: a logical line (backslash continuations joined) is split into
//   words at white space. A word whose file name is nvcc becomes hipcc; nvcc
//   options become hipcc's, or are removed or left with a warning; CUDA paths
//   become ROCm's; .cu/.cuh names follow --output-names. A line that runs
//   nvcc, or assigns a variable that holds it or its flags (by a known name,
//   or any variable an nvcc command line expands), is an nvcc line:
//   there every option no rule knows and hipcc may not take is reported.
//   Make's own syntax (functions, conditionals) is not interpreted.
// - CMake: command invocations are tokenized (quoted, bracket and unquoted
//   arguments, comments). Commands, languages, variables, properties and
//   imported targets are renamed as whole words; nvcc options are
//   translated in flag variables and compile/link option commands,
//   generator expressions included. The translated project compiles HIP
//   sources as C++ with hipcc (find_package(hip), hip::device), which
//   works with every ROCm layout (docs/build-files.md says why not CMake's
//   HIP language). Variables computed at configure time are not followed.
//
// Every edit is an Edit (rule "build-make", "build-cmake" or "build-torch"), every
// construct left or removed a Diagnostic, so the reports count build files
// as they count sources. Inserted lines are not inserted again when they are
// already there: a second run over the output changes nothing.
//
//===----------------------------------------------------------------------===//

#include "hipify/BuildFiles/BuildTranslator.h"

#include "hipify/Rewrite/RewriteEngine.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"

#include <mutex>
#include <optional>

using namespace llvm;

namespace hipify::buildfiles {

BuildKind buildFileKind(StringRef Path) {
  StringRef Name = sys::path::filename(Path);
  if (Name == "CMakeLists.txt" || Name.ends_with(".cmake"))
    return BuildKind::CMake;
  if (Name == "GNUmakefile" || Name.ends_with(".mk") ||
      Name.starts_with("Makefile") || Name.starts_with("makefile"))
    return BuildKind::Make;
  if (Name == "setup.py")
    return BuildKind::TorchSetup;
  return BuildKind::None;
}

namespace {

using core::Severity;

/// \p S, kept until the end of the run (jobs run in parallel).
StringRef keep(StringRef S) {
  static std::mutex Lock;
  static BumpPtrAllocator Memory;
  static UniqueStringSaver Strings(Memory);
  std::lock_guard<std::mutex> Guard(Lock);
  return Strings.save(S);
}

bool isWordChar(char C) { return isAlnum(C) || C == '_'; }

/// \p Text with {arch}, {value} and {target} filled in.
std::string expand(StringRef Text, StringRef Arch, StringRef Value,
                   StringRef Target = "") {
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

bool truthy(StringRef V) {
  return is_contained({"ON", "TRUE", "YES", "Y", "1", "on", "true", "yes"},
                      V.trim('"'));
}

/// A word of a line or of a command: [Begin, End) of the buffer.
struct Word {
  unsigned Begin = 0, End = 0;
};

class Translator {
public:
  Translator(StringRef Path, StringRef Buf, const BuildTable &T,
             const BuildOptions &O)
      : Path(Path), Buf(Buf), T(T), O(O), C(T.cmake(O.Language)) {}

  BuildTranslation run(BuildKind Kind) {
    RuleName = Kind == BuildKind::CMake        ? rewrite::Producer::BuildCMake
               : Kind == BuildKind::TorchSetup ? rewrite::Producer::BuildTorch
                                               : rewrite::Producer::BuildMake;
    if (Kind == BuildKind::CMake)
      cmake();
    else if (Kind == BuildKind::TorchSetup)
      torchSetup();
    else
      make();
    rewrite::RewriteResult R = Engine.apply(Buf);
    for (const rewrite::Conflict &C : R.Conflicts)
      diag(C.Dropped.Offset, Tag::Conflict,
           "conflicting edits: '" + C.Dropped.Text + "' and '" +
               C.Against.Text + "' overlap; neither applied");
    BuildTranslation Out;
    Out.Report.File = Path.str();
    Out.Report.Applied = std::move(R.Applied);
    Out.Report.Diagnostics = std::move(Diags);
    Out.Report.Status = R.Output == Buf ? report::FileStatus::Unchanged
                                        : report::FileStatus::Translated;
    Out.Report.finish(Buf);
    Out.Output = std::move(R.Output);
    return Out;
  }

private:
  StringRef text(Word W) const { return Buf.slice(W.Begin, W.End); }

  void edit(unsigned Offset, unsigned Length, std::string Text,
            StringRef Entry, bool Counted = true) {
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

  void diag(unsigned Offset, hipify::Tag Tag, const Twine &Msg,
            StringRef Name = "") {
    core::Diagnostic D;
    D.Offset = Offset;
    D.Level = Severity::Warning;
    D.Message = Msg.str();
    D.Tag = Tag;
    D.Name = Name;
    D.Kind = "build";
    D.Library = "build";
    Diags.push_back(std::move(D));
  }

  /// Removes the word(s) [Begin, End) and the blanks before them (never a
  /// line break), so that removals side by side do not overlap.
  void remove(unsigned Begin, unsigned End, StringRef Entry) {
    unsigned B = Begin;
    while (B > 0 && (Buf[B - 1] == ' ' || Buf[B - 1] == '\t'))
      --B;
    edit(B, End - B, "", Entry);
  }

  //===--- nvcc options (both kinds of files) ---------------------------===//

  const BuildRule *optionRule(StringRef W, bool NvccLine, bool &Joined) const {
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

  bool hostOption(StringRef W) const {
    return any_of(T.HostOptions,
                  [&](const std::string &P) { return W.starts_with(P); });
  }

  /// Translates the nvcc options among \p Words (in order). On an nvcc line
  /// every other option that hipcc may not take is reported.
  void options(ArrayRef<Word> Words, bool NvccLine) {
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

  /// Renames .cu/.cuh names in \p W as --output-names renames the files.
  /// Returns the word as it will read.
  std::string sources(Word W) {
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

  //===--- Makefiles ----------------------------------------------------===//

  bool nvccVariable(StringRef Name) const {
    return UsedByNvcc.contains(Name) ||
           any_of(T.NvccVariables, [&](const std::string &V) {
             return Name.equals_insensitive(V);
           });
  }

  /// Whether \p Word expands a variable that holds nvcc (NVCC, or a CC set
  /// to nvcc).
  bool expandsNvcc(StringRef Word) const {
    auto Expands = [&](StringRef V) {
      return Word.contains(("$(" + V + ")").str()) ||
             Word.contains(("${" + V + "}").str());
    };
    return any_of(T.NvccVariables, Expands) ||
           any_of(Compilers.keys(), Expands);
  }

  /// The variables assigned nvcc itself ("CC := $(CUDA_DIR)/bin/nvcc").
  void findCompilerVariables(size_t Begin, size_t End) {
    auto [Name, Value] = Buf.slice(Begin, End).split('=');
    Name = Name.rtrim(" \t:+?!");
    if (Value.empty() || Name.empty() || Buf[Begin] == '\t' ||
        Name.find_first_of(" \t$") != StringRef::npos)
      return;
    SmallVector<StringRef, 8> Words;
    Value.split(Words, ' ', -1, false);
    if (any_of(Words, [&](StringRef W) { return compiler(W.trim()); }))
      Compilers.insert(Name);
  }

  /// The variables an nvcc command line expands ("nvcc $(FLAGS) ..."):
  /// their values are nvcc options whatever their names.
  void findNvccVariables(size_t Begin, size_t End) {
    StringRef Line = Buf.slice(Begin, End);
    bool Runs = false;
    SmallVector<StringRef, 16> Words;
    Line.split(Words, ' ', -1, false);
    for (StringRef W : Words)
      Runs |= compiler(W.trim()) != nullptr || expandsNvcc(W);
    if (!Runs)
      return;
    for (size_t I = Line.find('$'); I != StringRef::npos;
         I = Line.find('$', I + 1)) {
      if (I + 1 >= Line.size() || (Line[I + 1] != '(' && Line[I + 1] != '{'))
        continue;
      char Close = Line[I + 1] == '(' ? ')' : '}';
      size_t E = Line.find(Close, I + 2);
      StringRef Name = E == StringRef::npos ? "" : Line.slice(I + 2, E);
      if (!Name.empty() && Name.find_first_of(" :$(") == StringRef::npos)
        UsedByNvcc.insert(Name);
    }
  }

  const BuildRule *compiler(StringRef W) const {
    W = W.ltrim("@+-");
    StringRef Base = W.substr(W.find_last_of('/') + 1);
    for (const BuildRule &R : T.MakeCompilers)
      if (Base == R.Cuda)
        return &R;
    return nullptr;
  }

  /// An include directory \p W names: where the run translated it, if it
  /// did (BuildOptions::MovedDirectory).
  void directory(Word W) {
    if (!O.MovedDirectory)
      return;
    if (auto New = O.MovedDirectory(text(W)))
      edit(W.Begin, W.End - W.Begin, *New, "include-directory");
  }

  //===--- setup.py of a PyTorch extension ------------------------------===//

  /// setup.py builds the extension on PyTorch for CUDA and for ROCm alike
  /// (on ROCm, CUDAExtension compiles .cu files with hipcc and passes it
  /// extra_compile_args["nvcc"]), so it is kept as it is: the names of
  /// renamed sources follow (--output-names), and every nvcc option among
  /// its strings is reported with what hipcc takes instead.
  void torchSetup() {
    for (size_t I = 0; I < Buf.size(); ++I) {
      char Q = Buf[I];
      if (Q == '#') { // a comment, to the end of the line
        I = Buf.find('\n', I);
        if (I == StringRef::npos)
          return;
        continue;
      }
      if (Q != '"' && Q != '\'')
        continue;
      bool Triple = Buf.substr(I).starts_with(std::string(3, Q));
      size_t Begin = I + (Triple ? 3 : 1);
      size_t End = Triple ? Buf.find(std::string(3, Q), Begin)
                          : Buf.find_first_of(std::string{Q, '\n'}, Begin);
      if (End == StringRef::npos)
        return;
      if (!Triple && Buf.substr(Begin, End - Begin).find('\\') == StringRef::npos)
        torchString({unsigned(Begin), unsigned(End)});
      I = End + (Triple ? 2 : 0);
    }
  }

  void torchString(Word S) {
    StringRef Text = text(S);
    StringRef Name = sys::path::filename(Text);
    if (O.RenameSource && (Name.ends_with(".cu") || Name.ends_with(".cuh"))) {
      std::string New = O.RenameSource(Name);
      if (New != Name)
        edit(S.End - Name.size(), Name.size(), New, Name);
      return;
    }
    bool Joined = false;
    const BuildRule *R = optionRule(Text, /*NvccLine=*/true, Joined);
    if (!R)
      return;
    std::string Instead =
        R->HasHip && !R->Hip.empty()
            ? "hipcc takes '" +
                  expand(R->Hip, O.OffloadArch,
                         Joined ? Text.drop_front(R->Cuda.size() + 1) : "",
                         "") +
                  "' instead"
            : "hipcc has no counterpart" +
                  (R->Note.empty() ? std::string() : " (" + R->Note + ")");
    diag(S.Begin, Tag::BuildManual,
         "'" + Text + "' is an nvcc option: on PyTorch for ROCm, "
         "CUDAExtension passes the \"nvcc\" flags to hipcc; " + Instead +
             " (give the ROCm flags when torch.version.hip is set)",
         R->Cuda);
  }

  void make() {
    forEachLine([&](size_t B, size_t E) { findCompilerVariables(B, E); });
    forEachLine([&](size_t B, size_t E) { findNvccVariables(B, E); });
    forEachLine([&](size_t B, size_t E) { makeLine(B, E); });
  }

  /// Calls \p Fn with each logical line [Begin, End), continuations included.
  template <typename Fn> void forEachLine(Fn F) {
    size_t Pos = 0;
    while (Pos < Buf.size()) {
      // One logical line: [Pos, End), continuations included.
      size_t End = Pos;
      while (End < Buf.size() && Buf[End] != '\n')
        ++End;
      auto Continued = [&] {
        StringRef Line = Buf.slice(Pos, End);
        return Line.ends_with("\\") || Line.ends_with("\\\r");
      };
      while (End < Buf.size() && End > Pos && Continued()) {
        ++End;
        while (End < Buf.size() && Buf[End] != '\n')
          ++End;
      }
      F(Pos, End);
      Pos = End + 1;
    }
  }

  void makeLine(size_t Begin, size_t End) {
    bool Recipe = Buf[Begin] == '\t';
    std::vector<Word> Words;
    for (size_t I = Begin; I < End;) {
      char C = Buf[I];
      if (isSpace(C) || // '\r' too: CRLF files
          (C == '\\' && I + 1 < End &&
           (Buf[I + 1] == '\n' || Buf[I + 1] == '\r')) ||
          (C == '\\' && I + 1 == End)) {
        ++I;
        continue;
      }
      if (C == '#' && (I == Begin || Buf[I - 1] != '\\') && !Recipe)
        break; // a comment
      size_t J = I;
      while (J < End && !isSpace(Buf[J]) &&
             !(Buf[J] == '\\' &&
               (J + 1 == End || Buf[J + 1] == '\n' || Buf[J + 1] == '\r')))
        ++J;
      Words.push_back({unsigned(I), unsigned(J)});
      I = J;
    }
    if (Words.empty())
      return;
    // An nvcc line runs nvcc or sets a variable that holds it or its flags.
    bool Nvcc = false;
    StringRef First = text(Words[0]);
    StringRef Var = First.take_until([](char C) {
      return C == '=' || C == ':' || C == '+' || C == '?' || C == '!';
    });
    if (!Recipe && nvccVariable(Var))
      Nvcc = true;
    // VAR=-arch=sm_20: the value is a word of its own.
    if (!Recipe && First.size() > Var.size()) {
      size_t Eq = First.find('=');
      if (Eq != StringRef::npos && Eq + 1 < First.size())
        Words[0].Begin += Eq + 1;
    }
    for (Word W : Words) {
      StringRef S = text(W);
      if (compiler(S) || expandsNvcc(S))
        Nvcc = true;
    }
    for (Word W : Words)
      if (text(W).starts_with("-I"))
        directory({W.Begin + 2, W.End});
    std::vector<Word> Rest;
    for (Word W : Words) {
      StringRef S = text(W);
      if (const BuildRule *R = compiler(S)) {
        StringRef Prefix = S.take_while([](char C) {
          return C == '@' || C == '+' || C == '-';
        });
        edit(W.Begin, W.End - W.Begin, Prefix.str() + R->Hip, R->Cuda);
        continue;
      }
      if (S.contains_insensitive("cuda")) {
        std::string New = S.str();
        const BuildRule *Used = nullptr;
        for (const BuildRule &R : T.MakePaths) {
          size_t At = New.find(R.Cuda);
          if (At == std::string::npos)
            continue;
          New.replace(At, R.Cuda.size(), R.Hip);
          Used = Used ? Used : &R;
        }
        if (Used) {
          // A path and a source name in one word: one edit for both.
          edit(W.Begin, W.End - W.Begin, New, Used->Cuda);
          continue;
        }
      }
      sources(W);
      Rest.push_back(W);
    }
    options(Rest, Nvcc);
  }

  //===--- CMake --------------------------------------------------------===//

  struct Arg {
    Word W;          // the argument as written (quotes included)
    Word Inner;      // without quotes or brackets
    bool Quoted = false;
  };
  struct Command {
    StringRef Name;
    unsigned LineBegin = 0, Begin = 0, End = 0; // End: after ')'
    std::vector<Arg> Args;
    std::string Indent;
  };

  /// Skips a bracket [=*[ ... ]=*] at \p I; returns its end, or npos.
  size_t bracketEnd(size_t I) const {
    size_t J = I + 1;
    while (J < Buf.size() && Buf[J] == '=')
      ++J;
    if (J >= Buf.size() || Buf[J] != '[')
      return StringRef::npos;
    std::string Close = "]" + std::string(J - I - 1, '=') + "]";
    size_t E = Buf.find(Close, J + 1);
    return E == StringRef::npos ? Buf.size() : E + Close.size();
  }

  size_t skipComment(size_t I) const {
    if (I + 1 < Buf.size() && Buf[I + 1] == '[') {
      size_t E = bracketEnd(I + 1);
      if (E != StringRef::npos)
        return E;
    }
    size_t E = Buf.find('\n', I);
    return E == StringRef::npos ? Buf.size() : E;
  }

  std::vector<Command> commands() const {
    std::vector<Command> Out;
    size_t I = 0;
    while (I < Buf.size()) {
      char C = Buf[I];
      if (isSpace(C)) {
        ++I;
        continue;
      }
      if (C == '#') {
        I = skipComment(I);
        continue;
      }
      if (!(isAlpha(C) || C == '_')) {
        ++I;
        continue;
      }
      size_t NameEnd = I;
      while (NameEnd < Buf.size() && isWordChar(Buf[NameEnd]))
        ++NameEnd;
      size_t P = NameEnd;
      while (P < Buf.size() && (Buf[P] == ' ' || Buf[P] == '\t'))
        ++P;
      if (P >= Buf.size() || Buf[P] != '(') {
        I = NameEnd;
        continue;
      }
      Command Cmd;
      Cmd.Name = Buf.slice(I, NameEnd);
      Cmd.Begin = I;
      size_t LB = Buf.rfind('\n', I);
      Cmd.LineBegin = LB == StringRef::npos ? 0 : LB + 1;
      Cmd.Indent = Buf.slice(Cmd.LineBegin, I).str();
      if (!StringRef(Cmd.Indent).trim().empty())
        Cmd.Indent.clear();
      size_t J = P + 1;
      int Depth = 1;
      while (J < Buf.size() && Depth > 0) {
        char D = Buf[J];
        if (isSpace(D)) {
          ++J;
        } else if (D == '#') {
          J = skipComment(J);
        } else if (D == '(') {
          ++Depth, ++J;
        } else if (D == ')') {
          --Depth, ++J;
        } else if (D == '"') {
          size_t K = J + 1;
          while (K < Buf.size() && Buf[K] != '"')
            K += Buf[K] == '\\' ? 2 : 1;
          K = std::min(K + 1, Buf.size());
          Cmd.Args.push_back({{unsigned(J), unsigned(K)},
                              {unsigned(J + 1), unsigned(K - 1)},
                              true});
          J = K;
        } else if (D == '[' && bracketEnd(J) != StringRef::npos) {
          size_t K = bracketEnd(J);
          Cmd.Args.push_back({{unsigned(J), unsigned(K)},
                              {unsigned(J), unsigned(J)}, true});
          J = K;
        } else {
          size_t K = J;
          int GenexDepth = 0; // $<...> may hold ';' and ' ' only quoted
          while (K < Buf.size()) {
            char E = Buf[K];
            if (E == '\\') {
              K += 2;
              continue;
            }
            if (E == '<' && K > J && Buf[K - 1] == '$')
              ++GenexDepth;
            else if (E == '>' && GenexDepth > 0)
              --GenexDepth;
            if (isSpace(E) || E == '(' || E == ')' || E == '"' ||
                (E == '#' && GenexDepth == 0))
              break;
            ++K;
          }
          K = std::min(K, Buf.size());
          Cmd.Args.push_back(
              {{unsigned(J), unsigned(K)}, {unsigned(J), unsigned(K)}, false});
          J = K;
        }
      }
      Cmd.End = std::min(J, Buf.size());
      Out.push_back(std::move(Cmd));
      I = Out.back().End;
    }
    return Out;
  }

  /// The offset after the line on which \p Offset is (after its newline).
  size_t lineAfter(size_t Offset) const {
    size_t E = Buf.find('\n', Offset);
    return E == StringRef::npos ? Buf.size() : E + 1;
  }

  /// \p Text (lines) with \p Indent before each line.
  static std::string indented(StringRef Text, StringRef Indent) {
    std::string Out;
    SmallVector<StringRef, 8> Lines;
    Text.split(Lines, '\n', -1, false);
    for (StringRef L : Lines)
      Out += (Indent + L + "\n").str();
    return Out;
  }

  /// Inserts \p Text before the line of \p Cmd, unless it is already there.
  void insertBefore(const Command &Cmd, StringRef Text, StringRef Entry) {
    std::string T = indented(Text, Cmd.Indent);
    if (Buf.take_front(Cmd.LineBegin).ends_with(T))
      return;
    edit(Cmd.LineBegin, 0, T, Entry);
  }

  /// Inserts \p Text after the line of \p Cmd, unless it is already there.
  void insertAfter(const Command &Cmd, StringRef Text, StringRef Entry) {
    std::string T = indented(Text, Cmd.Indent);
    size_t At = lineAfter(Cmd.End);
    if (Buf.substr(At).starts_with(T))
      return;
    if (At == Buf.size() && !Buf.ends_with("\n"))
      T = "\n" + T;
    edit(At, 0, T, Entry);
  }

  /// Replaces the whole command (its line when it is alone on it and the
  /// replacement is empty).
  void replaceCommand(const Command &Cmd, StringRef Text, StringRef Entry) {
    unsigned B = Cmd.Begin, E = Cmd.End;
    if (Text.empty() && Buf.slice(Cmd.LineBegin, B).trim().empty()) {
      size_t After = lineAfter(E);
      if (Buf.slice(E, After).trim().empty())
        B = Cmd.LineBegin, E = After;
    }
    std::string T = Text.str();
    // Several lines keep the command's indentation.
    std::string Indented = indented(Text, Cmd.Indent);
    if (T.find('\n') != std::string::npos && !Indented.empty())
      T = StringRef(Indented).drop_front(Cmd.Indent.size()).drop_back().str();
    edit(B, E - B, T, Entry);
  }

  /// The language CUDA sources are compiled as (CXX, or HIP).
  std::string cudaBecomes() const {
    for (const BuildRule &L : C.Languages)
      if (L.Cuda == "CUDA")
        return L.Hip;
    return "CXX";
  }

  const BuildRule *wordRule(StringRef S, size_t At, size_t &Len) const {
    if (At > 0 && (isWordChar(S[At - 1]) || S[At - 1] == ':'))
      return nullptr;
    const BuildRule *Best = nullptr;
    for (const BuildRule &R : C.Words) {
      if (!S.substr(At).starts_with(R.Cuda))
        continue;
      size_t E = At + R.Cuda.size();
      if (E < S.size() && isWordChar(S[E]))
        continue;
      if (!Best || R.Cuda.size() > Best->Cuda.size())
        Best = &R;
    }
    if (Best)
      Len = Best->Cuda.size();
    return Best;
  }

  void cmake() {
    std::vector<Command> Cmds = commands();
    bool Enabled = false;
    StringSet<> Packages;
    for (const Command &Cmd : Cmds)
      cmakeCommand(Cmd, Enabled, Packages);
  }

  void cmakeCommand(const Command &Cmd, bool &Enabled, StringSet<> &Packages) {
    std::string Name = Cmd.Name.lower();
    auto ArgText = [&](size_t I) {
      return I < Cmd.Args.size() ? text(Cmd.Args[I].Inner) : StringRef();
    };
    size_t Before = Diags.size();
    // Arguments dealt with as a whole (languages, removed properties).
    std::vector<bool> Done(Cmd.Args.size());

    // Whole commands.
    for (const BuildRule &R : C.Commands) {
      if (Name != StringRef(R.Cuda).lower() ||
          (!R.First.empty() && ArgText(0) != R.First))
        continue;
      if (!R.Replace.empty()) {
        // find_package(CUDAToolkit) after the project() that already got
        // find_package(hip): said once is enough.
        bool Again = Enabled && StringRef(C.AfterProject).contains(R.Replace);
        replaceCommand(Cmd, Again ? "" : R.Replace, R.Cuda);
        return;
      }
      if (R.HasHip)
        edit(Cmd.Begin, Cmd.Name.size(), R.Hip, R.Cuda);
      else
        diag(Cmd.Begin, Tag::BuildUnsupported,
             "'" + Cmd.Name + "' left unchanged: " + R.Note, R.Cuda);
      break;
    }

    // Languages: project(), enable_language(), LANGUAGE properties.
    bool IsProject = Name == "project", IsEnable = Name == "enable_language";
    for (size_t I = 0; I < Cmd.Args.size(); ++I) {
      const Arg &A = Cmd.Args[I];
      StringRef S = text(A.W);
      bool LanguagePlace =
          (IsProject && I > 0) || IsEnable ||
          (I > 0 && (ArgText(I - 1) == "LANGUAGE" ||
                     ArgText(I - 1) == "LINKER_LANGUAGE"));
      if (!LanguagePlace)
        continue;
      for (const BuildRule &L : C.Languages) {
        if (S != L.Cuda)
          continue;
        Done[I] = true;
        bool Present = (IsProject || IsEnable) &&
                       any_of(Cmd.Args, [&](const Arg &B) {
                         return text(B.W) == L.Hip;
                       });
        if (Present && !IsEnable)
          remove(A.W.Begin, A.W.End, L.Cuda);
        else
          edit(A.W.Begin, A.W.End - A.W.Begin, L.Hip, L.Cuda);
        if ((IsProject || IsEnable) && !Enabled) {
          Enabled = true;
          if (IsEnable && O.Language == CMakeLanguage::Cxx)
            diag(Cmd.Begin, Tag::BuildManual,
                 "'enable_language(" + S +
                     ")': hipcc must be the C++ compiler; where project() "
                     "enabled C++ before, configure with "
                     "-DCMAKE_CXX_COMPILER=hipcc",
                 L.Cuda);
          insertBefore(Cmd, expand(C.Prologue, O.OffloadArch, ""),
                       "prologue");
          if (!C.AfterProject.empty())
            insertAfter(Cmd, C.AfterProject, "find_package(hip)");
        }
      }
    }

    // set() of a variable, and properties, that become other commands.
    bool Replaced = false;
    std::string After;
    std::vector<std::pair<unsigned, unsigned>> RemovedPairs;
    size_t PropsAt = Cmd.Args.size();
    for (size_t I = 0; I < Cmd.Args.size(); ++I)
      if (ArgText(I) == "PROPERTIES" || ArgText(I) == "PROPERTY")
        PropsAt = std::min(PropsAt, I);
    for (size_t I = 0; I < Cmd.Args.size() && !Replaced; ++I) {
      StringRef S = ArgText(I);
      for (const BuildRule &R : C.Words) {
        if (S != R.Cuda)
          continue;
        if (R.HasSet && Name == "set" && I == 0) {
          bool On = truthy(ArgText(1));
          std::string Text = On ? expand(R.Set, O.OffloadArch, "") : "";
          if (Text.empty())
            diag(Cmd.Begin, Tag::BuildRemoved,
                 "'set(" + R.Cuda + " ...)' removed" +
                     (R.Note.empty() ? "" : ": " + R.Note),
                 R.Cuda);
          replaceCommand(Cmd, Text, R.Cuda);
          Replaced = true;
        } else if (R.HasProperty && I > PropsAt) {
          bool On = truthy(ArgText(I + 1));
          std::vector<StringRef> Targets;
          if (Name == "set_target_properties")
            for (size_t K = 0; K < PropsAt; ++K)
              Targets.push_back(ArgText(K));
          else if (Name == "set_property" && ArgText(0) == "TARGET")
            for (size_t K = 1; K < PropsAt; ++K)
              Targets.push_back(ArgText(K));
          if (On && !R.Property.empty())
            for (StringRef Target : Targets)
              After += expand(R.Property, O.OffloadArch, "", Target) + "\n";
          else
            diag(Cmd.Args[I].W.Begin, Tag::BuildRemoved,
                 "property '" + R.Cuda + "' removed" +
                     (R.Note.empty() ? "" : ": " + R.Note),
                 R.Cuda);
          unsigned Last = Name == "set_property" ? Cmd.Args.size() - 1
                                                 : std::min<size_t>(
                                                       I + 1,
                                                       Cmd.Args.size() - 1);
          RemovedPairs.push_back({I, Last});
        }
      }
    }
    if (Replaced)
      return;
    if (!RemovedPairs.empty()) {
      size_t Kept = Cmd.Args.size() - PropsAt - 1;
      for (auto [F, L] : RemovedPairs)
        Kept -= L - F + 1;
      if (Kept == 0 || Name == "set_property") {
        replaceCommand(Cmd, StringRef(After).rtrim("\n"), "property");
        return;
      }
      for (auto [F, L] : RemovedPairs) {
        remove(Cmd.Args[F].W.Begin, Cmd.Args[L].W.End, ArgText(F));
        for (size_t K = F; K <= L; ++K)
          Done[K] = true;
      }
      if (!After.empty())
        insertAfter(Cmd, After, "property");
    }

    // Words: variables, properties, imported targets, generator expressions.
    for (size_t I = 0; I < Cmd.Args.size(); ++I) {
      if (Done[I])
        continue;
      Word In = Cmd.Args[I].Inner;
      StringRef S = text(In);
      for (size_t At = 0; At < S.size(); ++At) {
        size_t Len = 0;
        const BuildRule *R = wordRule(S, At, Len);
        if (!R)
          continue;
        if (R->HasHip) {
          edit(In.Begin + At, Len, R->Hip, R->Cuda);
          if (!R->Package.empty() && Packages.insert(R->Package).second &&
              !Buf.contains("find_package(" + R->Package))
            insertBefore(Cmd, "find_package(" + R->Package + " REQUIRED)",
                         R->Package);
        } else if (!R->HasSet && !R->HasProperty) {
          diag(In.Begin + At, Tag::BuildUnsupported,
               "'" + R->Cuda + "' left unchanged: " + R->Note, R->Cuda);
        } else {
          diag(In.Begin + At, Tag::BuildUnsupported,
               "'" + R->Cuda + "' left unchanged here (translated in set() "
               "and set_target_properties())",
               R->Cuda);
        }
        At += Len - 1;
      }
    }

    // nvcc options in flags: compile/link option commands, flag variables.
    static const StringLiteral OptionCommands[] = {
        "target_compile_options", "add_compile_options", "target_link_options",
        "add_link_options", "target_link_libraries", "link_libraries"};
    bool Flags = is_contained(OptionCommands, Name);
    bool CudaFlags = false;
    if (Name == "set" || Name == "string" || Name == "list") {
      StringRef Var = Name == "set" ? ArgText(0) : ArgText(1);
      Flags = Var.contains("FLAGS") || Var.contains("NVCC") ||
              Var.contains("OPTIONS");
      CudaFlags = Var.contains("CUDA") || Var.contains("NVCC");
    }
    if (Flags) {
      std::vector<Word> Sub;
      bool InCudaGenex = false;
      for (size_t I = 0; I < Cmd.Args.size(); ++I) {
        Word In = Cmd.Args[I].Inner;
        StringRef S = text(In);
        if (S.contains("COMPILE_LANGUAGE:CUDA"))
          InCudaGenex = true;
        for (size_t K = 0; K < S.size();) {
          while (K < S.size() && (isSpace(S[K]) || S[K] == ';'))
            ++K;
          size_t E = K;
          while (E < S.size() && !isSpace(S[E]) && S[E] != ';')
            ++E;
          if (E == K)
            break;
          StringRef W = S.slice(K, E);
          size_t B = K;
          // $<$<COMPILE_LANGUAGE:CUDA>:--use_fast_math>: the option only.
          while (W.starts_with("$<")) {
            size_t C = W.find(">:");
            if (C == StringRef::npos)
              break;
            B += C + 2;
            W = S.slice(B, E);
          }
          size_t WE = E;
          if (S.contains("$<"))
            while (WE > B && S[WE - 1] == '>')
              --WE;
          if (WE > B)
            Sub.push_back({unsigned(In.Begin + B), unsigned(In.Begin + WE)});
          K = E;
        }
      }
      options(Sub, CudaFlags || InCudaGenex);
    }

    // Include directories translated elsewhere (--extra-root).
    if (Name == "include_directories" || Name == "target_include_directories")
      for (const Arg &A : Cmd.Args)
        directory(A.Inner);

    // Sources: renamed, and compiled as C++ by hipcc.
    static const StringLiteral NoSources[] = {
        "set_source_files_properties", "set_property", "install", "message",
        "configure_file", "get_filename_component", "if", "elseif"};
    std::vector<std::string> CudaSources;
    for (size_t I = 0; I < Cmd.Args.size(); ++I) {
      const Arg &A = Cmd.Args[I];
      StringRef S = text(A.Inner);
      std::string New = sources(A.Inner);
      if (!A.Quoted && S.ends_with(".cu") && !S.contains('*') &&
          !S.contains('$'))
        CudaSources.push_back(New);
    }
    if (Name == "file" &&
        (ArgText(0) == "GLOB" || ArgText(0) == "GLOB_RECURSE") &&
        any_of(Cmd.Args, [&](const Arg &A) {
          return text(A.Inner).ends_with(".cu");
        }))
      insertAfter(Cmd,
                  "set_source_files_properties(${" + ArgText(1).str() +
                      "} PROPERTIES LANGUAGE " + cudaBecomes() + ")",
                  "LANGUAGE");
    else if (!CudaSources.empty() && !is_contained(NoSources, Name))
      insertAfter(Cmd,
                  "set_source_files_properties(" + join(CudaSources, " ") +
                      " PROPERTIES LANGUAGE " + cudaBecomes() + ")",
                  "LANGUAGE");

    // Whatever else says CUDA or nvcc is reported, once per command.
    if (Diags.size() != Before)
      return;
    for (size_t I = 0; I < Cmd.Args.size(); ++I) {
      if (Done[I])
        continue;
      const Arg &A = Cmd.Args[I];
      StringRef S = text(A.Inner);
      // What the rules translated is not left over.
      std::string Left = S.str();
      for (size_t At = 0; At < S.size(); ++At) {
        size_t Len = 0;
        if (wordRule(S, At, Len)) {
          std::fill_n(Left.begin() + At, Len, ' ');
          At += Len - 1;
        }
      }
      StringRef L = Left;
      for (size_t At = L.find("CUDA"); At != StringRef::npos;
           At = L.find("CUDA", At + 1)) {
        bool Start = At == 0 || !isAlnum(L[At - 1]);
        bool EndOk = At + 4 >= L.size() || !isAlnum(L[At + 4]);
        if (!Start || !EndOk)
          continue;
        diag(A.Inner.Begin + At, Tag::BuildUnsupported,
             "'" + S + "' names CUDA; left unchanged");
        return;
      }
      if (L.contains_insensitive("nvcc")) {
        diag(A.Inner.Begin, Tag::BuildUnsupported,
             "'" + S + "' names nvcc; left unchanged");
        return;
      }
    }
  }

  StringRef Path, Buf;
  const BuildTable &T;
  const BuildOptions &O;
  const CMakeRules &C; // the rule set of O.Language
  rewrite::Producer RuleName;
  rewrite::RewriteEngine Engine;
  std::vector<core::Diagnostic> Diags;
  StringSet<> UsedByNvcc; // Makefile variables nvcc command lines expand
  StringSet<> Compilers;  // Makefile variables that hold nvcc
};

} // namespace

BuildTranslation translateBuildFile(StringRef Path, StringRef Buffer,
                                    const BuildTable &Table,
                                    const BuildOptions &Opts) {
  BuildKind Kind = buildFileKind(Path);
  if (Kind == BuildKind::None)
    Kind = BuildKind::Make;
  return Translator(Path, Buffer, Table, Opts).run(Kind);
}

} // namespace hipify::buildfiles
