//===- Files.h - paths, source files and atomic writes --------------------===//
#ifndef HIPIFY_SUPPORT_FILES_H
#define HIPIFY_SUPPORT_FILES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <utility>

#include <string>
#include <system_error>
#include <vector>

namespace hipify::support {

/// The extensions of the files hipify-cxx translates and lints (".cu",
/// ".cuh", C and C++ sources and headers), in lower case.
llvm::ArrayRef<llvm::StringLiteral> sourceExtensions();

/// True for a file with one of sourceExtensions(), in any case; the rest of
/// a tree is copied.
bool isSourceFile(llvm::StringRef Path);
/// True for a source file whose extension names a header (".cuh", ".h",
/// ".hpp", ".inl"...): written to be included.
bool isHeaderFile(llvm::StringRef Path);

/// Directories of version control (.git, .hg, .svn): no walk enters them.
bool isVersionControlDirectory(llvm::StringRef Name);
/// Build directories (build, build-*, cmake-build-*, CMakeFiles) and tool
/// caches (node_modules, __pycache__): lint leaves them out.
bool isBuildDirectory(llvm::StringRef Name);

/// One entry of a tree. A symbolic link is resolved: Type is its target's,
/// or Error says why it has none (a broken link, a loop). Links to
/// directories are listed, never entered.
struct TreeEntry {
  std::string Path; // the root as given, then the path below it
  llvm::sys::fs::file_type Type = llvm::sys::fs::file_type::regular_file;
  bool Link = false;
  std::error_code Error;
};

/// Every entry below \p Root that is not a directory, in path order (the
/// same on every file system), entering no directory for which
/// \p SkipDirectory (given its path) is true.
llvm::Expected<std::vector<TreeEntry>>
walkTree(llvm::StringRef Root,
         llvm::function_ref<bool(llvm::StringRef Path)> SkipDirectory);

/// \p Path made absolute, without "." and "..".
std::string absolutePath(llvm::StringRef Path);

/// Where the preprocessor looks for an #include of \p Spelled, in order:
/// beside \p Includer when it is quoted (not \p Angled), then in \p Dirs
/// (the -I directories).
std::vector<std::string> includeCandidates(llvm::StringRef Includer,
                                           llvm::StringRef Spelled,
                                           bool Angled,
                                           llvm::ArrayRef<std::string> Dirs);

/// The default bound of readSourceFile: no source or header is this large.
constexpr uint64_t DefaultMaxFileSize = uint64_t(128) << 20;

/// Reads the source \p Path whole: a regular file (a directory, a FIFO or a
/// device is refused before it is opened: no read without end, no wait for a
/// writer) of at most \p MaxBytes (0: no bound). The error says which,
/// naming the file. \p Status, if given, receives the file's status.
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readSourceFile(llvm::StringRef Path, uint64_t MaxBytes,
               llvm::sys::fs::file_status *Status = nullptr);

/// Where a write to \p Path lands: the real path of its directory (of the
/// part of it that exists) and its name. Two spellings that land on the same
/// file (through ".", "..", a symbolic link) give the same string.
std::string landingPath(llvm::StringRef Path);

/// What \p Path names, whatever spells it: its real path (links resolved)
/// when it exists, else where it will land (landingPath).
std::string realPath(llvm::StringRef Path);

/// True when \p A and \p B both exist and are the same file (device and
/// inode), whatever the paths that name them.
bool sameFile(llvm::StringRef A, llvm::StringRef B);

/// True when the absolute path \p Path is below the directory \p Dir (both
/// spelled alike: no "." or ".." components).
bool isWithin(llvm::StringRef Path, llvm::StringRef Dir);

/// The absolute path \p Path spelled relative to the absolute directory
/// \p Base ("../Common" from "/p/src" to "/p/Common"; "." for Base itself);
/// both without "." or ".." components.
std::string relativePath(llvm::StringRef Path, llvm::StringRef Base);

/// What makes \p Dir unfit to hold what only this user may change (a cache,
/// a server's socket), with how to fix it; none when it is a directory owned
/// by the running user that neither its group nor others can write. It is
/// created first (mode 0700, with its parents) when missing. A symbolic link
/// is followed only when \p FollowLink (a directory the user named; never
/// one inside it). Plain system calls: usable before main's static
/// constructors.
std::optional<std::string> privateDirectoryProblem(llvm::StringRef Dir,
                                                   bool FollowLink);

/// The mode and owner writeFile gives the file it writes. Each left empty is
/// the replaced file's, or for a new file the defaults (the umask, the
/// running user).
struct WriteMode {
  std::optional<llvm::sys::fs::perms> Permissions;
  std::optional<std::pair<uint32_t, uint32_t>> Owner; // user, group
  /// Replace a file that has no write permission (--force); else it is an
  /// error.
  bool ReplaceReadOnly = false;
  /// Write even where the file holds the content already: one not to trust
  /// (another user's), replaced by a file of this run's.
  bool Anew = false;

  /// A backup of, or the file in place of, the file of \p Status: its mode
  /// and owner.
  static WriteMode copyOf(const llvm::sys::fs::file_status &Status);
};

/// Writes \p Content to \p Path through a temporary file and a rename, so an
/// interrupted run leaves the old file or the new one, never a part; "-" is
/// standard output, and a device or FIFO is written into. A file replaced
/// keeps its mode and owner (\p Mode says otherwise); a read-only one is not
/// replaced unless \p Mode allows it. A file that already holds exactly
/// \p Content is left alone (its time stamp too, so build systems see no
/// change). Write errors (a full disk) are errors.
llvm::Error writeFile(llvm::StringRef Path, llvm::StringRef Content,
                      const WriteMode &Mode = {});

} // namespace hipify::support

#endif
