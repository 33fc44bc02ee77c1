//===- FileContext.h - the state shared by the producers of one file ------===//
#ifndef HIPIFY_RULES_FILECONTEXT_H
#define HIPIFY_RULES_FILECONTEXT_H

#include "hipify/Mapping/MappingTable.h"
#include "hipify/Report/Report.h"
#include "hipify/Rewrite/RewriteEngine.h"

#include "llvm/ADT/DenseSet.h"

#include <optional>
#include <utility>
#include <vector>

namespace hipify::rules {

/// The part of the options that decides what a translation produces.
struct TranslateOptions {
  mapping::Targets Targets;
  bool KeepLaunchSyntax = false; // leave <<<>>> as it is
  bool TranslateStrings = false; // rename CUDA names inside string literals
  bool SkipExcluded = false;     // leave inactive #if branches alone
};

/// One file being translated: its bytes, what the producers found and the
/// edits they made. The AST rules fill it first, the lexical pass after.
class FileContext {
public:
  FileContext(llvm::StringRef Buffer, const mapping::MappingTable &Table,
              const TranslateOptions &Opts)
      : Buffer(Buffer), Table(Table), Opts(Opts) {}

  const llvm::StringRef Buffer;
  const mapping::MappingTable &Table;
  const TranslateOptions &Opts;

  rewrite::RewriteEngine Engine;
  std::vector<report::Diagnostic> Diagnostics;

  /// Offsets of identifiers the AST resolved: the lexical pass leaves them.
  llvm::DenseSet<unsigned> Claimed;
  /// Offsets of the '#' of #include lines the preprocessor handled.
  llvm::DenseSet<unsigned> HandledIncludes;
  /// [begin, end) offsets of #if branches the preprocessor skipped.
  std::vector<std::pair<unsigned, unsigned>> Skipped;

  bool Parsed = false;          // clang produced an AST
  bool UsesCuda = false;        // the file refers to CUDA
  bool IncludesCuda = false;    // ... and includes a CUDA header itself
  std::optional<unsigned> FirstDeclaration; // where an implicit include goes

  /// A reference to the table name \p R spelled at [Offset, Offset+Length):
  /// renamed, renamed with warnings, or left unchanged and reported.
  void reference(unsigned Offset, unsigned Length,
                 const mapping::ApiRecord &R, rewrite::Tier From,
                 llvm::StringRef Rule);
  void diagnose(unsigned Offset, report::Severity Level, std::string Message,
                llvm::StringRef Tag, const mapping::ApiRecord *R = nullptr);
  bool isSkipped(unsigned Offset) const;
};

} // namespace hipify::rules

#endif
