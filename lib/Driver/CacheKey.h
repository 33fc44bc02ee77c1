//===- CacheKey.h - the one place a cache key is made ---------------------===//
//
// Private to lib/Driver. A translation's entry in the cache is keyed on
// everything its output depends on, and a shared prelude on everything its
// parse depends on; both keys are made here, from the run's options as
// resolved (after plan(): a PyTorch extension found among the sources is
// in them), so that no option is left out: each option's line in
// Options.def says what of the key it is (CacheKeyTest changes every option
// and checks that the key follows the line).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LIB_DRIVER_CACHEKEY_H
#define HIPIFY_LIB_DRIVER_CACHEKEY_H

#include "hipify/Driver/Options.h"
#include "hipify/Frontend/CudaFrontend.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <utility>
#include <vector>

namespace hipify::driver {

/// What the run as a whole contributes to every key: the tool (its
/// version, its executable's digest, clang's version), the digests of the
/// --mappings files, and how files are parsed.
struct KeyBase {
  std::string Tool;
  std::vector<std::string> MappingDigests;
  const frontend::ParseSetup *Setup = nullptr;
};

/// A build file's own part of its key: the directories the tree is mirrored
/// between (Plan::Mirrors) and, when there are some, where it is written;
/// and how CMake compiles HIP.
struct BuildKey {
  std::string Output;
  llvm::ArrayRef<std::pair<std::string, std::string>> Mirrors;
  int CMakeLanguage = 0;
};

/// The keys of a run's translations. What the run as a whole gives every
/// key (\p Base, the options \p Opts, the translations' \p Translate as
/// resolved: RunSetup::Translate) is made once, when the run is settled.
class TranslationKeys {
public:
  TranslationKeys(const KeyBase &Base, const Options &Opts,
                  const core::TranslateOptions &Translate);
  /// The key of the translation of \p Content, the file \p Path parsed
  /// with \p Args (a source), or translated as a build file (\p Build
  /// given): a hexadecimal digest.
  std::string key(llvm::StringRef Path, llvm::ArrayRef<std::string> Args,
                  llvm::StringRef Content,
                  const BuildKey *Build = nullptr) const;

private:
  std::string Run;          // every key's part
  std::string BuildOptions; // a build file's besides
};

/// The key of a prelude parsed as \p Setup says by the tool \p Tool, from
/// the working directory (relative -I paths are read from there).
std::string preludeKey(llvm::StringRef Tool, const frontend::ParseSetup &Setup);

} // namespace hipify::driver

#endif
