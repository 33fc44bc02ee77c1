//===- Options.h - everything a run of hipify-cxx is asked to do ----------===//
#ifndef HIPIFY_DRIVER_OPTIONS_H
#define HIPIFY_DRIVER_OPTIONS_H

#include "hipify/BuildFiles/BuildTranslator.h"
#include "hipify/Core/FileContext.h"
#include "hipify/Support/Files.h"

#include "llvm/Support/Error.h"

#include <bitset>
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

/// An option of hipify-cxx's command line, by its field in the table
/// (Support/Options.def): what Options::given() is asked with, so that no
/// code tests for an option by its spelling.
enum class OptionId : unsigned short {
#define HIPIFY_TARGET_OPTION(Field, Flag, Help) Field,
#define HIPIFY_TRANSLATE_OPTION(Field, Type, Default, Flag, Group, Help, ...)  \
  Field,
#define HIPIFY_RUN_OPTION(Field, Type, Default, Flag, Key, Group, Help, ...)   \
  Field,
#define HIPIFY_ACCEPTED_OPTION(Field, Flag, Help) Field,
#include "hipify/Support/Options.def"
  Count
};

/// How \p Id is spelled on the command line, without its dashes
/// ("hip-version"): the table's, for a message that names it.
llvm::StringRef optionFlag(OptionId Id);

/// The command line as given: tools/hipify-cxx fills it from the table
/// (Support/Options.def) and nothing changes it after; resolve() reads it
/// into a RunSetup. Empty strings mean "not given". Each field's meaning is
/// its option's help.
struct Options {
#define HIPIFY_RUN_OPTION(Field, Type, Default, Flag, Key, Group, Help, ...)   \
  Type Field = Default;
#define HIPIFY_ACCEPTED_OPTION(Field, Flag, Help) bool Field = false;
#include "hipify/Support/Options.def"
  core::TranslateOptions Translate; // as given (RunSetup::Translate: as run)
  /// The options given on the command line: an option given with no value,
  /// or its default, is told from one not given.
  std::bitset<size_t(OptionId::Count)> Given;
  bool given(OptionId Id) const { return Given[size_t(Id)]; }
  std::vector<std::string> ClangArgs; // after "--"
  /// The run's own command line, the executable first: hipify-cxx compat
  /// writes it into DIR/hipify_compat.mk, the rule that makes DIR again.
  std::vector<std::string> CommandLine;
};

/// What a run does, settled from the Options given: by resolve() (the texts
/// parsed, hipify-clang's undoing spellings applied), then by the Driver,
/// which resolves the targets against the tables (Driver::create) and
/// whether the sources are a PyTorch extension's (plan()). The cache key is
/// made from it.
struct RunSetup {
  uint64_t MaxFileSize = support::DefaultMaxFileSize; // --max-file-size
  uint64_t CacheMaxSize = uint64_t(1) << 30; // --cache-max-size (0: no limit)
  VerifyMode Verify = VerifyMode::Off;       // --verify[=strict]
  unsigned ServerIdle = 0; // --server[=seconds]: 60 without a value; 0: none
  /// --no-output, --examine or hipify-cxx compat (the sources stay).
  bool NoOutput = false;
  bool PrintStats = false; // --print-stats or --examine
  /// --cmake-language: how translated CMake projects compile HIP; none:
  /// CMake's HIP language for a HIP 6.0 or newer target, else hipcc as C++.
  std::optional<buildfiles::CMakeLanguage> CMakeLanguage;
  /// --hip-version and --cuda-version as given, parsed; the Driver
  /// resolves them into Translate.Targets.
  struct VersionGiven {
    bool Newest = false;        // "newest": the newest the tables know
    llvm::VersionTuple Version; // else this one
  };
  std::optional<VersionGiven> HipVersion, CudaVersion;
  core::TranslateOptions Translate; // what decides each translation
};

/// The run \p O asks for: the sizes, versions, --verify's mode and
/// --server's time parsed (a malformed one is a usage error naming it),
/// hipify-clang's spellings that undo another option applied, --examine
/// made --no-output and --print-stats, whether --rocm-macro was given.
llvm::Expected<RunSetup> resolve(const Options &O);

/// The seconds a server started by --server[=\p Text] waits for work: 60
/// without a value; none when \p Text is not a number from 1 to 86400. The
/// server's own reading of the command line, before main's, reads by it.
std::optional<unsigned> serverIdle(llvm::StringRef Text);

/// An error in what the user asked (exit status 2), saying \p Msg.
llvm::Error usageError(const llvm::Twine &Msg);

} // namespace hipify::driver

#endif
