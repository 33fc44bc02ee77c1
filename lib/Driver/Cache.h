//===- Cache.h - translations kept between runs ---------------------------===//
//
// Private to lib/Driver. An entry is found by a key over everything the
// translation of a file depends on that is known before parsing: the tool
// (its version and executable, hence its built-in tables), the --mappings
// files, the options, the file's path, flags and content. It records the
// other files the parse read with their digests, and the paths where it
// looked for a header and found none: the entry holds only while those files
// are unchanged and those paths still hold nothing.
//
// The directory must be the user's own (Files.h, privateDirectoryProblem),
// and so must each entry: nobody else can change what it serves. Only what
// the cache makes is ever removed: files named by a key, in the entries'
// directories (a key's first two digits) and the preludes' directory,
// reached through no link; anything else there is left alone.
//
// The cache has a size limit: the entries least recently used (looked up or
// stored; an entry's time stamp is its last use) are evicted first. The
// precompiled preludes (Prelude.h) live in it too and are evicted alike,
// and besides kept to a few (Preludes::evict).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LIB_DRIVER_CACHE_H
#define HIPIFY_LIB_DRIVER_CACHE_H

#include "hipify/Report/Report.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Chrono.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/StringSaver.h"

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace hipify::driver {

struct CachedTranslation {
  std::string Output;
  report::FileReport Report;
  std::vector<std::string> Dependencies;
  std::vector<std::string> Absent;
  std::vector<report::FileReport> Headers; // rules::Translation::Headers
};

class Cache {
public:
  /// A cache in \p Dir, whose entries are keyed by TranslationKeys::key()
  /// (CacheKey.h).
  explicit Cache(std::string Dir);
  /// The same, once \p Dir (created when missing) and its preludes'
  /// directory are found private; else an error that says how to fix it.
  static llvm::Expected<std::unique_ptr<Cache>> open(std::string Dir);

  /// The entry of \p Key when every file it depends on is unchanged.
  std::optional<CachedTranslation> lookup(llvm::StringRef Key);
  /// Keeps \p T, translated from what was read after \p Start, under \p Key;
  /// not when a file it depends on changed since (its digest now would not
  /// be of what was translated). A failure to write only costs time later.
  void store(llvm::StringRef Key, const CachedTranslation &T,
             llvm::sys::TimePoint<> Start) const;

  /// Evicts the least recently used entries until the cache holds at most
  /// \p MaxBytes, none used in the last InUse. An entry is the files of a
  /// directory that share a name up to its first dot (KEY.out and KEY.json;
  /// a prelude, its lock file and its marks).
  void evict(uint64_t MaxBytes) const;
  /// Whether evict() is due: at most once an EvictionInterval, which the
  /// stamp file `evicted` in the directory keeps (a build's thousands of
  /// one-file runs would each walk the whole cache). Marks it done now.
  bool evictionDue() const;

  /// Where the precompiled preludes are kept (Preludes::evict bounds them).
  std::string preludeDirectory() const;

  /// The digest of the running executable (its tables included).
  static std::string executableDigest();
  /// The default directory: $XDG_CACHE_HOME/hipify-cxx, else
  /// ~/.cache/hipify-cxx; "" when neither is known.
  static std::string defaultDirectory();

private:
  /// An entry is KEY.out, the translation, and KEY.json, what it depends on
  /// and its report.
  std::string entryPath(llvm::StringRef Key, llvm::StringRef Suffix) const;

  std::string Dir;
  std::mutex StringsLock;
  llvm::BumpPtrAllocator Allocator;
  llvm::UniqueStringSaver Strings{Allocator};
};

/// The hexadecimal BLAKE3 digest of \p Data.
std::string digest(llvm::StringRef Data);

/// Marks the file \p Path used now: its time stamp, which eviction goes by.
void markUsed(llvm::StringRef Path);

/// What was used (or written) this recently may be in use by another
/// process, one invocation of a parallel build among others: never evicted.
constexpr std::chrono::minutes InUse{5};
/// How often a cache is walked for its size limit, at most.
constexpr std::chrono::minutes EvictionInterval{1};

/// The hexadecimal digits of a key, and of those that name its entry's
/// directory.
constexpr size_t KeyDigits = 64, EntryDirectoryDigits = 2;

/// Whether \p Name is the name of a file made for a key of \p Digits
/// lowercase hexadecimal digits: the key, then '.' or '-' and a suffix.
bool isCacheFileName(llvm::StringRef Name, size_t Digits);

/// Calls \p F with each regular file directly in \p Dir (a directory, not a
/// link) named for a key of \p Digits digits, and its status.
void forEachFile(llvm::StringRef Dir, size_t Digits,
                 llvm::function_ref<void(llvm::StringRef,
                                         const llvm::sys::fs::file_status &)>
                     F);

} // namespace hipify::driver

#endif
