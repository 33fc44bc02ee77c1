//===- Output.h - the output writer ---------------------------------------===//
//
// Private to lib/Driver: what a run writes, a job's output, the reports and
// the rules of what it read (--dep-file, compat's make fragment).
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

#include <set>
#include <string>

namespace hipify::compat {
class Layer;
} // namespace hipify::compat

namespace hipify::driver {

/// How an output is written: with its input's mode (of \p Input), writable
/// by its owner (a read-only output is one a person protected).
support::WriteMode outputMode(const llvm::sys::fs::file_status &Input);

/// Writes \p Text, the translation of \p J's input \p Input (of status
/// \p Status, reported in \p R), to J.Output: through a symbolic link
/// with --inplace, after a backup of the source (removed again if the
/// output cannot be written), with the helper headers \p R's translation
/// includes beside it: never over one of \p RunFiles (the run's inputs and
/// outputs, addRunFiles()) or a file another user owns. Returns the path
/// written.
llvm::Expected<std::string>
writeOutput(const Options &Opts, const Job &J, llvm::StringRef Input,
            const llvm::sys::fs::file_status &Status,
            const report::FileReport &R, llvm::StringRef Text,
            const std::set<std::string> &RunFiles);

/// --print-stats, --print-stats-csv and the --report-* files; false when
/// one could not be written (said on stderr).
bool writeReports(const Options &Opts, const RunSetup &Run,
                  const report::RunReport &Report);

/// The rules of what a run read: --dep-file's (the one source's output, or
/// its input without one, and the files its translation read; a failure to
/// write it is that file's problem), or, for hipify-cxx compat (\p Compat),
/// the layer's make fragment and --dep-file's rule for its stamp (an error
/// when that cannot be written).
llvm::Error writeDependencies(const Options &Opts, compat::Layer *Compat,
                              llvm::ArrayRef<Job> Jobs,
                              llvm::ArrayRef<std::vector<std::string>> Reads,
                              std::vector<report::FileReport> &Results);

} // namespace hipify::driver

#endif
