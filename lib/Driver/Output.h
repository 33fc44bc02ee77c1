//===- Output.h - the output writer ---------------------------------------===//
//
// Private to lib/Driver: what a run writes, a job's output and the reports.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LIB_DRIVER_OUTPUT_H
#define HIPIFY_LIB_DRIVER_OUTPUT_H

#include "Plan.h"
#include "hipify/Driver/Options.h"
#include "hipify/Report/Report.h"
#include "hipify/Support/Files.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"

#include <string>

namespace hipify::driver {

/// How an output is written: with its input's mode (of \p Input), writable
/// by its owner (a read-only output is one a person protected).
support::WriteMode outputMode(const llvm::sys::fs::file_status &Input);

/// Writes \p Text, the translation of \p J's input \p Input (of status
/// \p Status, reported in \p R), to J.Output: through a symbolic link
/// with --inplace, after a backup of the source (removed again if the
/// output cannot be written), with the helper headers \p R's translation
/// includes beside it. Returns the path written.
llvm::Expected<std::string>
writeOutput(const Options &Opts, const Job &J, llvm::StringRef Input,
            const llvm::sys::fs::file_status &Status,
            const report::FileReport &R, llvm::StringRef Text);

/// --print-stats, --print-stats-csv and the --report-* files; false when
/// one could not be written (said on stderr).
bool writeReports(const Options &Opts, const RunSetup &Run,
                  const report::RunReport &Report);

} // namespace hipify::driver

#endif
