//===- Conditions.cpp - #if conditions: parsed and evaluated --------------===//
//
// A recursive-descent parser of the preprocessor's expression language (the
// operators of C with their precedence, defined(), function-like macro
// calls, character and integer literals), with limits on depth and length
// that keep hostile input cheap; and its evaluation in a macro environment
// where a value may be unknown (three-valued: a project's macro).
//
//===----------------------------------------------------------------------===//

#include "Expr.h"

#include "hipify/Directives/Directives.h"
#include "hipify/Guards/GuardAnalysis.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <limits>

using namespace llvm;

namespace hipify::guards {

//===-- Conditions --------------------------------------------------------===//


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
      if (size_t C = pp::continuation(Text, P))
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

} // namespace hipify::guards
