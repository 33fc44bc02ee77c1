//===- Linter.cpp - flag CUDA version checks that silently exclude ROCm ---===//
//
// `hipify-cxx lint`: what a CI job or a pre-commit hook runs on a codebase
// that builds for CUDA and ROCm. It never parses C++ and needs no CUDA SDK:
// each file is scanned for directives by lib/Guards, so a tree of thousands of
// files takes seconds; files are linted in parallel on all cores.
//
// The walk takes the given files as they are and, in directories, the C, C++,
// CUDA and HIP sources and headers, skipping version-control and build
// directories and --exclude globs; symbolic links to files are followed,
// links to directories are not (so there are no loops). Findings on a line
// with `hipify-cxx: ignore` or `NOLINT` (bare, or naming the check) are
// suppressed. --fix applies the suggested fixes, writing each file atomically.
//
//===----------------------------------------------------------------------===//

#include "hipify/Lint/Linter.h"
#include "hipify/Support/Files.h"
#include "hipify/Support/JsonText.h"
#include "hipify/Support/Sarif.h"
#include "hipify/Support/Words.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/GlobPattern.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"

#include <mutex>

using namespace llvm;

namespace hipify::lint {

namespace {

struct LintFinding {
  unsigned Line = 0, Column = 0;
  guards::CheckId Check = guards::CheckId::CudaVersionGuard;
  std::string Message;
  std::string Source;          // the physical line of the finding
  std::optional<guards::Fix> Fix;
  std::string Fixed;           // the directive as the fix leaves it
  std::string Unknown; // unknown-cuda-name: the name, unless the run declares it
};

/// A file to lint; Named: given on the command line (not found by a walk).
struct LintInput {
  std::string Path;
  bool Named = false;
};

struct FileResult {
  std::string Path;
  std::vector<LintFinding> Findings;
  std::string Error;   // could not read or write
  std::string Skipped; // why it was not linted (a binary file)
  bool Written = false;
  llvm::StringSet<> Declared;        // the names the file declares
  std::vector<std::string> Includes; // the headers it includes with quotes
};

/// The headers \p Path (\p B, \p Directives) includes with quotes that
/// exist beside it (lint has no -I directories), by their real paths.
std::vector<std::string> quotedIncludes(StringRef Path, StringRef B,
                                        ArrayRef<pp::Directive> Directives) {
  std::vector<std::string> Out;
  for (const pp::Directive &D : Directives)
    if (auto Op = pp::includeOperand(B, D); Op && !Op->Angled)
      for (const std::string &Header :
           support::includeCandidates(Path, Op->Spelled, false, {})) {
        SmallString<256> Real;
        if (!sys::fs::real_path(Header, Real) && sys::fs::is_regular_file(Real))
          Out.push_back(std::string(Real));
      }
  return Out;
}

/// Drops the unknown-cuda-name findings of \p Results whose name a file of the
/// run, or a header one includes with quotes, declares: the project's own.
void dropDeclared(std::vector<FileResult> &Results, const LintOptions &Opts) {
  StringSet<> Declared, Seen;
  std::vector<std::string> Headers;
  for (FileResult &R : Results) {
    for (const auto &N : R.Declared)
      Declared.insert(N.getKey());
    SmallString<256> Real;
    Seen.insert(sys::fs::real_path(R.Path, Real) ? StringRef(R.Path)
                                                 : StringRef(Real));
    append_range(Headers, R.Includes);
  }
  while (!Headers.empty()) {
    std::string H = std::move(Headers.back());
    Headers.pop_back();
    if (!Seen.insert(H).second)
      continue;
    auto Buf = support::readSourceFile(H, Opts.MaxFileSize, nullptr);
    if (!Buf) {
      consumeError(Buf.takeError());
      continue;
    }
    StringRef B = (*Buf)->getBuffer();
    std::vector<pp::Directive> Directives = pp::scanDirectives(B);
    for (const auto &N :
         scanNames(B, Directives, *Opts.Names).Declared)
      Declared.insert(N.getKey());
    append_range(Headers, quotedIncludes(H, B, Directives));
  }
  for (FileResult &R : Results)
    llvm::erase_if(R.Findings, [&](const LintFinding &F) {
      return !F.Unknown.empty() && Declared.contains(F.Unknown);
    });
}

class Walker {
public:
  Walker(const LintOptions &Opts, raw_ostream &Err) : Err(Err) {
    for (const std::string &G : Opts.Excludes) {
      if (auto P = GlobPattern::create(G))
        Excludes.push_back(std::move(*P));
      else {
        Err << "hipify-cxx lint: bad --exclude glob '" << G
            << "': " << toString(P.takeError()) << "\n";
        Failed = true;
      }
    }
  }

  std::vector<LintInput> files(ArrayRef<std::string> Paths) {
    std::vector<LintInput> Out;
    for (const std::string &Root : Paths) {
      sys::fs::file_status S;
      if (std::error_code EC = sys::fs::status(Root, S)) {
        Err << "hipify-cxx lint: '" << Root << "': " << EC.message() << "\n";
        Failed = true;
        continue;
      }
      if (!sys::fs::is_directory(S)) {
        Out.push_back({Root, true}); // linted whatever its name
        continue;
      }
      auto Entries = support::walkTree(Root, [&](StringRef Dir) {
        StringRef Name = sys::path::filename(Dir);
        return support::isVersionControlDirectory(Name) ||
               support::isBuildDirectory(Name) || excluded(Root, Dir);
      });
      if (!Entries) {
        Err << "hipify-cxx lint: " << toString(Entries.takeError()) << "\n";
        Failed = true;
        continue;
      }
      // Links to files are followed, links to directories never are.
      for (const support::TreeEntry &E : *Entries)
        if (E.Type == sys::fs::file_type::regular_file &&
            support::isSourceFile(E.Path) && !excluded(Root, E.Path))
          Out.push_back({E.Path, false});
    }
    return Out;
  }

  bool Failed = false;

private:
  bool excluded(StringRef Root, StringRef Path) const {
    StringRef Rel = Path;
    if (Rel.consume_front(Root))
      Rel = Rel.ltrim('/');
    return any_of(Excludes, [&](const GlobPattern &G) {
      return G.match(Rel) || G.match(sys::path::filename(Path)) ||
             G.match(Path);
    });
  }

  raw_ostream &Err;
  std::vector<GlobPattern> Excludes;
};

/// The name of \p Check in reports and NOLINT comments.
std::string ruleId(guards::CheckId Check) {
  return ("hipify-cxx-" + guards::checkInfo(Check).Name).str();
}

/// True when the finding's line (or the line before, with NOLINTNEXTLINE)
/// suppresses \p Check.
bool suppressed(StringRef Line, StringRef Previous, guards::CheckId Check) {
  auto Says = [&](StringRef L, StringRef Marker) {
    size_t At = L.find(Marker);
    if (At == StringRef::npos)
      return false;
    StringRef Rest = L.substr(At + Marker.size());
    if (!Rest.starts_with("("))
      return true; // bare: every check
    StringRef List = Rest.drop_front().take_until([](char C) { return C == ')'; });
    return List.contains(ruleId(Check)) || List.contains("hipify-cxx-*") ||
           List.trim() == "*";
  };
  return Line.contains("hipify-cxx: ignore") ||
         (Says(Line, "NOLINT") && !Line.contains("NOLINTNEXTLINE")) ||
         Says(Previous, "NOLINTNEXTLINE");
}

FileResult lintFile(const LintInput &In, const LintOptions &Opts,
                    const guards::Options &GOpts) {
  FileResult R;
  const std::string &Path = R.Path = In.Path;
  sys::fs::file_status Status;
  auto Buf = support::readSourceFile(Path, Opts.MaxFileSize, &Status);
  if (!Buf) {
    R.Error = toString(Buf.takeError());
    return R;
  }
  StringRef B = (*Buf)->getBuffer();
  // A binary file has no directives to lint: said, and an error when it
  // was named (a CI gate must not pass a file it never read).
  if (B.contains('\0')) {
    std::string Why = "'" + Path + "' is a binary file (it contains NUL "
                      "bytes); not linted";
    (In.Named ? R.Error : R.Skipped) = std::move(Why);
    return R;
  }
  std::vector<pp::Directive> Directives = pp::scanDirectives(B);
  // A PyTorch extension's file marks ROCm as PyTorch does (USE_ROCM).
  guards::Options FileOpts = GOpts;
  if (!Opts.RocmMacroGiven && pp::includesTorch(B, Directives))
    FileOpts.RocmMacro = mapping::hip::TorchRocmMacro.str();
  std::vector<guards::Finding> Found = guards::analyse(B, Directives, FileOpts);

  std::vector<unsigned> LineStarts = {0};
  for (size_t I = 0; I < B.size(); ++I)
    if (lineBreakAt(B, I))
      LineStarts.push_back(I + 1);
  auto LineOf = [&](unsigned Offset) {
    return unsigned(std::upper_bound(LineStarts.begin(), LineStarts.end(),
                                     Offset) -
                    LineStarts.begin());
  };
  auto LineText = [&](unsigned Line) {
    if (Line == 0 || Line > LineStarts.size())
      return StringRef();
    StringRef L = B.substr(LineStarts[Line - 1]);
    return L.take_front(findLineBreak(L, 0)).rtrim('\r');
  };

  std::vector<guards::Fix> Fixes;
  for (const guards::Finding &F : Found) {
    if (!Opts.Checks.empty() && !Opts.Checks.count(F.Check))
      continue;
    LintFinding L;
    L.Line = LineOf(F.Offset);
    L.Column = F.Offset - LineStarts[L.Line - 1] + 1;
    L.Source = LineText(L.Line).str();
    // Suppressions may sit on the finding's line or the directive's first.
    unsigned HashLine = LineOf(Directives[F.Directive].Hash);
    if (suppressed(L.Source, LineText(L.Line - 1), F.Check) ||
        suppressed(LineText(HashLine), LineText(HashLine - 1), F.Check))
      continue;
    L.Check = F.Check;
    L.Message = F.Message;
    L.Fix = F.Suggested;
    if (F.Suggested) {
      const pp::Directive &D = Directives[F.Directive];
      unsigned Begin = LineStarts[HashLine - 1];
      std::string Text = B.slice(Begin, D.End).rtrim('\r').str();
      Text.replace(F.Suggested->Offset - Begin, F.Suggested->Length,
                   F.Suggested->Text);
      L.Fixed = Text;
      // A continued directive of a CRLF file: show it with plain newlines.
      for (size_t At; (At = L.Fixed.find("\r\n")) != std::string::npos;)
        L.Fixed.erase(At, 1);
      Fixes.push_back(*F.Suggested);
    }
    R.Findings.push_back(std::move(L));
  }
  // The token checks' findings: no fix; none in code an explicit ROCm test
  // keeps from ROCm (the #else of #ifdef __HIP_PLATFORM_AMD__).
  auto Enabled = [&](guards::CheckId C) {
    return Opts.Checks.empty() || Opts.Checks.count(C);
  };
  std::optional<std::vector<std::pair<unsigned, unsigned>>> CudaOnly;
  auto Add = [&](unsigned Offset, guards::CheckId Check,
                 std::string Message) -> LintFinding * {
    if (!CudaOnly)
      CudaOnly = guards::cudaOnlyRegions(B, Directives, FileOpts);
    if (any_of(*CudaOnly, [&](const std::pair<unsigned, unsigned> &R) {
          return R.first <= Offset && Offset < R.second;
        }))
      return nullptr;
    LintFinding L;
    L.Line = LineOf(Offset);
    L.Column = Offset - LineStarts[L.Line - 1] + 1;
    L.Source = LineText(L.Line).str();
    L.Check = Check;
    if (suppressed(L.Source, LineText(L.Line - 1), L.Check))
      return nullptr;
    L.Message = std::move(Message);
    return &R.Findings.emplace_back(std::move(L));
  };
  if (Opts.Compat && Enabled(guards::CheckId::CompatUncovered))
    for (auto &[Offset, Message] : uncovered(B, Directives, *Opts.Compat))
      Add(Offset, guards::CheckId::CompatUncovered, std::move(Message));
  if (Enabled(guards::CheckId::WarpLanes))
    for (auto &[Offset, Message] : warpLanes(B, Directives, Opts.WarpMasks))
      Add(Offset, guards::CheckId::WarpLanes, std::move(Message));
  if (Enabled(guards::CheckId::InlinePtx))
    for (auto &[Offset, Message] : inlinePtx(B, Directives))
      Add(Offset, guards::CheckId::InlinePtx, std::move(Message));
  if (Opts.Names && Enabled(guards::CheckId::UnknownName)) {
    NameScan Names = scanNames(B, Directives, *Opts.Names);
    for (auto &[Offset, Name] : Names.Unknown)
      if (LintFinding *F = Add(
              Offset, guards::CheckId::UnknownName,
              "'" + Name +
                  "' is spelled as CUDA's API names are, but no mapping "
                  "table knows it (a newer CUDA's name, or a library's the "
                  "tables do not cover) and no file of the run declares it: "
                  "a translation leaves it as it is, and the ROCm build "
                  "fails here"))
        F->Unknown = Name;
    R.Declared = std::move(Names.Declared);
    R.Includes = quotedIncludes(Path, B, Directives);
  }

  if (Opts.Fix && !Fixes.empty()) {
    std::string Out = B.str();
    sort(Fixes, [](const guards::Fix &A, const guards::Fix &C) {
      return A.Offset > C.Offset;
    });
    for (const guards::Fix &X : Fixes)
      Out.replace(X.Offset, X.Length, X.Text);
    // Write the file a symbolic link points to, not over the link; it
    // keeps its mode and owner.
    SmallString<256> Real;
    if (sys::fs::real_path(Path, Real))
      Real = Path;
    if (Error E = support::writeFile(Real, Out)) {
      R.Error = "cannot write " + toString(std::move(E));
      return R;
    }
    R.Written = true;
  }
  return R;
}

void printText(ArrayRef<FileResult> Results, bool Fix, raw_ostream &OS,
               bool Gcc) {
  for (const FileResult &R : Results)
    for (const LintFinding &F : R.Findings) {
      OS << R.Path << ":" << F.Line << ":" << F.Column << ": warning: "
         << F.Message << " [" << ruleId(F.Check) << "]\n";
      if (Gcc)
        continue;
      std::string Number = formatv("{0,5}", F.Line);
      OS << Number << " | " << F.Source << "\n"
         << std::string(Number.size(), ' ') << " | ";
      for (unsigned I = 1; I < F.Column && I <= F.Source.size(); ++I)
        OS << (F.Source[I - 1] == '\t' ? '\t' : ' ');
      OS << "^\n";
      if (F.Fix)
        OS << std::string(Number.size(), ' ') << " | "
           << (Fix && R.Written ? "fixed: " : "fix: ") << F.Fixed << "\n";
    }
}

void printJson(ArrayRef<FileResult> Results, size_t Files, raw_ostream &OS) {
  json::Array Findings;
  for (const FileResult &R : Results)
    for (const LintFinding &F : R.Findings) {
      json::Object O{{"file", jsonText(R.Path)},
                     {"line", F.Line},
                     {"column", F.Column},
                     {"check", ruleId(F.Check)},
                     {"message", jsonText(F.Message)}};
      if (F.Fix)
        O["fix"] = json::Object{{"offset", F.Fix->Offset},
                                {"length", F.Fix->Length},
                                {"text", jsonText(F.Fix->Text)},
                                {"line", jsonText(F.Fixed)}};
      Findings.push_back(std::move(O));
    }
  json::Array Skipped;
  for (const FileResult &R : Results)
    if (!R.Skipped.empty())
      Skipped.push_back(json::Object{{"file", jsonText(R.Path)},
                                     {"reason", jsonText(R.Skipped)}});
  size_t N = Findings.size();
  OS << formatv("{0:2}", json::Value(json::Object{
                             {"tool", "hipify-cxx lint"},
                             {"files", Files},
                             {"findings_count", N},
                             {"findings", std::move(Findings)},
                             {"skipped", std::move(Skipped)}}))
     << "\n";
}

void printSarif(ArrayRef<FileResult> Results, raw_ostream &OS) {
  json::Array Rules;
  for (const guards::CheckInfo &C : guards::Checks)
    Rules.push_back(
        sarif::rule(ruleId(C.Id), C.Name, C.Description, "warning"));
  json::Array Out;
  for (const FileResult &R : Results)
    for (const LintFinding &F : R.Findings) {
      json::Object Result = sarif::result(ruleId(F.Check), "warning",
                                          F.Message, R.Path, F.Line, F.Column);
      if (F.Fix)
        Result["fixes"] = json::Array{json::Object{
            {"description",
             json::Object{{"text", "make the ROCm path explicit"}}},
            {"artifactChanges",
             json::Array{json::Object{
                 {"artifactLocation",
                  json::Object{{"uri", jsonText(sarif::uri(R.Path))}}},
                 {"replacements",
                  json::Array{json::Object{
                      {"deletedRegion",
                       json::Object{{"charOffset", F.Fix->Offset},
                                    {"charLength", F.Fix->Length}}},
                      {"insertedContent",
                       json::Object{{"text", jsonText(F.Fix->Text)}}}}}}}}}}};
      Out.push_back(std::move(Result));
    }
  sarif::print(OS, std::move(Rules), std::move(Out));
}

} // namespace

int runLint(const LintOptions &Opts,
            const std::vector<mapping::GuardMacro> &Macros, raw_ostream &Out,
            raw_ostream &Err) {
  Walker W(Opts, Err);
  std::vector<std::string> Paths = Opts.Paths;
  if (Paths.empty())
    Paths.push_back(".");
  std::vector<LintInput> Files = W.files(Paths);

  guards::Options GOpts;
  GOpts.RocmMacro = Opts.RocmMacro;
  GOpts.Default = Opts.Policy;
  GOpts.Macros = Macros;

  std::vector<FileResult> Results(Files.size());
  {
    DefaultThreadPool Pool(hardware_concurrency(Opts.Jobs));
    // Batches keep the scheduling cost low on trees of small files.
    const size_t Batch = 64;
    for (size_t Begin = 0; Begin < Files.size(); Begin += Batch)
      Pool.async([&, Begin] {
        for (size_t I = Begin; I < std::min(Begin + Batch, Files.size()); ++I)
          Results[I] = lintFile(Files[I], Opts, GOpts);
      });
    Pool.wait();
  }
  if (Opts.Names)
    dropDeclared(Results, Opts);

  bool IOError = W.Failed;
  size_t Findings = 0, Unfixed = 0, Skipped = 0, Linted = 0;
  for (const FileResult &R : Results) {
    if (!R.Error.empty()) {
      Err << "hipify-cxx lint: " << R.Error << "\n";
      IOError = true;
    }
    if (!R.Skipped.empty()) {
      Err << "hipify-cxx lint: " << R.Skipped << "\n";
      ++Skipped;
    }
    Linted += R.Error.empty() && R.Skipped.empty();
    Findings += R.Findings.size();
    for (const LintFinding &F : R.Findings)
      Unfixed += !(Opts.Fix && F.Fix && R.Written);
  }
  switch (Opts.Output) {
  case Format::Text:
  case Format::Gcc:
    printText(Results, Opts.Fix, Out, Opts.Output == Format::Gcc);
    if (Opts.Output == Format::Text)
      Err << formatv("hipify-cxx lint: {0} files, {1} findings{2}{3}\n",
                     Linted, Findings,
                     Opts.Fix ? formatv(", {0} fixed", Findings - Unfixed).str()
                              : std::string(),
                     Skipped ? formatv(", {0} skipped", Skipped).str()
                             : std::string());
    break;
  case Format::Json:
    printJson(Results, Linted, Out);
    break;
  case Format::Sarif:
    printSarif(Results, Out);
    break;
  }
  if (IOError)
    return 2;
  return Unfixed ? 1 : 0;
}

} // namespace hipify::lint
