//===- Pipeline.h - translate one file: the rules, their stages, the edits
//-===//
#ifndef HIPIFY_RULES_PIPELINE_H
#define HIPIFY_RULES_PIPELINE_H

#include "hipify/Frontend/CudaFrontend.h"
#include "hipify/Report/Report.h"
#include "hipify/Rules/Rule.h"

#include <string>
#include <vector>

namespace hipify::rules {

/// The result of translating one buffer, before anything is written.
struct Translation {
  std::string Output;
  report::FileReport Report;
  std::vector<std::string> Dependencies; // the files read (absolute paths)
  std::vector<std::string> Absent; // looked for, not found (FileContext)
  /// The headers of FileJob::Headers that the parse entered, each as this
  /// parse translated it (its report: the edits applied and the
  /// diagnostics): assembleHeader() makes a header's translation of those
  /// of all its includers.
  std::vector<report::FileReport> Headers;
};

/// Translates \p Buffer as the file \p Job.Path: the registered rules around
/// a parse with \p Setup (none: token level only, as for a file clang cannot
/// take), the token-level stage, and the merged edits. No I/O but the parse's.
/// A parse that cannot start (clang refuses the command line) fails the
/// file: its report's Status is Failed and Problem says why.
Translation translate(const FileJob &Job, llvm::StringRef Buffer,
                      const mapping::MappingTable &Table,
                      const core::TranslateOptions &Opts,
                      const frontend::ParseSetup *Setup);

/// The translation of the header \p Buffer (the file \p Path) from what the
/// parses of its includers made of it (\p Parts, each a Translation::Headers
/// entry): the union of their edits, an AST edit of one before a token-level
/// one of another where they overlap (code one includer's parse saw and
/// another's skipped), and any other disagreement a conflict at its line;
/// the union of their diagnostics. No parse of its own.
Translation assembleHeader(llvm::StringRef Path, llvm::StringRef Buffer,
                           llvm::ArrayRef<report::FileReport> Parts);

} // namespace hipify::rules

#endif
