//===- Files.h - paths, source files and atomic writes --------------------===//
#ifndef HIPIFY_SUPPORT_FILES_H
#define HIPIFY_SUPPORT_FILES_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace hipify::support {

/// True for the files hipify-cxx translates and lints (.cu, .cuh, C and C++
/// sources and headers); the rest of a tree is copied.
bool isSourceFile(llvm::StringRef Path);

/// \p Path made absolute, without "." and "..".
std::string absolutePath(llvm::StringRef Path);

/// Writes \p Content to \p Path through a temporary file and a rename, so an
/// interrupted run leaves the old file or the new one, never a part; "-" is
/// standard output, and a device or FIFO is written into. A file that
/// already holds exactly \p Content is left alone (its time stamp too, so
/// build systems see no change). Write errors (a full disk) are errors.
llvm::Error writeFile(llvm::StringRef Path, llvm::StringRef Content);

} // namespace hipify::support

#endif
