//===- IncludeScan.h - the headers a source reaches, without a parse ------===//
#ifndef HIPIFY_DIRECTIVES_INCLUDESCAN_H
#define HIPIFY_DIRECTIVES_INCLUDESCAN_H

#include "hipify/Directives/Directives.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/StringSaver.h"

#include <string>
#include <vector>

namespace hipify::pp {

/// Follows a source's #include lines, without a parse, through the project
/// headers they find (in the includer's directory, then the include
/// directories given, as clang looks), and notes the library headers among
/// those they do not find. Each file's lines are read once for all scans.
/// Not thread-safe.
class IncludeScanner {
public:
  struct Reached {
    std::vector<std::string> All;     // sorted
    std::vector<std::string> Through; // through the project's headers
  };
  /// The headers of \p Library that \p File's lines reach, looking in
  /// \p Dirs; those its project headers' lines reach apart.
  Reached scan(llvm::StringRef File, llvm::ArrayRef<std::string> Dirs,
               const llvm::StringSet<> &Library);

private:
  /// The #include lines of \p Path, read once.
  const std::vector<IncludeOperand> &includes(const std::string &Path);

  llvm::StringMap<std::vector<IncludeOperand>> Includes;
  llvm::BumpPtrAllocator Memory;
  llvm::StringSaver Saver{Memory}; // the spellings of Includes
};

} // namespace hipify::pp

#endif
