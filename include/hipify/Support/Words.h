//===- Words.h - the identifier-like words of a piece of text -------------===//
#ifndef HIPIFY_SUPPORT_WORDS_H
#define HIPIFY_SUPPORT_WORDS_H

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"

namespace hipify {

/// Whether \p S is a C identifier: [A-Za-z0-9_]+, not starting with a
/// digit.
inline bool isIdentifier(llvm::StringRef S) {
  return !S.empty() && !llvm::isDigit(S.front()) &&
         llvm::all_of(S, [](char C) { return llvm::isAlnum(C) || C == '_'; });
}

/// Calls \p F(offset, word) for each maximal run of [A-Za-z0-9_] in \p Text
/// that does not start with a digit.
inline void forEachWord(llvm::StringRef Text,
                        llvm::function_ref<void(size_t, llvm::StringRef)> F) {
  auto Word = [](char C) { return llvm::isAlnum(C) || C == '_'; };
  for (size_t I = 0; I < Text.size();) {
    if (!Word(Text[I])) {
      ++I;
      continue;
    }
    size_t J = I;
    while (J < Text.size() && Word(Text[J]))
      ++J;
    if (!llvm::isDigit(Text[I]))
      F(I, Text.slice(I, J));
    I = J;
  }
}

} // namespace hipify

#endif
