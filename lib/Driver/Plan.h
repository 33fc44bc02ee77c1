//===- Plan.h - the files a run reads and writes --------------------------===//
//
// Private to lib/Driver. No Clang here: the walk of a source tree, output
// names, the writing of outputs, and what of a compile command matters for
// the parse.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LIB_DRIVER_PLAN_H
#define HIPIFY_LIB_DRIVER_PLAN_H

#include "hipify/Driver/Options.h"
#include "hipify/Report/Report.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"

#include <set>
#include <string>
#include <vector>

namespace hipify::driver {

/// Translate: a source; BuildFile: a CMakeLists.txt, *.cmake or Makefile
/// (lib/BuildFiles); Copy: anything else in a tree.
enum class JobKind { Translate, BuildFile, Copy };

struct Job {
  std::string Input, Output; // Output "" with --no-output
  JobKind Kind = JobKind::Translate;
};

/// What a run does.
struct Plan {
  std::vector<Job> Jobs;
  /// Entries of the tree that are neither files nor directories (broken
  /// symbolic links, sockets...): reported, never fatal.
  std::vector<report::FileReport> Refused;
  /// Absolute input path -> the file name of its output, for the inputs
  /// that --output-names renames: #include lines naming them follow.
  llvm::StringMap<std::string> Renamed;
  /// Directories outside --in-root translated elsewhere (--extra-root; the
  /// homes of --local-headers): absolute source directory -> its output
  /// directory. --verify finds their headers there first.
  std::vector<std::pair<std::string, std::string>> Mirrors;
};

/// The output name of \p FileName under \p Names (.cu -> .hip, ...).
std::string outputName(llvm::StringRef FileName, OutputNames Names);

/// The jobs for the inputs of the command line.
llvm::Expected<Plan> planFiles(const Options &Opts, const RunSetup &Run,
                               std::vector<std::string> Inputs);
/// The jobs for --in-root and each --extra-root: every file under them, in
/// path order; directories of version control and the output tree are left
/// out. An extra root goes to --out-root under its own name.
llvm::Expected<Plan> planTree(const Options &Opts);

/// Refuses (naming both paths) a plan in which a file the run writes would
/// replace an input: an output, a backup (--inplace), a report or the
/// --dep-file; or in which two of them are one file. Paths are compared by
/// what they are, not by how they are spelled: real paths, and device and
/// inode for the files that exist.
llvm::Error checkPlan(const Plan &P, const Options &Opts);

/// Adds to \p Files those \p Jobs read and write, by what they are
/// (support::realPath): no helper header is written over one of them.
void addRunFiles(llvm::ArrayRef<Job> Jobs, std::set<std::string> &Files);

/// Of a compiler's arguments \p Args (the program left out): those that
/// matter for parsing (include paths, macros, language standard), whatever
/// the compiler (nvcc, gcc, clang). Relative include paths are made absolute
/// from \p Directory.
std::vector<std::string> parsingArgs(llvm::ArrayRef<std::string> Args,
                                     llvm::StringRef Directory);

} // namespace hipify::driver

#endif
