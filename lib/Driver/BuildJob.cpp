//===- BuildJob.cpp - the Driver's side of build-file translation ---------===//
//
// A build file (CMakeLists.txt, *.cmake, a Makefile) is translated by
// lib/BuildFiles with the run's options: the AMD GPU target (--offload-arch)
// and the names of renamed sources (--output-names). Its result takes the
// same path as a source's (cache, output, reports). In single-source mode
// (hipify-cxx compat) a Makefile's translation goes into the compat
// directory instead (Driver::processJob, compat::Layer::makefile).
//
//===----------------------------------------------------------------------===//

#include "Plan.h"
#include "hipify/Compat/CompatLayer.h"
#include "hipify/Driver/Driver.h"
#include "hipify/Support/Files.h"

#include "llvm/Support/Path.h"

using namespace llvm;

namespace hipify::driver {

rules::Translation Driver::translateBuild(StringRef Path, StringRef Output,
                                          StringRef Buffer) const {
  OutputNames Names = Opts.Names;
  auto Rename = [Names](StringRef Name) { return outputName(Name, Names); };
  // A directory of --extra-root, named from the input's place: named from
  // the output's, in the translated copy.
  std::string InDir = sys::path::parent_path(support::absolutePath(Path)).str();
  std::string OutDir =
      Output.empty() ? InDir
                     : sys::path::parent_path(support::absolutePath(Output)).str();
  auto Moved = [&](StringRef Dir) -> std::optional<std::string> {
    if (Dir.contains('$'))
      return std::nullopt; // a variable: not known here
    SmallString<256> Abs(Dir);
    if (!sys::path::is_absolute(Abs))
      Abs = (InDir + "/" + Dir).str();
    sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
    for (const auto &[From, To] : Mirrors)
      if (SmallString<256> New(Abs);
          sys::path::replace_path_prefix(New, From, To))
        return sys::path::is_absolute(Dir) ? std::string(New)
                                           : support::relativePath(New, OutDir);
    return std::nullopt;
  };
  buildfiles::BuildOptions BO;
  BO.OffloadArch = Opts.OffloadArch;
  BO.Language = cmakeLanguage();
  if (Compat) // the sources stay: hipcc reads them with the compat headers
    BO.CompilerFlags = compat::MakeFlags.str();
  else if (Names != OutputNames::Keep)
    BO.RenameSource = Rename;
  if (!Mirrors.empty())
    BO.MovedDirectory = Moved;
  buildfiles::BuildTranslation B =
      buildfiles::translateBuildFile(Path, Buffer, BuildRules, BO);
  rules::Translation T;
  T.Output = std::move(B.Output);
  T.Report = std::move(B.Report);
  T.Dependencies.push_back(support::absolutePath(Path));
  return T;
}

} // namespace hipify::driver
