//===- Driver.cpp - run a translation over the inputs ---------------------===//
//
// A run plans its jobs (the inputs, or every file of --in-root), runs them on
// a thread pool, and reports. One file flows: read (refusing directories,
// unreadable and binary files with a message), look it up in the cache, else
// translate it through the rules' pipeline (lib/Rules/Pipeline.cpp: the
// Driver does no rule work); then write the output atomically
// (temporary file, then rename; --inplace keeps a backup) and keep a
// FileReport. The input is never touched without --inplace.
//
//===----------------------------------------------------------------------===//

#include "hipify/Driver/Driver.h"
#include "Cache.h"
#include "Plan.h"
#include "Prelude.h"
#include "Verify.h"
#include "hipify/Guards/GuardAnalysis.h"
#include "hipify/Mapping/MappingLoader.h"
#include "hipify/Support/Files.h"

#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Chrono.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <mutex>
#include <set>

using namespace llvm;
using hipify::support::absolutePath;
using hipify::support::writeFile;

namespace hipify::driver {

namespace {

Error usage(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// The version \p Value of \p Option, for \p Product, which the tables know
/// up to \p Newest: a version of no release (0.x, 99.9) is an error; one
/// after \p Newest, of its major version, is taken with a warning.
Expected<VersionTuple> versionOption(StringRef Option, StringRef Value,
                                     StringRef Product, VersionTuple Newest) {
  std::optional<VersionTuple> V = mapping::parseVersion(Value);
  if (!V)
    return usage("malformed " + Option + " '" + Value +
                 "' (expected a version such as " +
                 (Option == "--hip-version" ? "6.2 or 6.2.0" : "12.6") + ")");
  if (V->getMajor() == 0 || V->getMajor() > Newest.getMajor())
    return usage("unknown " + Option + " '" + Value + "': the tables know " +
                 Product + " 1.0 to " + Newest.getAsString());
  if (*V > Newest)
    WithColor::warning(errs(), "hipify-cxx")
        << Option << " " << Value << " is newer than the tables know ("
        << Product << " " << Newest.getAsString() << "): what " << Product
        << " changed after " << Newest.getAsString() << " is not known\n";
  return *V;
}

/// Of a compiler's arguments \p Args (the program left out): those that
/// matter for parsing (include paths, macros, language standard), whatever
/// the compiler (nvcc, gcc, clang). Relative include paths are made absolute
/// from \p Directory.
std::vector<std::string> parsingArgs(ArrayRef<std::string> Args,
                                     StringRef Directory) {
  std::vector<std::string> Out;
  auto Absolute = [&](StringRef Path) {
    if (sys::path::is_absolute(Path))
      return Path.str();
    SmallString<256> P(Directory);
    sys::path::append(P, Path);
    return std::string(P);
  };
  // Flags whose value may follow as the next argument or be joined to it;
  // the path-valued ones are made absolute.
  const std::pair<StringRef, bool> Flags[] = {
      {"-isystem", true}, {"-iquote", true}, {"-include", false},
      {"-I", true},       {"-D", false},     {"-U", false}};
  for (size_t I = 0; I < Args.size(); ++I) {
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
Driver::~Driver() {
  if (!TemporaryPreludes.empty())
    sys::fs::remove_directories(TemporaryPreludes);
}

Expected<std::unique_ptr<Driver>> Driver::create(Options O) {
  std::unique_ptr<Driver> D(new Driver(std::move(O)));
  Options &Opts = D->Opts;
  if (Error E = D->checkOptions())
    return E;

  auto Table = mapping::MappingTable::create(Opts.MappingFiles);
  if (!Table)
    return Table.takeError();
  D->Table = std::move(*Table);
  auto BuildRules = buildfiles::BuildTable::builtin();
  if (!BuildRules)
    return BuildRules.takeError();
  D->BuildRules = std::move(*BuildRules);

  frontend::ParseSetup &Setup = D->Setup;
  if (!Opts.BuiltinCuda) {
    Setup.Sdk = frontend::findCudaSdk(Opts.CudaPath);
    if (!Setup.Sdk && !Opts.CudaPath.empty())
      WithColor::warning(errs(), "hipify-cxx")
          << "no CUDA SDK at '" << Opts.CudaPath
          << "' (no include/cuda_runtime.h); using built-in declarations\n";
  }
  auto Rocm = findRocm(Opts.RocmPath);
  if (!Rocm)
    return usage(toString(Rocm.takeError()));
  D->Rocm = std::move(*Rocm);
  // The target: --hip-version, else the HIP of the ROCm named or installed
  // in /opt/rocm (RocmInstall::Targeted), else the newest the tables know.
  mapping::Targets &T = Opts.Translate.Targets;
  T.Hip = D->Table->newestHip();
  if (Opts.HipVersion && *Opts.HipVersion != "newest") {
    auto V = versionOption("--hip-version", *Opts.HipVersion, "HIP",
                           D->Table->newestHip());
    if (!V)
      return V.takeError();
    T.Hip = *V;
  } else if (!Opts.HipVersion && D->Rocm && D->Rocm->Targeted &&
             !D->Rocm->Hip.empty()) {
    if (D->Rocm->Hip > T.Hip)
      WithColor::warning(errs(), "hipify-cxx")
          << "the HIP installed at '" << D->Rocm->Root << "' ("
          << D->Rocm->Hip.getAsString() << ") is newer than the tables know; "
          << "translating for HIP " << T.Hip.getAsString() << "\n";
    else
      T.Hip = D->Rocm->Hip;
  }
  T.Cuda = Setup.Sdk && !Setup.Sdk->Version.empty() ? Setup.Sdk->Version
                                                    : D->Table->newestCuda();
  if (Opts.CudaVersion) {
    auto V = versionOption("--cuda-version", *Opts.CudaVersion, "CUDA",
                           D->Table->newestCuda());
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
  // The tool, hence its built-in tables and declarations.
  std::string Tool = "hipify-cxx " HIPIFY_VERSION "\n" +
                     Cache::executableDigest() + "\n";
  if (!Opts.NoCache) {
    std::string Dir =
        Opts.CacheDir.empty() ? Cache::defaultDirectory() : Opts.CacheDir;
    if (!Dir.empty()) {
      auto Salt = D->cacheSalt(Tool);
      if (!Salt)
        return Salt.takeError();
      D->Cached = std::make_unique<Cache>(Dir, std::move(*Salt));
    }
  }
  if (!Opts.NoSharedParse) {
    // Kept with the cache; without one, for this run only.
    std::string Dir;
    if (D->Cached)
      Dir = D->Cached->preludeDirectory();
    else if (SmallString<256> Temp;
             !sys::fs::createUniqueDirectory("hipify-prelude", Temp))
      Dir = D->TemporaryPreludes = std::string(Temp);
    if (!Dir.empty())
      D->Shared = std::make_unique<Preludes>(Dir, Tool, D->Cached != nullptr,
                                             Opts.Verbose);
  }
  return D;
}

Error Driver::checkOptions() const {
  bool Tree = !Opts.InRoot.empty();
  if (!Opts.OutputFile.empty() && (Opts.Inputs.size() > 1 || Tree))
    return usage("-o names one output, but " +
                 (Tree ? Twine("--in-root names a tree")
                       : Twine(Opts.Inputs.size()) + " inputs were given") +
                 " (use " + (Tree ? "--out-root" : "--o-dir") + ")");
  if (Opts.InPlace && (!Opts.OutputFile.empty() || !Opts.OutputDir.empty() ||
                       !Opts.OutRoot.empty()))
    return usage("--inplace excludes -o, --o-dir and --out-root");
  if (Tree && !Opts.Inputs.empty())
    return usage("--in-root names the inputs; no source files may be given "
                 "besides it");
  if (Tree && !Opts.OutputDir.empty())
    return usage("--in-root writes to --out-root, not --o-dir");
  if (!Opts.OutRoot.empty() && !Tree)
    return usage("--out-root needs --in-root");
  if (!Opts.ExtraRoots.empty() && !Tree)
    return usage("--extra-root needs --in-root (single files: "
                 "--local-headers)");
  if (Opts.LocalHeaders &&
      (Opts.InPlace || Opts.NoOutput || Opts.OutputFile == "-" ||
       (!Tree && Opts.OutputFile.empty() && Opts.OutputDir.empty())))
    return usage("--local-headers writes the headers beside the outputs: "
                 "it needs --out-root, --o-dir or -o FILE (in place, give "
                 "the headers' directory as --extra-root or as inputs)");
  if (Tree && Opts.OutRoot.empty() && !Opts.InPlace && !Opts.NoOutput)
    return usage("--in-root needs --out-root or --inplace");
  if (Opts.InPlace && Opts.Names != OutputNames::Keep)
    return usage("--inplace keeps file names; --output-names=hip needs "
                 "--out-root or --o-dir");
  if (!Opts.DepFile.empty() && (Tree || Opts.Inputs.size() != 1))
    return usage("--dep-file describes one translation: give one source");
  if (Opts.BackupSuffix.empty())
    return usage("--backup-suffix may not be empty");
  if (Opts.Verify != VerifyMode::Off &&
      (Opts.NoOutput || Opts.OutputFile == "-"))
    return usage("--verify compiles the translations: they must be written "
                 "to files (not --no-output, --examine or -o -)");
  // gfx90a, gfx1030, gfx90a:xnack+ ...
  StringRef Arch = StringRef(Opts.OffloadArch).split(':').first;
  if (!Arch.consume_front("gfx") || Arch.empty() ||
      Arch.find_first_not_of("0123456789abcdef") != StringRef::npos)
    return usage("malformed --offload-arch '" + Opts.OffloadArch +
                 "' (expected an AMD GPU such as gfx90a or gfx1030)");
  return Error::success();
}

buildfiles::CMakeLanguage Driver::cmakeLanguage() const {
  if (Opts.CMakeLanguage)
    return *Opts.CMakeLanguage;
  return Opts.Translate.Targets.Hip >= VersionTuple(6, 0)
             ? buildfiles::CMakeLanguage::Hip
             : buildfiles::CMakeLanguage::Cxx;
}

Expected<std::string> Driver::cacheSalt(StringRef Tool) const {
  // Everything, besides the file and its flags, that a translation depends
  // on: the tool and its tables (the executable), the user's tables, the
  // targets and options, the SDK, and which files are renamed.
  std::string Salt = Tool.str();
  for (const std::string &F : Opts.MappingFiles) {
    auto Buf = MemoryBuffer::getFile(F);
    if (!Buf)
      return usage("cannot read '" + F + "': " + Buf.getError().message());
    Salt += digest((*Buf)->getBuffer()) + "\n";
  }
  const core::TranslateOptions &T = Opts.Translate;
  Salt += formatv("{0} {1} {2} {3} {4} {5} {6} {7} {8} {9} {10} {11} {12}\n",
                  T.Targets.Hip.getAsString(), T.Targets.Cuda.getAsString(),
                  T.Targets.Roc, T.Targets.Miopen, T.Targets.Experimental,
                  T.KeepLaunchSyntax, T.TranslateStrings, T.SkipExcluded,
                  static_cast<int>(T.Guards), T.RocmMacro,
                  static_cast<int>(Opts.Names), T.OutPointerCasts,
                  T.RocmMacroGiven)
              .str();
  for (const std::string &A : frontend::commandLine(Setup, ""))
    Salt += A + "\n";
  if (Setup.Sdk)
    Salt += Setup.Sdk->Version.getAsString() + "\n";
  return Salt;
}

std::vector<std::string> Driver::clangArgsFor(StringRef Path) const {
  std::vector<std::string> Args;
  if (Database) {
    SmallString<256> Abs(Path);
    sys::fs::make_absolute(Abs);
    auto Commands = Database->getCompileCommands(Abs);
    if (!Commands.empty())
      Args = parsingArgs(ArrayRef(Commands.front().CommandLine).drop_front(),
                         Commands.front().Directory);
  }
  Args.insert(Args.end(), Opts.ClangArgs.begin(), Opts.ClangArgs.end());
  for (const std::string &I : Opts.IncludeDirs)
    Args.push_back("-I" + I);
  for (const std::string &Def : Opts.Defines)
    Args.push_back("-D" + Def);
  Args.insert(Args.end(), Opts.ExtraArgs.begin(), Opts.ExtraArgs.end());
  return Args;
}

frontend::ParseSetup Driver::setupFor(StringRef Path) const {
  frontend::ParseSetup FileSetup = Setup;
  FileSetup.Args = clangArgsFor(Path);
  return FileSetup;
}

rules::Translation Driver::translate(StringRef Path, StringRef Buffer) {
  frontend::ParseSetup FileSetup = setupFor(Path);
  if (Shared)
    Shared->use(FileSetup, Path);
  rules::FileJob Job{Path, &Renamed, Opts.IncludeDirs};
  return rules::translate(Job, Buffer, *Table, Opts.Translate, &FileSetup);
}

namespace {

/// "[ 12/200]" progress: a line redrawn in place on a terminal, plain lines
/// otherwise.
class Progress {
public:
  Progress(size_t Total, bool Enabled)
      : Total(Total), Enabled(Enabled && Total > 1),
        Terminal(errs().is_displayed()) {}
  ~Progress() {
    if (Enabled && Terminal && Done)
      errs() << "\r\x1b[K";
  }

  void finished(const report::FileReport &R) {
    if (!Enabled)
      return;
    std::lock_guard<std::mutex> L(Lock);
    ++Done;
    std::string Line = formatv("[{0,5}/{1}] {2} {3}", Done, Total,
                               report::statusName(R.Status), R.File)
                           .str();
    if (Terminal) {
      unsigned Columns = sys::Process::StandardErrColumns();
      unsigned Width = Columns ? std::max(20u, Columns) : 80; // 0: unknown
      if (Line.size() >= Width)
        Line = Line.substr(0, Width - 1);
      errs() << "\r\x1b[K" << Line;
    } else
      errs() << Line << "\n";
    errs().flush();
  }

private:
  std::mutex Lock;
  size_t Total, Done = 0;
  bool Enabled, Terminal;
};

report::FileReport problem(const Job &J, report::FileStatus S,
                           const Twine &Msg) {
  report::FileReport R;
  R.File = J.Input;
  R.Status = S;
  R.Problem = Msg.str();
  return R;
}

/// How an output is written: with its input's mode (of \p Input), writable
/// by its owner (a read-only output is one a person protected).
support::WriteMode outputMode(const sys::fs::file_status &Input) {
  support::WriteMode M;
  M.Permissions = Input.permissions() | sys::fs::owner_write;
  return M;
}

/// A Makefile rule: \p Target depends on \p Files.
std::string depRule(StringRef Target, ArrayRef<std::string> Files) {
  auto Escape = [](StringRef Path) {
    std::string Out;
    for (char C : Path) {
      if (C == ' ' || C == '#' || C == '\\')
        Out += '\\';
      if (C == '$')
        Out += '$';
      Out += C;
    }
    return Out;
  };
  std::string Rule = Escape(Target) + ":";
  for (const std::string &F : Files)
    Rule += " \\\n  " + Escape(F);
  return Rule + "\n";
}

} // namespace

report::FileReport Driver::processJob(const Job &J,
                                      std::vector<std::string> *Reads) {
  auto Start = std::chrono::steady_clock::now();
  sys::TimePoint<> ReadTime = std::chrono::system_clock::now();
  using report::FileStatus;

  sys::fs::file_status Status;
  auto Buf = support::readSourceFile(J.Input, Opts.MaxFileSize, &Status);
  if (!Buf)
    return problem(J, FileStatus::Failed, toString(Buf.takeError()));
  StringRef Buffer = (*Buf)->getBuffer();

  if (J.Kind == JobKind::Copy) {
    report::FileReport R;
    R.File = J.Input;
    R.Status = FileStatus::Copied;
    R.Bytes = Buffer.size();
    if (!J.Output.empty()) {
      if (Error E = writeFile(J.Output, Buffer, outputMode(Status)))
        return problem(J, FileStatus::Failed,
                       "cannot write '" + J.Output +
                           "': " + toString(std::move(E)));
      R.Output = J.Output;
    }
    return R;
  }
  if (Buffer.contains('\0'))
    return problem(J, FileStatus::Skipped,
                   "'" + J.Input + "' is a binary file (it contains NUL "
                                   "bytes); skipped");

  CachedTranslation T;
  std::string Key;
  std::optional<CachedTranslation> Hit;
  if (Cached) {
    std::vector<std::string> Args =
        J.Kind == JobKind::BuildFile
            ? std::vector<std::string>{"--build-file", Opts.OffloadArch,
                                       std::to_string(static_cast<int>(
                                           cmakeLanguage()))}
            : clangArgsFor(J.Input);
    if (J.Kind == JobKind::BuildFile && !Mirrors.empty()) {
      // Where it and the directories it names are written.
      Args.push_back(absolutePath(J.Output));
      for (const auto &[From, To] : Mirrors)
        append_range(Args, std::vector<std::string>{From, To});
    }
    if (Opts.Translate.Torch) // given, or implied by the run's sources
      Args.push_back("--torch");
    Key = Cached->key(J.Input, Args, Buffer);
    Hit = Cached->lookup(Key);
  }
  if (Hit) {
    T = std::move(*Hit);
    T.Report.Cached = true;
  } else {
    rules::Translation Fresh = J.Kind == JobKind::BuildFile
                                   ? translateBuild(J.Input, J.Output, Buffer)
                                   : translate(J.Input, Buffer);
    if (Fresh.Report.Status == FileStatus::Failed)
      return problem(J, FileStatus::Failed, Fresh.Report.Problem);
    T = {std::move(Fresh.Output), std::move(Fresh.Report),
         std::move(Fresh.Dependencies), std::move(Fresh.Absent)};
    if (Cached)
      Cached->store(Key, T, ReadTime);
  }
  if (Reads)
    *Reads = T.Dependencies;
  report::FileReport &R = T.Report;
  R.File = J.Input;
  R.Output.clear();
  bool Write = !J.Output.empty() &&
               !(Opts.InPlace && R.Status == FileStatus::Unchanged);
  if (Write) {
    std::string Out = J.Output;
    // In place through a symbolic link: rewrite its target, keep the link.
    SmallString<256> Real;
    if (Opts.InPlace && !sys::fs::real_path(J.Input, Real))
      Out = std::string(Real);
    std::string Backup = Out + Opts.BackupSuffix;
    bool NewBackup = false; // made by this job
    if (Opts.InPlace && !Opts.NoBackup) {
      // An earlier backup holds the original CUDA: replaced with --force only.
      // It keeps the original's mode and owner.
      NewBackup = !sys::fs::exists(Backup);
      if (Opts.Force || NewBackup) {
        support::WriteMode Copy = support::WriteMode::copyOf(Status);
        Copy.ReplaceReadOnly = Opts.Force;
        if (Error E = writeFile(Backup, Buffer, Copy))
          return problem(J, FileStatus::Failed,
                         "cannot write backup '" + Backup +
                             "': " + toString(std::move(E)));
      }
    }
    // In place, the file keeps its mode and owner; elsewhere an output has
    // its input's mode.
    support::WriteMode Mode =
        Opts.InPlace ? support::WriteMode() : outputMode(Status);
    Mode.ReplaceReadOnly = Opts.Force;
    if (Error E = writeFile(Out, T.Output, Mode)) {
      if (NewBackup) // the source is as it was: no backup of it
        sys::fs::remove(Backup);
      return problem(J, FileStatus::Failed,
                     "cannot write output: " + toString(std::move(E)));
    }
    R.Output = Out;
  }
  R.Seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                            Start)
                  .count();
  return std::move(R);
}

namespace {

/// The first CUDA name a translation replaced or reported.
std::string cudaName(const report::FileReport &R) {
  for (const rewrite::Edit &E : R.Applied)
    if (E.Counted && !E.From.Entry.empty())
      return E.From.Entry.str();
  for (const core::Diagnostic &D : R.Diagnostics)
    if (!D.Name.empty())
      return D.Name;
  return "";
}

} // namespace

Expected<std::vector<std::vector<std::string>>>
Driver::outsideHeaders(Plan &P, ArrayRef<std::vector<std::string>> Reads,
                       std::vector<report::FileReport> &Results) {
  // Said nowhere (--quiet, no report, no --verify): not looked for. The
  // build step (cmake/HipifyCxx.cmake) runs so, each header in its own run.
  bool Reported = !Opts.Quiet || Opts.PrintStats || Opts.PrintStatsCsv ||
                  !Opts.ReportJson.empty() || !Opts.ReportCsv.empty() ||
                  !Opts.ReportSarif.empty() || !Opts.ReportHtml.empty();
  if (!Reported && !Opts.LocalHeaders && Opts.Verify == VerifyMode::Off)
    return std::vector<std::vector<std::string>>(P.Jobs.size());
  std::set<sys::fs::UniqueID> Inputs;
  for (const Job &J : P.Jobs)
    if (sys::fs::UniqueID Id; !sys::fs::getUniqueID(J.Input, Id))
      Inputs.insert(Id);
  std::string Sdk = Setup.Sdk ? absolutePath(Setup.Sdk->Path) : "";
  std::string RocmRoot =
      Rocm && Rocm->Root != "/usr" ? absolutePath(Rocm->Root) : "";
  SmallString<256> Cwd;
  sys::fs::current_path(Cwd);

  // The headers, in the order first read, and the jobs that read them.
  struct Header {
    std::string Path, Home;
    size_t Reader; // the first job that read it
    std::vector<size_t> Readers;
  };
  std::vector<Header> Headers;
  std::map<sys::fs::UniqueID, size_t> Index;
  for (size_t I = 0; I < Reads.size(); ++I)
    for (const std::string &D : Reads[I]) {
      sys::fs::UniqueID Id;
      if ((!Sdk.empty() && support::isWithin(D, Sdk)) ||
          (!RocmRoot.empty() && support::isWithin(D, RocmRoot)) ||
          sys::fs::getUniqueID(D, Id) || Inputs.count(Id))
        continue;
      auto [It, New] = Index.try_emplace(Id, Headers.size());
      if (New) {
        // Its home: the include directory it was found in, else its own.
        std::string Home;
        std::vector<std::string> Args =
            parsingArgs(clangArgsFor(P.Jobs[I].Input), Cwd);
        for (size_t A = 0; A + 1 < Args.size(); ++A)
          if (Args[A] == "-I" || Args[A] == "-iquote")
            if (std::string Dir = absolutePath(Args[++A]);
                support::isWithin(D, Dir) && Dir.size() > Home.size())
              Home = Dir;
        if (Home.empty())
          Home = sys::path::parent_path(D).str();
        Headers.push_back({D, Home, I, {}});
      }
      Headers[It->second].Readers.push_back(I);
    }

  std::vector<std::vector<std::string>> Untranslated(P.Jobs.size());
  std::vector<Job> Local;
  for (const Header &H : Headers) {
    report::FileReport R = processJob({H.Path, "", JobKind::Translate});
    if (!R.replaced() && !R.unsupported() && !R.guards())
      continue; // no CUDA name in it: the original serves
    if (!Opts.LocalHeaders) {
      Report.Untranslated.push_back({H.Path, cudaName(R), H.Home});
      for (size_t I : H.Readers)
        Untranslated[I].push_back(H.Path);
      continue;
    }
    // Beside its first reader's output where it was found beside that
    // reader's input; else in the output directory, in a folder named as
    // its include directory (which --verify reads first).
    const Job &Reader = P.Jobs[H.Reader];
    std::string InDir = sys::path::parent_path(absolutePath(Reader.Input)).str();
    SmallString<256> Out;
    if (support::isWithin(H.Path, InDir) &&
        H.Home == sys::path::parent_path(H.Path)) {
      Out = sys::path::parent_path(Reader.Output);
      sys::path::append(Out, StringRef(H.Path).drop_front(InDir.size() + 1));
    } else {
      SmallString<256> Base(!Opts.OutRoot.empty()     ? Opts.OutRoot
                            : !Opts.OutputDir.empty() ? Opts.OutputDir
                                                      : sys::path::parent_path(
                                                            Opts.OutputFile));
      sys::path::append(Base, sys::path::filename(H.Home));
      Out = Base;
      sys::path::append(Out, StringRef(H.Path).drop_front(H.Home.size() + 1));
      std::pair<std::string, std::string> Mirror(H.Home, absolutePath(Base));
      if (!is_contained(Mirrors, Mirror))
        Mirrors.push_back(std::move(Mirror));
    }
    Local.push_back({H.Path, std::string(Out), JobKind::Translate});
  }
  if (Local.empty())
    return Untranslated;
  // Written only where the plan, with them, overwrites no input.
  size_t First = P.Jobs.size();
  append_range(P.Jobs, Local);
  if (Error E = checkPlan(P, Opts))
    return E;
  for (size_t I = First; I < P.Jobs.size(); ++I)
    Results.push_back(processJob(P.Jobs[I]));
  Untranslated.resize(P.Jobs.size());
  return Untranslated;
}

std::vector<std::string> Driver::verifyFlags(const Job &J) const {
  SmallString<256> Cwd;
  sys::fs::current_path(Cwd);
  std::vector<std::string> In = parsingArgs(clangArgsFor(J.Input), Cwd);
  std::vector<std::string> Out;
  bool Std = false;
  std::string InRoot = Opts.InRoot.empty() ? "" : absolutePath(Opts.InRoot);
  std::string OutRoot = Opts.OutRoot.empty() ? "" : absolutePath(Opts.OutRoot);
  for (size_t I = 0; I < In.size(); ++I) {
    StringRef Flag = In[I];
    if (Flag.starts_with("-std=")) {
      Std = true;
      Out.push_back(Flag.str());
      continue;
    }
    SmallString<256> Value(In[++I]);
    if (Flag != "-D" && Flag != "-U") {
      // The CUDA SDK's headers have no place in a HIP compile; the tree's
      // own directories are read in the translated tree.
      if (Setup.Sdk && sys::path::replace_path_prefix(Value, Setup.Sdk->Path,
                                                      Setup.Sdk->Path))
        continue;
      if (!InRoot.empty() && !OutRoot.empty())
        sys::path::replace_path_prefix(Value, InRoot, OutRoot);
      // A directory translated elsewhere: its translations first.
      for (const auto &[From, To] : Mirrors)
        if (SmallString<256> Mirrored(absolutePath(Value));
            sys::path::replace_path_prefix(Mirrored, From, To)) {
          Out.push_back(Flag.str());
          Out.push_back(std::string(Mirrored));
          break;
        }
    }
    Out.push_back(Flag.str());
    Out.push_back(std::string(Value));
  }
  if (!Std) // nvcc's default since CUDA 12
    Out.push_back("-std=c++17");
  // A ROCm build, as the rewritten guards say it is marked.
  if (!Opts.Translate.RocmMacro.empty())
    Out.push_back("-D" + Opts.Translate.RocmMacro);
  // A translation written elsewhere still finds the headers beside its
  // input (untranslated: an error there says so).
  std::string Input = absolutePath(J.Input), Output = absolutePath(J.Output);
  StringRef InDir = sys::path::parent_path(Input);
  if (Opts.InRoot.empty() && InDir != sys::path::parent_path(Output))
    append_range(Out, std::vector<std::string>{"-iquote", InDir.str()});
  return Out;
}

bool Driver::verifyOutputs(ArrayRef<Job> Jobs,
                           ArrayRef<std::vector<std::string>> Untranslated) {
  auto Compiler = findHipCompiler(Opts.HipCompiler, Opts.OffloadArch, Rocm);
  if (!Compiler) {
    (Opts.Verify == VerifyMode::Strict ? WithColor::error(errs(), "hipify-cxx")
                                       : WithColor::warning(errs(), "hipify-cxx"))
        << "--verify: " << toString(Compiler.takeError())
        << "; the translations were not compiled\n";
    return false;
  }
  // Errors of headers from another HIP are not the translation's: say which
  // HIP is compiled against, and warn where it is not the target.
  const VersionTuple &Target = Opts.Translate.Targets.Hip;
  std::string Against =
      "HIP " + (Compiler->Hip.empty() ? std::string("(version unknown)")
                                      : Compiler->Hip.getAsString()) +
      " at '" + Compiler->RocmRoot + "'";
  Report.VerifiedWith = (sys::path::filename(Compiler->Program) +
                         " with the headers of " + Against + ", for " +
                         Opts.OffloadArch)
                            .str();
  if (!Compiler->Hip.empty() &&
      (Compiler->Hip.getMajor() != Target.getMajor() ||
       Compiler->Hip.getMinor().value_or(0) != Target.getMinor().value_or(0)))
    WithColor::warning(errs(), "hipify-cxx")
        << "--verify compiles against " << Against
        << ", but the translation is for HIP " << Target.getAsString()
        << ": errors may come from the difference (--hip-version, "
           "--rocm-path)\n";
  std::vector<VerifyUnit> Units;
  for (size_t I = 0; I < Jobs.size(); ++I) {
    const report::FileReport &R = Report.Files[I];
    StringRef Ext = sys::path::extension(Jobs[I].Input);
    bool Cuda = Ext == ".cu" || Ext == ".hip";
    bool Cxx = is_contained({".cpp", ".cc", ".cxx", ".c++", ".C"}, Ext);
    if (Jobs[I].Kind == JobKind::Translate && !R.Output.empty() &&
        ((Cuda && R.Status == report::FileStatus::Unchanged) ||
         ((Cuda || Cxx) && R.Status == report::FileStatus::Translated)))
      Units.push_back({I, verifyFlags(Jobs[I]), Untranslated[I]});
  }
  return verify(*Compiler, Units, Report.Files, Opts.Jobs,
                Opts.VerifyTimeout) == 0;
}

int Driver::run() {
  auto Start = std::chrono::steady_clock::now();
  auto Fatal = [](const Twine &Msg) {
    WithColor::error(errs(), "hipify-cxx") << Msg << "\n";
    return 2;
  };
  std::vector<std::string> Inputs = Opts.Inputs;
  if (Inputs.empty() && Database)
    Inputs = Database->getAllFiles();
  Expected<Plan> P =
      Opts.InRoot.empty() ? planFiles(Opts, std::move(Inputs)) : planTree(Opts);
  if (!P)
    return Fatal(toString(P.takeError()));
  if (Error E = checkPlan(*P, Opts))
    return Fatal(toString(std::move(E)));
  Renamed = std::move(P->Renamed);
  Mirrors = std::move(P->Mirrors);

  if (Opts.InPlace && !Opts.NoBackup && !Opts.Force) {
    std::vector<std::string> Existing;
    for (const Job &J : P->Jobs)
      if (J.Kind != JobKind::Copy &&
          sys::fs::exists(J.Output + Opts.BackupSuffix))
        Existing.push_back(J.Output + Opts.BackupSuffix);
    if (!Existing.empty())
      return Fatal(formatv("backups from an earlier run would be "
                           "overwritten: '{0}'{1}; move them away, or use "
                           "--force",
                           Existing.front(),
                           Existing.size() > 1
                               ? formatv(" and {0} more", Existing.size() - 1)
                                     .str()
                               : "")
                       .str());
  }

  // A PyTorch extension: one of its sources includes PyTorch, and all of
  // them use PyTorch's names, through headers the parse may not find.
  // (One source decides for itself, as it is translated.)
  bool Several = count_if(P->Jobs, [](const Job &J) {
                   return J.Kind == JobKind::Translate;
                 }) > 1;
  for (const Job &J : P->Jobs) {
    if (!Several || Opts.Translate.Torch || J.Kind != JobKind::Translate)
      continue;
    // Read as the job will: no special file, nothing over the limit (the
    // job says what is wrong with one).
    auto Buf = support::readSourceFile(J.Input, Opts.MaxFileSize);
    if (!Buf) {
      consumeError(Buf.takeError());
      continue;
    }
    StringRef Text = (*Buf)->getBuffer();
    if (pp::includesTorch(Text, pp::scanDirectives(Text))) {
      if (!Opts.Quiet)
        WithColor::note(errs(), "hipify-cxx")
            << "'" << J.Input << "' includes PyTorch: translating the "
            << "sources as a PyTorch extension's (--torch)\n";
      Opts.Translate.Torch = true;
    }
  }
  if (Shared)
    for (const Job &J : P->Jobs)
      if (J.Kind == JobKind::Translate)
        Shared->expect(setupFor(J.Input), J.Input);
  std::vector<report::FileReport> Results(P->Jobs.size());
  std::vector<std::vector<std::string>> Reads(P->Jobs.size());
  {
    Progress Bar(P->Jobs.size(), !Opts.Quiet);
    auto Work = [&](size_t I) {
      Results[I] = processJob(P->Jobs[I], &Reads[I]);
      Bar.finished(Results[I]);
    };
    ThreadPoolStrategy Strategy = hardware_concurrency(Opts.Jobs);
    if (Strategy.compute_thread_count() <= 1 || P->Jobs.size() <= 1) {
      for (size_t I = 0; I < P->Jobs.size(); ++I)
        Work(I);
    } else {
      DefaultThreadPool Pool(Strategy);
      for (size_t I = 0; I < P->Jobs.size(); ++I)
        Pool.async(Work, I);
      Pool.wait();
    }
  }
  // --dep-file: the one source's translation and what it read.
  if (!Opts.DepFile.empty() && !P->Jobs.empty() &&
      Results.front().Status != report::FileStatus::Failed) {
    const Job &J = P->Jobs.front();
    if (Error E = writeFile(Opts.DepFile,
                            depRule(J.Output.empty() ? J.Input : J.Output,
                                    Reads.front())))
      Results.front().Problem =
          "cannot write '" + Opts.DepFile + "': " + toString(std::move(E));
  }
  auto Untranslated = outsideHeaders(*P, Reads, Results);
  if (!Untranslated)
    return Fatal(toString(Untranslated.takeError()));
  if (!Report.Untranslated.empty() && !Opts.Quiet)
    WithColor::warning(errs(), "hipify-cxx") << Report.untranslatedLine()
                                             << "\n";
  Report.Files = std::move(Results);
  if (Cached && Opts.CacheMaxSize)
    Cached->evict(Opts.CacheMaxSize);
  // Strict passes only what it checked.
  bool Checked = Opts.Verify == VerifyMode::Off ||
                 verifyOutputs(P->Jobs, *Untranslated);
  append_range(Report.Files, P->Refused);

  for (const report::FileReport &F : Report.Files)
    if (!F.Problem.empty())
      WithColor::error(errs(), "hipify-cxx") << F.Problem << "\n";
  Report.printDiagnostics(errs(), Opts.Verbose);
  // Statistics go to standard output unless the translation itself does.
  raw_ostream &StatsOS = Opts.OutputFile == "-" ? errs() : outs();
  if (Opts.PrintStats)
    Report.printText(StatsOS);
  int Code = 0;
  auto WriteReport = [&](StringRef File, auto Print) {
    std::string Text;
    raw_string_ostream OS(Text);
    Print(OS);
    if (Error E = writeFile(File, Text)) {
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
  if (!Opts.ReportCsv.empty())
    WriteReport(Opts.ReportCsv, [&](raw_ostream &OS) { Report.printCsv(OS); });
  if (!Opts.ReportJson.empty())
    WriteReport(Opts.ReportJson,
                [&](raw_ostream &OS) { Report.printJson(OS); });
  if (!Opts.ReportSarif.empty())
    WriteReport(Opts.ReportSarif,
                [&](raw_ostream &OS) { Report.printSarif(OS); });
  if (!Opts.ReportHtml.empty())
    WriteReport(Opts.ReportHtml,
                [&](raw_ostream &OS) { Report.printHtml(OS); });
  outs().flush(); // the statistics before the summary, not amid it
  if (!Opts.Quiet && (Report.Files.size() > 1 || !Opts.InRoot.empty()))
    Report.printSummary(errs(), std::chrono::duration<double>(
                                    std::chrono::steady_clock::now() - Start)
                                    .count());
  else if (!Opts.Quiet && !Report.verifySummary().empty())
    errs() << "[hipify-cxx] " << Report.verifySummary() << "\n";
  for (const report::FileReport &F : Report.Files)
    if (F.Status == report::FileStatus::Failed ||
        F.Status == report::FileStatus::Skipped || !F.Problem.empty())
      Code = 1;
  if (Opts.Verify == VerifyMode::Strict &&
      (!Checked || any_of(Report.Files, [](const report::FileReport &F) {
         return F.compileErrors(report::VerifyClass::Unexpected) > 0;
       })))
    Code = 3;
  return Code;
}

} // namespace hipify::driver
