//===- Options.h - everything a run of hipify-cxx is asked to do ----------===//
#ifndef HIPIFY_DRIVER_OPTIONS_H
#define HIPIFY_DRIVER_OPTIONS_H

#include "hipify/BuildFiles/BuildTranslator.h"
#include "hipify/Core/FileContext.h"
#include "hipify/Support/Files.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hipify::driver {

/// How outputs are named: as their inputs, or with HIP extensions (.cu ->
/// .hip, .cuh -> .hip.h), #include lines updated to match.
enum class OutputNames { Keep, Hip };

/// --verify: compile the outputs for the target and sort the errors;
/// Strict also fails the run on an unexpected one.
enum class VerifyMode { Off, Report, Strict };

/// The command line as a value: tools/hipify-cxx fills it, the library reads
/// it. Empty strings mean "not given".
struct Options {
  std::vector<std::string> Inputs;
  std::string OutputFile;    // -o (single input; "-" is standard output)
  std::string OutputDir;     // --o-dir
  std::string InRoot, OutRoot; // --in-root, --out-root: a whole tree
  bool OnlyTranslated = false; // --only-translated: copy no other file
  std::vector<std::string> ExtraRoots; // --extra-root: more trees, mirrored
                                       // into --out-root under their names
  bool LocalHeaders = false; // --local-headers: translate the project
                             // headers outside the inputs that use CUDA
  OutputNames Names = OutputNames::Keep; // --output-names
  bool InPlace = false;      // --inplace
  bool NoBackup = false;     // --no-backup
  std::string BackupSuffix = ".prehip"; // --backup-suffix
  bool Force = false;        // --force: overwrite earlier backups and
                             // read-only outputs
  uint64_t MaxFileSize = support::DefaultMaxFileSize; // --max-file-size
  unsigned Jobs = 0;         // -j (0: all cores)
  bool Quiet = false;        // --quiet: no progress, no summary
  std::string CacheDir;      // --cache-dir ("": the user's cache directory)
  bool NoCache = false;      // --no-cache
  uint64_t CacheMaxSize = uint64_t(1) << 30; // --cache-max-size (0: no limit)
  bool NoSharedParse = false; // --no-shared-parse: no precompiled prelude
  std::string DepFile;       // --dep-file: Makefile rule of the files read
  bool NoOutput = false;     // --no-output, --examine
  bool PrintStats = false;   // --print-stats, --examine
  bool PrintStatsCsv = false; // --print-stats-csv
  std::string StatsFile;     // --o-stats
  std::string ReportJson;    // --report-json
  std::string ReportCsv;     // --report-csv
  std::string ReportSarif;   // --report-sarif
  std::string ReportHtml;    // --report-html
  bool Verbose = false;      // -v: parse errors and notes on stderr
  VerifyMode Verify = VerifyMode::Off; // --verify[=strict]
  std::string HipCompiler;   // --hip-compiler ("": hipcc, else clang++)
  std::string RocmPath;      // --rocm-path: the ROCm installation
  unsigned VerifyTimeout = 300; // --verify-timeout: seconds a unit (0: none)

  std::string CudaPath;        // --cuda-path
  bool BuiltinCuda = false;    // --builtin-cuda: ignore any installed SDK
  std::vector<std::string> GpuArchs; // --cuda-gpu-arch
  std::string OffloadArch = "gfx90a"; // --offload-arch: the AMD GPU target
  /// --cmake-language: how translated CMake projects compile HIP; none:
  /// CMake's HIP language for a HIP 6.0 or newer target, else hipcc as C++.
  std::optional<buildfiles::CMakeLanguage> CMakeLanguage;
  std::string ResourceDir;     // --clang-resource-directory
  std::string BuildPath;       // -p: directory with compile_commands.json
  std::vector<std::string> IncludeDirs, Defines; // -I, -D
  std::vector<std::string> ExtraArgs, ExtraArgsBefore; // --extra-arg[-before]
  std::vector<std::string> ClangArgs; // after "--"
  std::vector<std::string> MappingFiles; // --mappings
  std::optional<std::string> HipVersion, CudaVersion; // --hip-version, ...

  core::TranslateOptions Translate; // Targets are filled in by the Driver
};

} // namespace hipify::driver

#endif
