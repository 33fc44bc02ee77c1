//===- SourceInfo.h - map clang locations to offsets of the file ---------===//
#ifndef HIPIFY_FRONTEND_SOURCEINFO_H
#define HIPIFY_FRONTEND_SOURCEINFO_H

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"

#include <optional>
#include <string>
#include <vector>

namespace hipify::frontend {

/// What the AST rules need to know about locations: where a token is spelled
/// in the file being translated, and whether a declaration comes from a CUDA
/// header (the SDK, or hipify-cxx's built-in declarations). The file
/// translated is the main file of the parse, or \p Target, a header of the
/// run that the parse of its includer translates too.
class SourceInfo {
public:
  SourceInfo(const clang::SourceManager &SM, const clang::LangOptions &LO,
             std::vector<std::string> CudaPrefixes,
             clang::OptionalFileEntryRef Target = std::nullopt)
      : SM(SM), LO(LO), CudaDirs(std::move(CudaPrefixes)), Target(Target) {}

  const clang::SourceManager &SM;
  const clang::LangOptions &LO;

  /// The same, for the file \p F the parse enters.
  SourceInfo forFile(clang::FileEntryRef F) const {
    return SourceInfo(SM, LO, CudaDirs, F);
  }
  /// Whether \p FID is (an entry of) the file translated.
  bool inFile(clang::FileID FID) const;
  /// Whether \p Loc, or where its macro expands, is in the file translated.
  bool inFile(clang::SourceLocation Loc) const {
    return Loc.isValid() && inFile(SM.getFileID(SM.getExpansionLoc(Loc)));
  }

  /// Offset in the file translated of the character at spelling location
  /// \p Loc.
  std::optional<unsigned> offset(clang::SourceLocation SpellingLoc) const;
  /// Offset just past the token spelled at \p SpellingLoc.
  std::optional<unsigned> tokenEnd(clang::SourceLocation SpellingLoc) const;
  /// Offset where the token at \p Loc is spelled, in the main file.
  std::optional<unsigned> spelledAt(clang::SourceLocation Loc) const {
    return offset(SM.getSpellingLoc(Loc));
  }

  /// True when \p Loc (a declaration's location) is in a CUDA header.
  bool isCuda(clang::SourceLocation Loc) const;
  /// True when \p Path starts with one of the CUDA header prefixes (a
  /// directory ending in '/', or a file-name prefix).
  bool isCudaPath(llvm::StringRef Path) const;

private:
  std::vector<std::string> CudaDirs;
  clang::OptionalFileEntryRef Target;
  mutable llvm::DenseMap<clang::FileID, bool> CudaFiles, TargetFiles;
};

} // namespace hipify::frontend

#endif
