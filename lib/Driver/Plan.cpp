//===- Plan.cpp - the files a run reads and writes ------------------------===//

#include "Plan.h"
#include "hipify/BuildFiles/BuildTranslator.h"
#include "hipify/Support/Files.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace llvm;
using hipify::support::absolutePath;
using hipify::support::isSourceFile;

namespace hipify::driver {

namespace {

Error usage(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

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

} // namespace

std::string outputName(StringRef FileName, OutputNames Names) {
  if (Names == OutputNames::Hip)
    for (auto [From, To] : HipNames)
      if (FileName.ends_with(From))
        return (FileName.drop_back(From.size()) + To).str();
  return FileName.str();
}

Expected<Plan> planFiles(const Options &Opts, std::vector<std::string> Inputs) {
  Plan P;
  StringMap<std::string> Sources;
  for (std::string &In : Inputs) {
    Job J;
    if (!Opts.NoOutput) {
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
      auto [It, New] = Sources.try_emplace(J.Output, In);
      if (!New && It->second != In)
        return usage("'" + It->second + "' and '" + In + "' would both be "
                     "written to '" + It->first() + "'");
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
  if (!sys::fs::is_directory(Opts.InRoot))
    return usage("--in-root '" + Opts.InRoot + "' is not a directory");
  // Paths are reported as the user spelled the root.
  StringRef Root = Opts.InRoot;
  while (Root.size() > 1 && Root.ends_with("/"))
    Root = Root.drop_back();
  std::string OutRoot = Opts.OutRoot.empty() ? "" : absolutePath(Opts.OutRoot);
  if (OutRoot == absolutePath(Root))
    return usage("--out-root is --in-root; use --inplace to translate a tree "
                 "in place");

  Plan P;
  auto Entries = support::walkTree(Root, [&](StringRef Dir) {
    return support::isVersionControlDirectory(sys::path::filename(Dir)) ||
           absolutePath(Dir) == OutRoot;
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
    Job J;
    J.Kind = isSourceFile(Path) ? JobKind::Translate
             : buildfiles::buildFileKind(Path) != buildfiles::BuildKind::None
                 ? JobKind::BuildFile
                 : JobKind::Copy;
    if (J.Kind == JobKind::Copy && (Opts.OnlyTranslated || Opts.InPlace))
      continue;
    if (Opts.InPlace)
      J.Output = Path;
    else if (!OutRoot.empty()) {
      StringRef Rel = StringRef(Path).drop_front(Root.size() + 1);
      SmallString<256> O(Opts.OutRoot);
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
  return P;
}

} // namespace hipify::driver
