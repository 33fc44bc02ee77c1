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
// Fixes only add text: "(COND) || defined(USE_ROCM)" or
// "COND && !defined(USE_ROCM)" (parenthesised when COND has a top-level ||),
// HIP's own macro for compiler and device tests, so everything else in the
// line stays byte for byte. #ifdef/#ifndef become #if defined(...).
//
//===----------------------------------------------------------------------===//

#include "hipify/Guards/GuardAnalysis.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <limits>

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
      unsigned Offset = Tok.Offset;
      next();
      bool Paren = is("(");
      if (Paren)
        next();
      if (Tok.K != Token::Identifier) {
        fail("expected a macro name after 'defined'");
        return nullptr;
      }
      auto E = node(Expr::Defined, Tok.Text, Tok.Offset);
      (void)Offset;
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

//===-- Evaluation and findings -------------------------------------------===//

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

} // namespace

std::vector<Finding>
analyse(StringRef Buffer, const std::vector<Directive> &Directives,
        const Options &Opts, const std::function<Policy(unsigned)> &PolicyFor) {
  StringMap<const mapping::GuardMacro *> Macros;
  for (const mapping::GuardMacro &G : Opts.Macros)
    Macros[G.Macro] = &G;
  auto Role = [&](StringRef Name) -> std::optional<mapping::GuardRole> {
    if (Name == Opts.RocmMacro)
      return mapping::GuardRole::Rocm;
    auto It = Macros.find(Name);
    return It == Macros.end() ? std::nullopt
                              : std::optional(It->second->Role);
  };
  auto IsCuda = [](mapping::GuardRole R) {
    return R == mapping::GuardRole::CudaVersion ||
           R == mapping::GuardRole::CudaCompiler ||
           R == mapping::GuardRole::CudaDevice;
  };
  // As HIP compiles for ROCm: CUDA's macros undefined, ROCm's defined.
  Env Hip{[&](StringRef N) -> std::optional<long long> {
            auto R = Role(N);
            if (R && IsCuda(*R))
              return 0;
            return std::nullopt;
          },
          [&](StringRef N) -> std::optional<bool> {
            auto R = Role(N);
            if (!R || *R == mapping::GuardRole::HipVersion ||
                N == "__HIP_DEVICE_COMPILE__")
              return std::nullopt;
            return *R == mapping::GuardRole::Rocm;
          }};
  // As a very new CUDA compiles it (device pass included).
  Env Modern{[&](StringRef N) -> std::optional<long long> {
               auto R = Role(N);
               if (R && IsCuda(*R))
                 return Macros[N]->Modern;
               if (R && *R == mapping::GuardRole::Rocm)
                 return 0;
               return std::nullopt;
             },
             [&](StringRef N) -> std::optional<bool> {
               auto R = Role(N);
               if (!R || *R == mapping::GuardRole::HipVersion)
                 return std::nullopt;
               return IsCuda(*R);
             }};

  // Where ROCm can go: a branch an explicit ROCm test rules out (the #else
  // of #ifdef __HIP_PLATFORM_AMD__, #ifndef USE_ROCM, an #elif after a
  // branch ROCm takes) is not ROCm's business, nor is anything inside it.
  struct Frame {
    bool Parent = true; // the enclosing branch is reachable on ROCm
    bool Taken = false; // an earlier branch of this chain is, explicitly
    bool Here = true;   // the current branch is
  };
  std::vector<Frame> Stack;
  auto Reachable = [&] { return Stack.empty() || Stack.back().Here; };
  auto MentionsRocm = [&](const Expr &Root) {
    bool Found = false;
    visit(Root, [&](const Expr &E) {
      if ((E.K == Expr::Identifier || E.K == Expr::Defined) &&
          Role(E.Name) == mapping::GuardRole::Rocm)
        Found = true;
    });
    return Found;
  };

  std::vector<Finding> Out;
  for (unsigned I = 0; I < Directives.size(); ++I) {
    const Directive &D = Directives[I];
    bool IfDef = D.Name == "ifdef" || D.Name == "ifndef" ||
                 D.Name == "elifdef" || D.Name == "elifndef";
    bool Opens = D.Name == "if" || D.Name == "ifdef" || D.Name == "ifndef";
    bool Continues = D.Name.starts_with("elif");
    if (D.Name == "endif") {
      if (!Stack.empty())
        Stack.pop_back();
      continue;
    }
    if (D.Name == "else") {
      if (!Stack.empty())
        Stack.back().Here = Stack.back().Parent && !Stack.back().Taken;
      continue;
    }
    if (Opens)
      Stack.push_back({Reachable(), false, Reachable()});
    else if (Continues && !Stack.empty())
      Stack.back().Here = Stack.back().Parent && !Stack.back().Taken;
    bool Visible = Reachable();
    StringRef Operand = Buffer.slice(D.OperandBegin, D.OperandEnd);
    std::optional<Condition> C;
    if (IfDef) {
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
      C = Condition{E, false};
    } else if (D.Name == "if" || D.Name == "elif") {
      C = parseCondition(Operand);
    }

    // #define CUDA_VERSION HIP_VERSION: a HIP version where a CUDA one is
    // expected.
    if (D.Name == "define") {
      StringRef Name = Operand.take_while([](char Ch) {
        return isAlnum(Ch) || Ch == '_';
      });
      StringRef Body = Operand.drop_front(Name.size()).trim();
      auto NR = Role(Name), BR = Role(Body);
      if (NR == mapping::GuardRole::CudaVersion &&
          BR == mapping::GuardRole::HipVersion)
        Out.push_back({D.OperandBegin, CheckId::HipVersionScale,
                       formatv("'{0}' is defined as '{1}', but {1} is {2}, not "
                               "a CUDA version: comparisons with CUDA versions "
                               "will be wrong",
                               Name, Body, Macros[Body]->Scale),
                       std::nullopt, Policy::Include, I});
      continue;
    }
    if (!C)
      continue;
    // What this branch tells about ROCm, for the directives inside it and
    // after it in the chain.
    if ((Opens || Continues) && !Stack.empty() && MentionsRocm(*C->Root)) {
      auto OnRocm = eval(*C->Root, Hip);
      if (OnRocm && !*OnRocm)
        Stack.back().Here = false;
      if (OnRocm && *OnRocm && Stack.back().Here)
        Stack.back().Taken = true;
    }
    if (!Visible)
      continue;

    // HIP_VERSION >= 11000: a CUDA-scale number against a HIP-scale macro.
    visit(*C->Root, [&](const Expr &E) {
      if (E.K != Expr::Binary || !is_contained({"<", ">", "<=", ">=", "==",
                                                "!="},
                                               E.Name))
        return;
      for (auto [M, N] : {std::pair{E.A, E.B}, {E.B, E.A}}) {
        if (M->K != Expr::Identifier || N->K != Expr::Number ||
            Role(M->Name) != mapping::GuardRole::HipVersion)
          continue;
        const mapping::GuardMacro &G = *Macros[M->Name];
        if (N->Value >= G.CudaScaleLo && N->Value <= G.CudaScaleHi)
          Out.push_back(
              {unsigned(D.OperandBegin + M->Offset), CheckId::HipVersionScale,
               formatv("'{0}' is compared with {1}, a CUDA-style version, but "
                       "{0} is {2}",
                       M->Name, N->Value, G.Scale),
               std::nullopt, Policy::Include, I});
      }
    });

    // CUDA macros with no ROCm term: ROCm's behaviour is implicit.
    const Expr *First = nullptr;
    bool Explicit = false, Device = false, Version = false;
    std::string Names;
    visit(*C->Root, [&](const Expr &E) {
      if (E.K != Expr::Identifier && E.K != Expr::Defined)
        return;
      auto R = Role(E.Name);
      if (!R)
        return;
      if (*R == mapping::GuardRole::Rocm)
        Explicit = true;
      if (!IsCuda(*R))
        return;
      if (!First)
        First = &E;
      if (Names.find("'" + E.Name + "'") == std::string::npos)
        Names += (Names.empty() ? "'" : ", '") + E.Name + "'";
      Device |= *R == mapping::GuardRole::CudaDevice;
      Version |= *R == mapping::GuardRole::CudaVersion;
    });
    if (!First || Explicit)
      continue;
    auto OnHip = eval(*C->Root, Hip);
    auto OnModern = eval(*C->Root, Modern);
    Policy P = PolicyFor ? PolicyFor(I) : Opts.Default;
    if (P == Policy::Modern)
      P = OnModern.value_or(1) ? Policy::Include : Policy::Exclude;

    Finding F;
    F.Directive = I;
    F.Chosen = P;
    F.Offset = IfDef ? D.OperandBegin : D.OperandBegin + First->Offset;
    F.Check = Version ? CheckId::CudaVersionGuard : CheckId::CudaCompilerGuard;
    StringRef Effect = !OnHip        ? "its outcome on ROCm is implicit"
                       : *OnHip      ? "ROCm silently takes this branch"
                                     : "ROCm silently skips this branch";
    F.Message = formatv("{0} {1} undefined under HIP: {2}", Names,
                        Names.find(',') == std::string::npos ? "is" : "are",
                        Effect);
    // The term to add: HIP's own macro for compiler and device tests, the
    // ROCm macro for version tests.
    std::string Marker = Opts.RocmMacro;
    if (!Version && P == Policy::Include)
      Marker = Macros[First->Name]->Hip.str();
    if (Marker.empty())
      Marker = Opts.RocmMacro;
    std::string Cond = IfDef ? (D.Name.ends_with("ndef") ? "!" : "") +
                                   ("defined(" + Operand + ")").str()
                             : Operand.str();
    bool Parens = P == Policy::Include ? C->Root->K == Expr::Binary ||
                                             C->Root->K == Expr::Ternary
                                       : C->TopLevelOr ||
                                             C->Root->K == Expr::Ternary;
    Fix X;
    if (IfDef) {
      // #ifdef X -> #if defined(X) || defined(M); the keyword changes too.
      X.Offset = D.NameBegin;
      X.Length = D.OperandEnd - D.NameBegin;
      X.Text = (D.Name.starts_with("el") ? "elif " : "if ") +
               (P == Policy::Include
                    ? Cond + " || defined(" + Marker + ")"
                    : Cond + " && !defined(" + Marker + ")");
    } else if (Parens) {
      X.Offset = D.OperandBegin;
      X.Length = D.OperandEnd - D.OperandBegin;
      X.Text = "(" + Cond + ")" +
               (P == Policy::Include ? " || defined(" + Marker + ")"
                                     : " && !defined(" + Marker + ")");
    } else {
      X.Offset = D.OperandEnd;
      X.Text = P == Policy::Include ? " || defined(" + Marker + ")"
                                    : " && !defined(" + Marker + ")";
    }
    (void)Device;
    F.Suggested = X;
    Out.push_back(std::move(F));
  }
  return Out;
}

} // namespace hipify::guards
