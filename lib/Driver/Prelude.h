//===- Prelude.h - the precompiled preludes of a run ----------------------===//
//
// Private to lib/Driver. Every file of a run includes the same header first
// (clang's CUDA runtime wrapper, or the built-in declarations), and parsing
// it is most of a file's parse. It is precompiled once per distinct clang
// command line (less the file) and reused by every file parsed with that
// line: by all the workers of a run (one builds, the others wait) and, kept
// in the cache directory, by later runs and other processes (a lock file
// makes one of them build it). A prelude that cannot be built is said once
// (with --verbose) and its files are parsed as before; so are those of a
// prelude clang refuses, which is built again for the files after them.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LIB_DRIVER_PRELUDE_H
#define HIPIFY_LIB_DRIVER_PRELUDE_H

#include "hipify/Frontend/CudaFrontend.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"

#include <future>
#include <mutex>
#include <string>

namespace hipify::driver {

class Preludes {
public:
  /// Preludes kept in \p Dir. \p Tool identifies the tool (version and
  /// executable: the built-in declarations). \p Persistent: \p Dir outlives
  /// the run, so a prelude is worth building for one file; otherwise only
  /// for a command line that two files of the run share.
  Preludes(std::string Dir, std::string Tool, bool Persistent, bool Verbose);

  /// Counts, before the run, a file to be parsed with \p Setup.
  void expect(const frontend::ParseSetup &Setup);
  /// Sets \p Setup's prelude: built on first need, or "" when it is not
  /// worth building or cannot be built.
  void use(frontend::ParseSetup &Setup);

  /// The key of \p Setup's prelude: everything it is made of, besides the
  /// headers' contents (clang checks those when it loads it).
  std::string key(const frontend::ParseSetup &Setup) const;

private:
  /// The prelude of \p Key, built (or found) at its place in Dir; "" if
  /// it cannot be built.
  std::string make(llvm::StringRef Key, const frontend::ParseSetup &Setup);
  /// Clang refused the prelude of \p Key: built again once for later files.
  void rejected(llvm::StringRef Key, llvm::StringRef Why);
  /// Says \p Message once, with --verbose.
  void note(const llvm::Twine &Message);

  std::string Dir, Tool;
  bool Persistent, Verbose;
  std::mutex Lock;
  llvm::StringMap<unsigned> Uses; // files expected, per key
  llvm::StringMap<std::shared_future<std::string>> Built;
  llvm::StringSet<> Refused, Said;
};

} // namespace hipify::driver

#endif
