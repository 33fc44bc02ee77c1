//===- Files.h - paths, source files and atomic writes --------------------===//
#ifndef HIPIFY_SUPPORT_FILES_H
#define HIPIFY_SUPPORT_FILES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"

#include <string>
#include <system_error>
#include <vector>

namespace hipify::support {

/// True for the files hipify-cxx translates and lints (.cu, .cuh, C and C++
/// sources and headers); the rest of a tree is copied.
bool isSourceFile(llvm::StringRef Path);

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

/// Writes \p Content to \p Path through a temporary file and a rename, so an
/// interrupted run leaves the old file or the new one, never a part; "-" is
/// standard output, and a device or FIFO is written into. A file that
/// already holds exactly \p Content is left alone (its time stamp too, so
/// build systems see no change). Write errors (a full disk) are errors.
llvm::Error writeFile(llvm::StringRef Path, llvm::StringRef Content);

} // namespace hipify::support

#endif
