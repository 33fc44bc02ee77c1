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
#include "hipify/Compat/CompatLayer.h"
#include "hipify/Guards/GuardAnalysis.h"
#include "hipify/Support/Files.h"

#include "clang/Basic/Version.h"
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

/// The version \p V of \p Option, for \p Product, which the tables know
/// up to \p Newest: a version of no release (0.x, 99.9) is an error; one
/// after \p Newest, of its major version, is taken with a warning.
Expected<VersionTuple> versionOption(StringRef Option, VersionTuple V,
                                     StringRef Product, VersionTuple Newest) {
  if (V.getMajor() == 0 || V.getMajor() > Newest.getMajor())
    return usage("unknown " + Option + " '" + V.getAsString() +
                 "': the tables know " + Product + " 1.0 to " +
                 Newest.getAsString());
  if (V > Newest)
    WithColor::warning(errs(), "hipify-cxx")
        << Option << " " << V.getAsString() << " is newer than the tables "
        << "know (" << Product << " " << Newest.getAsString() << "): what "
        << Product << " changed after " << Newest.getAsString()
        << " is not known\n";
  return V;
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
  if (Opts.HipVersion && !Opts.HipVersion->Newest) {
    auto V = versionOption("--hip-version", Opts.HipVersion->Version, "HIP",
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
    auto V = versionOption("--cuda-version", Opts.CudaVersion->Version, "CUDA",
                           D->Table->newestCuda());
    if (!V)
      return V.takeError();
    T.Cuda = *V;
  }
  if (!Opts.CompatDir.empty())
    D->Compat = std::make_unique<compat::Layer>(*D->Table, T);
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
  if (!Opts.Peers.empty()) {
    auto List = MemoryBuffer::getFile(Opts.Peers, /*IsText=*/true);
    if (!List)
      return usage("cannot read --peers '" + Opts.Peers +
                   "': " + List.getError().message());
    SmallVector<StringRef, 0> Lines;
    (*List)->getBuffer().split(Lines, '\n', -1, /*KeepEmpty=*/false);
    for (StringRef L : Lines)
      if (StringRef Path = L.trim(); !Path.empty())
        D->Peers.push_back(Path.str());
  }
  // The tool, hence its built-in tables and declarations.
  // (Clang's version too: a hipify-cxx linked to the shared libclang-cpp
  // parses with whichever is installed.)
  std::string Tool = "hipify-cxx " HIPIFY_VERSION "\n" +
                     Cache::executableDigest() + "\n" +
                     clang::getClangFullVersion() + "\n";
  if (!Opts.NoCache) {
    std::string Dir =
        Opts.CacheDir.empty() ? Cache::defaultDirectory() : Opts.CacheDir;
    if (!Dir.empty()) {
      auto Salt = D->cacheSalt(Tool);
      if (!Salt)
        return Salt.takeError();
      // One that is not private is refused; one that cannot be made (no
      // writable home) leaves the run without a cache, as ever.
      auto Opened = Cache::open(Dir, std::move(*Salt));
      if (Opened)
        D->Cached = std::move(*Opened);
      else if (sys::fs::exists(Dir))
        return Opened.takeError();
      else if (Opts.Verbose)
        WithColor::note(errs(), "hipify-cxx")
            << toString(Opened.takeError()) << "; no cache\n";
      else
        consumeError(Opened.takeError());
    }
  }
  Setup.SkipSystemBodies = !Opts.NoSharedParse;
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
  if (!Opts.CompatDir.empty()) {
    if (!Opts.OutputFile.empty() || !Opts.OutputDir.empty() ||
        !Opts.OutRoot.empty() || Opts.InPlace || Opts.LocalHeaders)
      return usage("hipify-cxx compat writes the compat directory (--out) "
                   "and nothing else: the sources stay as they are (no -o, "
                   "--o-dir, --out-root, --inplace or --local-headers)");
    // By what they are, not how they are spelled (a link to the tree).
    std::string Out = support::realPath(Opts.CompatDir);
    if (Tree) {
      std::string In = support::realPath(Opts.InRoot);
      if (Out == In || support::isWithin(Out, In))
        return usage("--out '" + Opts.CompatDir + "' is inside --in-root '" +
                     Opts.InRoot +
                     "': its headers would be read as the tree's; put it "
                     "outside (a build directory)");
    }
    for (const std::string &Input : Opts.Inputs)
      if (support::isWithin(support::realPath(Input), Out))
        return usage("--out '" + Opts.CompatDir + "' holds the source '" +
                     Input +
                     "': its headers would be written among the "
                     "sources; put it outside (a build directory)");
  }
  if (Tree && Opts.OutRoot.empty() && !Opts.InPlace && !Opts.NoOutput)
    return usage("--in-root needs --out-root or --inplace");
  if (Opts.InPlace && Opts.Names != OutputNames::Keep)
    return usage("--inplace keeps file names; --output-names=hip needs "
                 "--out-root or --o-dir");
  if (!Opts.DepFile.empty() && Opts.CompatDir.empty() &&
      (Tree || Opts.Inputs.size() != 1))
    return usage("--dep-file describes one translation: give one source");
  if (Opts.BackupSuffix.empty())
    return usage("--backup-suffix may not be empty");
  if (Opts.Verify != VerifyMode::Off && Opts.CompatDir.empty() &&
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
  Salt += core::describe(Opts.Translate) + " output-names=" +
          std::to_string(static_cast<int>(Opts.Names)) + "\n";
  for (const std::string &A : frontend::commandLine(Setup, ""))
    Salt += A + "\n";
  Salt += frontend::parseEnvironment();
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
  // A header parsed itself translates no other (the run's headers are
  // translated after every file that may include them).
  rules::FileJob Job{Path,
                     &Renamed,
                     Opts.IncludeDirs,
                     {},
                     Headers.contains(support::realPath(Path)) ? nullptr
                                                               : &Headers};
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

Expected<Plan> Driver::plan() {
  std::vector<std::string> Inputs = Opts.Inputs;
  if (Inputs.empty() && Database)
    Inputs = Database->getAllFiles();
  Expected<Plan> P =
      Opts.InRoot.empty() ? planFiles(Opts, std::move(Inputs)) : planTree(Opts);
  if (!P)
    return P.takeError();
  if (Error E = checkPlan(*P, Opts))
    return E;
  Renamed = std::move(P->Renamed);
  Mirrors = std::move(P->Mirrors);

  if (Opts.InPlace && !Opts.NoBackup && !Opts.Force) {
    std::vector<std::string> Existing;
    for (const Job &J : P->Jobs)
      if (J.Kind != JobKind::Copy &&
          sys::fs::exists(J.Output + Opts.BackupSuffix))
        Existing.push_back(J.Output + Opts.BackupSuffix);
    if (!Existing.empty())
      return usage(formatv("backups from an earlier run would be "
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
  return P;
}

std::vector<report::FileReport>
Driver::runJobs(ArrayRef<Job> Jobs,
                std::vector<std::vector<std::string>> &Reads) {
  std::vector<report::FileReport> Results(Jobs.size());
  Reads.resize(Jobs.size());
  Progress Bar(Jobs.size(), !Opts.Quiet);
  auto Work = [&](size_t I) {
    Results[I] = processJob(Jobs[I], &Reads[I]);
    Bar.finished(Results[I]);
  };
  // The run's headers after the files that may include them.
  std::vector<size_t> First, Then;
  for (size_t I = 0; I < Jobs.size(); ++I)
    (Jobs[I].Kind == JobKind::Translate &&
             Headers.contains(support::realPath(Jobs[I].Input))
         ? Then
         : First)
        .push_back(I);
  ThreadPoolStrategy Strategy = hardware_concurrency(Opts.Jobs);
  if (Strategy.compute_thread_count() <= 1 || Jobs.size() <= 1) {
    for (ArrayRef<size_t> Phase : {First, Then})
      for (size_t I : Phase)
        Work(I);
  } else {
    DefaultThreadPool Pool(Strategy);
    for (ArrayRef<size_t> Phase : {First, Then}) {
      for (size_t I : Phase)
        Pool.async(Work, I);
      Pool.wait();
    }
  }
  return Results;
}

bool Driver::writeReports() const {
  bool Written = true;
  // Statistics go to standard output unless the translation itself does.
  raw_ostream &StatsOS = Opts.OutputFile == "-" ? errs() : outs();
  if (Opts.PrintStats)
    Report.printText(StatsOS);
  using Writer = void (report::RunReport::*)(raw_ostream &) const;
  auto Write = [&](StringRef File, Writer Print) {
    if (File.empty())
      return;
    std::string Text;
    raw_string_ostream OS(Text);
    (Report.*Print)(OS);
    if (Error E = writeFile(File, Text)) {
      WithColor::error(errs(), "hipify-cxx")
          << "cannot write '" << File << "': " << toString(std::move(E))
          << "\n";
      Written = false;
    }
  };
  if (Opts.PrintStatsCsv && Opts.StatsFile.empty())
    Report.printCsv(StatsOS);
  else if (Opts.PrintStatsCsv)
    Write(Opts.StatsFile, &report::RunReport::printCsv);
  Write(Opts.ReportCsv, &report::RunReport::printCsv);
  Write(Opts.ReportJson, &report::RunReport::printJson);
  Write(Opts.ReportSarif, &report::RunReport::printSarif);
  Write(Opts.ReportHtml, &report::RunReport::printHtml);
  outs().flush(); // the statistics before the summary, not amid it
  return Written;
}

int Driver::exitCode(bool ReportsWritten, bool Checked) const {
  if (Opts.Verify == VerifyMode::Strict &&
      (!Checked || any_of(Report.Files, [](const report::FileReport &F) {
         return F.compileErrors(Tag::VerifyUnexpected) > 0;
       })))
    return 3;
  bool Failed = any_of(Report.Files, [](const report::FileReport &F) {
    return F.Status == report::FileStatus::Failed ||
           F.Status == report::FileStatus::Skipped || !F.Problem.empty();
  });
  return Failed || !ReportsWritten ? 1 : 0;
}

int Driver::run() {
  auto Start = std::chrono::steady_clock::now();
  auto Fatal = [](const Twine &Msg) {
    WithColor::error(errs(), "hipify-cxx") << Msg << "\n";
    return 2;
  };
  Expected<Plan> P = plan();
  if (!P)
    return Fatal(toString(P.takeError()));
  // The build-file rules are read when a build file is to be translated (a
  // run of sources only, the build step's, does not pay for them).
  if (any_of(P->Jobs,
             [](const Job &J) { return J.Kind == JobKind::BuildFile; })) {
    auto Rules = buildfiles::BuildTable::builtin();
    if (!Rules)
      return Fatal(toString(Rules.takeError()));
    BuildRules = std::move(*Rules);
  }
  // compat: the sources, and the Makefiles (each has a ROCm twin in the
  // directory); CMake has hipify_cxx_compat(), setup.py PyTorch's build.
  if (Compat)
    erase_if(P->Jobs, [](const Job &J) {
      return J.Kind == JobKind::Copy || (J.Kind == JobKind::BuildFile &&
                                         buildfiles::buildFileKind(J.Input) !=
                                             buildfiles::BuildKind::Make);
    });
  if (Shared) {
    for (const Job &J : P->Jobs)
      if (J.Kind == JobKind::Translate)
        Shared->expect(setupFor(J.Input), J.Input);
    // The build's other sources (one run per file: the CMake step's): the
    // preludes are chosen for them all, as in one run of them all.
    std::vector<std::pair<std::string, std::vector<std::string>>> All;
    for (const std::string &Peer : Peers)
      All.emplace_back(absolutePath(Peer), clangArgsFor(Peer));
    Shared->expectPeers(Setup, std::move(All));
  }
  // Several files: the headers among them are translated with the others
  // that include them.
  if (count_if(P->Jobs,
               [](const Job &J) { return J.Kind == JobKind::Translate; }) > 1)
    for (const Job &J : P->Jobs)
      if (J.Kind == JobKind::Translate && support::isHeaderFile(J.Input))
        Headers.insert(support::realPath(J.Input));
  std::vector<std::vector<std::string>> Reads;
  std::vector<report::FileReport> Results = runJobs(P->Jobs, Reads);
  // For compat: what every source read makes the directory again (its make
  // fragment, and --dep-file's rule for its stamp).
  if (Compat) {
    std::set<std::string> All, Watched;
    for (const std::vector<std::string> &R : Reads)
      All.insert(R.begin(), R.end());
    // A source added to the tree: make looks for one in each directory of
    // its inputs, a depfile names the tree.
    if (!Opts.InRoot.empty()) {
      std::string Root = absolutePath(Opts.InRoot);
      Watched.insert(Root);
      for (const std::string &F : All)
        if (support::isWithin(F, Root))
          Watched.insert(sys::path::parent_path(F).str());
    }
    std::vector<std::string> Inputs(All.begin(), All.end());
    SmallString<256> Cwd;
    sys::fs::current_path(Cwd);
    Compat->makeRule(absolutePath(Opts.CompatDir), Opts.CommandLine, Inputs,
                     std::vector<std::string>(Watched.begin(), Watched.end()),
                     Cwd);
    SmallString<256> Made(Opts.CompatDir);
    sys::path::append(Made, compat::Stamp);
    if (!Opts.InRoot.empty())
      Inputs.push_back(absolutePath(Opts.InRoot));
    if (!Opts.DepFile.empty())
      if (Error E = writeFile(Opts.DepFile, depRule(Made, Inputs)))
        return Fatal("cannot write '" + Opts.DepFile +
                     "': " + toString(std::move(E)));
  }
  // --dep-file: the one source's translation and what it read.
  if (!Compat && !Opts.DepFile.empty() && !P->Jobs.empty() &&
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
  if (Compat) {
    if (Error E = Compat->write(Opts.CompatDir)) {
      WithColor::error(errs(), "hipify-cxx") << toString(std::move(E)) << "\n";
      return 1;
    }
    Report.Compat = Compat->summary();
    if (!Opts.Quiet)
      errs() << "[hipify-cxx] compat: wrote '" << Opts.CompatDir
             << "': " << Report.Compat << "\n";
  }
  if (Cached && Shared)
    Preludes::evict(Cached->preludeDirectory());
  if (Cached && Opts.CacheMaxSize && Cached->evictionDue())
    Cached->evict(Opts.CacheMaxSize);
  // Strict passes only what it checked.
  bool Checked = Opts.Verify == VerifyMode::Off ||
                 verifyOutputs(P->Jobs, *Untranslated);
  append_range(Report.Files, P->Refused);

  for (const report::FileReport &F : Report.Files)
    if (!F.Problem.empty())
      WithColor::error(errs(), "hipify-cxx") << F.Problem << "\n";
  Report.printDiagnostics(errs(), Opts.Verbose);
  bool ReportsWritten = writeReports();
  if (!Opts.Quiet && (Report.Files.size() > 1 || !Opts.InRoot.empty()))
    Report.printSummary(errs(), std::chrono::duration<double>(
                                    std::chrono::steady_clock::now() - Start)
                                    .count());
  else if (!Opts.Quiet && !Report.verifySummary().empty())
    errs() << "[hipify-cxx] " << Report.verifySummary() << "\n";
  return exitCode(ReportsWritten, Checked);
}

} // namespace hipify::driver
