//===- Words.h - the identifier-like words of a piece of text -------------===//
#ifndef HIPIFY_SUPPORT_WORDS_H
#define HIPIFY_SUPPORT_WORDS_H

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace hipify {

/// Whether \p S is a C identifier: [A-Za-z0-9_]+, not starting with a
/// digit.
inline bool isIdentifier(llvm::StringRef S) {
  return !S.empty() && !llvm::isDigit(S.front()) &&
         llvm::all_of(S, [](char C) { return llvm::isAlnum(C) || C == '_'; });
}

/// Whether a line ends at \p P of \p B as clang's lexer reads lines: a '\n',
/// or a '\r' that no '\n' follows (old Mac files); "\r\n" ends at its '\n'.
inline bool lineBreakAt(llvm::StringRef B, size_t P) {
  return P < B.size() && (B[P] == '\n' || (B[P] == '\r' && (P + 1 == B.size() ||
                                                            B[P + 1] != '\n')));
}

/// The first line break (lineBreakAt) of \p B at or after \p P, or npos.
inline size_t findLineBreak(llvm::StringRef B, size_t P) {
  for (; P < B.size(); ++P)
    if (lineBreakAt(B, P))
      return P;
  return llvm::StringRef::npos;
}

/// The line ending of \p B, for lines added to it: "\r\n" where it has one,
/// "\r" where it ends lines with a lone '\r', else "\n".
inline llvm::StringRef lineEnding(llvm::StringRef B) {
  if (B.contains("\r\n"))
    return "\r\n";
  size_t CR = B.find('\r');
  return CR != llvm::StringRef::npos && lineBreakAt(B, CR) ? "\r" : "\n";
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

/// Whether \p Name reads as the size of a warp (WARP_SIZE, kWarpSize,
/// threads_per_warp): it says "warp", and not a count of warps
/// (WARPS_PER_BLOCK, NUM_WARP, warp_count) or a mask.
inline bool namesWarpSize(llvm::StringRef Name) {
  std::string Lower = Name.lower();
  llvm::StringRef L = Lower;
  bool Plural = L.contains("warps") && !L.contains("warpsize") &&
                !L.contains("warpsz");
  return L.contains("warp") && !Plural && !L.contains("num") &&
         !L.contains("count") && !L.contains("mask") && !L.contains("idx") &&
         !L.ends_with("id");
}

/// What 32 held as a warp's size in \p Name (namesWarpSize) assumes: the
/// translation's warning and lint's finding say the same.
inline std::string warpSizeHeld(llvm::StringRef Name) {
  return "'32' as the warp size '" + Name.str() +
         "' assumes 32-lane warps; AMD wavefronts have 64 lanes on CDNA: use "
         "warpSize";
}

/// The value of the first `#define Macro <digits>` line of \p Text (a
/// version header's: cuda.h's CUDA_VERSION, hip_version.h's), if any.
inline std::optional<unsigned> definedNumber(llvm::StringRef Text,
                                             llvm::StringRef Macro) {
  auto Blank = [](char C) { return C == ' ' || C == '\t'; };
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    Text = Rest;
    Line = Line.ltrim(" \t");
    if (!Line.consume_front("#"))
      continue;
    Line = Line.ltrim(" \t");
    if (!Line.consume_front("define") || Line.empty() || !Blank(Line.front()))
      continue;
    Line = Line.ltrim(" \t");
    if (!Line.consume_front(Macro) || Line.empty() || !Blank(Line.front()))
      continue;
    llvm::StringRef Digits = Line.ltrim(" \t").take_while(llvm::isDigit);
    unsigned V;
    if (!Digits.empty() && !Digits.getAsInteger(10, V))
      return V;
  }
  return std::nullopt;
}

/// Whether the instructions \p Asm of an asm statement (its string, with or
/// without its escapes read) are PTX's: a dotted mnemonic or directive
/// (mov.u32, ld.acquire.sys.global.u8, .reg .pred p). A host's assembly
/// (rdtsc, movl %%eax) and an empty string (a compiler barrier) are not.
inline bool looksLikePtx(llvm::StringRef Asm) {
  for (size_t I = Asm.find('.'); I != llvm::StringRef::npos;
       I = Asm.find('.', I + 1))
    if (I + 1 < Asm.size() && llvm::isAlpha(Asm[I + 1]))
      return true;
  return false;
}

} // namespace hipify

#endif
