//===- LexicalPass.cpp - rename CUDA names the AST never saw --------------===//
//
// The AST sees only the active preprocessor branch, macros that are expanded,
// and code that parses. Real CUDA code has all three kinds of blind spot, so a
// second producer walks the raw tokens of the whole file, every branch, with
// clang's raw lexer (which knows comments, strings, raw strings, digraphs and
// line continuations, so none of them is mistaken for code).
//
// An identifier is renamed when it is in the mapping table, was not claimed by
// the AST (the parser knew better: a project's own declaration, a member, a
// name it already renamed), and is not a member access (after '.' or '->').
// Its edits are tagged tier=lexical. String literals are left alone unless
// --translate-strings; comments always are; so are the texts of #error,
// #warning and #pragma lines.
//
// A macro name that a directive tests or defines (#ifdef X, defined(X),
// #define X) is renamed to its HIP twin, never deleted: a CUDA macro that HIP
// does without (a calling convention such as CUSPARSEAPI) is dropped from
// code, but `#ifdef CUSPARSEAPI` must keep its name. There the name is left
// as it is (not defined on ROCm), and a note says so.
//
// PyTorch's names are spelled with their namespace (`at::cuda::CUDAGuard`
// is `at::hip::HIPGuardMasqueradingAsCUDA`, but `at::cuda::ATenCeilDiv`
// stays): a chain of names joined by `::` is matched leftmost-longest against
// the tables' qualified names (`cuda::CUDAGuard`, `c10::cuda`), as PyTorch's
// own hipify does, and only in a PyTorch extension's file (the torch tables:
// FileContext::Torch). The AST leaves these names to this pass.
//
// It is also a stage of the pipeline that a rule may join (TokenHooks, given
// by Rule::tokens()): the pass hands each #include line and each "<<<" to
// the rules that take them, in every branch, so that what a rule learnt
// from the AST and what it does at token level stay in the rule (the include
// rule renames the includes the preprocessor never reached; the
// kernel-launch rule rewrites the launches the AST never saw).
//
// A name the file declares itself (`hipError_t cudaError = ...`, a local
// named like a CUDA type: a name after a type name, before what ends a
// declarator) is the project's wherever it appears in the file: a first pass
// over the tokens collects them, and none of their uses is renamed, so that
// a name is renamed everywhere or nowhere (and a translation translated again
// stays as it is, even where its HIP names do not parse as CUDA).
//
// Limits: beyond that, it cannot tell a CUDA name from a project's
// same-named identifier in code the parser never saw.
//
//===----------------------------------------------------------------------===//

#include "hipify/Lexical/LexicalPass.h"
#include "hipify/Mapping/Helpers.h"
#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Support/Words.h"

#include "clang/Basic/CharInfo.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Regex.h"

#include <optional>

using namespace clang;
using namespace llvm;

namespace hipify::lexical {

namespace {

class Pass {
public:
  Pass(core::FileContext &Ctx, ArrayRef<TokenHooks *> Hooks)
      : Ctx(Ctx), Hooks(Hooks), Buffer(Ctx.ParseText), LO(cudaLanguage()) {}

  void run() {
    collectDeclared();
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
  /// The table names the file declares itself, anywhere (see the file
  /// comment).
  void collectDeclared() {
    Lexer L(SourceLocation(), LO, Buffer.begin(), Buffer.begin(),
            Buffer.end());
    Token Tok, Prev;
    Prev.startToken();
    for (L.LexFromRawLexer(Tok); Tok.isNot(tok::eof);
         Prev = Tok, L.LexFromRawLexer(Tok))
      if (Tok.is(tok::raw_identifier) &&
          declaredName(offsetOf(L, Tok) + Tok.getLength(), Prev) &&
          Ctx.Table.lookup(Tok.getRawIdentifier()))
        Declared.insert(Tok.getRawIdentifier());
  }

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

  /// How a directive's operand uses a macro name.
  enum class MacroUse { None, Tested, Defined };
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
    if (Tok.is(tok::raw_identifier)) {
      unsigned Offset = offsetOf(L, Tok);
      if (Offset >= ChainEnd)
        qualifiedNames(Offset);
      if (Inside.contains(Offset))
        return; // part of a qualified name matched before it
      if (Ctx.Facts.Torch && Tok.getRawIdentifier() == "using")
        usingCudaNamespace(Offset);
      auto Q = Qualified.find(Offset);
      identifier(Offset,
                 Q != Qualified.end() ? Q->second : Tok.getRawIdentifier(),
                 Prev, Use);
      return;
    }
    if (Tok.is(tok::lesslessless)) {
      for (TokenHooks *H : Hooks)
        H->chevrons(offsetOf(L, Tok));
      return;
    }
    if (Ctx.Opts.TranslateStrings && tok::isStringLiteral(Tok.getKind()))
      stringLiteral(offsetOf(L, Tok), Tok.getLength());
  }

  /// Whether the tables' record \p R applies to this file: PyTorch's only
  /// in a PyTorch extension's.
  bool applies(const mapping::ApiRecord &R) const {
    return Ctx.Facts.Torch || !mapping::isTorch(R);
  }

  /// `using namespace at::cuda;` in a PyTorch extension's file: the names
  /// it brings that PyTorch for ROCm renames live in at::hip there, and an
  /// unqualified call of one (renamed by its own name) needs that namespace
  /// too; most of at::cuda stays, so the line is kept and reported.
  void usingCudaNamespace(unsigned Offset) {
    static const Regex Using("^using[ \t]+namespace[ \t]+(::)?at::cuda[ \t]*;");
    if (Using.match(Buffer.substr(Offset, 64)))
      Ctx.diagnose(Offset, core::Severity::Warning,
                   "'using namespace at::cuda' brings PyTorch's CUDA names, "
                   "which PyTorch for ROCm has in at::hip "
                   "(getCurrentHIPStreamMasqueradingAsCUDA, ...): the calls "
                   "renamed here need 'using namespace at::hip;' too",
                   Tag::Manual);
  }

  /// The chain of names joined by `::` (nothing between) that starts at
  /// \p Offset, matched leftmost-longest against the tables' qualified
  /// names: Qualified gets each match at its first name, Inside the names
  /// after it.
  void qualifiedNames(unsigned Offset) {
    SmallVector<std::pair<unsigned, unsigned>, 4> Parts; // [begin, end)
    for (unsigned P = Offset;;) {
      unsigned E = P;
      while (E < Buffer.size() && isAsciiIdentifierContinue(Buffer[E]))
        ++E;
      Parts.push_back({P, E});
      if (!Buffer.substr(E).starts_with("::") || E + 2 >= Buffer.size() ||
          !isAsciiIdentifierStart(Buffer[E + 2]))
        break;
      P = E + 2;
    }
    ChainEnd = Parts.back().second;
    // at::cuda::X that no table renames: PyTorch for ROCm keeps it (noted).
    auto Part = [&](size_t I) {
      return Buffer.slice(Parts[I].first, Parts[I].second);
    };
    bool AtCuda = Ctx.Facts.Torch && Parts.size() > 2 && Part(0) == "at" &&
                  Part(1) == "cuda";
    for (size_t I = 0; I + 1 < Parts.size();) {
      size_t Last = I;
      for (size_t J = Parts.size() - 1; J > I && Last == I; --J) {
        const mapping::ApiRecord *R = Ctx.Table.lookup(
            Buffer.slice(Parts[I].first, Parts[J].second));
        if (R && applies(*R))
          Last = J;
      }
      if (Last > I) {
        Qualified[Parts[I].first] =
            Buffer.slice(Parts[I].first, Parts[Last].second);
        for (size_t K = I + 1; K <= Last; ++K)
          Inside.insert(Parts[K].first);
        AtCuda = false;
      }
      I = Last + 1;
    }
    if (AtCuda && !Ctx.Table.lookup(Part(2)))
      Ctx.diagnose(Offset, core::Severity::Note,
                   "'" + Buffer.slice(Offset, Parts[2].second).str() +
                       "' is kept: PyTorch's hipify tables do not rename "
                       "it, and PyTorch for ROCm has it under this name",
                   Tag::TorchKept)
          .Name = Part(2).str();
  }

  /// Whether the name that ends at \p End, after \p Prev, is one the code
  /// declares ("GLuint texture," "int cudaFree;"): a name after a type name
  /// or a specifier, before what ends a declarator. Not a reference to CUDA
  /// (the AST knows; this is for the code it did not see).
  bool declaredName(unsigned End, const Token &Prev) const {
    if (!Prev.is(tok::raw_identifier))
      return false;
    // After these the name is a type or a value still (a qualifier or a
    // specifier comes before a type: `void f(const cudaStream_t);`).
    if (is_contained({"struct", "class", "enum", "union", "typename",
                      "return", "sizeof", "case", "throw", "new", "delete",
                      "using", "namespace", "goto", "co_return", "co_yield",
                      "const", "volatile", "static", "extern", "inline",
                      "register", "mutable", "constexpr", "virtual", "friend",
                      "unsigned", "signed", "__restrict__", "__device__",
                      "__host__", "__global__", "__shared__", "__constant__",
                      "__managed__",
                      // a directive's macro name
                      "define", "undef", "ifdef", "ifndef", "elifdef",
                      "elifndef", "defined"},
                     Prev.getRawIdentifier()))
      return false;
    StringRef After = Buffer.substr(End).ltrim(" \t\r\n");
    return !After.empty() && StringRef(",);=[:").contains(After.front()) &&
           !After.starts_with("::");
  }

  void identifier(unsigned Offset, StringRef Name, const Token &Prev,
                  MacroUse Use) {
    if (Prev.isOneOf(tok::period, tok::arrow) || Ctx.isClaimed(Offset) ||
        Ctx.isProtected(Offset) || mapping::isHelperQualified(Buffer, Offset))
      return;
    bool Skipped = Ctx.isSkipped(Offset);
    if (Skipped && Ctx.Opts.SkipExcluded)
      return;
    const mapping::ApiRecord *R = Ctx.Table.lookup(Name);
    if (!R || !applies(*R) || Buffer.substr(Offset, Name.size()) != Name)
      return; // not a table name (here), or spelled with a line continuation
    if (Ctx.isProjectName(Name) && !mapping::renamesProjectDeclarations(*R))
      return; // the project's own (the AST said so)
    if (Declared.contains(Name))
      return;
    // A name HIP spells alike (OpenGL's GLuint, dim3) is no sign of CUDA:
    // plain C headers use some of them.
    mapping::Decision D = Ctx.Table.decide(*R, Ctx.Opts.Targets);
    if (!Skipped && !(D.Rename && D.To == Name))
      Ctx.refersToCuda();
    if (Use != MacroUse::None) {
      if (D.Rename && D.To.empty()) { // HIP does without it: keep the name
        if (Use == MacroUse::Tested && !R->HipTest.empty()) {
          // ... unless a test of it is a feature test with a HIP reading
          rewrite::Edit E;
          E.Offset = Offset;
          E.Length = Name.size();
          E.Text = R->HipTest.str();
          E.From = {rewrite::Producer::ApiRename, R->Cuda, rewrite::Tier::Lexical, R->Category,
                    R->Library};
          Ctx.Engine.add(std::move(E));
          return;
        }
        if (Use == MacroUse::Tested)
          Ctx.diagnose(Offset, core::Severity::Note,
                       "'" + Name.str() +
                           "' is a CUDA macro HIP does without; the test "
                           "of it is left as it is (not defined on ROCm)",
                       Tag::MacroTest, R);
        return;
      }
    }
    if (R->K == mapping::Kind::Enum && Prev.is(tok::raw_identifier) &&
        Prev.getRawIdentifier() == "case" && deadCase(Offset, Name, *R))
      return;
    Ctx.reference(Offset, Name.size(), *R, rewrite::Tier::Lexical,
                  rewrite::Producer::ApiRename);
    if (D.Rename && !D.To.empty() && Use == MacroUse::None)
      for (TokenHooks *H : Hooks)
        H->call(Offset + Name.size(), *R, Skipped);
  }

  /// `case NAME:` (the AST did not see it: an inactive branch, code that
  /// failed to parse): FileContext::deadCase.
  bool deadCase(unsigned Offset, StringRef Name,
                const mapping::ApiRecord &R) {
    StringRef Before = Buffer.take_front(Offset).rtrim(" \t");
    StringRef After = Buffer.substr(Offset + Name.size());
    size_t Colon = After.find_first_not_of(" \t");
    if (!Before.ends_with("case") || Colon == StringRef::npos ||
        After[Colon] != ':' || After.substr(Colon).starts_with("::"))
      return false;
    return Ctx.deadCase(Before.size() - 4, Offset,
                        Offset + Name.size() + Colon + 1, Name, &R,
                        rewrite::Tier::Lexical);
  }

  /// --translate-strings: identifier-like words inside a string literal.
  void stringLiteral(unsigned Offset, unsigned Length) {
    // Words after the opening quote (not the u8 or L prefix itself).
    forEachWord(Buffer.substr(Offset, Length), [&](size_t At, StringRef Word) {
      if (At > 0)
        if (const mapping::ApiRecord *R = Ctx.Table.lookup(Word))
          Ctx.reference(Offset + At, Word.size(), *R, rewrite::Tier::Lexical,
                        rewrite::Producer::StringRename);
    });
  }

  core::FileContext &Ctx;
  ArrayRef<TokenHooks *> Hooks;
  DenseMap<unsigned, StringRef> Qualified; // see qualifiedNames()
  DenseSet<unsigned> Inside;
  unsigned ChainEnd = 0; // where the last chain looked at ends
  StringRef Buffer;
  const LangOptions &LO;
  llvm::StringSet<> Declared; // collectDeclared()
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
