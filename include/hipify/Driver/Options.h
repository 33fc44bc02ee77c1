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
/// it. Empty strings mean "not given". Each field's meaning is its option's
/// help (Options.def).
struct Options {
#define HIPIFY_RUN_OPTION(Field, Type, Default, Flag, Key, Help, ...)          \
  Type Field = Default;
#include "hipify/Driver/Options.def"

  // Given as text on the command line, read by main.cpp or the Driver.
  std::vector<std::string> Inputs;
  std::vector<std::string> ClangArgs; // after "--"
  uint64_t MaxFileSize = support::DefaultMaxFileSize; // --max-file-size
  uint64_t CacheMaxSize = uint64_t(1) << 30; // --cache-max-size (0: no limit)
  VerifyMode Verify = VerifyMode::Off;       // --verify[=strict]
  /// --cmake-language: how translated CMake projects compile HIP; none:
  /// CMake's HIP language for a HIP 6.0 or newer target, else hipcc as C++.
  std::optional<buildfiles::CMakeLanguage> CMakeLanguage;
  /// --hip-version and --cuda-version as given, parsed; the Driver
  /// resolves them into Translate.Targets.
  struct VersionGiven {
    bool Newest = false;       // "newest": the newest the tables know
    llvm::VersionTuple Version; // else this one
  };
  std::optional<VersionGiven> HipVersion, CudaVersion;

  /// The run's own command line, the executable first: hipify-cxx compat
  /// writes it into DIR/hipify_compat.mk, the rule that makes DIR again.
  std::vector<std::string> CommandLine;

  core::TranslateOptions Translate; // Targets' versions: by the Driver
};

} // namespace hipify::driver

#endif
