//===- Options.h - everything a run of hipify-cxx is asked to do ----------===//
#ifndef HIPIFY_DRIVER_OPTIONS_H
#define HIPIFY_DRIVER_OPTIONS_H

#include "hipify/Rules/FileContext.h"
#include "hipify/Rules/GuardRewriter.h"

#include <optional>
#include <string>
#include <vector>

namespace hipify::driver {

/// The command line as a value: tools/hipify-cxx fills it, the library reads
/// it. Empty strings mean "not given".
struct Options {
  std::vector<std::string> Inputs;
  std::string OutputFile;    // -o (single input; "-" is standard output)
  std::string OutputDir;     // --o-dir
  bool InPlace = false;      // --inplace
  bool NoBackup = false;     // --no-backup
  bool NoOutput = false;     // --no-output, --examine
  bool PrintStats = false;   // --print-stats, --examine
  bool PrintStatsCsv = false; // --print-stats-csv
  std::string StatsFile;     // --o-stats
  std::string ReportJson;    // --report-json
  bool Verbose = false;      // -v: parse errors and notes on stderr

  std::string CudaPath;        // --cuda-path
  bool BuiltinCuda = false;    // --builtin-cuda: ignore any installed SDK
  std::vector<std::string> GpuArchs; // --cuda-gpu-arch
  std::string ResourceDir;     // --clang-resource-directory
  std::string BuildPath;       // -p: directory with compile_commands.json
  std::vector<std::string> IncludeDirs, Defines; // -I, -D
  std::vector<std::string> ExtraArgs, ExtraArgsBefore; // --extra-arg[-before]
  std::vector<std::string> ClangArgs; // after "--"
  std::vector<std::string> MappingFiles; // --mappings
  std::optional<std::string> HipVersion, CudaVersion; // --hip-version, ...

  rules::TranslateOptions Translate; // Targets are filled in by the Driver
  rules::GuardPolicy Guards = rules::GuardPolicy::Auto; // --guard-policy
  std::string RocmMacro = "USE_ROCM";                   // --rocm-macro
};

} // namespace hipify::driver

#endif
