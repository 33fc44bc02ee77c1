//===- Linter.h - flag CUDA version checks that silently exclude ROCm -----===//
#ifndef HIPIFY_LINT_LINTER_H
#define HIPIFY_LINT_LINTER_H

#include "hipify/Guards/GuardAnalysis.h"
#include "hipify/Support/Files.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace hipify::lint {

enum class Format { Text, Json, Sarif, Gcc };

/// lint --compat DIR: what the compat directory provides, against what a
/// ROCm build of the unchanged sources needs of it (the tables' CUDA names
/// HIP spells otherwise or lacks, and their CUDA headers).
struct CompatCoverage {
  llvm::StringSet<> Provided;    // names DIR's headers define
  llvm::StringSet<> Headers;     // CUDA headers DIR stands in for
  llvm::StringSet<> CudaNames;   // names a ROCm build needs defined
  llvm::StringSet<> CudaHeaders; // headers a ROCm build needs DIR to hold
  /// What no header can cover, at the HIP DIR was written for: the fields
  /// of CUDA structs HIP's names otherwise or lacks (field -> what HIP has),
  /// and the operators HIP's vector types declare, which a project's own
  /// operator on CUDA's vector types makes ambiguous.
  llvm::StringMap<std::string> Fields;
  llvm::StringSet<> VectorOperators;
};
/// Reads \p Dir, written by hipify-cxx compat, and \p Table's names.
llvm::Expected<CompatCoverage> readCompat(llvm::StringRef Dir,
                                          const mapping::MappingTable &Table);
/// The places of \p Buffer's code and #include lines that \p C does not
/// cover, with what is missing: (offset, message).
std::vector<std::pair<unsigned, std::string>>
uncovered(llvm::StringRef Buffer, llvm::ArrayRef<pp::Directive> Directives,
          const CompatCoverage &C);

/// The places of \p Buffer's code (every branch) written for 32-lane warps:
/// threadIdx.x % 32 (& 31, >> 5, / 32), warpSize == 32, a lane-mask literal
/// narrower than the full mask as the mask of a function of \p MaskArgument
/// (its argument number); each with its message (the warp-lanes check).
std::vector<std::pair<unsigned, std::string>>
warpLanes(llvm::StringRef Buffer, llvm::ArrayRef<pp::Directive> Directives,
          const llvm::StringMap<unsigned> &MaskArgument);

/// The asm statements of PTX in \p Buffer's code (every branch, macro
/// bodies), which AMD GPUs do not run (the inline-ptx check): each one's
/// offset, and whether the translation replaces it (the instructions it
/// knows) or a person has to (what stops it).
std::vector<std::pair<unsigned, std::string>>
inlinePtx(llvm::StringRef Buffer, llvm::ArrayRef<pp::Directive> Directives);

/// What the unknown-cuda-name check knows of CUDA's names: the tables' records,
/// the guard macros (CUDA_VERSION...), and the words in capitals before an
/// underscore that the records' names begin with (CUDA of CUDA_ERROR_...,
/// CU of CU_DEVICE_...).
struct CudaNames {
  const mapping::MappingTable *Table = nullptr;
  llvm::StringSet<> Macros;
  llvm::StringSet<> CapitalWords;
};
CudaNames cudaNames(const mapping::MappingTable &Table);

/// The unknown-cuda-name check's reading of \p Buffer: the words of its code
/// and macro bodies spelled as CUDA's API is that \p Known does not know
/// ((offset, name); a file of the run may declare them), and those it
/// declares or defines, as far as words tell (macros, tags, namespaces,
/// aliases, a word after a type).
struct NameScan {
  std::vector<std::pair<unsigned, std::string>> Unknown;
  llvm::StringSet<> Declared;
};
NameScan scanNames(llvm::StringRef Buffer,
                   llvm::ArrayRef<pp::Directive> Directives,
                   const CudaNames &Known);

/// What `hipify-cxx lint` was asked to do: the command line merged over the
/// tree's .hipify-cxx.yaml.
struct LintOptions {
  std::vector<std::string> Paths;    // files and directories ("." if none)
  std::vector<std::string> Excludes; // globs, on paths and file names
  std::set<guards::CheckId> Checks;  // enabled checks; empty: all
  bool Fix = false;
  guards::Policy Policy = guards::Policy::Modern;
  std::string RocmMacro = mapping::hip::RocmBuildMacro.str();
  bool RocmMacroGiven = false; // else a PyTorch extension's file: USE_ROCM
  Format Output = Format::Text;
  unsigned Jobs = 0; // 0: all cores
  uint64_t MaxFileSize = support::DefaultMaxFileSize; // a larger file: error
  std::optional<CompatCoverage> Compat; // --compat DIR
  /// The functions whose argument N is a lane mask (the tables' warp-mask
  /// steps), for the warp-lanes check.
  llvm::StringMap<unsigned> WarpMasks;
  std::optional<CudaNames> Names; // for the unknown-cuda-name check
};

/// The lint command line as given: tools/hipify-cxx reads it, runCommand()
/// gives it meaning.
struct LintArgs {
#define HIPIFY_LINT_OPTION(Field, Type, Default, Flag, Help, ...)              \
  Type Field = Default;
#include "hipify/Support/Options.def"
};

/// `hipify-cxx lint`: \p Args over the tree's .hipify-cxx.yaml over the
/// defaults, then runLint(); a usage error says so on \p Err and is exit 2.
int runCommand(const LintArgs &Args, const mapping::MappingTable &Table,
               llvm::raw_ostream &Out, llvm::raw_ostream &Err);

/// What the command line and the configuration file call a check (with or
/// without "hipify-cxx-"), a policy and a format; none for another word.
std::optional<guards::CheckId> checkNamed(llvm::StringRef Name);
std::optional<guards::Policy> policyNamed(llvm::StringRef Name);
std::optional<Format> formatNamed(llvm::StringRef Name);

/// Reads a .hipify-cxx.yaml (keys: checks, exclude, policy, rocm-macro) into
/// \p Opts; errors name the file and line.
llvm::Error applyConfig(llvm::StringRef Path, LintOptions &Opts);
/// The .hipify-cxx.yaml that governs \p Start: the nearest one in it or a
/// parent directory, if any.
std::optional<std::string> findConfig(llvm::StringRef Start);

/// Lints the files, prints the report to \p Out and problems to \p Err;
/// returns the exit code: 0 clean (or everything fixed), 1 findings, 2 I/O
/// error.
int runLint(const LintOptions &Opts, const std::vector<mapping::GuardMacro> &Macros,
            llvm::raw_ostream &Out, llvm::raw_ostream &Err);

} // namespace hipify::lint

#endif
