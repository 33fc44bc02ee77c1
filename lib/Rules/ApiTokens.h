//===- ApiTokens.h - api-rename: the token-level half, the shared parts ---===//
#ifndef HIPIFY_RULES_APITOKENS_H
#define HIPIFY_RULES_APITOKENS_H

#include "hipify/Lexical/LexicalPass.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"

namespace hipify::rules {

/// The case label [Begin, End) of \p Ctx's file names at \p NameOffset the
/// CUDA enumerator \p Name (record \p R, if the tables know it) that the
/// target HIP does not have: no HIP call yields it, and the label would not
/// compile, so it is commented out and said (hipify-dead-case); the
/// statements after it stay. Returns whether it was (not when HIP has the
/// name). Both halves of api-rename find such labels.
bool deadCase(core::FileContext &Ctx, unsigned Begin, unsigned NameOffset,
              unsigned End, llvm::StringRef Name, const mapping::ApiRecord *R,
              rewrite::Tier From);

/// Renames, token by token, the table names the AST did not claim (inactive
/// #if branches, macro bodies never expanded, regions that failed to parse),
/// and with --translate-strings the names in string literals: see
/// ApiTokens.cpp.
class ApiTokens : public lexical::TokenHooks {
public:
  explicit ApiTokens(core::FileContext &Ctx);
  /// Before the stage: the table names the file declares itself, anywhere.
  void collectDeclared();

  void identifier(const lexical::Identifier &Id, RenamedCall Renamed) override;
  void stringLiteral(unsigned Offset, unsigned Length) override;

private:
  bool applies(const mapping::ApiRecord &R) const;
  void usingCudaNamespace(unsigned Offset);
  void qualifiedNames(unsigned Offset);
  bool declaredName(unsigned End, llvm::StringRef Before) const;
  void name(const lexical::Identifier &Id, llvm::StringRef Name,
            RenamedCall Renamed);
  bool deadCase(unsigned Offset, llvm::StringRef Name,
                const mapping::ApiRecord &R);

  core::FileContext &Ctx;
  llvm::StringRef Buffer; // what the stage lexes: Ctx.ParseText
  llvm::DenseMap<unsigned, llvm::StringRef> Qualified; // qualifiedNames()
  llvm::DenseSet<unsigned> Inside;
  unsigned ChainEnd = 0;      // where the last chain looked at ends
  llvm::StringSet<> Declared; // collectDeclared()
};

} // namespace hipify::rules

#endif
