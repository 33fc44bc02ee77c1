//===- Prelude.h - the precompiled preludes of a run ----------------------===//
//
// Private to lib/Driver. Every file of a run includes the same header first
// (clang's CUDA runtime wrapper, or the built-in declarations), and parsing
// it is most of a file's parse. It is precompiled once per distinct clang
// command line (less the file and its -I and -iquote directories: what the
// prelude reads is the same whatever they are, unless one holds a header it
// looks up, which its names file says) and reused by every file parsed with
// such a line: by all the workers of a run (one builds, the others wait)
// and, kept in the cache directory, by later runs and other processes (a
// lock file makes one of them build it), so that the build step's one
// invocation per file shares it too. A prelude that cannot be built is said
// once (with --verbose) and its files are parsed as before; so are those of
// a prelude clang refuses, which is built again for the files after them.
//
// The library prelude (docs/performance.md) adds to it the standard headers
// that the files of a run share: found before the run by reading each
// file's #include lines, through the project's headers (and the build's
// other sources', --peers, read once for the build's runs: a plan). A file
// whose lines reach them all is parsed from it; one that turns out not to
// fit it (lib/Frontend/LibraryFit.h) is parsed again from the plain prelude.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LIB_DRIVER_PRELUDE_H
#define HIPIFY_LIB_DRIVER_PRELUDE_H

#include "hipify/Directives/IncludeScan.h"
#include "hipify/Frontend/CudaFrontend.h"
#include "hipify/Guards/GuardAnalysis.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/StringSaver.h"

#include <chrono>
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

  /// Counts, before the run, \p File, to be parsed with \p Setup.
  void expect(const frontend::ParseSetup &Setup, llvm::StringRef File);
  /// Counts the build's other sources (--peers), each parsed with \p Setup
  /// and its own clang arguments (ParseSetup::Args), as files of the run:
  /// read when a file is first parsed (a run whose translations are all
  /// cached reads none), and the library headers they give are kept in Dir
  /// for the build's other runs (a plan, keyed by the peers, their command
  /// lines, sizes and times), which read that instead.
  void expectPeers(
      const frontend::ParseSetup &Setup,
      std::vector<std::pair<std::string, std::vector<std::string>>> Peers);
  /// Sets \p Setup's preludes for \p File: built on first need, or ""
  /// when not worth building or when they cannot be built.
  void use(frontend::ParseSetup &Setup, llvm::StringRef File);

  /// The key of \p Setup's prelude: everything it is made of, besides the
  /// headers' contents (clang checks those when it loads it).
  std::string key(const frontend::ParseSetup &Setup) const;

  /// The most preludes \p Dir keeps (the build step's one invocation per
  /// file shares them: a handful serve a project), and the most marks.
  static constexpr unsigned MaxKept = 8, MaxMarks = 64;
  /// Evicts from \p Dir the least recently used preludes beyond MaxKept and
  /// marks beyond MaxMarks, and what a build left behind, but nothing used
  /// or written in the last InUse (Cache.h): another process may be about
  /// to read it, or be building it.
  static void evict(llvm::StringRef Dir);

private:
  /// Marks beside a prelude's place (KEY.pch.wanted): a one-file run wanted
  /// it (Worth::Again); its build failed, and why (not tried again for
  /// RetryFailed). And the plans of peers (planPeers()).
  static constexpr llvm::StringLiteral PchSuffix = ".pch",
                                       WantedMark = ".wanted",
                                       FailedMark = ".failed",
                                       PlanSuffix = ".plan";
  static constexpr std::chrono::hours RetryFailed{1};

  enum class Worth { No, Yes, Again };
  /// The prelude of \p Setup (its library prelude, with LibraryHeaders),
  /// and its key in \p Key: the one of Setup without its -I and -iquote
  /// directories, shared by every command line that differs from it only in
  /// those, unless one of them holds a header it looks up; then Setup's own.
  std::string shared(const frontend::ParseSetup &Setup, Worth W,
                     std::string &Key);
  /// Whether the prelude of \p Key is worth building: Again says yes when
  /// an earlier invocation asked for it too (a mark in Dir), or it is built.
  bool worth(Worth W, const std::string &Key);
  /// Why \p Setup cannot use the prelude \p Pch built without its include
  /// directories (one holds a header Pch looks up), or "".
  std::string shadowed(const frontend::ParseSetup &Setup, llvm::StringRef Pch);
  /// The prelude of \p Key for \p Setup: built once, on first need, if
  /// \p Worthwhile.
  std::string get(const std::string &Key, const frontend::ParseSetup &Setup,
                  bool Worthwhile);
  /// The library headers of the files of \p Key (the caller holds Lock).
  const std::vector<std::string> &library(const std::string &Key);
  /// The standard headers that \p File's #include lines reach, and those
  /// its project headers' lines reach (before the run, one thread; or the
  /// peers', under Lock).
  using Scanned = pp::IncludeScanner::Reached;
  Scanned scan(llvm::StringRef File, const frontend::ParseSetup &Setup);
  /// Counts \p File, of \p Key, which reaches \p Headers (the caller holds
  /// Lock).
  void count(const std::string &Key, llvm::StringRef File, Scanned Headers);
  /// Reads the peers expectPeers() was given, or their plan (the caller
  /// holds Lock).
  void planPeers();
  /// The facts of the library prelude \p Pch, loaded once.
  std::shared_ptr<const frontend::LibraryFacts> facts(llvm::StringRef Pch);

  /// The place in Dir of the prelude of \p Key.
  std::string place(llvm::StringRef Key) const;
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
  llvm::StringMap<std::vector<std::string>> Files; // per key
  llvm::StringMap<Scanned> Reached; // per file
  frontend::ParseSetup PeerSetup;   // the peers' but for their Args
  std::vector<std::pair<std::string, std::vector<std::string>>> Peers; // unread
  llvm::StringSet<> Planned; // keys whose library headers the peers chose
  pp::IncludeScanner Scanner; // the files' #include lines, read once
  llvm::StringMap<std::vector<std::string>> Library;  // per key: library()
  llvm::StringMap<std::shared_ptr<const frontend::LibraryFacts>> Facts;
  llvm::StringMap<std::shared_ptr<const frontend::PreludeNames>> Names;
  llvm::StringMap<std::shared_future<std::string>> Built;
  llvm::StringSet<> Refused, Said;
};

} // namespace hipify::driver

#endif
