//===- AstRules.h - the producers that work on clang's AST and preprocessor -===//
#ifndef HIPIFY_RULES_ASTRULES_H
#define HIPIFY_RULES_ASTRULES_H

#include "hipify/Rules/FileContext.h"
#include "hipify/Rules/SourceInfo.h"

#include <memory>

namespace clang {
class ASTContext;
class PPCallbacks;
} // namespace clang

namespace hipify::rules {

/// API references: renames CUDA functions, types, enumerators, namespaces and
/// macros that the parser resolved to a CUDA header (ApiReferences.cpp).
void renameApiReferences(clang::ASTContext &AST, const SourceInfo &SI,
                         FileContext &Ctx);
std::unique_ptr<clang::PPCallbacks> macroReferences(const SourceInfo &SI,
                                                    FileContext &Ctx);

/// Kernel launches: k<<<g, b, s, st>>>(args) -> hipLaunchKernelGGL
/// (KernelLaunch.cpp).
void rewriteKernelLaunches(clang::ASTContext &AST, const SourceInfo &SI,
                           FileContext &Ctx);

/// Device code written for 32-lane warps: lane masks and the literal 32
/// (WarpSize.cpp).
void checkWarpSize(clang::ASTContext &AST, const SourceInfo &SI,
                   FileContext &Ctx);

/// #include directives that name CUDA headers, and where a missing
/// <hip/hip_runtime.h> would go (Includes.cpp).
std::unique_ptr<clang::PPCallbacks> includeDirectives(const SourceInfo &SI,
                                                      FileContext &Ctx);
void findFirstDeclaration(clang::ASTContext &AST, const SourceInfo &SI,
                          FileContext &Ctx);

} // namespace hipify::rules

#endif
