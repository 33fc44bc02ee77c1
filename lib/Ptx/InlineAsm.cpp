//===- InlineAsm.cpp - reading an asm statement from a file's text --------===//
//
// An asm statement is read as the C++ grammar has it (GCC's extended asm):
//
//   asm [volatile|inline|goto] ( "template" "..."
//       [: [name] "constraint" (expr), ... [: inputs [: clobbers [: labels]]]] )
//
// from the text, so that a statement in an #if branch the parse did not
// take, or in a macro's body (its lines joined by backslash-newlines), reads
// alike. Comments and whitespace may sit anywhere between the parts; an
// operand's expression is everything inside its parentheses (balanced, its
// literals skipped). A template that is not literals only (a macro's
// expansion in it) is not read: its statement is kept with TemplateRead
// false, for the report to say why.
//
//===----------------------------------------------------------------------===//

#include "hipify/Ptx/InlineAsm.h"
#include "PtxCatalog.h"
#include "hipify/Directives/CodeWords.h"
#include "hipify/Support/Words.h"

#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace hipify::ptx {

namespace {

/// A cursor over the buffer that skips what C++ does not see.
class Cursor {
public:
  Cursor(StringRef B, size_t At) : B(B), I(At) {}

  /// Skips whitespace, backslash-newlines and comments.
  void skip() {
    while (I < B.size()) {
      if (size_t N = pp::continuation(B, I)) {
        I += N;
      } else if (isSpace(B[I])) {
        ++I;
      } else if (B.substr(I).starts_with("//")) {
        I = std::min(findLineBreak(B, I), B.size());
      } else if (B.substr(I).starts_with("/*")) {
        size_t E = B.find("*/", I + 2);
        I = E == StringRef::npos ? B.size() : E + 2;
      } else {
        return;
      }
    }
  }
  bool consume(StringRef S) {
    skip();
    if (!B.substr(I).starts_with(S))
      return false;
    I += S.size();
    return true;
  }
  /// An identifier-like word, consumed if it is \p W.
  bool consumeWord(StringRef W) {
    skip();
    size_t E = I;
    while (E < B.size() && (isAlnum(B[E]) || B[E] == '_'))
      ++E;
    if (B.slice(I, E) != W)
      return false;
    I = E;
    return true;
  }
  char peek() {
    skip();
    return I < B.size() ? B[I] : '\0';
  }
  /// A string literal at the cursor: its contents, unescaped.
  std::optional<std::string> literal() {
    if (peek() != '"')
      return std::nullopt;
    std::string Out;
    for (++I; I < B.size(); ++I) {
      char C = B[I];
      if (C == '"') {
        ++I;
        return Out;
      }
      if (lineBreakAt(B, I))
        return std::nullopt;
      if (C != '\\') {
        Out += C;
        continue;
      }
      if (size_t N = pp::continuation(B, I)) { // a spliced line
        I += N - 1;
        continue;
      }
      if (++I == B.size())
        return std::nullopt;
      switch (B[I]) {
      case 'n': Out += '\n'; break;
      case 't': Out += '\t'; break;
      case 'r': Out += '\r'; break;
      default: Out += B[I]; break; // \" \\ \'
      }
    }
    return std::nullopt;
  }
  /// Past the expression at the cursor, up to (not over) the ')' or ','
  /// that ends it at depth 0, or the ')' when \p CommaEnds is false.
  bool expression(bool CommaEnds) {
    unsigned Depth = 0;
    while (I < B.size()) {
      char C = B[I];
      if (C == '\'' && I > 0 && isAlnum(B[I - 1])) {
        ++I; // a digit separator (1'000), not a character literal
        continue;
      }
      if (C == '"' || C == '\'') {
        for (++I; I < B.size() && B[I] != C && !lineBreakAt(B, I); ++I)
          if (B[I] == '\\')
            ++I;
        ++I;
        continue;
      }
      if (B.substr(I).starts_with("//") || B.substr(I).starts_with("/*")) {
        skip();
        continue;
      }
      if (C == '(' || C == '[' || C == '{')
        ++Depth;
      else if (C == ')' || C == ']' || C == '}') {
        if (Depth == 0)
          return C == ')';
        --Depth;
      } else if (C == ',' && Depth == 0 && CommaEnds)
        return true;
      ++I;
    }
    return false;
  }
  /// The end of the text before the cursor that is not skipped space.
  size_t at() const { return I; }
  size_t trimmedEnd(size_t From) const {
    size_t E = I;
    while (E > From && isSpace(B[E - 1]))
      --E;
    return E;
  }

private:
  StringRef B;
  size_t I;
};

/// The operands of one section (outputs or inputs), up to the ':' or ')'
/// after it.
bool readOperands(Cursor &C, StringRef B, bool Output,
                  std::vector<AsmOperand> &Out) {
  if (C.peek() == ':' || C.peek() == ')')
    return true;
  do {
    AsmOperand Op;
    Op.Output = Output;
    if (C.consume("[")) {
      size_t From = C.at(), To = B.find(']', From);
      if (To == StringRef::npos)
        return false;
      Op.Name = B.slice(From, To).trim().str();
      C = Cursor(B, To + 1);
    }
    auto Constraint = C.literal();
    if (!Constraint || !C.consume("("))
      return false;
    Op.Constraint = *Constraint;
    C.skip();
    Op.Begin = unsigned(C.at());
    if (!C.expression(false))
      return false;
    Op.End = unsigned(C.trimmedEnd(Op.Begin));
    // An expression with a comment or a spliced line in it: the edits
    // around it would land in the comment, or end a macro's line.
    StringRef Text = B.slice(Op.Begin, Op.End);
    if (Text.contains("//") || Text.contains("/*") || Text.contains("\\\n") ||
        Text.contains("\\\r\n"))
      return false;
    C.consume(")");
    Out.push_back(std::move(Op));
  } while (C.consume(","));
  return true;
}

} // namespace

std::optional<AsmStatement> readAsmStatement(StringRef B, unsigned At) {
  Cursor C(B, At);
  if (!C.consumeWord("asm") && !C.consumeWord("__asm__") &&
      !C.consumeWord("__asm"))
    return std::nullopt;
  AsmStatement S;
  S.Begin = At;
  for (;;) {
    if (C.consumeWord("volatile") || C.consumeWord("__volatile__") ||
        C.consumeWord("inline"))
      continue;
    if (C.consumeWord("goto")) {
      S.Goto = true;
      continue;
    }
    break;
  }
  if (!C.consume("("))
    return std::nullopt;
  bool Any = false;
  while (auto Part = C.literal()) {
    S.Template += *Part;
    Any = true;
  }
  if (!Any || (C.peek() != ':' && C.peek() != ')')) {
    // Not literals only: find the statement's end, the template unread.
    S.TemplateRead = false; // Template: the literals before it
    if (!C.expression(false))
      return std::nullopt;
    S.End = unsigned(C.at() + 1);
    return S;
  }
  // The template read, operands that are not: the statement is kept, to be
  // reported (a constraint in two literals, an #if among the operands).
  auto Unread = [&] {
    S.OperandsRead = false;
    S.Operands.clear();
    S.End = S.Begin;
    return S;
  };
  if (C.consume(":")) {
    if (!readOperands(C, B, /*Output=*/true, S.Operands))
      return Unread();
    if (C.consume(":")) {
      if (!readOperands(C, B, /*Output=*/false, S.Operands))
        return Unread();
      // Clobbers and goto labels: read past them, noting "memory".
      if (C.peek() == ':') {
        size_t From = C.at();
        if (!C.expression(false))
          return Unread();
        S.ClobbersMemory = B.slice(From, C.at()).contains("\"memory\"");
      }
    }
  }
  if (!C.consume(")"))
    return Unread();
  S.End = unsigned(C.at());
  return S;
}

std::vector<AsmStatement>
findPtxStatements(StringRef B, ArrayRef<pp::Directive> Directives) {
  std::vector<AsmStatement> Out;
  if (!B.contains("asm"))
    return Out; // most files: no walk of their code
  auto Check = [&](size_t I, StringRef Word) {
    if (Word != "asm" && Word != "__asm__" && Word != "__asm")
      return;
    auto S = readAsmStatement(B, unsigned(I));
    if (S && looksLikePtx(S->Template))
      Out.push_back(std::move(*S));
  };
  pp::forEachCodeWord(B, Directives, Check);
  // An asm in a macro's body: its text is read the same way.
  for (const pp::Directive &D : Directives)
    if (D.Name == "define")
      forEachWord(B.slice(D.OperandBegin, D.OperandEnd),
                  [&](size_t I, StringRef Word) {
                    Check(D.OperandBegin + I, Word);
                  });
  llvm::sort(Out, [](const AsmStatement &L, const AsmStatement &R) {
    return L.Begin < R.Begin;
  });
  return Out;
}

std::vector<TextEdit> editsFor(StringRef B, const AsmStatement &S,
                               ArrayRef<Piece> Pieces) {
  std::vector<TextEdit> Out;
  unsigned From = S.Begin;
  std::string Pending;
  // The text from From to To becomes Text, with as many line breaks (a
  // macro body's spliced ones too), after the first statement or scope Text
  // ends, else at its end.
  auto Gap = [&](unsigned To, std::string Text) {
    StringRef Old = B.slice(From, To);
    bool Spliced = Old.contains("\\\n") || Old.contains("\\\r\n");
    std::string Breaks;
    for (size_t L = Old.count('\n'); L > 0; --L)
      Breaks += Spliced ? " \\\n" : "\n";
    size_t At = Text.find("; ");
    if (At == std::string::npos)
      At = Text.find("{ ");
    Text.insert(At == std::string::npos ? Text.size() : At + 2, Breaks);
    Out.push_back({From, To - From, std::move(Text)});
  };
  for (const Piece &P : Pieces) {
    if (P.Operand < 0) {
      Pending += P.Text;
      continue;
    }
    const AsmOperand &Op = S.Operands[unsigned(P.Operand)];
    Gap(Op.Begin, std::move(Pending));
    Pending.clear();
    From = Op.End;
  }
  Gap(S.End, std::move(Pending));
  return Out;
}

} // namespace hipify::ptx
