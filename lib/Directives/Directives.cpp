//===- Directives.cpp - a buffer's preprocessor directives ----------------===//
//
// A scanner of directives that needs no parse: it walks the text line by
// line, skipping comments, string and character literals and joining
// backslash-continued lines, and records each directive's name, operand and
// #if depth.
//
//===----------------------------------------------------------------------===//

#include "hipify/Directives/Directives.h"
#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Support/Words.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <algorithm>

using namespace llvm;

namespace hipify::pp {

size_t continuation(StringRef B, size_t P) {
  if (P >= B.size() || B[P] != '\\')
    return 0;
  if (lineBreakAt(B, P + 1))
    return 2;
  if (P + 2 < B.size() && B[P + 1] == '\r' && B[P + 2] == '\n')
    return 3;
  return 0;
}

namespace {

/// Skips a string or character literal starting at \p P (a quote). An
/// unterminated one (an apostrophe in #error text, a digit separator) ends
/// at the end of its line, which it does not swallow.
size_t skipLiteral(StringRef B, size_t P) {
  char Quote = B[P++];
  while (P < B.size() && B[P] != Quote && !lineBreakAt(B, P))
    P += B[P] == '\\' ? 2 : 1;
  if (P >= B.size() || lineBreakAt(B, P))
    return std::min(P, B.size());
  return P + 1;
}

/// The end of the logical line starting at \p P (its line break, or the end of
/// the buffer): continuations and block comments extend it.
size_t logicalEnd(StringRef B, size_t P) {
  while (P < B.size()) {
    if (size_t C = continuation(B, P)) {
      P += C;
    } else if (lineBreakAt(B, P)) {
      return P;
    } else if (B.substr(P).starts_with("/*")) {
      size_t E = B.find("*/", P + 2);
      P = E == StringRef::npos ? B.size() : E + 2;
    } else if (B.substr(P).starts_with("//")) {
      while (P < B.size() && !lineBreakAt(B, P))
        P += std::max<size_t>(continuation(B, P), 1);
      return P;
    } else if (B[P] == '"' || B[P] == '\'') {
      P = skipLiteral(B, P);
    } else {
      ++P;
    }
  }
  return P;
}

/// The end of the last character of code in [Begin, End): trailing blanks
/// and comments are not the operand.
size_t codeEnd(StringRef B, size_t Begin, size_t End) {
  size_t Last = Begin;
  for (size_t P = Begin; P < End;) {
    if (size_t C = continuation(B, P)) {
      P += C;
    } else if (B.substr(P, End - P).starts_with("/*")) {
      size_t E = B.find("*/", P + 2);
      P = E == StringRef::npos ? End : std::min(E + 2, End);
    } else if (B.substr(P, End - P).starts_with("//")) {
      break;
    } else if (isSpace(B[P])) {
      ++P;
    } else {
      P = B[P] == '"' || B[P] == '\'' ? std::min(skipLiteral(B, P), End)
                                      : P + 1;
      Last = P;
    }
  }
  return Last;
}


size_t skipBlanks(StringRef B, size_t P, size_t End) {
  while (P < End) {
    if (size_t C = continuation(B, P))
      P += C;
    else if (B[P] == ' ' || B[P] == '\t' || B[P] == '\f' || B[P] == '\v' ||
             (B[P] == '\r' && !lineBreakAt(B, P)))
      ++P;
    else if (B.substr(P, End - P).starts_with("/*")) {
      size_t E = B.find("*/", P + 2);
      P = E == StringRef::npos ? End : std::min(E + 2, End);
    } else
      break;
  }
  return P;
}

} // namespace

void forEachCodeWord(StringRef B, size_t Begin, size_t End,
                     function_ref<void(StringRef)> F) {
  size_t Code = Begin; // start of the code not yet handed to F
  auto Flush = [&](size_t To) {
    forEachWord(B.slice(Code, To), [&](size_t, StringRef W) { F(W); });
  };
  for (size_t P = Begin; P < End;) {
    size_t Next = P + 1;
    if (B.substr(P, End - P).starts_with("/*")) {
      size_t E = B.find("*/", P + 2);
      Next = E == StringRef::npos ? End : std::min(E + 2, End);
    } else if (B.substr(P, End - P).starts_with("//")) {
      Next = std::min(findLineBreak(B, P), End);
    } else if (B[P] == '"' || B[P] == '\'') {
      Next = std::min(skipLiteral(B, P), End);
    } else {
      P = Next;
      continue;
    }
    Flush(P);
    P = Code = Next;
  }
  Flush(End);
}

bool includesTorch(StringRef Buffer, ArrayRef<Directive> Directives) {
  return any_of(Directives, [&](const Directive &D) {
    return D.Name == "include" &&
           mapping::hip::isTorchHeader(
               Buffer.slice(D.OperandBegin, D.OperandEnd).trim().drop_front());
  });
}

std::vector<Directive> scanDirectives(StringRef B) {
  std::vector<Directive> Out;
  unsigned Depth = 0, Line = 1;
  size_t LineCountedTo = 0;
  auto LineOf = [&](size_t P) {
    for (size_t I = LineCountedTo; I < P; ++I)
      Line += lineBreakAt(B, I);
    LineCountedTo = P;
    return Line;
  };
  size_t P = B.starts_with("\xEF\xBB\xBF") ? 3 : 0; // a UTF-8 BOM
  while (P < B.size()) {
    // At the start of a line: blanks (and comments) may precede '#'.
    size_t Q = skipBlanks(B, P, B.size());
    if (Q < B.size() && B[Q] == '#') {
      size_t End = logicalEnd(B, Q + 1);
      Directive D;
      D.Hash = Q;
      D.Line = LineOf(Q);
      D.NameBegin = skipBlanks(B, Q + 1, End);
      size_t NameEnd = D.NameBegin;
      while (NameEnd < End && (isAlnum(B[NameEnd]) || B[NameEnd] == '_'))
        ++NameEnd;
      D.Name = B.slice(D.NameBegin, NameEnd);
      D.OperandBegin = skipBlanks(B, NameEnd, End);
      D.OperandEnd = std::max<size_t>(codeEnd(B, D.OperandBegin, End),
                                      D.OperandBegin);
      D.End = End;
      if (is_contained({"if", "ifdef", "ifndef"}, D.Name)) {
        D.Nested = Depth++;
      } else if (is_contained({"elif", "else", "elifdef", "elifndef"},
                              D.Name)) {
        D.Nested = Depth ? Depth - 1 : 0;
      } else if (D.Name == "endif") {
        Depth = Depth ? Depth - 1 : 0;
        D.Nested = Depth;
      } else {
        D.Nested = Depth;
      }
      Out.push_back(D);
      P = End < B.size() ? End + 1 : End;
      continue;
    }
    // Not a directive: skip the rest of the line, with what spans lines.
    P = logicalEnd(B, Q);
    if (P < B.size())
      ++P;
  }
  return Out;
}

std::optional<IncludeOperand> includeOperand(StringRef Buffer,
                                             const Directive &D) {
  StringRef Operand = Buffer.slice(D.OperandBegin, D.OperandEnd);
  if (D.Name != "include" || Operand.size() < 3 ||
      !((Operand.front() == '"' && Operand.back() == '"') ||
        (Operand.front() == '<' && Operand.back() == '>')))
    return std::nullopt;
  return IncludeOperand{Operand.drop_front().drop_back(),
                        Operand.front() == '<'};
}

std::pair<unsigned, unsigned>
guardedRange(ArrayRef<Directive> Directives, unsigned I,
             unsigned Size) {
  const Directive &D = Directives[I];
  for (unsigned J = I + 1; J < Directives.size(); ++J)
    if (Directives[J].Nested == D.Nested &&
        is_contained({"elif", "else", "endif", "elifdef", "elifndef"},
                     Directives[J].Name))
      return {D.End, Directives[J].Hash};
  return {D.End, Size};
}

} // namespace hipify::pp
