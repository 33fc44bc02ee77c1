//===- Driver.h - run a translation over the inputs -----------------------===//
#ifndef HIPIFY_DRIVER_DRIVER_H
#define HIPIFY_DRIVER_DRIVER_H

#include "hipify/BuildFiles/BuildTranslator.h"
#include "hipify/Driver/Options.h"
#include "hipify/Driver/Rocm.h"
#include "hipify/Frontend/CudaFrontend.h"
#include "hipify/Mapping/MappingTable.h"
#include "hipify/Report/Report.h"
#include "hipify/Rules/Pipeline.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Error.h"

#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>

namespace hipify::compat {
class Layer;
} // namespace hipify::compat

namespace clang::tooling {
class CompilationDatabase;
} // namespace clang::tooling

namespace hipify::driver {

struct Job;
struct Plan;
class Cache;
struct KeyBase;
class TranslationKeys;
class Preludes;

class Driver {
public:
  /// Loads the tables, resolves versions and the CUDA SDK. Errors are usage
  /// errors (bad --mappings file, malformed version).
  static llvm::Expected<std::unique_ptr<Driver>> create(Options Opts,
                                                        RunSetup Run);
  ~Driver();

  /// Translates every input (or the tree), writes outputs and reports.
  /// Returns the exit code: 0; 1 when an input could not be read, an output
  /// or a report written; 2 when the run was refused (bad options, backups
  /// that would be overwritten); 3 with --verify=strict when an output has
  /// an error the report did not flag, or could not be checked.
  int run();

  /// Translates \p Buffer as if it were the file \p Path (no I/O but the
  /// precompiled prelude's).
  rules::Translation translate(llvm::StringRef Path, llvm::StringRef Buffer);

  /// Translates \p Buffer as the build file \p Path, written to \p Output
  /// ("": not written), with no I/O. BuildJob.cpp.
  rules::Translation translateBuild(llvm::StringRef Path,
                                    llvm::StringRef Output,
                                    llvm::StringRef Buffer) const;

  const report::RunReport &report() const { return Report; }

private:
  Driver(Options O, RunSetup R);
  llvm::Error checkOptions() const;
  /// --cmake-language, else CMake's HIP language from HIP 6.0 on.
  buildfiles::CMakeLanguage cmakeLanguage() const;
  /// The run's jobs: planned, checked (no output on an input, no backup
  /// overwritten), and whether its sources are a PyTorch extension's.
  llvm::Expected<Plan> plan();
  /// Runs the jobs \p Which of \p Jobs on the thread pool: \p Results and
  /// \p Reads (the project's files its translation read), by job, get
  /// theirs.
  void runJobs(llvm::ArrayRef<Job> Jobs, llvm::ArrayRef<size_t> Which,
               std::vector<report::FileReport> &Results,
               std::vector<std::vector<std::string>> &Reads);
  /// Of \p Jobs (their \p Results), those whose translation the whole
  /// tree's overloads \p Tree may change: each that declares one of them,
  /// and each run header made of such a job's part (whose old part is
  /// dropped).
  std::vector<size_t>
  againJobs(llvm::ArrayRef<Job> Jobs,
            llvm::ArrayRef<report::FileReport> Results,
            const std::map<std::string, std::vector<core::Overload>> &Tree);
  /// 3: --verify=strict saw an unexpected error or could not check
  /// everything; 1: a file failed, was skipped or could not be written, or
  /// a report could not; 0 otherwise.
  int exitCode(bool ReportsWritten, bool Checked) const;
  /// Reads, translates (or copies) and writes one input; \p Reads, if
  /// given, gets the project's files its translation read. Thread-safe.
  report::FileReport processJob(const Job &J,
                                std::vector<std::string> *Reads = nullptr);
  /// The project's headers that the jobs of \p P read (\p Reads, by job)
  /// and that no job translates, found outside the tree or beside the
  /// inputs (not the CUDA SDK's, not ROCm's); those that use CUDA are
  /// translated with --local-headers (added to \p P and \p Results), else
  /// named in the report. The result: by job, the untranslated headers it
  /// reads (real paths), for --verify.
  llvm::Expected<std::vector<std::vector<std::string>>>
  outsideHeaders(Plan &P, llvm::ArrayRef<std::vector<std::string>> Reads,
                 std::vector<report::FileReport> &Results);
  std::vector<std::string> clangArgsFor(llvm::StringRef Path) const;
  /// How to parse \p Path: the run's setup with the file's arguments.
  frontend::ParseSetup setupFor(llvm::StringRef Path) const;
  /// --verify: compiles the written outputs, sorts their errors.
  /// False when not every unit could be compiled (no compiler, a unit out
  /// of time): --verify=strict must not pass it.
  bool verifyOutputs(llvm::ArrayRef<Job> Jobs,
                     llvm::ArrayRef<std::vector<std::string>> Untranslated);
  /// The flags of \p J's output for the HIP compiler.
  std::vector<std::string> verifyFlags(const Job &J) const;

  const Options Opts; // as given
  RunSetup Run;       // as resolved: the targets by create(), Torch by plan()
  std::unique_ptr<mapping::MappingTable> Table;
  buildfiles::BuildTable BuildRules; // mappings/build.yaml, for build files
  frontend::ParseSetup Setup;
  /// The ROCm installation (--rocm-path, ...): the default target, and the
  /// headers --verify compiles against.
  std::optional<RocmInstall> Rocm;
  std::unique_ptr<clang::tooling::CompilationDatabase> Database;
  std::unique_ptr<Cache> Cached;
  std::unique_ptr<KeyBase> Keys;    // what the run gives every cache key
  std::unique_ptr<TranslationKeys> KeyOf; // made from it once plan()'s done
  std::unique_ptr<Preludes> Shared; // the shared parse; none when turned off
  std::string TemporaryPreludes;    // their directory, without a cache
  std::vector<std::string> Peers;   // --peers: the build's other sources
  llvm::StringMap<std::string> Renamed; // see Plan::Renamed
  std::vector<std::pair<std::string, std::string>> Mirrors; // Plan::Mirrors
  std::set<std::string> RunFiles; // addRunFiles() of the plan
  report::RunReport Report;
  /// hipify-cxx compat (--out): what the translations say the layer holds.
  std::unique_ptr<compat::Layer> Compat;
  /// The headers of a run of several files (real paths): translated from
  /// the parses of the run's other files that include them, after those
  /// (FileJob::Headers); parsed themselves when none does.
  llvm::StringSet<> Headers;
  /// What those parses made of each header, by its real path: the
  /// includer's input and its part (rules::assembleHeader).
  std::mutex PartsLock;
  std::map<std::string, std::vector<std::pair<std::string, report::FileReport>>>
      Parts;
};

} // namespace hipify::driver

#endif
