//===- Driver.cpp - run a translation over the inputs ---------------------===//
//
// One file flows: read (refusing directories, unreadable and binary files with
// a message), parse and run the AST producers, run the lexical pass, add the
// implicit HIP runtime include, apply the edits, write the output atomically
// (temporary file, then rename; --inplace keeps a .prehip backup), and keep a
// FileReport. The input is never touched without --inplace.
//
//===----------------------------------------------------------------------===//

#include "hipify/Driver/Driver.h"
#include "hipify/Guards/GuardAnalysis.h"
#include "hipify/Lexical/LexicalPass.h"
#include "hipify/Mapping/MappingLoader.h"

#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Chrono.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

using namespace llvm;

namespace hipify::driver {

namespace {

/// The header nvcc includes implicitly; its HIP counterpart is what a file
/// that uses CUDA without including anything needs.
constexpr StringLiteral ImplicitCudaHeader = "cuda_runtime.h";

Error usage(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

Expected<VersionTuple> versionOption(StringRef Option, StringRef Value) {
  if (auto V = mapping::parseVersion(Value))
    return *V;
  return usage("malformed " + Option + " '" + Value +
               "' (expected a version such as " +
               (Option == "--hip-version" ? "6.2 or 6.2.0" : "12.6") + ")");
}

/// From a compilation database command: the arguments that matter for
/// parsing (include paths, macros, language standard), whatever the compiler
/// (nvcc, gcc, clang). Relative include paths are made absolute.
std::vector<std::string> parsingArgs(const clang::tooling::CompileCommand &C) {
  std::vector<std::string> Out;
  const auto &Args = C.CommandLine;
  auto Absolute = [&](StringRef Path) {
    if (sys::path::is_absolute(Path))
      return Path.str();
    SmallString<256> P(C.Directory);
    sys::path::append(P, Path);
    return std::string(P);
  };
  // Flags whose value may follow as the next argument or be joined to it;
  // the path-valued ones are made absolute.
  const std::pair<StringRef, bool> Flags[] = {
      {"-isystem", true}, {"-iquote", true}, {"-include", false},
      {"-I", true},       {"-D", false},     {"-U", false}};
  for (size_t I = 1; I < Args.size(); ++I) {
    StringRef A = Args[I];
    if (A.starts_with("-std=")) {
      Out.push_back(A.str());
      continue;
    }
    for (auto [Flag, IsPath] : Flags) {
      if (!A.starts_with(Flag))
        continue;
      std::string Value = A.size() > Flag.size() ? A.drop_front(Flag.size()).str()
                          : I + 1 < Args.size() ? Args[++I]
                                                : "";
      Out.push_back(Flag.str());
      Out.push_back(IsPath ? Absolute(Value) : Value);
      break;
    }
  }
  return Out;
}

} // namespace

Driver::Driver(Options O) : Opts(std::move(O)) {}
Driver::~Driver() = default;

Expected<std::unique_ptr<Driver>> Driver::create(Options O) {
  std::unique_ptr<Driver> D(new Driver(std::move(O)));
  Options &Opts = D->Opts;
  if (!Opts.OutputFile.empty() && Opts.Inputs.size() > 1)
    return usage("-o names one output, but " + Twine(Opts.Inputs.size()) +
                 " inputs were given (use --o-dir)");
  if (Opts.InPlace && (!Opts.OutputFile.empty() || !Opts.OutputDir.empty()))
    return usage("--inplace excludes -o and --o-dir");

  if (!Opts.OutputDir.empty()) {
    StringMap<std::string> Outputs;
    for (const std::string &In : Opts.Inputs) {
      auto [It, New] = Outputs.try_emplace(D->outputPath(In), In);
      if (!New && It->second != In)
        return usage("'" + It->second + "' and '" + In + "' would both be "
                     "written to '" + It->first() + "'");
    }
  }

  auto Table = mapping::MappingTable::create(Opts.MappingFiles);
  if (!Table)
    return Table.takeError();
  D->Table = std::move(*Table);

  frontend::ParseSetup &Setup = D->Setup;
  if (!Opts.BuiltinCuda) {
    Setup.Sdk = frontend::findCudaSdk(Opts.CudaPath);
    if (!Setup.Sdk && !Opts.CudaPath.empty())
      WithColor::warning(errs(), "hipify-cxx")
          << "no CUDA SDK at '" << Opts.CudaPath
          << "' (no include/cuda_runtime.h); using built-in declarations\n";
  }
  mapping::Targets &T = Opts.Translate.Targets;
  T.Hip = D->Table->newestHip();
  if (Opts.HipVersion) {
    auto V = versionOption("--hip-version", *Opts.HipVersion);
    if (!V)
      return V.takeError();
    T.Hip = *V;
  }
  T.Cuda = Setup.Sdk && !Setup.Sdk->Version.empty() ? Setup.Sdk->Version
                                                    : D->Table->newestCuda();
  if (Opts.CudaVersion) {
    auto V = versionOption("--cuda-version", *Opts.CudaVersion);
    if (!V)
      return V.takeError();
    T.Cuda = *V;
  }
  D->Report.CudaVersion = T.Cuda.getAsString();
  D->Report.HipVersion = T.Hip.getAsString();

  Setup.CudaVersion = T.Cuda;
  Setup.ResourceDir =
      Opts.ResourceDir.empty() ? HIPIFY_CLANG_RESOURCE_DIR : Opts.ResourceDir;
  Setup.GpuArchs = Opts.GpuArchs;
  Setup.ArgsBefore = Opts.ExtraArgsBefore;

  if (!Opts.BuildPath.empty()) {
    std::string Err;
    D->Database = clang::tooling::CompilationDatabase::autoDetectFromDirectory(
        Opts.BuildPath, Err);
    if (!D->Database)
      return usage("cannot load a compilation database from '" +
                   Opts.BuildPath + "': " + Err);
  }
  return D;
}

std::vector<std::string> Driver::clangArgsFor(StringRef Path) const {
  std::vector<std::string> Args;
  if (Database) {
    SmallString<256> Abs(Path);
    sys::fs::make_absolute(Abs);
    auto Commands = Database->getCompileCommands(Abs);
    if (!Commands.empty())
      Args = parsingArgs(Commands.front());
  }
  Args.insert(Args.end(), Opts.ClangArgs.begin(), Opts.ClangArgs.end());
  for (const std::string &I : Opts.IncludeDirs)
    Args.push_back("-I" + I);
  for (const std::string &Def : Opts.Defines)
    Args.push_back("-D" + Def);
  Args.insert(Args.end(), Opts.ExtraArgs.begin(), Opts.ExtraArgs.end());
  return Args;
}

Translation Driver::translate(StringRef Path, StringRef Buffer) const {
  rules::FileContext Ctx(Buffer, *Table, Opts.Translate);
  frontend::ParseSetup FileSetup = Setup;
  FileSetup.Args = clangArgsFor(Path);
  // Guards first: their conditions are theirs, for the AST and lexical
  // producers alike.
  rules::GuardRewriter Guards(Ctx, Opts.Guards, Opts.RocmMacro);
  Guards.claim();
  // clang's #if evaluator recurses without a limit: a pathologically nested
  // condition would overflow its stack, so such a file is not parsed.
  std::vector<guards::Directive> Directives = guards::scanDirectives(Buffer);
  auto TooDeep = find_if(Directives, [&](const guards::Directive &D) {
    std::string Error;
    return (D.Name == "if" || D.Name == "elif") &&
           !guards::parseCondition(
                Buffer.slice(D.OperandBegin, D.OperandEnd), &Error) &&
           Error == guards::TooDeeplyNested;
  });
  if (TooDeep == Directives.end())
    frontend::parse(FileSetup, Path, Ctx);
  else
    Ctx.diagnose(TooDeep->Hash, report::Severity::Error,
                 "condition nested too deeply to parse; the file is "
                 "translated at token level only",
                 "clang-error");
  lexical::runLexicalPass(Ctx);
  Guards.rewrite();

  if (Ctx.UsesCuda && !Ctx.IncludesCuda) {
    const mapping::HeaderRecord *H = Table->lookupHeader(ImplicitCudaHeader);
    if (H && !H->Hip.empty()) {
      StringRef EOL = Buffer.contains("\r\n") ? "\r\n" : "\n";
      rewrite::Edit E;
      // Never before a UTF-8 byte-order mark.
      unsigned Start = Buffer.starts_with("\xEF\xBB\xBF") ? 3 : 0;
      E.Offset = std::max(Ctx.FirstDeclaration.value_or(0), Start);
      E.Text = ("#include <" + H->Hip + ">" + EOL).str();
      E.From = {"implicit-include", H->Cuda, rewrite::Tier::Ast, "include",
                H->Library};
      E.Counted = false;
      Ctx.Engine.add(std::move(E));
    }
  }

  rewrite::RewriteResult R = Ctx.Engine.apply(Buffer);
  for (const rewrite::Conflict &C : R.Conflicts)
    Ctx.diagnose(C.Dropped.Offset, report::Severity::Warning,
                 formatv("conflicting edits: '{0}' ({1}) and '{2}' ({3}) "
                         "overlap; neither applied",
                         C.Dropped.Text, C.Dropped.From.Rule, C.Against.Text,
                         C.Against.From.Rule),
                 "hipify-conflict");

  Translation T;
  // What the token-level pass alone translated, and why the AST missed it.
  for (const rewrite::Edit &E : R.Applied) {
    if (E.From.From != rewrite::Tier::Lexical || E.From.Rule == "guard")
      continue;
    bool InDefine = any_of(Directives, [&](const guards::Directive &D) {
      return D.Name == "define" && E.Offset >= D.Hash && E.Offset < D.End;
    });
    T.Report.TokenOnlyEdits.push_back(
        {E.Offset, Ctx.isSkipped(E.Offset) ? "inactive-branch"
                   : InDefine              ? "macro-body"
                                           : "not-parsed"});
  }
  T.Report.File = Path.str();
  T.Report.UsedCudaSdk = Setup.Sdk.has_value();
  T.Report.Applied = std::move(R.Applied);
  T.Report.Diagnostics = std::move(Ctx.Diagnostics);
  T.Report.Status = R.Output == Buffer ? report::FileStatus::Unchanged
                                       : report::FileStatus::Translated;
  T.Report.finish(Buffer);
  T.Output = std::move(R.Output);
  return T;
}

std::string Driver::outputPath(const std::string &Input) const {
  if (!Opts.OutputFile.empty())
    return Opts.OutputFile;
  if (Opts.InPlace)
    return Input;
  if (!Opts.OutputDir.empty()) {
    SmallString<256> P(Opts.OutputDir);
    sys::path::append(P, sys::path::filename(Input));
    return std::string(P);
  }
  return Input + ".hip";
}

report::FileReport Driver::processFile(const std::string &Path) {
  auto Start = std::chrono::steady_clock::now();
  auto Fail = [&](const Twine &Msg, report::FileStatus S) {
    WithColor::error(errs(), "hipify-cxx") << Msg << "\n";
    report::FileReport R;
    R.File = Path;
    R.Status = S;
    return R;
  };

  sys::fs::file_status Status;
  if (std::error_code EC = sys::fs::status(Path, Status))
    return Fail("'" + Path + "': " + EC.message(), report::FileStatus::Failed);
  if (sys::fs::is_directory(Status))
    return Fail("'" + Path + "' is a directory, not a source file",
                report::FileStatus::Failed);
  if (!sys::fs::is_regular_file(Status))
    return Fail("'" + Path + "' is not a regular file",
                report::FileStatus::Failed);
  auto Buf = MemoryBuffer::getFile(Path, /*IsText=*/false);
  if (!Buf)
    return Fail("cannot read '" + Path + "': " + Buf.getError().message(),
                report::FileStatus::Failed);
  StringRef Buffer = (*Buf)->getBuffer();
  if (Buffer.contains('\0'))
    return Fail("'" + Path + "' is a binary file (it contains NUL bytes); "
                "skipped",
                report::FileStatus::Skipped);

  Translation T = translate(Path, Buffer);
  report::FileReport &R = T.Report;
  bool Write = !Opts.NoOutput &&
               !(Opts.InPlace && R.Status == report::FileStatus::Unchanged);
  if (Write) {
    std::string Out = outputPath(Path);
    // In place through a symbolic link: rewrite its target, keep the link.
    SmallString<256> Real;
    if (Opts.InPlace && !sys::fs::real_path(Path, Real))
      Out = std::string(Real);
    if (Opts.InPlace && !Opts.NoBackup) {
      std::string Backup = Out + ".prehip";
      // An earlier backup holds the original CUDA: never overwrite it.
      if (!sys::fs::exists(Backup))
        if (std::error_code EC = sys::fs::copy_file(Out, Backup))
          return Fail("cannot write backup '" + Backup + "': " + EC.message(),
                      report::FileStatus::Failed);
    }
    StringRef Parent = sys::path::parent_path(Out);
    if (Out != "-" && !Parent.empty())
      if (std::error_code EC = sys::fs::create_directories(Parent))
        return Fail("cannot create '" + Parent + "': " + EC.message(),
                    report::FileStatus::Failed);
    if (Error E = writeToOutput(Out, [&](raw_ostream &OS) {
          OS << T.Output;
          return Error::success();
        }))
      return Fail("cannot write output: " + toString(std::move(E)),
                  report::FileStatus::Failed);
    if (Opts.InPlace)
      sys::fs::setPermissions(Out, Status.permissions());
    R.Output = Out;
  }
  R.Seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                            Start)
                  .count();
  return R;
}

int Driver::run() {
  for (const std::string &Input : Opts.Inputs)
    Report.Files.push_back(processFile(Input));

  Report.printDiagnostics(errs(), Opts.Verbose);
  // Statistics go to standard output unless the translation itself does.
  raw_ostream &StatsOS = Opts.OutputFile == "-" ? errs() : outs();
  if (Opts.PrintStats)
    Report.printText(StatsOS);
  int Code = 0;
  auto WriteReport = [&](StringRef File, auto Print) {
    if (Error E = writeToOutput(File, [&](raw_ostream &OS) {
          Print(OS);
          return Error::success();
        })) {
      WithColor::error(errs(), "hipify-cxx")
          << "cannot write '" << File << "': " << toString(std::move(E))
          << "\n";
      Code = 1;
    }
  };
  if (Opts.PrintStatsCsv) {
    if (Opts.StatsFile.empty())
      Report.printCsv(StatsOS);
    else
      WriteReport(Opts.StatsFile,
                  [&](raw_ostream &OS) { Report.printCsv(OS); });
  }
  if (!Opts.ReportJson.empty())
    WriteReport(Opts.ReportJson,
                [&](raw_ostream &OS) { Report.printJson(OS); });
  for (const report::FileReport &F : Report.Files)
    if (F.Status == report::FileStatus::Failed ||
        F.Status == report::FileStatus::Skipped)
      Code = 1;
  return Code;
}

} // namespace hipify::driver
