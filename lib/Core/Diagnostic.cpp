//===- Diagnostic.cpp - severity names and diagnostic tags ----------------===//
//
// The names the reports use for a diagnostic's level, and what each tag
// means (DiagnosticTags.def).
//
//===----------------------------------------------------------------------===//

#include "hipify/Core/Diagnostic.h"

#include "llvm/Support/ErrorHandling.h"


namespace hipify::core {

llvm::StringRef severityName(Severity S) {
  switch (S) {
  case Severity::Note:
    return "note";
  case Severity::Warning:
    return "warning";
  case Severity::Error:
    return "error";
  }
  llvm_unreachable("severity");
}

namespace {
struct TagInfo {
  llvm::StringRef Tag;
  bool Breaks;
  llvm::StringRef Description;
};
constexpr TagInfo Tags[] = {
#define HIPIFY_TAG(Tag, Breaks, Description) {Tag, Breaks, Description},
#include "hipify/Core/DiagnosticTags.def"
};
const TagInfo *findTag(llvm::StringRef Tag) {
  for (const TagInfo &T : Tags)
    if (T.Tag == Tag)
      return &T;
  return nullptr;
}
} // namespace

llvm::StringRef tagDescription(llvm::StringRef Tag) {
  const TagInfo *T = findTag(Tag);
  return T ? T->Description : "";
}

bool tagBreaksCompile(llvm::StringRef Tag) {
  const TagInfo *T = findTag(Tag);
  return T && T->Breaks;
}

} // namespace hipify::core
