//===- Diagnostic.h - what a producer says about a place of a file --------===//
#ifndef HIPIFY_CORE_DIAGNOSTIC_H
#define HIPIFY_CORE_DIAGNOSTIC_H

#include "hipify/Support/DiagnosticTag.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace hipify::core {

enum class Severity { Note, Warning, Error };
llvm::StringRef severityName(Severity S);

/// One message about one place of a file, from a rule, the lexical pass,
/// the guard analysis or clang itself.
struct Diagnostic {
  unsigned Offset = 0;
  unsigned Line = 0, Column = 0; // filled in by FileReport::finish
  Severity Level = Severity::Warning;
  std::string Message;
  hipify::Tag Tag = hipify::Tag::Unsupported; // what kind of place it is
  std::string Name;        // the CUDA name (or header) concerned, if any
  llvm::StringRef Kind;    // its kind ("function", ...), if any
  llvm::StringRef Library; // its family, if any
  /// A header not found (Tag::HeaderNotFound): the directories the parse
  /// looked for it in, in order.
  std::vector<std::string> Searched;
  /// In a #if branch the parse did not take (read by the token-level pass):
  /// it stops only a build that takes the branch.
  bool Inactive = false;
};


} // namespace hipify::core

#endif
