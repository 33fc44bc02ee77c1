//===- Output.cpp - the output writer: a job's output, the run's reports --===//
//
// Every file a run writes goes through support::writeFile (a temporary file,
// then a rename): a job's output (beside it the helper headers it includes;
// with --inplace a backup of the source first, with its mode and owner) and
// the reports.
//
//===----------------------------------------------------------------------===//

#include "Output.h"
#include "hipify/Compat/CompatLayer.h"
#include "hipify/Mapping/Helpers.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <set>

#include <unistd.h>

using namespace llvm;
using hipify::support::writeFile;

namespace hipify::driver {

namespace {
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

/// A helper header to write: where, what, and how.
struct HelperWrite {
  std::string Path;
  StringRef Text;
  support::WriteMode Mode;
};

/// The helper headers \p R's translation includes, as written beside
/// \p Out: those not there already (none beside standard output, a device
/// or a FIFO, /dev/null or /dev/stdout: the report says which it includes).
/// One is trusted only where the user owns it and nobody else may write
/// it; an earlier run's untrusted or other one is written anew (the user's,
/// 0644). A file of the run (\p RunFiles: the project's own file of a
/// helper's name, an input) or any file hipify-cxx did not write in the way
/// is an error, before anything is written.
Expected<std::vector<HelperWrite>>
helperHeaders(const report::FileReport &R, StringRef Out,
              const std::set<std::string> &RunFiles) {
  std::vector<HelperWrite> Writes;
  sys::fs::file_status Status;
  if (Out == "-" ||
      (!sys::fs::status(Out, Status) && !sys::fs::is_regular_file(Status)))
    return Writes;
  for (const std::string &Name : R.Helpers) {
    std::optional<mapping::Helper> F = mapping::helperNamed(Name);
    if (!F)
      return createStringError(inconvertibleErrorCode(),
                               "unknown helper family '%s'", Name.c_str());
    SmallString<256> Path(sys::path::parent_path(Out));
    sys::path::append(Path, mapping::helperFile(*F));
    StringRef Text = mapping::helperText(*F);
    auto InTheWay = [&](StringRef Why) {
      return createStringError(
          inconvertibleErrorCode(),
          "'%s' is in the way of the helper header the translation "
          "includes: %s; not replaced",
          Path.c_str(), Why.str().c_str());
    };
    if (RunFiles.count(support::realPath(Path)))
      return InTheWay("it is a file of this run (the project's own of the "
                      "helper's name: rename it)");
    bool Trusted = !sys::fs::status(Path, Status) &&
                   Status.getUser() == ::geteuid() &&
                   !(Status.permissions() &
                     (sys::fs::group_write | sys::fs::others_write));
    if (auto Old = MemoryBuffer::getFile(Path)) {
      if ((*Old)->getBuffer() == Text && Trusted)
        continue;
      if (!mapping::isHelperText((*Old)->getBuffer()))
        return InTheWay("it is not one hipify-cxx wrote");
    }
    support::WriteMode Mode;
    Mode.Permissions = sys::fs::all_read | sys::fs::owner_write;
    Mode.Owner = {::geteuid(), ::getegid()};
    Mode.Anew = Mode.ReplaceReadOnly = !Trusted;
    Writes.push_back({std::string(Path), Text, Mode});
  }
  return Writes;
}

} // namespace

support::WriteMode outputMode(const sys::fs::file_status &Input) {
  support::WriteMode M;
  M.Permissions = Input.permissions() | sys::fs::owner_write;
  return M;
}

Expected<std::string> writeOutput(const Options &Opts, const Job &J,
                                  StringRef Input,
                                  const sys::fs::file_status &Status,
                                  const report::FileReport &R, StringRef Text,
                                  const std::set<std::string> &RunFiles) {
  auto fail = [](const Twine &Msg) {
    return createStringError(inconvertibleErrorCode(), Msg);
  };
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
      if (Error E = writeFile(Backup, Input, Copy))
        return fail("cannot write backup '" + Backup +
                    "': " + toString(std::move(E)));
    }
  }
  // In place, the file keeps its mode and owner; elsewhere an output has
  // its input's mode.
  support::WriteMode Mode =
      Opts.InPlace ? support::WriteMode() : outputMode(Status);
  Mode.ReplaceReadOnly = Opts.Force;
  // The helpers it includes go beside it.
  auto Helpers = helperHeaders(R, Out, RunFiles);
  if (!Helpers) {
    if (NewBackup)
      sys::fs::remove(Backup);
    return Helpers.takeError();
  }
  if (Error E = writeFile(Out, Text, Mode)) {
    if (NewBackup) // the source is as it was: no backup of it
      sys::fs::remove(Backup);
    return fail("cannot write output: " + toString(std::move(E)));
  }
  for (const HelperWrite &H : *Helpers)
    if (Error E = writeFile(H.Path, H.Text, H.Mode))
      return fail("cannot write helper header: " + toString(std::move(E)));
  return Out;
}

bool writeReports(const Options &Opts, const RunSetup &Run,
                  const report::RunReport &Report) {
  bool Written = true;
  // Statistics go to standard output unless the translation itself does.
  raw_ostream &StatsOS = Opts.OutputFile == "-" ? errs() : outs();
  if (Run.PrintStats)
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

Error writeDependencies(const Options &Opts, compat::Layer *Compat,
                        ArrayRef<Job> Jobs,
                        ArrayRef<std::vector<std::string>> Reads,
                        std::vector<report::FileReport> &Results) {
  // --dep-file: the one source's translation and what it read.
  if (!Compat) {
    if (Opts.DepFile.empty() || Jobs.empty() ||
        Results.front().Status == report::FileStatus::Failed)
      return Error::success();
    const Job &J = Jobs.front();
    if (Error E = writeFile(
            Opts.DepFile,
            depRule(J.Output.empty() ? J.Input : J.Output, Reads.front())))
      Results.front().Problem =
          "cannot write '" + Opts.DepFile + "': " + toString(std::move(E));
    return Error::success();
  }
  // For compat: what every source read makes the directory again (its make
  // fragment, and --dep-file's rule for its stamp).
  std::set<std::string> All, Watched;
  for (const std::vector<std::string> &R : Reads)
    All.insert(R.begin(), R.end());
  // A source added to the tree: make looks for one in each directory of
  // its inputs, a depfile names the tree.
  if (!Opts.InRoot.empty()) {
    std::string Root = support::absolutePath(Opts.InRoot);
    Watched.insert(Root);
    for (const std::string &F : All)
      if (support::isWithin(F, Root))
        Watched.insert(sys::path::parent_path(F).str());
  }
  std::vector<std::string> Inputs(All.begin(), All.end());
  SmallString<256> Cwd;
  sys::fs::current_path(Cwd);
  Compat->makeRule(
      support::absolutePath(Opts.CompatDir), Opts.CommandLine, Inputs,
      std::vector<std::string>(Watched.begin(), Watched.end()), Cwd);
  SmallString<256> Made(Opts.CompatDir);
  sys::path::append(Made, compat::Stamp);
  if (!Opts.InRoot.empty())
    Inputs.push_back(support::absolutePath(Opts.InRoot));
  if (Opts.DepFile.empty())
    return Error::success();
  if (Error E = writeFile(Opts.DepFile, depRule(Made, Inputs)))
    return createStringError(inconvertibleErrorCode(),
                             "cannot write '" + Opts.DepFile +
                                 "': " + toString(std::move(E)));
  return Error::success();
}

} // namespace hipify::driver
