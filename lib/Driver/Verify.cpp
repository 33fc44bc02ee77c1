//===- Verify.cpp - compile the translations for the target (--verify) ----===//
//
// A unit is compiled with -fsyntax-only and clang's plain diagnostics; the
// errors are read from its output. An error located in a file the run did
// not write (a HIP header, a header left untranslated) belongs to the first
// place of the run's outputs that led to it: an instantiation requested
// there (a note after it), else the innermost #include of the chain clang
// prints before it, else the first other note after it (a macro expansion).
// Its output line is taken back to the input line through the file's
// applied edits. It is expected where the report flags that line, the
// guard around it, or the line of one of its notes (a candidate, a previous
// definition): the place it comes from.
//
//===----------------------------------------------------------------------===//

#include "Verify.h"
#include "Runner.h"

#include "hipify/Core/Diagnostic.h"
#include "hipify/Directives/Directives.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/Threading.h"

#include <numeric>
#include <optional>

using namespace llvm;

namespace hipify::driver {

namespace {

Error failure(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// Where HIP's headers are: $ROCM_PATH, /opt/rocm, then /usr (Debian).
struct Location {
  std::string File;
  unsigned Line = 0, Column = 0;
};

/// One diagnostic of the compiler's output, with the #include chain clang
/// printed before it (outermost first).
struct Message {
  Location At;
  bool Error = false; // else a note
  std::string Text;
  std::vector<Location> IncludedFrom;
};

std::vector<Message> parseOutput(StringRef Output) {
  static const Regex Diag("^(.+):([0-9]+):([0-9]+): (fatal error|error|note): "
                          "(.*)$");
  static const Regex Included("^In file included from (.+):([0-9]+):$");
  std::vector<Message> Out;
  std::vector<Location> Chain;
  SmallVector<StringRef, 6> M;
  SmallVector<StringRef, 0> Lines;
  Output.split(Lines, '\n');
  for (StringRef Line : Lines) {
    Line = Line.rtrim('\r');
    if (Included.match(Line, &M)) {
      Chain.push_back({M[1].str(), unsigned(std::stoul(M[2].str())), 1});
      continue;
    }
    if (!Diag.match(Line, &M)) {
      Chain.clear();
      continue;
    }
    Message D;
    D.At = {M[1].str(), unsigned(std::stoul(M[2].str())),
            unsigned(std::stoul(M[3].str()))};
    D.Error = M[4] != "note";
    D.Text = M[5].str();
    D.IncludedFrom = std::move(Chain);
    Chain.clear();
    Out.push_back(std::move(D));
  }
  return Out;
}

std::string realPath(StringRef Path) {
  SmallString<256> Real;
  if (sys::fs::real_path(Path, Real))
    return Path.str();
  return std::string(Real);
}

/// A diagnostic of \p F at input line \p Line that says the line will not
/// compile on the target; null if none does.
const core::Diagnostic *flaggedAt(const report::FileReport &F, unsigned Line) {
  for (const core::Diagnostic &D : F.Diagnostics)
    if (D.Line == Line && tagBreaksCompile(D.Tag))
      return &D;
  return nullptr;
}

/// The run's written outputs, and their lines' origins in the inputs.
class Outputs {
public:
  explicit Outputs(std::vector<report::FileReport> &Files) : Files(Files) {
    for (size_t I = 0; I < Files.size(); ++I)
      if (!Files[I].Output.empty())
        ByPath[realPath(Files[I].Output)] = I;
  }

  /// The report index of the output at \p Path, if the run wrote it.
  std::optional<size_t> find(StringRef Path) {
    auto It = ByPath.find(realPath(Path));
    if (It == ByPath.end())
      return std::nullopt;
    return It->second;
  }

  /// The input line of line \p Line of file \p I's output.
  unsigned inputLine(size_t I, unsigned Line) {
    auto [It, New] = Origins.try_emplace(I);
    if (New)
      It->second = rewrite::outputLineOrigins(input(I), Files[I].Applied);
    const std::vector<unsigned> &O = It->second;
    return Line >= 1 && Line <= O.size() ? O[Line - 1] : Line;
  }

  /// The line of a conditional directive of file \p I that the report
  /// flags (flaggedAt) and that guards input line \p Line, if one does:
  /// code a flagged guard lets in or keeps out.
  std::optional<unsigned> flaggedGuard(size_t I, unsigned Line) {
    auto [It, New] = Guards.try_emplace(I);
    if (New) {
      StringRef Buf = input(I);
      std::vector<pp::Directive> Ds = pp::scanDirectives(Buf);
      for (unsigned D = 0; D < Ds.size(); ++D)
        if (Ds[D].Name.starts_with("if") || Ds[D].Name == "elif" ||
            Ds[D].Name == "else")
          if (flaggedAt(Files[I], Ds[D].Line)) {
            unsigned End = pp::guardedRange(Ds, D, Buf.size()).second;
            It->second.push_back(
                {Ds[D].Line, unsigned(Buf.take_front(End).count('\n')) + 1});
          }
    }
    for (auto [First, Last] : It->second)
      if (First < Line && Line <= Last)
        return First;
    return std::nullopt;
  }

  report::FileReport &operator[](size_t I) { return Files[I]; }

private:
  StringRef input(size_t I) {
    auto [It, New] = Inputs.try_emplace(I);
    if (New)
      if (auto Buf = MemoryBuffer::getFile(Files[I].File, /*IsText=*/false))
        It->second = std::move(*Buf);
    return It->second ? It->second->getBuffer() : StringRef();
  }

  std::vector<report::FileReport> &Files;
  StringMap<size_t> ByPath;
  std::map<size_t, std::unique_ptr<MemoryBuffer>> Inputs;
  std::map<size_t, std::vector<unsigned>> Origins;
  /// Per file: the lines [directive, last guarded] of its flagged guards.
  std::map<size_t, std::vector<std::pair<unsigned, unsigned>>> Guards;
};

/// Why an error at input line \p Line of \p F is expected ("" if it is not).
std::string expectedBecause(const report::FileReport &F, unsigned Line,
                            StringRef Text, StringRef RocmRoot) {
  if (const core::Diagnostic *D = flaggedAt(F, Line))
    return "the report flags this line [" + tagName(D->Tag).str() + "]";
  for (const report::TokenOnlyRegion &R : F.TokenOnly)
    if (R.Reason == report::NotParsed && R.FirstLine <= Line && Line <= R.LastLine)
      return "the parser could not read this code in the input";
  // A HIP library's header that is not installed: its directory or header
  // is missing altogether (one that exists elsewhere is a wrong name: ours),
  // and the translation wrote its #include (an edit of the Include role,
  // whichever rule made it).
  static const Regex NotFound("^'(.+)' file not found$");
  SmallVector<StringRef, 2> M;
  if (!NotFound.match(Text, &M))
    return "";
  StringRef Header = M[1];
  StringRef Stem = sys::path::stem(Header.split('/').first);
  bool Renamed = any_of(F.Applied, [&](const rewrite::Edit &E) {
    return rewrite::editRole(E.From.Rule) == rewrite::EditRole::Include &&
           E.Text.find(Header) != std::string::npos;
  });
  std::string Include = RocmRoot.str() + "/include/";
  if (Renamed && Stem.starts_with("hip") && Stem != "hip" &&
      !sys::fs::exists(Include + Stem.str()) &&
      !sys::fs::exists(Include + Stem.str() + ".h"))
    return "the HIP library " + Stem.str() + " is not installed here";
  return "";
}

/// The project headers left untranslated, and the words in each.
class UntranslatedHeaders {
public:
  /// Whether \p M, of a unit that reads \p Headers, is in one of them,
  /// comes through one, or names what one declares ("use of undeclared
  /// identifier 'checkCudaErrors'"); the header, or "".
  std::string cause(const Message &M, ArrayRef<std::string> Headers) {
    if (Headers.empty())
      return "";
    auto Among = [&](StringRef File) -> std::string {
      std::string Real = realPath(File);
      for (const std::string &H : Headers)
        if (realPath(H) == Real)
          return H;
      return "";
    };
    if (std::string H = Among(M.At.File); !H.empty())
      return H;
    for (const Location &L : M.IncludedFrom)
      if (std::string H = Among(L.File); !H.empty())
        return H;
    static const Regex Names(
        "(undeclared identifier|unknown type name|no template named|no type "
        "named|no matching function for call to|use of undeclared) "
        "'([A-Za-z_][A-Za-z0-9_]*)'");
    SmallVector<StringRef, 3> Match;
    if (!Names.match(M.Text, &Match))
      return "";
    for (const std::string &H : Headers)
      if (words(H).contains(Match[2]))
        return H;
    return "";
  }

private:
  const StringSet<> &words(const std::string &Header) {
    auto [It, New] = Words.try_emplace(Header);
    if (New)
      if (auto Buf = MemoryBuffer::getFile(Header)) {
        StringRef Text = (*Buf)->getBuffer();
        for (size_t I = 0; I < Text.size();) {
          if (!isAlpha(Text[I]) && Text[I] != '_') {
            ++I;
            continue;
          }
          size_t E = I;
          while (E < Text.size() && (isAlnum(Text[E]) || Text[E] == '_'))
            ++E;
          It->second.insert(Text.slice(I, E));
          I = E;
        }
      }
    return It->second;
  }

  StringMap<StringSet<>> Words;
};

} // namespace

Expected<HipCompiler> findHipCompiler(StringRef Given, StringRef Arch,
                                      const std::optional<RocmInstall> &Rocm) {
  HipCompiler C;
  if (!Rocm)
    return failure("no HIP headers (include/hip/hip_runtime.h under "
                   "--rocm-path, $ROCM_PATH, /opt/rocm, hipcc's ROCm or /usr)");
  C.RocmRoot = Rocm->Root;
  C.Hip = Rocm->Hip;
  if (!Given.empty()) {
    auto P = Given.contains('/') ? ErrorOr<std::string>(Given.str())
                                 : sys::findProgramByName(Given);
    if (!P || !sys::fs::can_execute(*P))
      return failure("no HIP compiler '" + Given + "'");
    C.Program = *P;
  } else if (auto Hipcc = sys::findProgramByName("hipcc",
                                                 {C.RocmRoot + "/bin"})) {
    C.Program = *Hipcc;
  } else if (auto Clang = sys::findProgramByName("clang++",
                                                 {HIPIFY_LLVM_BIN_DIR})) {
    C.Program = *Clang;
  } else {
    return failure("no HIP compiler (hipcc, or clang++ in " HIPIFY_LLVM_BIN_DIR
                   ")");
  }
  C.Args = {"--offload-arch=" + Arch.str(), "-fsyntax-only", "-w",
            "-fno-color-diagnostics", "-fno-caret-diagnostics",
            "-ferror-limit=100"};
  if (!sys::path::filename(C.Program).contains("hipcc")) {
    // clang itself: where HIP is, no device libraries for a syntax check,
    // and the wavefront size the HIP headers before 6.0 read from clang.
    StringRef Gfx = Arch.drop_front(3);
    C.Args.insert(C.Args.end(),
                  {"--rocm-path=" + C.RocmRoot, "--hip-path=" + C.RocmRoot,
                   "-nogpulib",
                   formatv("-D__AMDGCN_WAVEFRONT_SIZE={0}",
                           Gfx.starts_with("9") || Gfx.size() < 4 ? 64 : 32)
                       .str()});
    // clang takes a root's headers only from an installation it recognises
    // (by its .hipVersion file): these come first. Not /usr's, which are
    // the system's, already in their place.
    if (C.RocmRoot != "/usr")
      C.Args.insert(C.Args.end(), {"-isystem", C.RocmRoot + "/include"});
  }
  return C;
}

namespace {

/// What compiling one unit gave: the compiler's exit code and output, or
/// why it could not be checked.
struct CompileResult {
  int Code = -1;
  std::string Output, Problem;
};

/// Compiles each of \p Units, \p Jobs at a time, each in at most \p Seconds.
std::vector<CompileResult> compileAll(const HipCompiler &Compiler,
                                      ArrayRef<VerifyUnit> Units,
                                      ArrayRef<report::FileReport> Files,
                                      unsigned Jobs, unsigned Seconds) {
  std::vector<CompileResult> Results(Units.size());
  auto Compile = [&](size_t I) {
    const VerifyUnit &U = Units[I];
    CompileResult &R = Results[I];
    SmallString<128> Log;
    if (std::error_code EC =
            sys::fs::createTemporaryFile("hipify-verify", "log", Log)) {
      R.Problem = "cannot make a temporary file: " + EC.message();
      return;
    }
    std::vector<std::string> Args{Compiler.Program};
    append_range(Args, Compiler.Args);
    append_range(Args, U.Flags);
    append_range(Args, std::vector<std::string>{"-x", "hip", Files[U.File].Output});
    std::vector<StringRef> Argv(Args.begin(), Args.end());
    std::optional<StringRef> Redirects[] = {StringRef(""), Log.str(),
                                            Log.str()};
    std::string Err;
    R.Code = sys::ExecuteAndWait(Compiler.Program, Argv, std::nullopt,
                                 Redirects, Seconds, 0, &Err);
    if (auto Buf = MemoryBuffer::getFile(Log))
      R.Output = (*Buf)->getBuffer().str();
    sys::fs::remove(Log);
    // -2: killed, for the time limit or by a signal.
    if (R.Code == -2 && Seconds && StringRef(Err).contains("timed out"))
      R.Problem = formatv("the compiler did not finish in {0} s "
                          "(--verify-timeout); the unit was not checked",
                          Seconds);
    else if (R.Code < 0)
      R.Problem = "cannot run '" + Compiler.Program + "': " + Err;
  };
  std::vector<size_t> All(Units.size());
  std::iota(All.begin(), All.end(), 0);
  runPhases(Jobs, {All}, Compile);
  return Results;
}

} // namespace

size_t verify(const HipCompiler &Compiler, ArrayRef<VerifyUnit> Units,
              std::vector<report::FileReport> &Files, unsigned Jobs,
              unsigned Seconds) {
  // Compile in parallel; read the outputs one after another.
  std::vector<CompileResult> Results =
      compileAll(Compiler, Units, Files, Jobs, Seconds);
  Outputs Written(Files);
  UntranslatedHeaders Untranslated;
  StringSet<> Seen; // an error of a header shows in every unit including it
  size_t Unchecked = 0;
  for (size_t I = 0; I < Units.size(); ++I) {
    const CompileResult &R = Results[I];
    report::FileReport &Unit = Files[Units[I].File];
    if (!R.Problem.empty()) {
      Unit.Problem = "--verify: " + R.Problem;
      ++Unchecked;
      continue;
    }
    Unit.Compiles = R.Code == 0;
    std::vector<Message> Messages = parseOutput(R.Output);
    if (R.Code != 0 && none_of(Messages, [](const Message &M) { return M.Error; })) {
      core::Diagnostic D;
      D.Level = core::Severity::Error;
      D.Tag = Tag::VerifyUnexpected;
      D.Message = formatv("the compiler failed (exit {0}) with no error "
                          "message: {1}",
                          R.Code, StringRef(R.Output).trim().take_back(200))
                      .str();
      Unit.CompileErrors.push_back(std::move(D));
    }
    const Location *Context = nullptr; // the instantiation being reported
    for (size_t M = 0; M < Messages.size(); ++M) {
      if (!Messages[M].Error)
        continue;
      // The place in the run's outputs this error belongs to.
      // An instantiation requested in an output is where a template of a
      // header failed for it: before the #include that brought the header.
      // clang says it once for the errors of one instantiation: the errors
      // after the first, with no note of their own, share it.
      std::vector<const Location *> Candidates{&Messages[M].At};
      const Location *Instantiation = nullptr;
      for (size_t N = M + 1; N < Messages.size() && !Messages[N].Error; ++N)
        if (!Instantiation &&
            StringRef(Messages[N].Text).starts_with("in instantiation of"))
          Instantiation = &Messages[N].At;
      if (Instantiation || Written.find(Messages[M].At.File))
        Context = Instantiation;
      if (Context)
        Candidates.push_back(Context);
      for (auto It = Messages[M].IncludedFrom.rbegin();
           It != Messages[M].IncludedFrom.rend(); ++It)
        Candidates.push_back(&*It);
      for (size_t N = M + 1; N < Messages.size() && !Messages[N].Error; ++N)
        Candidates.push_back(&Messages[N].At);
      std::optional<size_t> File;
      const Location *At = nullptr;
      for (const Location *L : Candidates)
        if ((File = Written.find(L->File))) {
          At = L;
          break;
        }
      core::Diagnostic D;
      D.Level = core::Severity::Error;
      D.Message = Messages[M].Text;
      const Location &Origin = Messages[M].At;
      if (At != &Origin)
        D.Message = formatv("{0}:{1}:{2}: {3}", Origin.File, Origin.Line,
                            Origin.Column, D.Message);
      report::FileReport *Into = &Unit;
      std::string Because;
      if (File) {
        Into = &Written[*File];
        D.Line = Written.inputLine(*File, At->Line);
        D.Column = At->Column;
        Because = expectedBecause(*Into, D.Line, Messages[M].Text,
                                  Compiler.RocmRoot);
        if (auto Guard = Because.empty() ? Written.flaggedGuard(*File, D.Line)
                                         : std::nullopt)
          Because = formatv("the code is under the guard at line {0}, which "
                            "the report flags",
                            *Guard);
      }
      // A note at a flagged line: a candidate of an ambiguous call, a
      // previous definition (the source keeps what the report says to
      // change).
      for (size_t N = M + 1;
           Because.empty() && N < Messages.size() && !Messages[N].Error; ++N)
        if (std::optional<size_t> In = Written.find(Messages[N].At.File)) {
          unsigned Line = Written.inputLine(*In, Messages[N].At.Line);
          if (const core::Diagnostic *Flag = flaggedAt(Written[*In], Line))
            Because = formatv("it involves {0}:{1}, which the report flags "
                              "[{2}]",
                              Written[*In].File, Line, tagName(Flag->Tag));
        }
      std::string Header =
          Because.empty()
              ? Untranslated.cause(Messages[M], Units[I].Untranslated)
              : "";
      D.Tag = !Because.empty()   ? Tag::VerifyExpected
              : !Header.empty() ? Tag::VerifyUntranslated
                                : Tag::VerifyUnexpected;
      if (!Because.empty())
        D.Message += " (expected: " + Because + ")";
      else if (!Header.empty())
        D.Message += " (from '" + Header +
                     "', a project header that uses CUDA and was not "
                     "translated)";
      if (!Seen.insert(formatv("{0}:{1}:{2}:{3}", Into->File, D.Line, D.Column,
                               D.Message)
                           .str())
               .second)
        continue;
      Into->CompileErrors.push_back(std::move(D));
    }
  }
  for (report::FileReport &F : Files)
    llvm::stable_sort(F.CompileErrors, [](const core::Diagnostic &A,
                                          const core::Diagnostic &B) {
      return std::tie(A.Line, A.Column) < std::tie(B.Line, B.Column);
    });
  return Unchecked;
}

} // namespace hipify::driver
