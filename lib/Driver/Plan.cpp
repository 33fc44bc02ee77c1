//===- Plan.cpp - the files a run reads and writes ------------------------===//

#include "Plan.h"
#include "hipify/BuildFiles/BuildTranslator.h"
#include "hipify/Mapping/Helpers.h"
#include "hipify/Support/Files.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>

using namespace llvm;
using hipify::support::absolutePath;
using hipify::support::isSourceFile;
using hipify::support::isWithin;

namespace hipify::driver {

namespace {

/// Extensions renamed by --output-names=hip, longest first.
constexpr std::pair<StringLiteral, StringLiteral> HipNames[] = {
    {".cuh", ".hip.h"}, {".cu", ".hip"}};

report::FileReport refused(const std::string &Path, const Twine &Problem) {
  report::FileReport R;
  R.File = Path;
  R.Status = report::FileStatus::Skipped;
  R.Problem = Problem.str();
  return R;
}

/// Adds \p Input's renamed output name to the plan when it changes.
void noteRename(Plan &P, StringRef Input, OutputNames Names) {
  StringRef Name = sys::path::filename(Input);
  std::string New = outputName(Name, Names);
  if (New != Name)
    P.Renamed[absolutePath(Input)] = New;
}

/// A usage error unless \p Root (of \p Option) is a directory: one that
/// does not exist, cannot be read (a link loop) or is a file, said so.
Error checkRoot(StringRef Option, StringRef Root) {
  sys::fs::file_status Status;
  std::error_code EC = sys::fs::status(Root, Status);
  if (EC == std::errc::no_such_file_or_directory)
    return usageError(Option + " '" + Root + "' does not exist");
  if (EC)
    return usageError(Option + " '" + Root + "': " + EC.message());
  if (!sys::fs::is_directory(Status))
    return usageError(Option + " '" + Root +
                      "' is not a directory (a file is translated with -o)");
  return Error::success();
}

} // namespace

std::string outputName(StringRef FileName, OutputNames Names) {
  if (Names == OutputNames::Hip)
    for (auto [From, To] : HipNames)
      if (FileName.ends_with(From))
        return (FileName.drop_back(From.size()) + To).str();
  return FileName.str();
}

Expected<Plan> planFiles(const Options &Opts, const RunSetup &Run,
                         std::vector<std::string> Inputs) {
  Plan P;
  for (std::string &In : Inputs) {
    if (sys::fs::is_directory(In))
      return usageError("'" + In +
                        "' is a directory, not a source file: a tree is "
                        "translated with --in-root '" +
                        In + "' and --out-root DIR (or --inplace)");
    Job J;
    if (!Run.NoOutput) {
      if (!Opts.OutputFile.empty())
        J.Output = Opts.OutputFile;
      else if (Opts.InPlace)
        J.Output = In;
      else if (!Opts.OutputDir.empty()) {
        SmallString<256> O(Opts.OutputDir);
        sys::path::append(O, outputName(sys::path::filename(In), Opts.Names));
        J.Output = std::string(O);
      } else
        J.Output = In + ".hip";
    }
    if (!Opts.OutputDir.empty())
      noteRename(P, In, Opts.Names);
    if (buildfiles::buildFileKind(In) != buildfiles::BuildKind::None)
      J.Kind = JobKind::BuildFile;
    J.Input = std::move(In);
    P.Jobs.push_back(std::move(J));
  }
  return P;
}

Expected<Plan> planTree(const Options &Opts) {
  if (Error E = checkRoot("--in-root", Opts.InRoot))
    return E;
  // Paths are reported as the user spelled the root.
  StringRef Root = Opts.InRoot;
  while (Root.size() > 1 && Root.ends_with("/"))
    Root = Root.drop_back();
  // The roots by what they are, not by how they are spelled.
  std::string OutRoot =
      Opts.OutRoot.empty() ? "" : support::realPath(Opts.OutRoot);
  if (!OutRoot.empty()) {
    std::string In = support::realPath(Root);
    if (OutRoot == In)
      return usageError("--out-root '" + Opts.OutRoot + "' is --in-root '" +
                        Root + "'; use --inplace to translate a tree in place");
    if (isWithin(In, OutRoot))
      return usageError("--in-root '" + Root + "' is inside --out-root '" +
                        Opts.OutRoot +
                        "': the outputs would land among the "
                        "sources; choose an --out-root outside it");
  }

  Plan P;
  // The output tree, where it is inside an input tree (a second run must
  // not translate it), however either is spelled.
  std::optional<sys::fs::UniqueID> OutId;
  if (sys::fs::UniqueID Id; !OutRoot.empty() && !sys::fs::getUniqueID(OutRoot, Id))
    OutId = Id;
  // Every file under \p Dir, written under \p OutBase.
  auto AddTree = [&](StringRef Dir, StringRef OutBase) -> Error {
    auto Entries = support::walkTree(Dir, [&](StringRef Sub) {
      sys::fs::UniqueID Id;
      return support::isVersionControlDirectory(sys::path::filename(Sub)) ||
             (OutId && !sys::fs::getUniqueID(Sub, Id) && Id == *OutId);
    });
    if (!Entries)
      return Entries.takeError();
    for (support::TreeEntry &Entry : *Entries) {
      const std::string &Path = Entry.Path;
      sys::fs::file_type Type = Entry.Type;
      if (Entry.Error) {
        // A missing target is a broken link; anything else (a loop: "Too
        // many levels of symbolic links") says what it is.
        P.Refused.push_back(refused(
            Path, Entry.Error == std::errc::no_such_file_or_directory
                      ? "'" + Path + "' is a broken symbolic link; skipped"
                      : "'" + Path + "': " + Entry.Error.message() +
                            "; skipped"));
        continue;
      }
      // Linked directories are not followed (no loops, no file twice); in
      // place, a linked file is translated where it lives, if in the tree.
      if (Entry.Link && (Type == sys::fs::file_type::directory_file ||
                         Opts.InPlace))
        continue;
      if (Type != sys::fs::file_type::regular_file) {
        P.Refused.push_back(
            refused(Path, "'" + Path + "' is not a regular file; skipped"));
        continue;
      }
      // A helper header an earlier run wrote beside its output (in place:
      // among the sources) is the run's, not the project's.
      if (mapping::isWrittenHelper(Path))
        continue;
      Job J;
      J.Kind = isSourceFile(Path) ? JobKind::Translate
               : buildfiles::buildFileKind(Path) != buildfiles::BuildKind::None
                   ? JobKind::BuildFile
                   : JobKind::Copy;
      if (J.Kind == JobKind::Copy && (Opts.OnlyTranslated || Opts.InPlace))
        continue;
      if (Opts.InPlace)
        J.Output = Path;
      else if (!OutBase.empty()) {
        StringRef Rel = StringRef(Path).drop_front(Dir.size() + 1);
        SmallString<256> O(OutBase);
        sys::path::append(O, sys::path::parent_path(Rel));
        std::string Name = sys::path::filename(Rel).str();
        if (J.Kind == JobKind::Translate) {
          Name = outputName(Name, Opts.Names);
          noteRename(P, Path, Opts.Names);
        }
        sys::path::append(O, Name);
        J.Output = std::string(O);
      }
      J.Input = Path;
      P.Jobs.push_back(std::move(J));
    }
    return Error::success();
  };
  if (Error E = AddTree(Root, OutRoot.empty() ? "" : Opts.OutRoot))
    return E;

  std::string InReal = support::realPath(Root);
  for (StringRef Extra : Opts.ExtraRoots) {
    while (Extra.size() > 1 && Extra.ends_with("/"))
      Extra = Extra.drop_back();
    if (Error E = checkRoot("--extra-root", Extra))
      return E;
    std::string Real = support::realPath(Extra);
    if (Real == InReal || isWithin(Real, InReal))
      return usageError("--extra-root '" + Extra + "' is inside --in-root '" +
                        Root + "': it is translated with the tree already");
    if (isWithin(InReal, Real))
      return usageError("--extra-root '" + Extra + "' contains --in-root '" +
                        Root + "': give the larger directory as --in-root");
    if (!OutRoot.empty() && (OutRoot == Real || isWithin(Real, OutRoot)))
      return usageError("--extra-root '" + Extra + "' is inside --out-root '" +
                        Opts.OutRoot + "': choose an --out-root outside it");
    std::string Base;
    if (!OutRoot.empty()) {
      StringRef Name = sys::path::filename(Real);
      SmallString<256> Own(Root);
      sys::path::append(Own, Name);
      if (sys::fs::exists(Own))
        return usageError("--extra-root '" + Extra + "' would be written to '" +
                          Opts.OutRoot + "/" + Name +
                          "', where the tree's own '" + Own + "' goes");
      SmallString<256> O(Opts.OutRoot);
      sys::path::append(O, Name);
      Base = std::string(O);
      P.Mirrors.emplace_back(absolutePath(Extra), absolutePath(Base));
    }
    if (Error E = AddTree(Extra, Base))
      return E;
  }
  return P;
}

Error checkPlan(const Plan &P, const Options &Opts) {
  // The inputs, by real path and by device and inode.
  StringMap<const Job *> InputAt;
  std::map<sys::fs::UniqueID, const Job *> InputId;
  for (const Job &J : P.Jobs) {
    SmallString<256> Real;
    if (!sys::fs::real_path(J.Input, Real))
      InputAt.try_emplace(Real, &J);
    if (sys::fs::UniqueID Id; !sys::fs::getUniqueID(J.Input, Id))
      InputId.try_emplace(Id, &J);
  }
  // The input that \p Path would replace, if any; \p Self (the job's own
  // input, in place) does not count.
  auto InputAtPath = [&](StringRef Landing, StringRef Path,
                         const Job *Self) -> const Job * {
    const Job *In = InputAt.lookup(Landing);
    sys::fs::UniqueID Id;
    if (!In && !sys::fs::getUniqueID(Path, Id))
      if (auto It = InputId.find(Id); It != InputId.end())
        In = It->second;
    return In && !(Self && support::sameFile(In->Input, Self->Input)) ? In
                                                                       : nullptr;
  };

  StringMap<const Job *> Written; // landing path -> the job writing it
  auto Write = [&](StringRef Path, const Job *J, const Job *Self,
                   StringRef What) -> Error {
    std::string Landing = support::landingPath(Path);
    if (const Job *In = InputAtPath(Landing, Path, Self))
      return usageError(What + " '" + Path + "' names the input '" + In->Input +
                        "' itself; " +
                        (!J ? "write it elsewhere"
                         : Opts.InPlace
                             ? "choose another --backup-suffix"
                             : "use --inplace, which keeps a backup"));
    auto [It, New] = Written.try_emplace(Landing, J);
    if (!New && !(J && It->second &&
                  support::sameFile(It->second->Input, J->Input)))
      return usageError(
          It->second && J
              ? "'" + It->second->Input + "' and '" + J->Input +
                    "' would both be written to '" + Path + "'"
              : What + " '" + Path + "' is also written as " +
                    (It->second ? "the output of '" + It->second->Input + "'"
                                : "another report"));
    return Error::success();
  };

  for (const Job &J : P.Jobs) {
    if (J.Output.empty() || J.Output == "-")
      continue;
    if (Opts.InPlace) {
      // Written where the input really is (through a link, its target).
      SmallString<256> Real;
      if (sys::fs::real_path(J.Input, Real))
        Real = J.Input;
      if (Error E = Write(Real, &J, &J, "the input"))
        return E;
      if (!Opts.NoBackup && J.Kind != JobKind::Copy)
        if (Error E = Write((Real + Opts.BackupSuffix).str(), &J, nullptr,
                            "the backup"))
          return E;
      continue;
    }
    if (Error E = Write(J.Output, &J, nullptr,
                        Opts.OutputFile.empty() ? "the output" : "-o"))
      return E;
  }
  for (auto [File, Option] :
       {std::pair(&Opts.ReportJson, "--report-json"),
        {&Opts.ReportCsv, "--report-csv"},
        {&Opts.ReportSarif, "--report-sarif"},
        {&Opts.ReportHtml, "--report-html"},
        {&Opts.StatsFile, "--o-stats"},
        {&Opts.DepFile, "--dep-file"}})
    if (!File->empty() && *File != "-")
      if (Error E = Write(*File, nullptr, nullptr, Option))
        return E;
  return Error::success();
}

void addRunFiles(ArrayRef<Job> Jobs, std::set<std::string> &Files) {
  for (const Job &J : Jobs) {
    Files.insert(support::realPath(J.Input));
    if (!J.Output.empty() && J.Output != "-")
      Files.insert(support::realPath(J.Output));
  }
}

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

} // namespace hipify::driver
