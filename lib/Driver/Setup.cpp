//===- Setup.cpp - the run's setup: options checked, targets resolved -----===//
//
// Driver::create() checks the options, resolves the target versions against
// the tables, opens the compilation database, the cache and the shared
// preludes; plan() lists the jobs and settles what the sources decide for
// the whole run (a PyTorch extension's). Nothing here translates.
//
//===----------------------------------------------------------------------===//

#include "Cache.h"
#include "CacheKey.h"
#include "Plan.h"
#include "Prelude.h"
#include "Runner.h"
#include "Verify.h"
#include "hipify/Compat/CompatLayer.h"
#include "hipify/Driver/Driver.h"
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

/// The version \p V of \p Option, for \p Product, which the tables know
/// up to \p Newest: a version of no release (0.x, 99.9) is an error; one
/// after \p Newest, of its major version, is taken with a warning.
/// \p V of \p Option, if \p Product has it: up to \p Newest (later, with a
/// warning, within its major version), and within what \p LastOf(major)
/// says an earlier major version ended at (HIP 6 at 6.4: 6.9 is none).
Expected<VersionTuple>
versionOption(StringRef Option, VersionTuple V, StringRef Product,
              VersionTuple Newest,
              function_ref<VersionTuple(unsigned)> LastOf = nullptr) {
  auto Unknown = [&](const Twine &Why) {
    return usageError("unknown " + Option + " '" + V.getAsString() + "': " +
                      Why + "the tables know " + Product + " 1.0 to " +
                      Newest.getAsString());
  };
  if (V.getMajor() == 0 || V.getMajor() > Newest.getMajor())
    return Unknown("");
  if (LastOf && V.getMajor() < Newest.getMajor())
    if (VersionTuple Last = LastOf(V.getMajor()); !Last.empty()) {
      VersionTuple Release(V.getMajor(), V.getMinor().value_or(0));
      VersionTuple LastRelease(Last.getMajor(), Last.getMinor().value_or(0));
      if (Release > LastRelease)
        return Unknown("there is no such " + Product + " (" + Product + " " +
                       Twine(V.getMajor()) + " ended at " +
                       LastRelease.getAsString() + "); ");
    }
  if (V > Newest)
    WithColor::warning(errs(), "hipify-cxx")
        << Option << " " << V.getAsString() << " is newer than the tables "
        << "know (" << Product << " " << Newest.getAsString() << "): what "
        << Product << " changed after " << Newest.getAsString()
        << " is not known\n";
  return V;
}

} // namespace

Driver::Driver(Options O, RunSetup R) : Opts(std::move(O)), Run(std::move(R)) {}
Driver::~Driver() {
  if (!TemporaryPreludes.empty())
    sys::fs::remove_directories(TemporaryPreludes);
}

Expected<std::unique_ptr<Driver>> Driver::create(Options O, RunSetup R) {
  std::unique_ptr<Driver> D(new Driver(std::move(O), std::move(R)));
  const Options &Opts = D->Opts;
  RunSetup &Run = D->Run;
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
    return usageError(toString(Rocm.takeError()));
  D->Rocm = std::move(*Rocm);
  // The target: --hip-version, else the HIP of the ROCm named or installed
  // in /opt/rocm (RocmInstall::Targeted), else the newest the tables know.
  mapping::Targets &T = Run.Translate.Targets;
  T.Hip = D->Table->newestHip();
  if (Run.HipVersion && !Run.HipVersion->Newest) {
    const mapping::MappingTable &Table = *D->Table;
    auto V = versionOption(
        "--hip-version", Run.HipVersion->Version, "HIP", Table.newestHip(),
        [&](unsigned Major) { return Table.newestHipOf(Major); });
    if (!V)
      return V.takeError();
    T.Hip = *V;
  } else if (!Run.HipVersion && D->Rocm && D->Rocm->Targeted &&
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
  if (Run.CudaVersion) {
    auto V = versionOption("--cuda-version", Run.CudaVersion->Version, "CUDA",
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
      return usageError("cannot load a compilation database from '" +
                        Opts.BuildPath + "': " + Err);
  }
  if (!Opts.Peers.empty()) {
    auto List = MemoryBuffer::getFile(Opts.Peers, /*IsText=*/true);
    if (!List)
      return usageError("cannot read --peers '" + Opts.Peers +
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
  D->Keys = std::make_unique<KeyBase>();
  D->Keys->Tool = Tool;
  D->Keys->Setup = &D->Setup;
  for (const std::string &F : Opts.MappingFiles) {
    auto Buf = MemoryBuffer::getFile(F);
    if (!Buf)
      return usageError("cannot read '" + F + "': " + Buf.getError().message());
    D->Keys->MappingDigests.push_back(digest((*Buf)->getBuffer()));
  }
  if (!Opts.NoCache) {
    std::string Dir =
        Opts.CacheDir.empty() ? Cache::defaultDirectory() : Opts.CacheDir;
    if (!Dir.empty()) {
      // One that is not private is refused; one that cannot be made (no
      // writable home) leaves the run without a cache, as ever.
      auto Opened = Cache::open(Dir);
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
    return usageError("-o names one output, but " +
                      (Tree
                           ? Twine("--in-root names a tree")
                           : Twine(Opts.Inputs.size()) + " inputs were given") +
                      " (use " + (Tree ? "--out-root" : "--o-dir") + ")");
  if (Opts.InPlace && (!Opts.OutputFile.empty() || !Opts.OutputDir.empty() ||
                       !Opts.OutRoot.empty()))
    return usageError("--inplace excludes -o, --o-dir and --out-root");
  if (Tree && !Opts.Inputs.empty())
    return usageError(
        "--in-root names the inputs; no source files may be given "
        "besides it");
  if (Tree && !Opts.OutputDir.empty())
    return usageError("--in-root writes to --out-root, not --o-dir");
  if (!Opts.OutRoot.empty() && !Tree)
    return usageError("--out-root needs --in-root");
  if (!Opts.ExtraRoots.empty() && !Tree)
    return usageError("--extra-root needs --in-root (single files: "
                      "--local-headers)");
  if (Opts.LocalHeaders &&
      (Opts.InPlace || Run.NoOutput || Opts.OutputFile == "-" ||
       (!Tree && Opts.OutputFile.empty() && Opts.OutputDir.empty())))
    return usageError("--local-headers writes the headers beside the outputs: "
                      "it needs --out-root, --o-dir or -o FILE (in place, give "
                      "the headers' directory as --extra-root or as inputs)");
  if (!Opts.CompatDir.empty()) {
    if (!Opts.OutputFile.empty() || !Opts.OutputDir.empty() ||
        !Opts.OutRoot.empty() || Opts.InPlace || Opts.LocalHeaders)
      return usageError(
          "hipify-cxx compat writes the compat directory (--out) "
          "and nothing else: the sources stay as they are (no -o, "
          "--o-dir, --out-root, --inplace or --local-headers)");
    // By what they are, not how they are spelled (a link to the tree).
    std::string Out = support::realPath(Opts.CompatDir);
    if (Tree) {
      std::string In = support::realPath(Opts.InRoot);
      if (Out == In || support::isWithin(Out, In))
        return usageError("--out '" + Opts.CompatDir +
                          "' is inside --in-root '" + Opts.InRoot +
                          "': its headers would be read as the tree's; put it "
                          "outside (a build directory)");
    }
    for (const std::string &Input : Opts.Inputs)
      if (support::isWithin(support::realPath(Input), Out))
        return usageError("--out '" + Opts.CompatDir + "' holds the source '" +
                          Input +
                          "': its headers would be written among the "
                          "sources; put it outside (a build directory)");
  }
  if (Tree && Opts.OutRoot.empty() && !Opts.InPlace && !Run.NoOutput)
    return usageError("--in-root needs --out-root or --inplace");
  if (Opts.InPlace && Opts.Names != OutputNames::Keep)
    return usageError("--inplace keeps file names; --output-names=hip needs "
                      "--out-root or --o-dir");
  if (!Opts.DepFile.empty() && Opts.CompatDir.empty() &&
      (Tree || Opts.Inputs.size() != 1))
    return usageError("--dep-file describes one translation: give one source");
  if (Opts.BackupSuffix.empty())
    return usageError("--backup-suffix may not be empty");
  if (Run.Verify != VerifyMode::Off && Opts.CompatDir.empty() &&
      (Run.NoOutput || Opts.OutputFile == "-"))
    return usageError(
        "--verify compiles the translations: they must be written "
        "to files (not --no-output, --examine or -o -)");
  // gfx90a, gfx1030, gfx90a:xnack+ ...
  StringRef Arch = StringRef(Opts.OffloadArch).split(':').first;
  if (!Arch.consume_front("gfx") || Arch.empty() ||
      Arch.find_first_not_of("0123456789abcdef") != StringRef::npos)
    return usageError("malformed --offload-arch '" + Opts.OffloadArch +
                      "' (expected an AMD GPU such as gfx90a or gfx1030)");
  return Error::success();
}

buildfiles::CMakeLanguage Driver::cmakeLanguage() const {
  if (Run.CMakeLanguage)
    return *Run.CMakeLanguage;
  return Run.Translate.Targets.Hip >= VersionTuple(6, 0)
             ? buildfiles::CMakeLanguage::Hip
             : buildfiles::CMakeLanguage::Cxx;
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

Expected<Plan> Driver::plan() {
  std::vector<std::string> Inputs = Opts.Inputs;
  if (Inputs.empty() && Database)
    Inputs = Database->getAllFiles();
  Expected<Plan> P = Opts.InRoot.empty()
                         ? planFiles(Opts, Run, std::move(Inputs))
                         : planTree(Opts);
  if (!P)
    return P.takeError();
  if (Error E = checkPlan(*P, Opts))
    return E;
  Renamed = std::move(P->Renamed);
  Mirrors = std::move(P->Mirrors);
  addRunFiles(P->Jobs, RunFiles);

  if (Opts.InPlace && !Opts.NoBackup && !Opts.Force) {
    std::vector<std::string> Existing;
    for (const Job &J : P->Jobs)
      if (J.Kind != JobKind::Copy &&
          sys::fs::exists(J.Output + Opts.BackupSuffix))
        Existing.push_back(J.Output + Opts.BackupSuffix);
    if (!Existing.empty())
      return usageError(
          formatv("backups from an earlier run would be "
                  "overwritten: '{0}'{1}; move them away, or use "
                  "--force",
                  Existing.front(),
                  Existing.size() > 1
                      ? formatv(" and {0} more", Existing.size() - 1).str()
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
    if (!Several || Run.Translate.Torch || J.Kind != JobKind::Translate)
      continue;
    // Read as the job will: no special file, nothing over the limit (the
    // job says what is wrong with one).
    auto Buf = support::readSourceFile(J.Input, Run.MaxFileSize);
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
      Run.Translate.Torch = true;
    }
  }
  return P;
}

} // namespace hipify::driver
