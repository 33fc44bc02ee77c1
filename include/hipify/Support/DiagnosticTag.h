//===- DiagnosticTag.h - the tags a diagnostic may carry, as an enum ------===//
//
// Every tag is one enumerator generated from DiagnosticTags.def, so a tag
// spelled wrong, or one the reports cannot describe, does not compile. The
// spelling the reports print ("hipify-unsupported") comes from tagName().
// It sits this low because the mapping tables' decisions name tags too.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_SUPPORT_DIAGNOSTICTAG_H
#define HIPIFY_SUPPORT_DIAGNOSTICTAG_H

#include "llvm/ADT/StringRef.h"

#include <optional>

namespace hipify {

enum class Tag : unsigned char {
#define HIPIFY_TAG(Id, Name, Breaks, Description) Id,
#include "hipify/Support/DiagnosticTags.def"
};

/// The tag as the reports print it ("hipify-unsupported").
llvm::StringRef tagName(Tag T);
/// What the tag means (SARIF's rule descriptions, the docs).
llvm::StringRef tagDescription(Tag T);
/// Whether a place tagged \p T is left uncompilable on the target (an
/// unsupported API, a call needing a person...): --verify expects errors there.
bool tagBreaksCompile(Tag T);
/// The tag printed as \p Name (a cached report), if any.
std::optional<Tag> tagNamed(llvm::StringRef Name);
/// Whether \p T is one of \p Ts.
template <typename... Ts> bool tagIn(Tag T, Ts... Tags) {
  return ((T == Tags) || ...);
}

} // namespace hipify

#endif
