//===- Diagnostic.cpp - severity names ------------------------------------===//
//
// The names the reports use for a diagnostic's level (the tags' are in
// Support/DiagnosticTag.cpp).
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

} // namespace hipify::core
