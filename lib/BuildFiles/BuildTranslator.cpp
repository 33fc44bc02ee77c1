//===- BuildTranslator.cpp - CMakeLists.txt and Makefiles to HIP ----------===//
//
// A build file is translated line by line (CMake: command by command), with
// the rules of mappings/build.yaml: no C++ in lib/BuildFiles names an nvcc
// option or a CUDA variable, command, library or target. It names CUDA
// itself only: CMake's language CUDA (.cu sources get the LANGUAGE it
// becomes; options under $<COMPILE_LANGUAGE:CUDA> are nvcc's), the words
// CUDA and nvcc, reported where no rule translated them, "cuda" in the
// Makefile words whose paths `make.paths` renames, and the .cu and .cuh
// extensions. The approach, and its limits:
//
// - Makefiles (Makefiles.cpp): a logical line (backslash continuations
//   joined) is split into words at white space. A word whose file name is
//   nvcc becomes hipcc; nvcc options become hipcc's, or are removed or left
//   with a warning; CUDA paths become ROCm's; .cu/.cuh names follow
//   --output-names. A line that runs nvcc, or assigns a variable that holds
//   it or its flags (by a known name, or any variable an nvcc command line
//   expands), is an nvcc line: there every option no rule knows and hipcc
//   may not take is reported. Make's own syntax (functions, conditionals)
//   is not interpreted.
// - CMake (CMakeTokens.cpp, CMakeFiles.cpp): command invocations are
//   tokenized (quoted, bracket and unquoted arguments, comments). Commands,
//   languages, variables, properties and imported targets are renamed as
//   whole words; nvcc options are translated in flag variables and
//   compile/link option commands, generator expressions included. The
//   translated project compiles HIP sources as C++ with hipcc
//   (find_package(hip), hip::device), which works with every ROCm layout
//   (docs/build-files.md says why not CMake's HIP language). Variables
//   computed at configure time are not followed.
// - setup.py of a PyTorch extension (TorchSetup.cpp): kept, as PyTorch
//   builds it for ROCm too; renamed sources follow, and the nvcc options
//   among its strings are reported.
//
// Every edit is an Edit (rule "build-make", "build-cmake" or "build-torch"),
// every construct left or removed a Diagnostic (BuildEdits.cpp), so the
// reports count build files as they count sources. Inserted lines are not
// inserted again when they are already there: a second run over the output
// changes nothing.
//
//===----------------------------------------------------------------------===//

#include "BuildEdits.h"

#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace hipify::buildfiles {

BuildKind buildFileKind(StringRef Path) {
  StringRef Name = sys::path::filename(Path);
  if (Name == "CMakeLists.txt" || Name.ends_with(".cmake"))
    return BuildKind::CMake;
  if (Name == "GNUmakefile" || Name.ends_with(".mk") ||
      Name.starts_with("Makefile") || Name.starts_with("makefile"))
    return BuildKind::Make;
  if (Name == "setup.py")
    return BuildKind::TorchSetup;
  return BuildKind::None;
}

BuildTranslation translateBuildFile(StringRef Path, StringRef Buffer,
                                    const BuildTable &Table,
                                    const BuildOptions &Opts) {
  switch (buildFileKind(Path)) {
  case BuildKind::CMake:
    return translateCMake(Path, Buffer, Table, Opts);
  case BuildKind::TorchSetup:
    return translateTorchSetup(Path, Buffer, Table, Opts);
  case BuildKind::Make:
  case BuildKind::None: // named otherwise: read as a Makefile
    return translateMakefile(Path, Buffer, Table, Opts);
  }
  llvm_unreachable("unknown build file kind");
}

} // namespace hipify::buildfiles
