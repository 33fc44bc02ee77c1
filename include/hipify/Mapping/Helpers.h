//===- Helpers.h - the helper headers: code for what HIP lacks ------------===//
//
// A helper stands in, exactly, for a CUDA feature the target HIP lacks (a
// SIMD intrinsic, __trap, cooperative groups' reduce). Helpers come in
// families (Helpers.def), one header each, written into a translation's
// output so that it builds with nothing of hipify-cxx installed. The
// mapping tables say which CUDA names a family supplies and from which HIP
// on it is no longer needed (MappingTable::decide).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_HELPERS_H
#define HIPIFY_MAPPING_HELPERS_H

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"

#include <optional>
#include <string>

namespace hipify::mapping {

enum class Helper : unsigned char {
#define HIPIFY_HELPER(Id, Name, Summary, Extent) Id,
#include "hipify/Mapping/Helpers.def"
};

/// The family named \p Name in the tables ("simd"), if any.
inline std::optional<Helper> helperNamed(llvm::StringRef Name) {
  return llvm::StringSwitch<std::optional<Helper>>(Name)
#define HIPIFY_HELPER(Id, Name, Summary, Extent) .Case(Name, Helper::Id)
#include "hipify/Mapping/Helpers.def"
      .Default(std::nullopt);
}

/// The name a helper for the CUDA name \p Cuda has in code: hipify::__vadd2.
/// A name in a namespace (cooperative_groups::reduce) keeps its spelling:
/// the helper declares it in that namespace, where code finds it through
/// any alias of the namespace.
inline constexpr llvm::StringLiteral HelperNamespace = "hipify";
inline std::string helperSpelling(llvm::StringRef Cuda) {
  return Cuda.contains("::") ? Cuda.str()
                             : (HelperNamespace + "::" + Cuda).str();
}

/// Whether the name at \p Offset of \p Buffer is qualified as a helper's
/// (hipify::__vadd2): a translation's, to leave as it is.
inline bool isHelperQualified(llvm::StringRef Buffer, unsigned Offset) {
  llvm::StringRef Before = Buffer.take_front(Offset).rtrim(" \t");
  if (!Before.consume_back("::"))
    return false;
  Before = Before.rtrim(" \t");
  return Before.consume_back(HelperNamespace) &&
         (Before.empty() ||
          !(llvm::isAlnum(Before.back()) || Before.back() == '_'));
}

llvm::StringRef helperName(Helper H); // "simd"
llvm::StringRef helperSummary(Helper H);
/// The header of the family, as written beside a translation: hipify_simd.h.
std::string helperFile(Helper H);
/// The family whose header is \p FileName as a translation includes it
/// ("hipify_simd.h"), if any.
std::optional<Helper> helperOfFile(llvm::StringRef FileName);
/// The note at a helper's use: \p What (what the target lacks), then "the
/// helper 'Name' of hipify_<name>.h stands in for it " and how far
/// (Helpers.def: "exactly"; the wmma family's: with rocWMMA), or, without
/// \p Name, "the helper header hipify_<name>.h" (an #include's).
std::string helperNote(llvm::StringRef What, Helper H,
                       llvm::StringRef Name = {});
/// The header's text (helpers/hipify_<name>.h, compiled in).
llvm::StringRef helperText(Helper H);
/// Whether \p Text is a header some version of hipify-cxx wrote (it opens
/// with the helpers' first line): one a run may replace.
bool isHelperText(llvm::StringRef Text);
/// Whether the file at \p Path is a helper header a run wrote (named as
/// one, and its text says so): not a source of the project.
bool isWrittenHelper(llvm::StringRef Path);

} // namespace hipify::mapping

#endif
