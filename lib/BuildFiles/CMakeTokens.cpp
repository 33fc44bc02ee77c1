//===- CMakeTokens.cpp - the command invocations of a CMake file ----------===//
//
// CMake's language is command invocations only: a name, then its arguments
// between parentheses, quoted ("..."), bracket ([=[...]=]) or unquoted
// (generator expressions $<...> included). Comments (# to the end of the
// line, #[[...]]) are skipped. Nothing is evaluated. An argument that holds
// compiler options is cut into them, generator expressions taken off.
//
//===----------------------------------------------------------------------===//

#include "CMakeTokens.h"

#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace hipify::buildfiles {

namespace {

/// Skips a bracket [=*[ ... ]=*] at \p I; returns its end, or npos.
size_t bracketEnd(StringRef Buf, size_t I) {
  size_t J = I + 1;
  while (J < Buf.size() && Buf[J] == '=')
    ++J;
  if (J >= Buf.size() || Buf[J] != '[')
    return StringRef::npos;
  std::string Close = "]" + std::string(J - I - 1, '=') + "]";
  size_t E = Buf.find(Close, J + 1);
  return E == StringRef::npos ? Buf.size() : E + Close.size();
}

size_t skipComment(StringRef Buf, size_t I) {
  if (I + 1 < Buf.size() && Buf[I + 1] == '[') {
    size_t E = bracketEnd(Buf, I + 1);
    if (E != StringRef::npos)
      return E;
  }
  size_t E = Buf.find('\n', I);
  return E == StringRef::npos ? Buf.size() : E;
}

/// The unquoted argument at \p J; returns its end.
size_t unquotedEnd(StringRef Buf, size_t J) {
  size_t K = J;
  int GenexDepth = 0; // $<...> may hold ';' and ' ' only quoted
  while (K < Buf.size()) {
    char E = Buf[K];
    if (E == '\\') {
      K += 2;
      continue;
    }
    if (E == '<' && K > J && Buf[K - 1] == '$')
      ++GenexDepth;
    else if (E == '>' && GenexDepth > 0)
      --GenexDepth;
    if (isSpace(E) || E == '(' || E == ')' || E == '"' ||
        (E == '#' && GenexDepth == 0))
      break;
    ++K;
  }
  return std::min(K, Buf.size());
}

/// Reads the arguments of \p Cmd from \p J, after its '('; returns the end
/// of the invocation, after its ')'.
size_t arguments(StringRef Buf, size_t J, Command &Cmd) {
  int Depth = 1;
  while (J < Buf.size() && Depth > 0) {
    char D = Buf[J];
    if (isSpace(D)) {
      ++J;
    } else if (D == '#') {
      J = skipComment(Buf, J);
    } else if (D == '(') {
      ++Depth, ++J;
    } else if (D == ')') {
      --Depth, ++J;
    } else if (D == '"') {
      size_t K = J + 1;
      while (K < Buf.size() && Buf[K] != '"')
        K += Buf[K] == '\\' ? 2 : 1;
      K = std::min(K + 1, Buf.size());
      Cmd.Args.push_back({{unsigned(J), unsigned(K)},
                          {unsigned(J + 1), unsigned(K - 1)},
                          true});
      J = K;
    } else if (D == '[' && bracketEnd(Buf, J) != StringRef::npos) {
      size_t K = bracketEnd(Buf, J);
      Cmd.Args.push_back(
          {{unsigned(J), unsigned(K)}, {unsigned(J), unsigned(J)}, true});
      J = K;
    } else {
      size_t K = unquotedEnd(Buf, J);
      Cmd.Args.push_back(
          {{unsigned(J), unsigned(K)}, {unsigned(J), unsigned(K)}, false});
      J = K;
    }
  }
  return std::min(J, Buf.size());
}

} // namespace

std::vector<Command> commands(StringRef Buf) {
  std::vector<Command> Out;
  size_t I = 0;
  while (I < Buf.size()) {
    char C = Buf[I];
    if (isSpace(C)) {
      ++I;
      continue;
    }
    if (C == '#') {
      I = skipComment(Buf, I);
      continue;
    }
    if (!(isAlpha(C) || C == '_')) {
      ++I;
      continue;
    }
    size_t NameEnd = I;
    while (NameEnd < Buf.size() && isWordChar(Buf[NameEnd]))
      ++NameEnd;
    size_t P = NameEnd;
    while (P < Buf.size() && (Buf[P] == ' ' || Buf[P] == '\t'))
      ++P;
    if (P >= Buf.size() || Buf[P] != '(') {
      I = NameEnd;
      continue;
    }
    Command Cmd;
    Cmd.Name = Buf.slice(I, NameEnd);
    Cmd.Begin = I;
    size_t LB = Buf.rfind('\n', I);
    Cmd.LineBegin = LB == StringRef::npos ? 0 : LB + 1;
    Cmd.Indent = Buf.slice(Cmd.LineBegin, I).str();
    if (!StringRef(Cmd.Indent).trim().empty())
      Cmd.Indent.clear();
    Cmd.End = arguments(Buf, P + 1, Cmd);
    Out.push_back(std::move(Cmd));
    I = Out.back().End;
  }
  return Out;
}

void optionWords(StringRef Buf, Word In, std::vector<Word> &Out) {
  StringRef S = Buf.slice(In.Begin, In.End);
  for (size_t K = 0; K < S.size();) {
    while (K < S.size() && (isSpace(S[K]) || S[K] == ';'))
      ++K;
    size_t E = K;
    while (E < S.size() && !isSpace(S[E]) && S[E] != ';')
      ++E;
    if (E == K)
      break;
    StringRef W = S.slice(K, E);
    size_t B = K;
    // $<$<COMPILE_LANGUAGE:CUDA>:--use_fast_math>: the option only.
    while (W.starts_with("$<")) {
      size_t Colon = W.find(">:");
      if (Colon == StringRef::npos)
        break;
      B += Colon + 2;
      W = S.slice(B, E);
    }
    size_t WE = E;
    if (S.contains("$<"))
      while (WE > B && S[WE - 1] == '>')
        --WE;
    if (WE > B)
      Out.push_back({unsigned(In.Begin + B), unsigned(In.Begin + WE)});
    K = E;
  }
}

} // namespace hipify::buildfiles
