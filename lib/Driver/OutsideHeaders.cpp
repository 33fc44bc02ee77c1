//===- OutsideHeaders.cpp - project headers no job translates -------------===//
//
// The headers a run's translations read from outside the tree or beside the
// inputs -- not the CUDA SDK's, not ROCm's -- that use CUDA: translated with
// --local-headers or --extra-root, else named at the top of every report,
// and handed to --verify so that their errors are classed as theirs. For
// hipify-cxx compat they are read as the sources are: the layer takes their
// names, and what it cannot cover is reported in them.
//
//===----------------------------------------------------------------------===//

#include "Plan.h"
#include "hipify/Driver/Driver.h"
#include "hipify/Compat/CompatLayer.h"
#include "hipify/Mapping/Helpers.h"
#include "hipify/Support/Files.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <set>

using namespace llvm;
using hipify::support::absolutePath;

namespace hipify::driver {

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
  // The compat layer needs their names whatever is said.
  bool Reported = !Opts.Quiet || Run.PrintStats || Opts.PrintStatsCsv ||
                  !Opts.ReportJson.empty() || !Opts.ReportCsv.empty() ||
                  !Opts.ReportSarif.empty() || !Opts.ReportHtml.empty();
  if (!Reported && !Opts.LocalHeaders && Run.Verify == VerifyMode::Off &&
      !Compat)
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
          sys::fs::getUniqueID(D, Id) || Inputs.count(Id) ||
          mapping::isWrittenHelper(D)) // an earlier run's, written again
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
    if (Compat) { // the layer took its names: what remains is reported
      if (!R.Diagnostics.empty())
        Results.push_back(std::move(R));
      continue;
    }
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
  addRunFiles(ArrayRef(P.Jobs).drop_front(First), RunFiles);
  for (size_t I = First; I < P.Jobs.size(); ++I)
    Results.push_back(processJob(P.Jobs[I]));
  Untranslated.resize(P.Jobs.size());
  return Untranslated;
}

} // namespace hipify::driver
