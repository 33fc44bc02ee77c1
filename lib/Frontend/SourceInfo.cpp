//===- SourceInfo.cpp - map clang locations to offsets of the file --------===//
//
// Edits are byte offsets into the buffer of the file translated (the main
// file, or a header of the run its includer's parse translates too); the AST
// speaks in SourceLocations that may point into macro expansions or other
// files. This is the one place that converts, and that decides what counts as a
// CUDA header: a file under the SDK's include directory, the built-in
// declarations, or clang's own CUDA wrapper headers.
//
//===----------------------------------------------------------------------===//

#include "hipify/Frontend/SourceInfo.h"

#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace hipify::frontend {

bool SourceInfo::inFile(FileID FID) const {
  if (!Target)
    return FID == SM.getMainFileID();
  // A header without a guard is entered once per #include: each entry is it.
  auto [It, New] = TargetFiles.try_emplace(FID, false);
  if (New)
    if (OptionalFileEntryRef F = SM.getFileEntryRefForID(FID))
      It->second = &F->getFileEntry() == &Target->getFileEntry();
  return It->second;
}

std::optional<unsigned> SourceInfo::offset(SourceLocation Loc) const {
  if (Loc.isInvalid() || Loc.isMacroID())
    return std::nullopt;
  auto [FID, Offset] = SM.getDecomposedLoc(Loc);
  if (!inFile(FID))
    return std::nullopt;
  return Offset;
}

std::optional<unsigned> SourceInfo::tokenEnd(SourceLocation Loc) const {
  auto Begin = offset(Loc);
  if (!Begin)
    return std::nullopt;
  return *Begin + Lexer::MeasureTokenLength(Loc, SM, LO);
}

bool SourceInfo::isCudaPath(llvm::StringRef Path) const {
  return llvm::any_of(CudaDirs, [&](const std::string &Prefix) {
    return Path.starts_with(Prefix);
  });
}

bool SourceInfo::isCuda(SourceLocation Loc) const {
  if (Loc.isInvalid())
    return false;
  FileID FID = SM.getFileID(SM.getExpansionLoc(Loc));
  auto [It, New] = CudaFiles.try_emplace(FID, false);
  if (New)
    if (OptionalFileEntryRef F = SM.getFileEntryRefForID(FID))
      It->second = isCudaPath(F->getName());
  return It->second;
}

} // namespace hipify::frontend
