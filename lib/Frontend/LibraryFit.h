//===- LibraryFit.h - may a file's parse start from the library prelude? --===//
//
// Private to lib/Frontend. The library prelude is the CUDA prelude with
// standard C++ and C headers after it (docs/performance.md): a file parsed
// from it sees those headers from its first line, where its own parse would
// see each from its first #include of it. The outputs are the same exactly
// when nothing in the project's own files (non-system headers and the file)
// can tell the difference, which this checks during and after the parse:
//
//  - the file includes every header of the prelude (a header is bound at
//    its first #include <h>);
//  - before a file of the prelude is read by one of the headers bound (the
//    prelude's facts say which read it), the project's files neither
//    reference a declaration first declared in it (a type, a function, a
//    variable, a namespace...) nor expand or test one of its macros;
//  - before the last header is bound, the project's files define or #undef
//    no macro whose name the prelude's preprocessing read (NDEBUG, min...),
//    use no #pragma but harmless ones (`once`, `unroll`, the diagnostics',
//    MSVC's `warning`, `comment`...), and have no error that concerns the
//    library (one in its headers, or with a note there: an ambiguity with
//    one of its functions, a redefinition of one of its names). Another
//    error is the same in both parses: what differs between them is only
//    what the library declares, and a use of that is a reference.
//
// After that point both parses have the same declarations and macros. What
// this leaves to the C++ standard is the order in which system headers are
// read: its headers may be included in any order ([using.headers]).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LIB_FRONTEND_LIBRARYFIT_H
#define HIPIFY_LIB_FRONTEND_LIBRARYFIT_H

#include "hipify/Frontend/CudaFrontend.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/PPCallbacks.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"

#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Decl;
class FileEntry;
class SourceManager;
} // namespace clang

namespace hipify::frontend {

/// The in-memory header that includes the library prelude's headers.
inline constexpr llvm::StringLiteral LibraryHeader =
    "/__hipify_builtin__/library.h";
/// Its text: `#include <h>` for each of \p Headers.
std::string libraryHeaderText(llvm::ArrayRef<std::string> Headers);

class LibraryFit : public clang::PPCallbacks {
public:
  /// \p Headers: the prelude's headers, as written in #include <...>.
  LibraryFit(const clang::SourceManager &SM,
             llvm::ArrayRef<std::string> Headers, const LibraryFacts &Facts);

  /// Notes a diagnostic of the parse, of \p Level (errors, their notes).
  void diagnostic(clang::DiagnosticsEngine::Level Level,
                  clang::SourceLocation Loc);
  /// After the parse: "" when the file fits, else why not (with file:line).
  std::string misfit(llvm::ArrayRef<clang::Decl *> Own);

  void InclusionDirective(clang::SourceLocation HashLoc,
                          const clang::Token &IncludeTok,
                          llvm::StringRef FileName, bool IsAngled,
                          clang::CharSourceRange FilenameRange,
                          clang::OptionalFileEntryRef File,
                          llvm::StringRef SearchPath,
                          llvm::StringRef RelativePath,
                          const clang::Module *SuggestedModule,
                          bool ModuleImported,
                          clang::SrcMgr::CharacteristicKind FileType) override;
  void MacroExpands(const clang::Token &Name,
                    const clang::MacroDefinition &MD, clang::SourceRange Range,
                    const clang::MacroArgs *Args) override;
  void Defined(const clang::Token &Name, const clang::MacroDefinition &MD,
               clang::SourceRange Range) override;
  void Ifdef(clang::SourceLocation Loc, const clang::Token &Name,
             const clang::MacroDefinition &MD) override;
  void Ifndef(clang::SourceLocation Loc, const clang::Token &Name,
              const clang::MacroDefinition &MD) override;
  void Elifdef(clang::SourceLocation Loc, const clang::Token &Name,
               const clang::MacroDefinition &MD) override;
  void Elifndef(clang::SourceLocation Loc, const clang::Token &Name,
                const clang::MacroDefinition &MD) override;
  void MacroDefined(const clang::Token &Name,
                    const clang::MacroDirective *MD) override;
  void MacroUndefined(const clang::Token &Name,
                      const clang::MacroDefinition &MD,
                      const clang::MacroDirective *Undef) override;
  void PragmaDirective(clang::SourceLocation Loc,
                       clang::PragmaIntroducerKind Introducer) override;

  /// The file of the prelude's library part that \p Loc is in (its include
  /// chain passes through LibraryHeader), or "".
  llvm::StringRef owner(clang::SourceLocation Loc);
  /// A use at \p Loc of what \p Owner declares ("": of any header).
  void use(clang::SourceLocation Loc, llvm::StringRef Owner,
           const char *What);

private:
  void macroUse(const clang::Token &Name, const clang::MacroDefinition &MD,
                const char *What);
  bool inProject(clang::SourceLocation Loc) const;

  const clang::SourceManager &SM;
  llvm::StringSet<> Headers;
  const LibraryFacts &Facts;
  /// Each header's first #include (by the file clang found), in order.
  llvm::StringMap<unsigned> Bound;
  std::vector<clang::SourceLocation> Bounds;
  llvm::DenseMap<clang::FileID, llvm::StringRef> Owners;
  struct Use {
    clang::SourceLocation Loc;
    llvm::StringRef Owner;
    const char *What;
  };
  std::vector<Use> Uses;
  /// The project's location of the last error, until a note of it is seen.
  clang::SourceLocation LastError;
};

} // namespace hipify::frontend

#endif
