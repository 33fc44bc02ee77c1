//===- Pipeline.h - translate one file: the rules, the lexical pass, edits --===//
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
};

/// Translates \p Buffer as the file \p Job.Path: the registered rules around
/// a parse with \p Setup (none: token level only, as for a file clang cannot
/// take), the lexical pass, and the merged edits. No I/O but the parse's.
/// A parse that cannot start (clang refuses the command line) fails the
/// file: its report's Status is Failed and Problem says why.
Translation translate(const FileJob &Job, llvm::StringRef Buffer,
                      const mapping::MappingTable &Table,
                      const core::TranslateOptions &Opts,
                      const frontend::ParseSetup *Setup);

} // namespace hipify::rules

#endif
