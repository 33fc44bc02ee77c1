//===- CodeWords.h - the words of a file's code, for the token checks -----===//
//
// Lint's checks that read tokens (compat-uncovered, inline-ptx) and the
// reader of inline assembly (lib/Ptx) walk the words of a file's code: not
// its comments, string and character literals, nor the directives' own
// lines. Every branch of an #if is code here: nothing is evaluated.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_DIRECTIVES_CODEWORDS_H
#define HIPIFY_DIRECTIVES_CODEWORDS_H

#include "hipify/Directives/Directives.h"
#include "hipify/Support/Words.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringExtras.h"

namespace hipify::pp {

/// Calls \p F(Begin, Word) for each identifier-like word of \p B's code
/// (\p Directives: B's).
inline void
forEachCodeWord(llvm::StringRef B, llvm::ArrayRef<pp::Directive> Directives,
                llvm::function_ref<void(size_t, llvm::StringRef)> F) {
  size_t Next = 0; // the next directive
  for (size_t I = 0; I < B.size();) {
    while (Next < Directives.size() && Directives[Next].End <= I)
      ++Next;
    if (Next < Directives.size() && I >= Directives[Next].Hash) {
      I = Directives[Next].End; // the directive's own text
      continue;
    }
    char Ch = B[I];
    if (B.substr(I).starts_with("//")) {
      I = std::min(findLineBreak(B, I), B.size());
    } else if (B.substr(I).starts_with("/*")) {
      size_t E = B.find("*/", I + 2);
      I = E == llvm::StringRef::npos ? B.size() : E + 2;
    } else if (Ch == '"' || Ch == '\'') {
      for (++I; I < B.size() && B[I] != Ch && !lineBreakAt(B, I); ++I)
        if (B[I] == '\\')
          ++I;
      ++I;
    } else if (llvm::isAlpha(Ch) || Ch == '_') {
      size_t E = I;
      while (E < B.size() && (llvm::isAlnum(B[E]) || B[E] == '_'))
        ++E;
      F(I, B.slice(I, E));
      I = E;
    } else {
      ++I;
    }
  }
}

} // namespace hipify::pp

#endif
