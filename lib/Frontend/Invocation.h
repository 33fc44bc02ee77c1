//===- Invocation.h - what the parse of a file and of a prelude share -----===//
//
// Private to lib/Frontend: the names of the prelude's source and headers,
// the file system a parse sees, the collector of the project's files, and
// how clang is run (Invocation.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LIB_FRONTEND_INVOCATION_H
#define HIPIFY_LIB_FRONTEND_INVOCATION_H

#include "hipify/Frontend/CudaFrontend.h"

#include "clang/Basic/FileManager.h"
#include "clang/Frontend/Utils.h"
#include "clang/Tooling/Tooling.h"

namespace hipify::frontend {

/// The empty source a prelude is precompiled from.
inline constexpr llvm::StringLiteral PreludeSource = "/__hipify_builtin__/prelude.cu";
/// The headers a prelude may be: the first -include of a command line, with
/// the SDK (clang's) or without (ours).
inline constexpr llvm::StringLiteral CudaWrapperHeader =
    "__clang_cuda_runtime_wrapper.h";
inline constexpr llvm::StringLiteral BuiltinCoreHeader = "__hipify_core.h";

/// The project's files a parse reads: for depfiles and the cache.
class ProjectDependencies : public clang::DependencyCollector {
  bool sawDependency(llvm::StringRef Filename, bool FromModule, bool IsSystem,
                     bool IsModuleFile, bool IsMissing) override {
    return !IsSystem && !IsMissing && !Filename.starts_with(BuiltinRoot);
  }
};

/// The file system of a parse: the real one, with the built-in headers, the
/// prelude's empty source, the library prelude's header (of \p Setup) and
/// \p Path (whose bytes are \p Buffer) served from memory.
llvm::IntrusiveRefCntPtr<clang::FileManager>
files(llvm::StringRef Path, llvm::StringRef Buffer, const ParseSetup &Setup);

/// Runs \p Invocation as parse() does: on a thread with a large stack,
/// recovering from a crash. False after a crash.
bool runSafely(clang::tooling::ToolInvocation &Invocation);

} // namespace hipify::frontend

#endif
