//===- DiagnosticTag.cpp - names and meanings of the diagnostic tags ------===//
//
// The table behind hipify::Tag, generated from DiagnosticTags.def.
//
//===----------------------------------------------------------------------===//

#include "hipify/Support/DiagnosticTag.h"

namespace hipify {

namespace {
struct TagInfo {
  llvm::StringLiteral Name;
  bool Breaks;
  llvm::StringLiteral Description;
};
constexpr TagInfo Tags[] = {
#define HIPIFY_TAG(Id, Name, Breaks, Description) {Name, Breaks, Description},
#include "hipify/Support/DiagnosticTags.def"
};
const TagInfo &info(Tag T) { return Tags[static_cast<unsigned>(T)]; }
} // namespace

llvm::StringRef tagName(Tag T) { return info(T).Name; }
llvm::StringRef tagDescription(Tag T) { return info(T).Description; }
bool tagBreaksCompile(Tag T) { return info(T).Breaks; }

std::optional<Tag> tagNamed(llvm::StringRef Name) {
  for (unsigned I = 0; I < std::size(Tags); ++I)
    if (Tags[I].Name == Name)
      return static_cast<Tag>(I);
  return std::nullopt;
}

} // namespace hipify
