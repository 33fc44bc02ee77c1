//===- LexicalPass.cpp - the token-level stage, every branch -------------===//
//
// The AST sees only the active preprocessor branch, macros that are expanded,
// and code that parses. Real CUDA code has all three kinds of blind spot, so
// a second stage walks the raw tokens of the whole file, every branch, with
// clang's raw lexer (which knows comments, strings, raw strings, digraphs and
// line continuations, so none of them is mistaken for code).
//
// The stage edits nothing itself: it is a dispatcher that the rules join
// (TokenHooks, given by Rule::tokens()). It hands them, in file order, each
// #include line, each "<<<", each identifier in code or in a directive's
// operands (with what the directive does with it: tests or defines it) and
// each string literal; the texts of comments and of #error, #warning,
// #pragma and #line are no one's. A call renamed at this level is handed on
// to every rule that joins. So what a rule learnt from the AST and what it
// does at token level stay in the rule: the api-rename rule renames the
// table names the AST never saw (ApiTokens.cpp), the include rule the
// includes the preprocessor never reached, the kernel-launch rule the
// launches the AST never saw, and hip-symbol and warp-size the arguments of
// the calls renamed here.
//
//===----------------------------------------------------------------------===//

#include "hipify/Lexical/LexicalPass.h"

#include "clang/Basic/CharInfo.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"

#include <optional>

using namespace clang;
using namespace llvm;

namespace hipify::lexical {

namespace {

class Pass {
public:
  Pass(core::FileContext &Ctx, ArrayRef<TokenHooks *> Hooks)
      : Hooks(Hooks), Buffer(Ctx.ParseText), LO(cudaLanguage()) {}

  void run() {
    Lexer L(SourceLocation(), LO, Buffer.begin(), Buffer.begin(),
            Buffer.end());
    Token Tok, Prev;
    Prev.startToken();
    L.LexFromRawLexer(Tok);
    while (Tok.isNot(tok::eof)) {
      if (Tok.isAtStartOfLine())
        Operands = {};
      if (Tok.is(tok::hash) && Tok.isAtStartOfLine()) {
        directive(L, Tok);
        Prev.startToken();
        continue; // Tok is the first token after the directive's line
      }
      token(L, Tok, Prev);
      Prev = Tok;
      L.LexFromRawLexer(Tok);
    }
  }

private:
  unsigned offsetOf(const Lexer &L, const Token &Tok) const {
    return L.getBufferLocation() - Buffer.begin() - Tok.getLength();
  }

  /// Handles one #directive; leaves Tok at the first token of the next line
  /// (or at the first token of the directive's operands for #if/#define...).
  void directive(Lexer &L, Token &Tok) {
    unsigned Hash = offsetOf(L, Tok);
    L.LexFromRawLexer(Tok);
    if (Tok.isAtStartOfLine() || Tok.isNot(tok::raw_identifier))
      return;
    StringRef Name = Tok.getRawIdentifier();
    if (Name == "include" || Name == "include_next" || Name == "import") {
      unsigned Operand = L.getBufferLocation() - Buffer.begin();
      for (TokenHooks *H : Hooks)
        H->include(Hash, Operand);
      skipLine(L, Tok);
    } else if (Name == "error" || Name == "warning" || Name == "pragma" ||
               Name == "line") {
      skipLine(L, Tok);
    } else {
      if (is_contained({"ifdef", "ifndef", "elifdef", "elifndef", "undef"},
                       Name))
        Operands.Next = MacroUse::Tested;
      else if (Name == "define")
        Operands.Next = MacroUse::Defined;
      Operands.Condition = Name == "if" || Name == "elif";
      L.LexFromRawLexer(Tok); // the operands are lexed as code
    }
  }

  /// Where the lexer is in the operands of a directive.
  struct OperandState {
    MacroUse Next = MacroUse::None; // what the next identifier is
    bool Condition = false;         // in an #if or #elif condition
  } Operands;

  /// What the identifier \p Tok is to the directive it is in, if any; then
  /// moves on (after "defined" or "defined(", the next one is tested).
  MacroUse macroUse(const Token &Tok) {
    MacroUse Use = Operands.Next;
    if (Tok.is(tok::l_paren) && Operands.Next == MacroUse::Tested)
      return MacroUse::None; // defined ( X )
    Operands.Next = Operands.Condition && Tok.is(tok::raw_identifier) &&
                            Tok.getRawIdentifier() == "defined"
                        ? MacroUse::Tested
                        : MacroUse::None;
    return Tok.is(tok::raw_identifier) ? Use : MacroUse::None;
  }

  void skipLine(Lexer &L, Token &Tok) {
    do
      L.LexFromRawLexer(Tok);
    while (Tok.isNot(tok::eof) && !Tok.isAtStartOfLine());
  }

  void token(const Lexer &L, const Token &Tok, const Token &Prev) {
    MacroUse Use = macroUse(Tok);
    unsigned Offset = offsetOf(L, Tok);
    if (Tok.is(tok::raw_identifier)) {
      Identifier Id;
      Id.Offset = Offset;
      Id.Name = Tok.getRawIdentifier();
      if (Prev.is(tok::raw_identifier))
        Id.Before = Prev.getRawIdentifier();
      Id.Member = Prev.isOneOf(tok::period, tok::arrow);
      Id.Use = Use;
      auto Renamed = [&](unsigned NameEnd, const mapping::ApiRecord &R,
                         bool Skipped) {
        for (TokenHooks *H : Hooks)
          H->call(NameEnd, R, Skipped);
      };
      for (TokenHooks *H : Hooks)
        H->identifier(Id, Renamed);
    } else if (Tok.is(tok::lesslessless)) {
      for (TokenHooks *H : Hooks)
        H->chevrons(Offset);
    } else if (tok::isStringLiteral(Tok.getKind())) {
      for (TokenHooks *H : Hooks)
        H->stringLiteral(Offset, Tok.getLength());
    }
  }

  ArrayRef<TokenHooks *> Hooks;
  StringRef Buffer;
  const LangOptions &LO;
};

} // namespace

TokenHooks::~TokenHooks() = default;

void runLexicalPass(core::FileContext &Ctx, ArrayRef<TokenHooks *> Hooks) {
  Pass(Ctx, Hooks).run();
}

std::optional<std::pair<unsigned, unsigned>>
callArgument(StringRef Buffer, unsigned After, unsigned N) {
  Lexer L(SourceLocation(), cudaLanguage(), Buffer.begin(),
          Buffer.begin() + After, Buffer.end());
  Token Tok;
  L.LexFromRawLexer(Tok);
  if (Tok.isNot(tok::l_paren))
    return std::nullopt;
  unsigned Open = L.getBufferLocation() - Buffer.begin() - Tok.getLength();
  auto Args = listPieces(Buffer, Open, tok::r_paren);
  if (!Args || N >= Args->size())
    return std::nullopt;
  return (*Args)[N];
}

const LangOptions &cudaLanguage() {
  static const LangOptions LO = [] {
    LangOptions LO;
    LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
    LO.CUDA = true;
    LO.LineComment = true;
    LO.Bool = true;
    return LO;
  }();
  return LO;
}

std::string joinSplitChevrons(StringRef Buffer) {
  if (!Buffer.contains("<<"))
    return "";
  std::vector<Token> Toks;
  std::vector<unsigned> Offsets;
  Lexer L(SourceLocation(), cudaLanguage(), Buffer.begin(), Buffer.begin(),
          Buffer.end());
  Token Tok;
  while (!L.LexFromRawLexer(Tok) || Tok.isNot(tok::eof)) {
    Toks.push_back(Tok);
    Offsets.push_back(L.getBufferLocation() - Buffer.begin() -
                      Tok.getLength());
  }
  auto End = [&](size_t I) { return Offsets[I] + Toks[I].getLength(); };
  // How many of \p C a chevron token spells: '<' 1, "<<" 2, "<<<" 3.
  auto Width = [](const Token &T, char C) {
    if (T.isOneOf(tok::less, tok::greater))
      return T.getLength() == 1 && C == (T.is(tok::less) ? '<' : '>') ? 1 : 0;
    if (T.isOneOf(tok::lessless, tok::greatergreater))
      return C == (T.is(tok::lessless) ? '<' : '>') ? 2 : 0;
    if (T.isOneOf(tok::lesslessless, tok::greatergreatergreater))
      return C == (T.is(tok::lesslessless) ? '<' : '>') ? 3 : 0;
    return 0;
  };
  // The tokens from \p I that spell three of \p C, or 0.
  auto Run = [&](size_t I, char C) -> size_t {
    int N = 0;
    size_t J = I;
    while (J < Toks.size() && N < 3 && Width(Toks[J], C))
      N += Width(Toks[J++], C);
    return N == 3 && (J == Toks.size() || !Width(Toks[J], C)) ? J - I : 0;
  };
  std::string Out;
  auto Join = [&](size_t I, size_t Count, char C) {
    if (Count < 2)
      return;
    if (Out.empty())
      Out = Buffer.str();
    std::string Joined(3, C); // then what lay between the tokens
    for (size_t K = I; K + 1 < I + Count; ++K)
      Joined += Buffer.slice(End(K), Offsets[K + 1]);
    Out.replace(Offsets[I], Joined.size(), Joined);
  };
  for (size_t I = 0; I < Toks.size(); ++I) {
    size_t Open = Run(I, '<');
    if (!Open || (I > 0 && Toks[I - 1].is(tok::raw_identifier) &&
                  Toks[I - 1].getRawIdentifier() == "operator"))
      continue;
    int Depth = 0;
    for (size_t J = I + Open; J < Toks.size(); ++J) {
      const Token &T = Toks[J];
      if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
        ++Depth;
      else if (T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace) &&
               --Depth < 0)
        break;
      if (Depth > 0)
        continue;
      if (T.isOneOf(tok::semi, tok::l_brace))
        break;
      size_t Close = Run(J, '>');
      if (!Close || J + Close == Toks.size() ||
          Toks[J + Close].isNot(tok::l_paren))
        continue;
      Join(I, Open, '<');
      Join(J, Close, '>');
      I = J + Close - 1;
      break;
    }
  }
  return Out;
}

std::optional<Pieces> listPieces(StringRef Buffer, unsigned Open,
                                 tok::TokenKind Close, unsigned *After) {
  Lexer L(SourceLocation(), cudaLanguage(), Buffer.begin(),
          Buffer.begin() + Open, Buffer.end());
  Token Tok;
  L.LexFromRawLexer(Tok); // the opening token
  Pieces Out;
  std::optional<std::pair<unsigned, unsigned>> Piece;
  int Depth = 0;
  for (bool First = true;; First = false) {
    L.LexFromRawLexer(Tok);
    if (Tok.is(tok::eof))
      return std::nullopt;
    unsigned Begin = L.getBufferLocation() - Buffer.begin() - Tok.getLength();
    bool End = Depth == 0 && Tok.is(Close);
    if (End && After)
      *After = Begin + Tok.getLength();
    if (End && First)
      return Out;
    if (End || (Depth == 0 && Tok.is(tok::comma))) {
      if (!Piece)
        return std::nullopt;
      Out.push_back(*Piece);
      Piece.reset();
      if (End)
        return Out;
      continue;
    }
    if (Tok.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Depth;
    else if (Tok.isOneOf(tok::r_paren, tok::r_square, tok::r_brace) &&
             --Depth < 0)
      return std::nullopt;
    Piece = {Piece ? Piece->first : Begin, Begin + Tok.getLength()};
  }
}

} // namespace hipify::lexical
