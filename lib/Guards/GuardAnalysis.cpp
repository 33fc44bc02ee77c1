//===- GuardAnalysis.cpp - CUDA version and compiler guards, seen from ROCm ===//
//
// CUDA code selects code paths with #if on CUDA_VERSION, __CUDACC__,
// __CUDA_ARCH__ and friends. None of them is defined when HIP compiles the
// code, so `#if CUDA_VERSION >= 11000` silently drops the code on ROCm and
// `#if CUDA_VERSION < 11000` silently takes the legacy path. This component
// finds such conditions and says what to write instead, for translation
// (lib/Rules/GuardRewriter) and for `hipify-cxx lint` alike.
//
// Approach: no C++ parsing. A scanner finds the directives of a buffer
// (understanding comments, string literals and line continuations); a small
// recursive-descent parser reads each #if/#elif condition; the condition is
// evaluated with three-valued logic (true, false, or unknown when it depends
// on a project macro) as HIP would see it and as a very new CUDA would.
// Which macros mean what is data (mappings/guards.yaml).
//
// analyse() takes each directive in three steps: reachability (a branch that
// an explicit ROCm test rules out is not ROCm's business, nor is anything
// inside it), the checks (GuardChecks.h lists them; one function for each
// kind of finding), and the fix of a flagged guard under the chosen Policy.
//
// Fixes only add text: "(COND) || defined(ROCM_MACRO)" or
// "COND && !defined(ROCM_MACRO)" (parenthesised when COND has a top-level ||),
// HIP's own macro for compiler and device tests, so everything else in the
// line stays byte for byte. #ifdef/#ifndef become #if defined(...).
//
//===----------------------------------------------------------------------===//

#include "hipify/Guards/GuardAnalysis.h"
#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Support/Words.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <limits>
#include <utility>

using namespace llvm;

namespace hipify::guards {

//===-- Directives --------------------------------------------------------===//

namespace {

bool newlineAt(StringRef B, size_t P) { return P < B.size() && B[P] == '\n'; }

/// Length of a backslash-newline at \p P, 0 if none.
size_t continuation(StringRef B, size_t P) {
  if (P >= B.size() || B[P] != '\\')
    return 0;
  if (newlineAt(B, P + 1))
    return 2;
  if (P + 2 < B.size() && B[P + 1] == '\r' && B[P + 2] == '\n')
    return 3;
  return 0;
}

/// Skips a string or character literal starting at \p P (a quote). An
/// unterminated one (an apostrophe in #error text, a digit separator) ends
/// at the end of its line, which it does not swallow.
size_t skipLiteral(StringRef B, size_t P) {
  char Quote = B[P++];
  while (P < B.size() && B[P] != Quote && B[P] != '\n')
    P += B[P] == '\\' ? 2 : 1;
  if (P >= B.size() || B[P] == '\n')
    return std::min(P, B.size());
  return P + 1;
}

/// The end of the logical line starting at \p P (the '\n', or the end of the
/// buffer): continuations and block comments extend it.
size_t logicalEnd(StringRef B, size_t P) {
  while (P < B.size()) {
    if (size_t C = continuation(B, P)) {
      P += C;
    } else if (B[P] == '\n') {
      return P;
    } else if (B.substr(P).starts_with("/*")) {
      size_t E = B.find("*/", P + 2);
      P = E == StringRef::npos ? B.size() : E + 2;
    } else if (B.substr(P).starts_with("//")) {
      while (P < B.size() && B[P] != '\n')
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

/// Calls \p F for each word of code in [Begin, End): not in a comment or a
/// string or character literal.
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
      Next = std::min(B.find('\n', P), End);
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

size_t skipBlanks(StringRef B, size_t P, size_t End) {
  while (P < End) {
    if (size_t C = continuation(B, P))
      P += C;
    else if (B[P] == ' ' || B[P] == '\t' || B[P] == '\r' || B[P] == '\f' ||
             B[P] == '\v')
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
    Line += std::count(B.begin() + LineCountedTo, B.begin() + P, '\n');
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

//===-- Conditions --------------------------------------------------------===//

struct Expr {
  enum Kind { Number, Identifier, Defined, Unary, Binary, Ternary, Call } K;
  long long Value = 0;
  std::string Name; // identifier, or operator
  unsigned Offset = 0; // in the condition text
  std::shared_ptr<Expr> A, B, C;
};

namespace {

struct Token {
  enum Kind { End, Number, Identifier, Punct } K = End;
  StringRef Text;
  unsigned Offset = 0;
  long long Value = 0;
};

class Parser {
public:
  explicit Parser(StringRef Text) : Text(Text) { next(); }

  std::shared_ptr<Expr> parse(std::string &Error) {
    auto E = ternary();
    if (E && Tok.K != Token::End)
      fail("unexpected '" + Tok.Text.str() + "'");
    if (!Failure.empty()) {
      Error = Failure;
      return nullptr;
    }
    return E;
  }
  bool topLevelOr() const { return SawTopLevelOr; }

private:
  void next() {
    size_t P = Pos;
    while (P < Text.size()) {
      if (size_t C = continuation(Text, P))
        P += C;
      else if (isSpace(Text[P]))
        ++P;
      else if (Text.substr(P).starts_with("/*")) {
        size_t E = Text.find("*/", P + 2);
        P = E == StringRef::npos ? Text.size() : E + 2;
      } else if (Text.substr(P).starts_with("//"))
        P = Text.size();
      else
        break;
    }
    Tok = Token();
    Tok.Offset = P;
    if (P >= Text.size()) {
      Pos = P;
      return;
    }
    size_t Begin = P;
    if (isAlpha(Text[P]) || Text[P] == '_') {
      while (P < Text.size() && (isAlnum(Text[P]) || Text[P] == '_'))
        ++P;
      Tok.K = Token::Identifier;
    } else if (isDigit(Text[P])) {
      while (P < Text.size() && (isAlnum(Text[P]) || Text[P] == '\''))
        ++P;
      Tok.K = Token::Number;
      std::string Digits;
      for (char C : Text.slice(Begin, P))
        if (C != '\'')
          Digits += C;
      StringRef D = StringRef(Digits).rtrim("uUlL");
      unsigned long long V = 0;
      if (D.getAsInteger(0, V))
        fail("bad number '" + Text.slice(Begin, P).str() + "'");
      Tok.Value = static_cast<long long>(V);
    } else {
      static const char *Two[] = {"&&", "||", "==", "!=", "<=", ">=", "<<",
                                  ">>"};
      Tok.K = Token::Punct;
      P += any_of(Two, [&](const char *T) {
             return Text.substr(P).starts_with(T);
           })
               ? 2
               : 1;
    }
    Tok.Text = Text.slice(Begin, P);
    Pos = P;
  }

  bool is(StringRef Punct) const {
    return Tok.K == Token::Punct && Tok.Text == Punct;
  }
  void fail(const std::string &Msg) {
    if (Failure.empty())
      Failure = Msg;
  }
  std::shared_ptr<Expr> node(Expr::Kind K, StringRef Name, unsigned Offset) {
    // "a + a + a ..." is parsed in a loop, but its tree is as deep as it is
    // long, and evaluating, visiting and freeing it recurse: the length of a
    // condition is bounded too.
    if (++Nodes > MaxNodes)
      fail(TooLong.str());
    auto E = std::make_shared<Expr>();
    E->K = K;
    E->Name = Name.str();
    E->Offset = Offset;
    return E;
  }

  std::shared_ptr<Expr> ternary() {
    // "a ? b ? c ..." recurses here, not in unary(): it counts as nesting.
    Nest N(*this);
    if (!Failure.empty())
      return nullptr;
    auto Cond = binary(0);
    if (!Cond || !is("?"))
      return Cond;
    auto E = node(Expr::Ternary, "?", Tok.Offset);
    next();
    E->A = Cond;
    E->B = ternary();
    if (!is(":")) {
      fail("expected ':'");
      return nullptr;
    }
    next();
    E->C = ternary();
    return E->B && E->C ? E : nullptr;
  }

  static int precedence(StringRef Op) {
    return StringSwitch<int>(Op)
        .Case("||", 1)
        .Case("&&", 2)
        .Case("|", 3)
        .Case("^", 4)
        .Case("&", 5)
        .Cases("==", "!=", 6)
        .Cases("<", ">", "<=", ">=", 7)
        .Cases("<<", ">>", 8)
        .Cases("+", "-", 9)
        .Cases("*", "/", "%", 10)
        .Default(0);
  }

  std::shared_ptr<Expr> binary(int MinPrec) {
    auto Left = unary();
    while (Left && Tok.K == Token::Punct) {
      int Prec = precedence(Tok.Text);
      if (!Prec || Prec <= MinPrec)
        break;
      if (Prec == 1 && Depth == 0)
        SawTopLevelOr = true;
      auto E = node(Expr::Binary, Tok.Text, Tok.Offset);
      next();
      E->A = Left;
      E->B = binary(Prec);
      if (!E->B)
        return nullptr;
      Left = E;
    }
    return Left;
  }

  /// Nesting depth of unary operators and parentheses: a pathological
  /// condition must not exhaust the stack.
  static constexpr int MaxNesting = 256;
  static constexpr int MaxNodes = 4096;
  struct Nest {
    Parser &P;
    explicit Nest(Parser &P) : P(P) {
      if (++P.Nesting > MaxNesting)
        P.fail(TooDeeplyNested.str());
    }
    ~Nest() { --P.Nesting; }
  };

  std::shared_ptr<Expr> unary() {
    Nest N(*this);
    if (!Failure.empty())
      return nullptr;
    if (is("!") || is("~") || is("-") || is("+")) {
      auto E = node(Expr::Unary, Tok.Text, Tok.Offset);
      next();
      E->A = unary();
      return E->A ? E : nullptr;
    }
    return primary();
  }

  std::shared_ptr<Expr> primary() {
    if (Tok.K == Token::Number) {
      auto E = node(Expr::Number, Tok.Text, Tok.Offset);
      E->Value = Tok.Value;
      next();
      return E;
    }
    if (Tok.K == Token::Identifier && Tok.Text == "defined") {
      next();
      bool Paren = is("(");
      if (Paren)
        next();
      if (Tok.K != Token::Identifier) {
        fail("expected a macro name after 'defined'");
        return nullptr;
      }
      auto E = node(Expr::Defined, Tok.Text, Tok.Offset);
      next();
      if (Paren) {
        if (!is(")")) {
          fail("expected ')'");
          return nullptr;
        }
        next();
      }
      return E;
    }
    if (Tok.K == Token::Identifier) {
      auto E = node(Expr::Identifier, Tok.Text, Tok.Offset);
      next();
      if (is("(")) { // a function-like macro or __has_include(...)
        E->K = Expr::Call;
        int Nest = 0;
        do {
          if (is("("))
            ++Nest;
          else if (is(")"))
            --Nest;
          next();
        } while (Nest > 0 && Tok.K != Token::End);
        if (Nest > 0) {
          fail("unbalanced '('");
          return nullptr;
        }
      }
      return E;
    }
    if (is("(")) {
      next();
      ++Depth;
      auto E = ternary();
      --Depth;
      if (!is(")")) {
        fail("expected ')'");
        return nullptr;
      }
      next();
      return E;
    }
    fail(Tok.K == Token::End ? "unexpected end of condition"
                             : "unexpected '" + Tok.Text.str() + "'");
    return nullptr;
  }

  StringRef Text;
  size_t Pos = 0;
  Token Tok;
  std::string Failure;
  int Depth = 0, Nesting = 0, Nodes = 0;
  bool SawTopLevelOr = false;
};

} // namespace

std::optional<Condition> parseCondition(StringRef Text, std::string *Error) {
  Parser P(Text);
  std::string Msg;
  auto Root = P.parse(Msg);
  if (!Root) {
    if (Error)
      *Error = Msg;
    return std::nullopt;
  }
  return Condition{Root, P.topLevelOr()};
}

//===-- Evaluation --------------------------------------------------------===//

namespace {

/// A macro environment: a value, "undefined", or unknown.
struct Env {
  std::function<std::optional<long long>(StringRef)> Value; // nullopt: unknown
  std::function<std::optional<bool>(StringRef)> IsDefined;
};

std::optional<long long> eval(const Expr &E, const Env &V) {
  switch (E.K) {
  case Expr::Number:
    return E.Value;
  case Expr::Identifier:
    return V.Value(E.Name);
  case Expr::Defined: {
    auto D = V.IsDefined(E.Name);
    return D ? std::optional<long long>(*D) : std::nullopt;
  }
  case Expr::Call:
    return std::nullopt;
  case Expr::Unary: {
    auto A = eval(*E.A, V);
    if (!A)
      return std::nullopt;
    if (E.Name == "!")
      return !*A;
    if (E.Name == "~")
      return ~*A;
    if (E.Name == "-")
      return checkedSub<long long>(0, *A); // -LLONG_MIN: unknown
    return *A;
  }
  case Expr::Ternary: {
    auto C = eval(*E.A, V);
    if (!C) {
      auto B = eval(*E.B, V), D = eval(*E.C, V);
      return B && D && *B == *D ? B : std::nullopt;
    }
    return eval(*C ? *E.B : *E.C, V);
  }
  case Expr::Binary:
    break;
  }
  auto A = eval(*E.A, V);
  if (E.Name == "&&" || E.Name == "||") {
    bool Or = E.Name == "||";
    if (A && bool(*A) == Or) // false && x, true || x
      return Or;
    auto B = eval(*E.B, V);
    if (B && bool(*B) == Or)
      return Or;
    if (A && B)
      return Or ? (*A || *B) : (*A && *B);
    return std::nullopt;
  }
  auto B = eval(*E.B, V);
  if (!A || !B)
    return std::nullopt;
  long long X = *A, Y = *B;
  // Only the operator written is computed, and what would overflow (undefined
  // in C++; an error for clang's own evaluator) is unknown.
  StringRef Op = E.Name;
  if (Op == "|")
    return X | Y;
  if (Op == "^")
    return X ^ Y;
  if (Op == "&")
    return X & Y;
  if (Op == "==")
    return X == Y;
  if (Op == "!=")
    return X != Y;
  if (Op == "<")
    return X < Y;
  if (Op == ">")
    return X > Y;
  if (Op == "<=")
    return X <= Y;
  if (Op == ">=")
    return X >= Y;
  if (Op == "<<")
    return Y >= 0 && Y < 63 ? checkedMul<long long>(X, 1LL << Y) : 0;
  if (Op == ">>")
    return Y >= 0 && Y < 63 ? X >> Y : 0;
  if (Op == "+")
    return checkedAdd<long long>(X, Y);
  if (Op == "-")
    return checkedSub<long long>(X, Y);
  if (Op == "*")
    return checkedMul<long long>(X, Y);
  bool Defined = Y != 0 && !(X == std::numeric_limits<long long>::min() &&
                             Y == -1);
  if (Op == "/")
    return Defined ? std::optional<long long>(X / Y) : std::nullopt;
  if (Op == "%")
    return Defined ? std::optional<long long>(X % Y) : std::nullopt;
  return std::nullopt;
}

void visit(const Expr &E, const std::function<void(const Expr &)> &F) {
  F(E);
  for (const auto &Child : {E.A, E.B, E.C})
    if (Child)
      visit(*Child, F);
}

bool isCuda(mapping::GuardRole R) {
  return R == mapping::GuardRole::CudaVersion ||
         R == mapping::GuardRole::CudaCompiler ||
         R == mapping::GuardRole::CudaDevice;
}

/// What the macros of a condition mean (mappings/guards.yaml, and the
/// project's ROCm macro), and their values as HIP and as a new CUDA see them.
class MacroRoles {
public:
  explicit MacroRoles(const Options &Opts) : RocmMacro(Opts.RocmMacro) {
    for (const mapping::GuardMacro &G : Opts.Macros)
      Macros[G.Macro] = &G;
  }
  MacroRoles(const MacroRoles &) = delete; // the environments point here
  MacroRoles &operator=(const MacroRoles &) = delete;

  std::optional<mapping::GuardRole> role(StringRef Name) const {
    if (Name == RocmMacro)
      return mapping::GuardRole::Rocm;
    auto It = Macros.find(Name);
    return It == Macros.end() ? std::nullopt : std::optional(It->second->Role);
  }
  /// The guards.yaml entry of \p Name, a macro with a role other than ROCm's.
  const mapping::GuardMacro &macro(StringRef Name) const {
    return *Macros.find(Name)->second;
  }
  bool mentionsRocm(const Expr &Root) const {
    bool Found = false;
    visit(Root, [&](const Expr &E) {
      if ((E.K == Expr::Identifier || E.K == Expr::Defined) &&
          role(E.Name) == mapping::GuardRole::Rocm)
        Found = true;
    });
    return Found;
  }

  // As HIP compiles for ROCm: CUDA's macros undefined, ROCm's defined.
  const Env Hip{[this](StringRef N) -> std::optional<long long> {
                  auto R = role(N);
                  if (R && isCuda(*R))
                    return 0;
                  return std::nullopt;
                },
                [this](StringRef N) -> std::optional<bool> {
                  auto R = role(N);
                  if (!R || *R == mapping::GuardRole::HipVersion ||
                      N == "__HIP_DEVICE_COMPILE__")
                    return std::nullopt;
                  return *R == mapping::GuardRole::Rocm;
                }};
  // As a very new CUDA compiles it (device pass included).
  const Env Modern{[this](StringRef N) -> std::optional<long long> {
                     auto R = role(N);
                     if (R && isCuda(*R))
                       return macro(N).Modern;
                     if (R && *R == mapping::GuardRole::Rocm)
                       return 0;
                     return std::nullopt;
                   },
                   [this](StringRef N) -> std::optional<bool> {
                     auto R = role(N);
                     if (!R || *R == mapping::GuardRole::HipVersion)
                       return std::nullopt;
                     return isCuda(*R);
                   }};

private:
  StringRef RocmMacro;
  StringMap<const mapping::GuardMacro *> Macros;
};

//===-- Reachability ------------------------------------------------------===//

/// Where ROCm can go: a branch an explicit ROCm test rules out (the #else of
/// #ifdef __HIP_PLATFORM_AMD__, #ifndef USE_ROCM, an #elif after a branch
/// ROCm takes) is not ROCm's business, nor is anything inside it. Only ROCm
/// terms count: a CUDA or project macro leaves every branch reachable.
class Reachability {
public:
  /// Moves to the directive \p Name; says whether the code after it is
  /// reachable on ROCm, as far as is known before its condition is read.
  bool enter(StringRef Name) {
    if (Name == "endif") {
      if (!Stack.empty())
        Stack.pop_back();
    } else if (Name == "if" || Name == "ifdef" || Name == "ifndef") {
      Stack.push_back({reachable(), false, reachable()});
    } else if ((Name == "else" || Name.starts_with("elif")) && !Stack.empty()) {
      Stack.back().Here = Stack.back().Parent && !Stack.back().Taken;
    }
    return reachable();
  }

  /// What ROCm makes of the condition of the branch just entered (unknown:
  /// nothing learnt), for the directives inside it and after it in the chain.
  void learn(std::optional<long long> OnRocm) {
    if (Stack.empty() || !OnRocm)
      return;
    if (!*OnRocm)
      Stack.back().Here = false;
    else if (Stack.back().Here)
      Stack.back().Taken = true;
  }

private:
  struct Frame {
    bool Parent = true; // the enclosing branch is reachable on ROCm
    bool Taken = false; // an earlier branch of this chain is, explicitly
    bool Here = true;   // the current branch is
  };
  bool reachable() const { return Stack.empty() || Stack.back().Here; }

  std::vector<Frame> Stack;
};

bool isIfDef(StringRef Name) {
  return is_contained({"ifdef", "ifndef", "elifdef", "elifndef"}, Name);
}

/// The condition of an #if or #elif, and #ifdef X read as defined(X); none
/// for other directives, nor for a condition that does not parse.
std::optional<Condition> conditionOf(const Directive &D, StringRef Operand) {
  if (D.Name == "if" || D.Name == "elif")
    return parseCondition(Operand);
  if (!isIfDef(D.Name))
    return std::nullopt;
  auto E = std::make_shared<Expr>();
  E->K = Expr::Defined;
  E->Name = Operand.str();
  if (D.Name.ends_with("ndef")) {
    auto Not = std::make_shared<Expr>();
    Not->K = Expr::Unary;
    Not->Name = "!";
    Not->A = E;
    E = Not;
  }
  return Condition{E, false};
}

//===-- Checks ------------------------------------------------------------===//

/// hip-version-scale: `#define CUDA_VERSION HIP_VERSION`, a HIP version where
/// a CUDA one is expected.
std::optional<Finding> checkCudaVersionDefinedAsHip(const Directive &D,
                                                    unsigned I,
                                                    StringRef Operand,
                                                    const MacroRoles &Roles) {
  StringRef Name =
      Operand.take_while([](char Ch) { return isAlnum(Ch) || Ch == '_'; });
  StringRef Body = Operand.drop_front(Name.size()).trim();
  if (Roles.role(Name) != mapping::GuardRole::CudaVersion ||
      Roles.role(Body) != mapping::GuardRole::HipVersion)
    return std::nullopt;
  return Finding{D.OperandBegin,
                 CheckId::HipVersionScale,
                 formatv("'{0}' is defined as '{1}', but {1} is {2}, not a "
                         "CUDA version: comparisons with CUDA versions will "
                         "be wrong",
                         Name, Body, Roles.macro(Body).Scale),
                 std::nullopt,
                 Policy::Include,
                 I};
}

/// hip-version-scale: `HIP_VERSION >= 11000`, a CUDA-scale number against a
/// HIP-scale macro; one finding per comparison.
void checkHipVersionComparisons(const Condition &C, const Directive &D,
                                unsigned I, const MacroRoles &Roles,
                                std::vector<Finding> &Out) {
  visit(*C.Root, [&](const Expr &E) {
    if (E.K != Expr::Binary ||
        !is_contained({"<", ">", "<=", ">=", "==", "!="}, E.Name))
      return;
    for (auto [M, N] : {std::pair{E.A, E.B}, {E.B, E.A}}) {
      if (M->K != Expr::Identifier || N->K != Expr::Number ||
          Roles.role(M->Name) != mapping::GuardRole::HipVersion)
        continue;
      const mapping::GuardMacro &G = Roles.macro(M->Name);
      if (N->Value >= G.CudaScaleLo && N->Value <= G.CudaScaleHi)
        Out.push_back({unsigned(D.OperandBegin + M->Offset),
                       CheckId::HipVersionScale,
                       formatv("'{0}' is compared with {1}, a CUDA-style "
                               "version, but {0} is {2}",
                               M->Name, N->Value, G.Scale),
                       std::nullopt, Policy::Include, I});
    }
  });
}

/// A condition on CUDA's macros, without its fix.
struct CudaGuard {
  Finding Found;
  StringRef First; // the first CUDA macro it names
};

/// cuda-version-guard and cuda-compiler-guard: a condition on CUDA macros
/// with no ROCm term (the caller has seen to that) leaves ROCm's behaviour
/// implicit. It is a version guard when any of the macros is a version, a
/// compiler guard otherwise (__CUDACC__, __NVCC__, __CUDA_ARCH__).
std::optional<CudaGuard> checkCudaGuard(const Condition &C, const Directive &D,
                                        unsigned I, const MacroRoles &Roles) {
  const Expr *First = nullptr;
  bool Version = false;
  std::string Names;
  visit(*C.Root, [&](const Expr &E) {
    if (E.K != Expr::Identifier && E.K != Expr::Defined)
      return;
    auto R = Roles.role(E.Name);
    if (!R || !isCuda(*R))
      return;
    if (!First)
      First = &E;
    if (Names.find("'" + E.Name + "'") == std::string::npos)
      Names += (Names.empty() ? "'" : ", '") + E.Name + "'";
    Version |= *R == mapping::GuardRole::CudaVersion;
  });
  if (!First)
    return std::nullopt;
  auto OnHip = eval(*C.Root, Roles.Hip);
  StringRef Effect = !OnHip   ? "its outcome on ROCm is implicit"
                     : *OnHip ? "ROCm silently takes this branch"
                              : "ROCm silently skips this branch";
  Finding F;
  F.Directive = I;
  F.Offset = D.OperandBegin + First->Offset; // #ifdef's operand is the macro
  F.Check = Version ? CheckId::CudaVersionGuard : CheckId::CudaCompilerGuard;
  F.Message =
      formatv("{0} {1} undefined under HIP: {2}", Names,
              Names.find(',') == std::string::npos ? "is" : "are", Effect);
  return CudaGuard{std::move(F), First->Name};
}

//===-- Fixes -------------------------------------------------------------===//

/// The rewrite of directive \p D that says what ROCm does: "|| defined(M)"
/// or "&& !defined(M)" added to its condition, which is parenthesised when
/// the new operator would bind into it; #ifdef and #ifndef become #if.
Fix buildFix(const Directive &D, StringRef Operand, const Condition &C,
             Policy P, StringRef Marker) {
  std::string Term = P == Policy::Include
                         ? (" || defined(" + Marker + ")").str()
                         : (" && !defined(" + Marker + ")").str();
  Fix X;
  if (isIfDef(D.Name)) {
    // #ifdef X -> #if defined(X) || defined(M); the keyword changes too.
    X.Offset = D.NameBegin;
    X.Length = D.OperandEnd - D.NameBegin;
    X.Text = (D.Name.starts_with("el") ? "elif " : "if ") +
             std::string(D.Name.ends_with("ndef") ? "!" : "") + "defined(" +
             Operand.str() + ")" + Term;
    return X;
  }
  bool Parens = P == Policy::Include
                    ? C.Root->K == Expr::Binary || C.Root->K == Expr::Ternary
                    : C.TopLevelOr || C.Root->K == Expr::Ternary;
  if (Parens) {
    X.Offset = D.OperandBegin;
    X.Length = D.OperandEnd - D.OperandBegin;
    X.Text = "(" + Operand.str() + ")" + Term;
  } else {
    X.Offset = D.OperandEnd;
    X.Text = Term;
  }
  return X;
}

/// The fix of a compiler or device guard: __CUDACC__ and __CUDA_ARCH__ have
/// logical twins in HIP (__HIPCC__, __HIP_DEVICE_COMPILE__), so each test of
/// one becomes a test of either, exact whatever the condition's shape:
/// "#ifndef __CUDACC__" is "#if !defined(__CUDACC__) && !defined(__HIPCC__)",
/// "!defined(__CUDACC__)" is "!(defined(__CUDACC__) || defined(__HIPCC__))".
/// None when a macro's value is used (__CUDA_ARCH__ >= 700: the twin has
/// none), or when one has no twin.
std::optional<Fix> buildTwinFix(const Directive &D, StringRef Operand,
                                const MacroRoles &Roles) {
  auto Twin = [&](StringRef M) -> std::optional<StringRef> {
    auto R = Roles.role(M);
    if (R != mapping::GuardRole::CudaCompiler &&
        R != mapping::GuardRole::CudaDevice)
      return std::nullopt;
    return Roles.macro(M).Hip;
  };
  Fix X;
  if (isIfDef(D.Name)) {
    auto H = Twin(Operand);
    if (!H || H->empty())
      return std::nullopt;
    bool Not = D.Name.ends_with("ndef");
    X.Offset = D.NameBegin;
    X.Length = D.OperandEnd - D.NameBegin;
    X.Text = (D.Name.starts_with("el") ? "elif " : "if ") +
             (Not ? "!defined(" + Operand + ") && !defined(" + *H + ")"
                  : "defined(" + Operand + ") || defined(" + *H + ")")
                 .str();
    return X;
  }
  std::string Text;
  size_t Copied = 0;
  std::optional<size_t> Defined; // offset of the "defined" before the word
  bool Ok = true;
  forEachWord(Operand, [&](size_t At, StringRef Word) {
    std::optional<size_t> Before = std::exchange(Defined, std::nullopt);
    if (Word == "defined") {
      Defined = At;
      return;
    }
    auto H = Twin(Word);
    if (!H)
      return;
    StringRef Between =
        Before ? Operand.slice(*Before + 7, At).trim() : StringRef("x");
    if (H->empty() || !(Between.empty() || Between == "(")) {
      Ok = false; // the value is used, or no twin
      return;
    }
    size_t End = At + Word.size();
    if (Between == "(") {
      End = Operand.find(')', End);
      if (End == StringRef::npos) {
        Ok = false;
        return;
      }
      ++End;
    }
    // Parentheses unless the test is the whole condition.
    bool Whole = *Before == 0 && Operand.substr(End).trim().empty();
    Text += Operand.slice(Copied, *Before);
    Text += ((Whole ? "" : "(") + Twine("defined(") + Word + ") || defined(" +
             *H + ")" + (Whole ? "" : ")"))
                .str();
    Copied = End;
  });
  if (!Ok || Copied == 0)
    return std::nullopt;
  Text += Operand.substr(Copied);
  X.Offset = D.OperandBegin;
  X.Length = D.OperandEnd - D.OperandBegin;
  X.Text = std::move(Text);
  return X;
}

/// The compiler or device macro of condition \p C that the code directive
/// \p I guards uses as a value (SHM_BANKS = __CUDA_ARCH__ >= 200 ? 32 : 16
/// under #ifdef __CUDA_ARCH__): its twin (__HIP_DEVICE_COMPILE__) has no
/// such value, so widening the guard breaks the code. Nested directives are
/// theirs to judge.
std::optional<std::string> valueUsed(StringRef Buffer,
                                     const std::vector<Directive> &Directives,
                                     unsigned I, const Condition &C,
                                     const MacroRoles &Roles) {
  StringSet<> Macros;
  visit(*C.Root, [&](const Expr &E) {
    if ((E.K == Expr::Identifier || E.K == Expr::Defined) &&
        Roles.role(E.Name) == mapping::GuardRole::CudaDevice)
      Macros.insert(E.Name);
  });
  if (Macros.empty())
    return std::nullopt;
  auto [Begin, End] = guardedRange(Directives, I, Buffer.size());
  std::optional<std::string> Used;
  unsigned From = Begin;
  for (unsigned J = I + 1; J <= Directives.size() && !Used; ++J) {
    unsigned To = J < Directives.size() ? std::min(Directives[J].Hash, End)
                                        : End;
    if (From < To)
      forEachCodeWord(Buffer, From, To, [&](StringRef Word) {
        if (!Used && Macros.contains(Word))
          Used = Word.str();
      });
    if (J == Directives.size() || Directives[J].Hash >= End)
      break;
    From = Directives[J].End;
  }
  return Used;
}

} // namespace

std::pair<unsigned, unsigned>
guardedRange(const std::vector<Directive> &Directives, unsigned I,
             unsigned Size) {
  const Directive &D = Directives[I];
  for (unsigned J = I + 1; J < Directives.size(); ++J)
    if (Directives[J].Nested == D.Nested &&
        is_contained({"elif", "else", "endif", "elifdef", "elifndef"},
                     Directives[J].Name))
      return {D.End, Directives[J].Hash};
  return {D.End, Size};
}

std::vector<Finding> analyse(StringRef Buffer,
                             const std::vector<Directive> &Directives,
                             const Options &Opts,
                             const std::function<Policy(unsigned)> &PolicyFor) {
  MacroRoles Roles(Opts);
  Reachability Reach;
  std::vector<Finding> Out;
  for (unsigned I = 0; I < Directives.size(); ++I) {
    const Directive &D = Directives[I];
    StringRef Operand = Buffer.slice(D.OperandBegin, D.OperandEnd);
    if (D.Name == "define") {
      // Flagged wherever it is, reachable on ROCm or not.
      if (std::optional<Finding> F =
              checkCudaVersionDefinedAsHip(D, I, Operand, Roles))
        Out.push_back(std::move(*F));
      continue;
    }
    bool Reachable = Reach.enter(D.Name);
    std::optional<Condition> C = conditionOf(D, Operand);
    if (!C)
      continue;
    bool Explicit = Roles.mentionsRocm(*C->Root);
    if (Explicit)
      Reach.learn(eval(*C->Root, Roles.Hip));
    if (!Reachable)
      continue;

    checkHipVersionComparisons(*C, D, I, Roles, Out);
    if (Explicit)
      continue;
    std::optional<CudaGuard> G = checkCudaGuard(*C, D, I, Roles);
    if (!G)
      continue;
    if (G->Found.Check == CheckId::CudaCompilerGuard) {
      if (std::optional<std::string> Used = valueUsed(
              Buffer, Directives, I, *C, Roles)) {
        G->Found.Message = formatv(
            "the code guarded by '{0}' uses its value, which HIP's twin "
            "macro has not; the branch is left CUDA-only (ROCm skips it): "
            "port it by hand",
            *Used);
        Out.push_back(std::move(G->Found));
        continue;
      }
      if (std::optional<Fix> X = buildTwinFix(D, Operand, Roles)) {
        G->Found.Chosen = Policy::Include; // as HIP's twin says
        G->Found.Suggested = std::move(X);
        Out.push_back(std::move(G->Found));
        continue;
      }
    }
    Policy P = PolicyFor ? PolicyFor(I) : Opts.Default;
    if (P == Policy::Modern)
      P = eval(*C->Root, Roles.Modern).value_or(1) ? Policy::Include
                                                   : Policy::Exclude;
    // The term to add: HIP's own macro for compiler and device tests, the
    // ROCm macro for version tests.
    StringRef Marker = Opts.RocmMacro;
    if (G->Found.Check == CheckId::CudaCompilerGuard && P == Policy::Include &&
        !Roles.macro(G->First).Hip.empty())
      Marker = Roles.macro(G->First).Hip;
    G->Found.Chosen = P;
    G->Found.Suggested = buildFix(D, Operand, *C, P, Marker);
    Out.push_back(std::move(G->Found));
  }
  return Out;
}

} // namespace hipify::guards
