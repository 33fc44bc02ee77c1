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
#include "CacheKey.h"
#include "Output.h"
#include "Plan.h"
#include "Prelude.h"
#include "Runner.h"
#include "hipify/Compat/CompatLayer.h"
#include "hipify/Support/Files.h"

#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <map>
#include <numeric>
#include <set>

using namespace llvm;
using hipify::support::absolutePath;

namespace hipify::driver {

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
  return rules::translate(Job, Buffer, *Table, Run.Translate, &FileSetup);
}

void Driver::runJobs(ArrayRef<Job> Jobs, ArrayRef<size_t> Which,
                     std::vector<report::FileReport> &Results,
                     std::vector<std::vector<std::string>> &Reads) {
  Results.resize(Jobs.size());
  Reads.resize(Jobs.size());
  Progress Bar(Which.size(), !Opts.Quiet);
  auto Work = [&](size_t I) {
    Results[I] = processJob(Jobs[I], &Reads[I]);
    Bar.finished(Results[I]);
  };
  // The run's headers after the files that may include them.
  std::vector<size_t> First, Then;
  for (size_t I : Which)
    (Jobs[I].Kind == JobKind::Translate &&
             Headers.contains(support::realPath(Jobs[I].Input))
         ? Then
         : First)
        .push_back(I);
  runPhases(Opts.Jobs, {First, Then}, Work);
}

std::vector<size_t> Driver::againJobs(
    ArrayRef<Job> Jobs, ArrayRef<report::FileReport> Results,
    const std::map<std::string, std::vector<core::Overload>> &Tree) {
  std::vector<size_t> Again;
  std::set<std::string> Inputs;
  for (size_t I = 0; I < Jobs.size(); ++I)
    if (any_of(Results[I].Overloads,
               [&](const core::Overload &O) { return Tree.count(O.Key); })) {
      Again.push_back(I);
      Inputs.insert(Jobs[I].Input);
    }
  std::lock_guard<std::mutex> L(PartsLock);
  for (size_t I = 0; I < Jobs.size(); ++I) {
    auto It = Parts.find(support::realPath(Jobs[I].Input));
    if (It == Parts.end())
      continue;
    size_t Before = It->second.size();
    erase_if(It->second,
             [&](const auto &Part) { return Inputs.count(Part.first); });
    if (It->second.size() < Before && !Inputs.count(Jobs[I].Input))
      Again.push_back(I);
  }
  return Again;
}

int Driver::exitCode(bool ReportsWritten, bool Checked) const {
  if (Run.Verify == VerifyMode::Strict &&
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

/// Of the project's functions that become one once translated (the same
/// Key), those that some file saw only part of: by Key, every one the run
/// saw, sorted.
static std::map<std::string, std::vector<core::Overload>>
partialOverloads(ArrayRef<report::FileReport> Results) {
  std::map<std::string, std::set<core::Overload>> Tree;
  for (const report::FileReport &R : Results)
    for (const core::Overload &O : R.Overloads)
      Tree[O.Key].insert(O);
  std::map<std::string, std::vector<core::Overload>> Partial;
  for (const auto &[Key, All] : Tree) {
    if (All.size() < 2)
      continue;
    bool Part = any_of(Results, [&, &Key = Key, &All = All](
                                    const report::FileReport &R) {
      size_t Seen = count_if(R.Overloads, [&](const core::Overload &O) {
        return O.Key == Key;
      });
      return Seen && Seen < All.size();
    });
    if (Part)
      Partial[Key].assign(All.begin(), All.end());
  }
  return Partial;
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
  // The run is settled (plan() found whether the sources are a PyTorch
  // extension's): every cache key's common part.
  KeyOf = std::make_unique<TranslationKeys>(*Keys, Opts, Run.Translate);
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
  std::vector<report::FileReport> Results;
  std::vector<size_t> Every(P->Jobs.size());
  std::iota(Every.begin(), Every.end(), 0);
  runJobs(P->Jobs, Every, Results, Reads);
  // A tree is one program: where one file's parse did not see every
  // overload another file declares, the files that declare them translate
  // again with them all (overload-collision decides with the whole tree's;
  // a file that declares none decides nothing with them).
  if (auto Tree = partialOverloads(Results); !Tree.empty()) {
    std::vector<size_t> Again = againJobs(P->Jobs, Results, Tree);
    if (!Opts.Quiet)
      errs() << "[hipify-cxx] " << Tree.size()
             << " function name(s) declared otherwise in files that do not "
                "see each other's declarations (first: '"
             << Tree.begin()->second.front().Signature << "' and '"
             << Tree.begin()->second.back().Signature
             << "'): translating the " << Again.size()
             << " file(s) that declare them again with the whole tree's\n";
    Run.Translate.TreeOverloads = std::move(Tree);
    KeyOf = std::make_unique<TranslationKeys>(*Keys, Opts, Run.Translate);
    runJobs(P->Jobs, Again, Results, Reads);
  }
  if (Error E = writeDependencies(Opts, Compat.get(), P->Jobs, Reads, Results))
    return Fatal(toString(std::move(E)));
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
  if (Cached && Run.CacheMaxSize && Cached->evictionDue())
    Cached->evict(Run.CacheMaxSize);
  // Strict passes only what it checked.
  bool Checked =
      Run.Verify == VerifyMode::Off || verifyOutputs(P->Jobs, *Untranslated);
  append_range(Report.Files, P->Refused);

  for (const report::FileReport &F : Report.Files)
    if (!F.Problem.empty())
      WithColor::error(errs(), "hipify-cxx") << F.Problem << "\n";
  // A run of several files ends with a summary that lists the unsupported
  // names and their places: its warnings are grouped (-v: each).
  bool Summarised =
      !Opts.Quiet && (Report.Files.size() > 1 || !Opts.InRoot.empty());
  Report.printDiagnostics(errs(), Opts.Verbose, Summarised && !Opts.Verbose);
  bool ReportsWritten = writeReports(Opts, Run, Report);
  if (Summarised)
    Report.printSummary(errs(), std::chrono::duration<double>(
                                    std::chrono::steady_clock::now() - Start)
                                    .count());
  else if (!Opts.Quiet && !Report.verifySummary().empty())
    errs() << "[hipify-cxx] " << Report.verifySummary() << "\n";
  return exitCode(ReportsWritten, Checked);
}

} // namespace hipify::driver
