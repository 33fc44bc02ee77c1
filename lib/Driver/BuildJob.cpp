//===- BuildJob.cpp - the Driver's side of build-file translation ---------===//
//
// A build file (CMakeLists.txt, *.cmake, a Makefile) is translated by
// lib/BuildFiles with the run's options: the AMD GPU target (--offload-arch)
// and the names of renamed sources (--output-names). Its result takes the
// same path as a source's (cache, output, reports).
//
//===----------------------------------------------------------------------===//

#include "Plan.h"
#include "hipify/Driver/Driver.h"
#include "hipify/Support/Files.h"

using namespace llvm;

namespace hipify::driver {

rules::Translation Driver::translateBuild(StringRef Path,
                                          StringRef Buffer) const {
  OutputNames Names = Opts.Names;
  auto Rename = [Names](StringRef Name) { return outputName(Name, Names); };
  buildfiles::BuildOptions BO;
  BO.OffloadArch = Opts.OffloadArch;
  BO.Language = cmakeLanguage();
  if (Names != OutputNames::Keep)
    BO.RenameSource = Rename;
  buildfiles::BuildTranslation B =
      buildfiles::translateBuildFile(Path, Buffer, BuildRules, BO);
  rules::Translation T;
  T.Output = std::move(B.Output);
  T.Report = std::move(B.Report);
  T.Dependencies.push_back(support::absolutePath(Path));
  return T;
}

} // namespace hipify::driver
