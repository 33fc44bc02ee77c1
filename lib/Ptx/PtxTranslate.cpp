//===- PtxTranslate.cpp - the PTX of an asm statement, as C++ -------------===//
//
// The template is read as PTX: statements ending in ';', `{` and `}`
// scopes, `.reg .type a, b;` declarations, and instructions
// `[@[!]p] opcode operand, ...` whose operands are the statement's `%N`
// (or `%[name]`), registers (declared, or special: %laneid), integer
// immediates and, for mov.b64, a vector of two {lo, hi}. Each instruction
// must be in the catalog (PtxInstructions.def) with exactly its type
// suffix; anything else (a memory operand, an unknown instruction or
// register) refuses the whole statement.
//
// The C++ is built as pieces of text around the operands' expressions, each
// expression once and in its place, so that the edits are the text between
// them. One instruction whose destination is %0 and whose sources are %1,
// %2... in order becomes an assignment:
//
//   (ret) = hipify::ptx_bfe_u32((v), (p), (l))
//
// anything else a block that binds the operands first, as GCC's asm does
// (inputs read once, outputs written through a reference):
//
//   do { auto &hipify_0 = (v); auto hipify_1 = (s);
//        hipify_0 = hipify::ptx_prmt_b32(hipify_0, hipify_1, 0x7531); } while (0)
//
// Lines are kept: the text between two operands that held line breaks
// still does (with the backslash of a macro's body).
//
//===----------------------------------------------------------------------===//

#include "PtxCatalog.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <set>

using namespace llvm;

namespace hipify::ptx {

namespace {

class Translator {
public:
  Translator(StringRef B, const AsmStatement &S) : B(B), S(S) {}

  AsmResult run() {
    AsmResult R;
    if (!S.TemplateRead) {
      R.Refusal = {"asm", "its template is not made of string literals only"};
      return R;
    }
    if (S.Goto) {
      R.Refusal = {"asm goto", "it jumps to C++ labels"};
      return R;
    }
    auto Toks = tokenize(S.Template, S.Operands, Refusal);
    if (!Toks) {
      R.Refusal = Refusal;
      return R;
    }
    Tokens = std::move(*Toks);
    if (!parse() || !checkOperands()) {
      R.Refusal = Refusal;
      return R;
    }
    R.Translation = build();
    return R;
  }

private:
  struct Source {
    enum What { Operand, Local, Register, Number, Vector, Memory } W = Operand;
    std::string Text; // local name, register's expression, number
    unsigned Index = 0;
    const Special *Sp = nullptr;
    /// A vector's elements ({lo, hi}); an address's base (its Text: the
    /// offset, "+ 8").
    std::vector<Source> Parts;
    static Source make(What W, std::string Text, unsigned Index = 0) {
      Source X;
      X.W = W;
      X.Text = std::move(Text);
      X.Index = Index;
      return X;
    }
  };
  struct Stmt {
    std::string Open;  // "{", "}", or a declaration
    std::string Opcode;
    const Instruction *I = nullptr;
    std::optional<MemoryOp> Mem;
    std::string Predicate; // the local, with '!' when negated
    std::vector<Source> Operands;
    static Stmt scope(std::string Open) {
      Stmt St;
      St.Open = std::move(Open);
      return St;
    }
  };

  const Token &tok() const { return Tokens[Pos]; }
  bool punct(StringRef P) {
    if (tok().W != Token::Punct || tok().Text != P)
      return false;
    ++Pos;
    return true;
  }
  bool refuse(std::string What, std::string Why) {
    Refusal = {std::move(What), std::move(Why)};
    return false;
  }

  bool parse() {
    while (tok().W != Token::End) {
      if (punct(";"))
        continue;
      if (punct("{") || punct("}")) {
        Stmts.push_back(Stmt::scope(Tokens[Pos - 1].Text));
        continue;
      }
      if (tok().W == Token::Word && tok().Text == ".reg") {
        if (!declaration())
          return false;
        continue;
      }
      if (!instruction())
        return false;
    }
    return true;
  }

  bool declaration() {
    ++Pos;
    if (tok().W != Token::Word || !StringRef(tok().Text).starts_with("."))
      return refuse(".reg", "a declaration without a type");
    StringRef Suffix = StringRef(tok().Text).drop_front();
    auto T = typeNamed(Suffix);
    if (!T)
      return refuse(".reg ." + Suffix.str(), "a register type the catalog "
                                             "does not have");
    ++Pos;
    std::string Decl = info(*T).Cpp.str() + " ";
    do {
      if (tok().W != Token::Word && tok().W != Token::Register)
        return refuse(".reg", "a register name it cannot read");
      std::string Name = tok().Text;
      ++Pos;
      Locals.insert(Name);
      Decl += (Decl.back() == ' ' ? "" : ", ") + localName(Name);
    } while (punct(","));
    if (!punct(";"))
      return refuse(".reg", "a declaration it cannot read");
    Stmts.push_back(Stmt::scope(Decl + ";"));
    return true;
  }

  bool instruction() {
    Stmt St;
    if (punct("@")) {
      bool Not = punct("!");
      if (tok().W != Token::Word && tok().W != Token::Register)
        return refuse("@", "a predicate it cannot read");
      if (!Locals.count(tok().Text))
        return refuse("@" + tok().Text, "a predicate not declared here");
      St.Predicate = (Not ? "!" : "") + localName(tok().Text);
      ++Pos;
    }
    if (tok().W != Token::Word)
      return refuse(tok().Text, "not an instruction");
    std::string Opcode = tok().Text;
    ++Pos;
    St.Opcode = Opcode;
    StringRef Op(Opcode);
    if (Op.starts_with("ld.") || Op.starts_with("st.")) {
      St.Mem = memoryOp(Op, Refusal);
      if (!St.Mem)
        return false;
    } else if (!(St.I = lookup(Opcode))) {
      return refuse(Opcode, "an instruction the catalog does not have");
    }
    Opcodes.push_back(Opcode);
    if (tok().W != Token::Punct || tok().Text != ";") {
      do {
        auto Src = operand(Opcode);
        if (!Src)
          return false;
        St.Operands.push_back(std::move(*Src));
      } while (punct(","));
    }
    if (!punct(";") && tok().W != Token::End)
      return refuse(Opcode, "operands it cannot read");
    unsigned Want = St.I ? St.I->Sources + 1 : 2;
    if (St.Operands.size() != Want)
      return refuse(Opcode, "not " + std::to_string(Want) + " operands");
    Stmts.push_back(std::move(St));
    return true;
  }

  std::optional<Source> operand(StringRef Opcode) {
    const Token &T = tok();
    bool Memory = Opcode.starts_with("ld.") || Opcode.starts_with("st.");
    if (Memory && T.W == Token::Punct && T.Text == "[") {
      ++Pos; // [base], [base+imm], [base-imm]
      auto Base = operand(Opcode);
      if (!Base || Base->W == Source::Vector || Base->W == Source::Memory)
        return std::nullopt;
      Source Address = Source::make(Source::Memory, "");
      Address.Parts.push_back(std::move(*Base));
      if (tok().W == Token::Punct && (tok().Text == "+" || tok().Text == "-")) {
        std::string Sign = tok().Text;
        ++Pos;
        if (tok().W != Token::Number) {
          refuse(Opcode.str(), "an address it cannot read");
          return std::nullopt;
        }
        Address.Text = " " + Sign + " " + tok().Text;
        ++Pos;
      }
      if (!punct("]")) {
        refuse(Opcode.str(), "an address it cannot read");
        return std::nullopt;
      }
      return Address;
    }
    if (T.W == Token::Operand) {
      ++Pos;
      if (T.Index >= S.Operands.size()) {
        refuse("%" + std::to_string(T.Index), "no such operand");
        return std::nullopt;
      }
      return Source::make(Source::Operand, "", T.Index);
    }
    if (T.W == Token::Register || T.W == Token::Word) {
      ++Pos;
      if (Locals.count(T.Text))
        return Source::make(Source::Local, localName(T.Text));
      if (const Special *Sp = T.W == Token::Register ? special(T.Text) : nullptr) {
        Used.push_back(Sp);
        Source X = Source::make(Source::Register, Sp->Expression.str());
        X.Sp = Sp;
        return X;
      }
      refuse((T.W == Token::Register ? "%" : "") + T.Text,
             T.W == Token::Register ? "a special register with no exact HIP "
                                      "value"
                                    : "a register not declared here");
      return std::nullopt;
    }
    if (T.W == Token::Number || (T.W == Token::Punct && T.Text == "-")) {
      std::string Text;
      if (punct("-"))
        Text = "-";
      if (tok().W != Token::Number) {
        refuse(Opcode.str(), "an operand it cannot read");
        return std::nullopt;
      }
      Text += tok().Text;
      ++Pos;
      return Source::make(Source::Number, "(" + Text + ")");
    }
    if (T.W == Token::Punct && T.Text == "{" &&
        (Opcode == "mov.b64" || Memory)) {
      ++Pos;
      Source Vec = Source::make(Source::Vector, "");
      do {
        auto Part = operand(Opcode);
        if (!Part || Part->W == Source::Vector || Part->W == Source::Memory)
          return std::nullopt;
        Vec.Parts.push_back(std::move(*Part));
      } while (punct(","));
      if (!punct("}") || (!Memory && Vec.Parts.size() != 2)) {
        refuse(Opcode.str(), "a vector that is not {lo, hi}");
        return std::nullopt;
      }
      return Vec;
    }
    refuse(Opcode.str(), T.Text == "[" ? "a memory operand" :
                                         "an operand it cannot read");
    return std::nullopt;
  }

  /// Every destination writable; a carry read after one is set.
  bool checkOperands() {
    bool CarrySet = false;
    for (const Stmt &St : Stmts) {
      if (St.Mem) {
        if (!memoryOperands(St))
          return false;
        continue;
      }
      if (!St.I)
        continue;
      const Source &D = St.Operands[0];
      auto Writable = [&](const Source &X) {
        return X.W == Source::Local ||
               (X.W == Source::Operand && S.Operands[X.Index].Output);
      };
      bool Ok = D.W == Source::Vector
                    ? llvm::all_of(D.Parts, Writable)
                    : Writable(D);
      if (!Ok)
        return refuse(St.I->Opcode.str(), "a destination that is not an "
                                          "output or a register");
      for (const Source &X : ArrayRef(St.Operands).drop_front())
        if (X.W == Source::Vector && St.Operands[0].W == Source::Vector)
          return refuse(St.I->Opcode.str(), "vectors on both sides");
      if ((St.I->CC == Carry::In || St.I->CC == Carry::InOut) && !CarrySet)
        return refuse(St.I->Opcode.str(),
                      "a carry flag set by another asm statement (PTX does "
                      "not keep it between statements)");
      CarrySet |= St.I->CC == Carry::Out || St.I->CC == Carry::InOut;
    }
    return !Opcodes.empty() ||
           refuse("asm", "no instruction it can translate");
  }

  /// ld's destination writable, st's address first; the value as many
  /// elements as the access has.
  bool memoryOperands(const Stmt &St) {
    const MemoryOp &M = *St.Mem;
    const Source &Address = St.Operands[M.Load ? 1 : 0],
                 &Value = St.Operands[M.Load ? 0 : 1];
    const std::string &Name = St.Opcode;
    if (Address.W != Source::Memory)
      return refuse(Name, "an operand that is not an address where one goes");
    unsigned N = Value.W == Source::Vector ? unsigned(Value.Parts.size()) : 1;
    if (N != M.Elements || Value.W == Source::Memory)
      return refuse(Name, "a value of another width than the access");
    auto Writable = [&](const Source &X) {
      return X.W == Source::Local ||
             (X.W == Source::Operand && S.Operands[X.Index].Output);
    };
    if (M.Load && !(Value.W == Source::Vector
                        ? llvm::all_of(Value.Parts, Writable)
                        : Writable(Value)))
      return refuse(Name, "a destination that is not an output or a register");
    return true;
  }

  static std::string localName(StringRef Name) {
    std::string Out = "hipify_";
    for (char C : Name)
      Out += isAlnum(C) ? C : '_';
    return Out;
  }

  // The pieces of the C++.
  void text(std::string T) {
    if (!Pieces.empty() && Pieces.back().Operand < 0)
      Pieces.back().Text += T;
    else
      Pieces.push_back({std::move(T)});
  }
  /// The source \p X as an expression; \p InPlace: an operand's own text.
  void source(const Source &X, bool InPlace) {
    switch (X.W) {
    case Source::Operand:
      if (InPlace) {
        text("(");
        Pieces.push_back({"", int(X.Index)});
        text(")");
      } else {
        text(binding(X.Index));
      }
      return;
    case Source::Vector: // mov.b64 d, {lo, hi}
      UsesHelper = true;
      text("hipify::ptx_pack_b64(");
      source(X.Parts[0], InPlace);
      text(", ");
      source(X.Parts[1], InPlace);
      text(")");
      return;
    case Source::Memory: // an address: never a value of its own
      return;
    default:
      text(X.Text);
    }
  }
  /// Element \p N of the memory \p Address points to, as \p M accesses it:
  /// an lvalue (or the non-temporal builtin's pointer, \p Pointer).
  void element(const MemoryOp &M, const Source &Address, unsigned N,
               bool Pointer) {
    std::string Const = M.Load ? "const " : "";
    std::string Volatile = M.A == Access::Volatile ? "volatile " : "";
    text("((" + Const + Volatile + info(M.T).Cpp.str() + " *)((" + Const +
         "char *)(");
    source(Address.Parts[0], false);
    text(")" + Address.Text + "))" +
         (Pointer ? " + " + std::to_string(N) : "[" + std::to_string(N) + "]"));
  }
  /// ld or st: one access per element, plain, volatile or non-temporal.
  void memory(const Stmt &St) {
    const MemoryOp &M = *St.Mem;
    const Source &Address = St.Operands[M.Load ? 1 : 0],
                 &Value = St.Operands[M.Load ? 0 : 1];
    std::string Cast = "(" + info(M.T).Cpp.str() + ")";
    for (unsigned N = 0; N < M.Elements; ++N) {
      const Source &V = Value.W == Source::Vector ? Value.Parts[N] : Value;
      if (N)
        text(", ");
      bool NonTemporal = M.A == Access::NonTemporal;
      if (M.Load) {
        source(V, false);
        text(NonTemporal ? " = __builtin_nontemporal_load(" : " = ");
        element(M, Address, N, NonTemporal);
        if (NonTemporal)
          text(")");
      } else if (NonTemporal) {
        text("__builtin_nontemporal_store(" + Cast);
        source(V, false);
        text(", ");
        element(M, Address, N, true);
        text(")");
      } else {
        element(M, Address, N, false);
        text(" = " + Cast);
        source(V, false);
      }
    }
    text("; ");
  }
  static std::string binding(unsigned I) {
    return "hipify_" + std::to_string(I);
  }
  /// The value of \p St's instruction of its sources.
  void value(const Stmt &St, bool InPlace) {
    const Instruction &I = *St.I;
    ArrayRef<Source> Src = ArrayRef(St.Operands).drop_front();
    std::string Cast = "(" + info(I.Dest).Cpp.str() + ")";
    auto Each = [&](StringRef Sep, bool Casted) {
      for (auto [N, X] : llvm::enumerate(Src)) {
        if (N)
          text(Sep.str());
        if (Casted)
          text(Cast);
        source(X, InPlace);
      }
    };
    switch (I.K) {
    case Kind::Call:
      UsesHelper = true;
      text("hipify::" + I.Text.str() + "(");
      Each(", ", false);
      if (I.CC != Carry::None)
        text(", hipify_cc");
      text(")");
      return;
    case Kind::Move:
    case Kind::Unary:
      text(I.Text.str() + Cast);
      source(Src[0], InPlace);
      return;
    case Kind::Binary:
    case Kind::Compare:
      Each((" " + I.Text + " ").str(), true);
      return;
    case Kind::Select:
      text("(");
      source(Src[2], InPlace);
      text(") ? " + Cast);
      source(Src[0], InPlace);
      text(" : " + Cast);
      source(Src[1], InPlace);
      return;
    }
  }

  /// Whether the statement is one instruction `%0 = op(%1, %2...)`.
  bool simple() const {
    if (Stmts.size() != 1 || !Stmts[0].I || !Stmts[0].Predicate.empty() ||
        Stmts[0].I->CC != Carry::None)
      return false;
    unsigned Next = 0;
    for (const Source &X : Stmts[0].Operands) {
      if (X.W == Source::Vector)
        return false;
      if (X.W == Source::Operand && X.Index != Next++)
        return false;
    }
    return Next == S.Operands.size() && !S.Operands.empty() &&
           Stmts[0].Operands[0].W == Source::Operand &&
           StringRef(S.Operands[0].Constraint).starts_with("=");
  }

  AsmTranslation build() {
    AsmTranslation T;
    T.Instructions = Opcodes;
    if (simple()) {
      source(Stmts[0].Operands[0], true);
      text(" = ");
      value(Stmts[0], true);
    } else {
      text("do { ");
      for (auto [I, Op] : llvm::enumerate(S.Operands)) {
        text(Op.Output ? "auto &" : "auto ");
        text(binding(unsigned(I)) + " = (");
        Pieces.push_back({"", int(I)});
        text("); ");
      }
      if (llvm::any_of(Stmts, [](const Stmt &St) {
            return St.I && St.I->CC != Carry::None;
          }))
        text("unsigned int hipify_cc = 0; ");
      for (const Stmt &St : Stmts)
        statement(St);
      text("} while (0)");
    }
    T.UsesHelper = UsesHelper || llvm::any_of(Used, [](const Special *Sp) {
                     return Sp->Helper;
                   });
    for (const Special *Sp : Used)
      if (!Sp->Note.empty() && !llvm::is_contained(T.Notes, Sp->Note))
        T.Notes.push_back(Sp->Note.str());
    for (const Stmt &St : Stmts)
      if (St.I)
        for (const Source &X : ArrayRef(St.Operands).drop_front())
          if (X.Sp && X.Sp->Bits == 64 && info(St.I->Dest).Bits < 64)
            T.NarrowMasks.push_back("%" + X.Sp->Name.str());
    T.Edits = editsFor(B, S, Pieces);
    return T;
  }

  void statement(const Stmt &St) {
    if (!St.I && !St.Mem) {
      text(St.Open + " ");
      return;
    }
    if (!St.Predicate.empty())
      text("if (" + St.Predicate + ") ");
    if (St.Mem) {
      memory(St);
      return;
    }
    const Source &D = St.Operands[0];
    if (D.W == Source::Vector) { // mov.b64 {lo, hi}, a
      for (unsigned Half = 0; Half < 2; ++Half) {
        source(D.Parts[Half], false);
        text(Half ? " = hipify::ptx_hi_b64(" : " = hipify::ptx_lo_b64(");
        source(St.Operands[1], false);
        text(Half ? "); " : "), ");
      }
      UsesHelper = true;
      return;
    }
    source(D, false);
    text(" = ");
    value(St, false);
    text("; ");
  }

  StringRef B;
  const AsmStatement &S;
  std::vector<Token> Tokens;
  size_t Pos = 0;
  AsmRefusal Refusal;
  std::vector<Stmt> Stmts;
  std::set<std::string> Locals;
  std::vector<std::string> Opcodes;
  std::vector<const Special *> Used;
  std::vector<Piece> Pieces;
  bool UsesHelper = false;
};

} // namespace

AsmResult translate(StringRef Buffer, const AsmStatement &S) {
  return Translator(Buffer, S).run();
}

} // namespace hipify::ptx
