//===- GuardAnalysis.h - CUDA version and compiler guards, seen from ROCm -===//
#ifndef HIPIFY_GUARDS_GUARDANALYSIS_H
#define HIPIFY_GUARDS_GUARDANALYSIS_H

#include "hipify/Directives/Directives.h"
#include "hipify/Guards/GuardChecks.h"
#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Mapping/MappingTable.h"

#include "llvm/ADT/StringRef.h"

#include <functional>
#include <memory>

#include <optional>
#include <string>
#include <vector>

namespace hipify::guards {

using pp::Directive;

/// The value of a directive condition when compiled by HIP for ROCm, where
/// no CUDA macro is defined: true, false, or unknown (it depends on a macro
/// of the project's).
enum class Value { False, True, Unknown };

/// A parsed #if expression.
struct Expr;
struct Condition {
  std::shared_ptr<Expr> Root;
  bool TopLevelOr = false; // needs parentheses before "&& ..."
};
/// The parse error of a condition nested beyond what is sane to evaluate.
inline constexpr llvm::StringLiteral TooDeeplyNested =
    "condition nested too deeply";
/// The parse error of a condition of more operands than that.
inline constexpr llvm::StringLiteral TooLong =
    "condition too long (over 4096 operators and operands)";

/// Parses the text of an #if/#elif condition (comments and backslash-newlines
/// allowed). Fails with a message on malformed input.
std::optional<Condition> parseCondition(llvm::StringRef Text,
                                        std::string *Error = nullptr);

/// What to make ROCm do at a guard the analysis flags.
enum class Policy {
  Include, // ROCm takes the guarded branch: "(...) || defined(ROCM)"
  Exclude, // ROCm skips it: "... && !defined(ROCM)"
  Modern,  // as the newest CUDA would (CUDA_VERSION very high, nvcc)
};

struct Fix {
  unsigned Offset = 0, Length = 0;
  std::string Text;
};

/// One flagged directive.
struct Finding {
  unsigned Offset = 0; // where to point: the first flagged macro
  CheckId Check = CheckId::CudaVersionGuard;
  std::string Message;
  std::optional<Fix> Suggested; // the rewrite, when one is safe
  Policy Chosen = Policy::Include; // what the fix does
  unsigned Directive = 0;          // index into scanDirectives()
  bool Unanalysed = false;         // a condition beyond the parser's limits
};

struct Options {
  std::string RocmMacro = mapping::hip::RocmBuildMacro.str();
  Policy Default = Policy::Modern;
  llvm::ArrayRef<mapping::GuardMacro> Macros; // mappings/guards.yaml
};

/// The parts of \p Buffer's code that an explicit ROCm test keeps from
/// ROCm (the #else of #ifdef __HIP_PLATFORM_AMD__, all of #ifndef USE_ROCM):
/// [begin, end) offsets, in order. Code there is CUDA's own: lint's token
/// checks leave it alone.
std::vector<std::pair<unsigned, unsigned>>
cudaOnlyRegions(llvm::StringRef Buffer, llvm::ArrayRef<Directive> Directives,
                const Options &Opts);

/// Flags the guards of \p Buffer whose behaviour on ROCm is implicit, each
/// with a fix following \p Opts.Default; \p PolicyFor, when given, decides per
/// directive (index) instead.
std::vector<Finding>
analyse(llvm::StringRef Buffer, llvm::ArrayRef<Directive> Directives,
        const Options &Opts,
        const std::function<Policy(unsigned)> &PolicyFor = nullptr);

} // namespace hipify::guards

#endif
