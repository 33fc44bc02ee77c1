//===- CudaFrontend.h - parse one file as CUDA -----------------------------===//
#ifndef HIPIFY_FRONTEND_CUDAFRONTEND_H
#define HIPIFY_FRONTEND_CUDAFRONTEND_H

#include "hipify/Core/FileContext.h"
#include "hipify/Frontend/SourceInfo.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VersionTuple.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Decl;
class Preprocessor;
} // namespace clang

namespace hipify::frontend {

/// A header of the built-in declarations (generated from the tables); Name is
/// relative to BuiltinRoot.
struct BuiltinFile {
  const char *Name;
  const char *Content;
};
llvm::ArrayRef<BuiltinFile> builtinFiles();

/// The virtual directories of the built-in headers: CUDA declarations, and
/// empty stand-ins for HIP headers.
inline constexpr llvm::StringLiteral BuiltinRoot = "/__hipify_builtin__";
inline constexpr llvm::StringLiteral BuiltinIncludeDir =
    "/__hipify_builtin__/include";
inline constexpr llvm::StringLiteral BuiltinHipStubDir =
    "/__hipify_builtin__/hip";

struct CudaSdk {
  std::string Path;          // e.g. /usr/local/cuda
  llvm::VersionTuple Version; // from include/cuda.h
};

/// Finds a CUDA SDK: \p Explicit (--cuda-path), else $CUDA_PATH, else
/// /usr/local/cuda. None when no directory there has include/cuda_runtime.h.
std::optional<CudaSdk> findCudaSdk(llvm::StringRef Explicit);

/// What a parse from a library prelude checks the file against
/// (lib/Frontend/LibraryFit.h), written beside the prelude when it is built.
struct LibraryFacts {
  static constexpr llvm::StringLiteral Suffix = ".facts";
  /// Whether the prelude's preprocessing read the identifier \p Name.
  bool read(llvm::StringRef Name) const;
  /// Each file the prelude read: the library headers (as clang found them)
  /// whose #include reads it.
  llvm::StringMap<std::vector<std::string>> Within;

  /// Those of the prelude \p Pch; null if it has none, or one not written
  /// by buildPrelude (its identifiers out of order).
  static std::shared_ptr<const LibraryFacts> load(llvm::StringRef Pch);

private:
  /// The file, and its identifiers in it, sorted as written: a one-file run
  /// loads them for a few lookups, and 15,000 strings copied into a hash
  /// table were a quarter of its page faults.
  std::unique_ptr<llvm::MemoryBuffer> Text;
  std::vector<llvm::StringRef> Identifiers;
};

/// The header names a prelude looks up (#include, #include_next and
/// __has_include, found or not), written beside it when it is built: an
/// include directory that holds one of them would change the prelude, and
/// one that holds none leaves it as it is (lib/Driver/Prelude.h); and its
/// system include directories, a -I twin of which clang drops.
struct PreludeNames {
  static constexpr llvm::StringLiteral Suffix = ".names";
  std::vector<std::string> Names;      // sorted
  std::vector<std::string> SystemDirs; // real paths, in search order
  /// Those of the prelude \p Pch; null if it has none.
  static std::shared_ptr<const PreludeNames> load(llvm::StringRef Pch);
};

/// How to parse: the SDK (or none: built-in declarations) and the clang
/// arguments that come from the user or the compilation database.
struct ParseSetup {
  std::optional<CudaSdk> Sdk;
  std::string ResourceDir;
  std::vector<std::string> GpuArchs;
  llvm::VersionTuple CudaVersion; // CUDA_VERSION of the built-in declarations
  std::vector<std::string> ArgsBefore, Args; // around hipify-cxx's own
  /// The shared parse's second half: the bodies of the system headers'
  /// functions are not parsed, from a prelude or not (a run of one file
  /// without a cache builds none).
  bool SkipSystemBodies = false;
  /// The precompiled prelude of this setup (buildPrelude), or "".
  std::string Prelude;
  /// Told why when clang refuses Prelude (a header changed since it was
  /// built); the file is then parsed without it.
  std::function<void(llvm::StringRef Why)> PreludeRejected;
  /// The library prelude (docs/performance.md): the prelude with these
  /// standard headers after it, precompiled, and its facts. A parse from it checks that the file fits it
  /// (lib/Frontend/LibraryFit.h); one that does not is parsed again by the
  /// caller from Prelude.
  std::vector<std::string> LibraryHeaders;
  std::string LibraryPrelude;
  std::shared_ptr<const LibraryFacts> Library;
  std::function<void(llvm::StringRef Why)> LibraryRejected;
  /// Told why a file does not fit the library prelude.
  std::function<void(llvm::StringRef Why)> LibraryMisfit;
  /// With a library prelude: the prelude to parse a file that does not fit
  /// it from (built on first need).
  std::function<std::string()> PlainPrelude;
};

/// The clang command line for \p File.
std::vector<std::string> commandLine(const ParseSetup &Setup,
                                     llvm::StringRef File);

/// What of this process's environment clang reads when it parses (the
/// include paths CPATH and its kin, the driver's CCC_OVERRIDE_OPTIONS...):
/// a "NAME=value" line for each set. A key of what a parse gives holds it,
/// as it holds the command line.
std::string parseEnvironment();

/// What the parse of one file lets its user do: watch the preprocessor from
/// the start, and see the AST at the end (the rules' pipeline).
class ParseHooks {
public:
  virtual ~ParseHooks();
  /// The parse begins: \p SI maps its locations until it ends.
  virtual void beginParse(const SourceInfo &SI, clang::Preprocessor &PP) = 0;
  virtual void endParse(clang::ASTContext &AST, const SourceInfo &SI) = 0;
  /// A diagnostic of clang's: true when the caller takes it as no error of
  /// the file (code nvcc accepts that clang's fix-it translates), applying
  /// its fix when \p Apply (not while a prelude is still being loaded).
  virtual bool compilerDiagnostic(const clang::Diagnostic &Info, bool Apply) {
    return false;
  }
  /// The context of \p FID's file where the parse translates it too (a
  /// header of the run its includer's parse translates): clang's errors in
  /// it, and the headers it includes that are not found, are its own.
  virtual core::FileContext *contextOf(clang::FileID FID) { return nullptr; }
};

/// Precompiles into \p Output the prelude of \p Setup: the header its command
/// line includes first (clang's CUDA runtime wrapper, or the built-in
/// declarations), which is most of what a file's parse reads. Fails when
/// there is none, when it does not compile, or when it reads a header of the
/// project's own (that must stay a dependency of each file). With
/// Setup.LibraryHeaders, the library prelude, and its LibraryFacts beside
/// it. Either way the header names it looked up (PreludeNames) beside it.
llvm::Error buildPrelude(const ParseSetup &Setup, llvm::StringRef Output);

/// The top-level declarations outside system headers. Parsed ones only
/// (noload): those of a precompiled prelude are all in system headers.
std::vector<clang::Decl *> ownDeclarations(clang::ASTContext &AST);

/// How parse() went.
struct ParseResult {
  /// False when no parse could start (the clang command line is wrong: its
  /// errors say why).
  bool Started = false;
  /// Why the file does not fit Setup.LibraryPrelude (the parse is void).
  std::string Misfit;
};

/// Parses \p File (whose bytes are Ctx.Buffer) in CUDA mode, calling \p Hooks.
/// Clang's errors become diagnostics of the file; a file that does not parse
/// at all calls no hook after beginParse (ParseHooks::endParse is not
/// called).
ParseResult parse(const ParseSetup &Setup, llvm::StringRef File,
                  core::FileContext &Ctx, core::FileFacts &Facts,
                  ParseHooks &Hooks);

} // namespace hipify::frontend

#endif
