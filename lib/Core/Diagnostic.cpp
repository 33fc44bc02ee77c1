//===- Diagnostic.cpp - severity names and diagnostic tags ----------------===//
//
// The names the reports use for a diagnostic's level, and what each tag
// means (DiagnosticTags.def).
//
//===----------------------------------------------------------------------===//

#include "hipify/Core/Diagnostic.h"

#include "llvm/Support/ErrorHandling.h"

#include <utility>

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

llvm::StringRef tagDescription(llvm::StringRef Tag) {
  static const std::pair<llvm::StringRef, llvm::StringRef> Tags[] = {
#define HIPIFY_TAG(Tag, Description) {Tag, Description},
#include "hipify/Core/DiagnosticTags.def"
  };
  for (auto [T, D] : Tags)
    if (T == Tag)
      return D;
  return "";
}

} // namespace hipify::core
