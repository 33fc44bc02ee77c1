//===- PtxParse.cpp - reading the PTX of an asm statement's template ------===//
//
// The template is read as PTX: statements ending in ';', `{` and `}`
// scopes, `.reg .type a, b;` declarations, and instructions
// `[@[!]p] opcode operand, ...` whose operands are the statement's `%N`
// (or `%[name]`), registers (declared, or special: %laneid), integer
// immediates, vectors `{a, b}` (mov.b64, ld, st) and addresses `[a+imm]`
// (ld, st, atom, red). Each instruction must be in the catalog
// (PtxInstructions.def) with exactly its type suffix and qualifiers;
// anything else (an unknown instruction or register, a state space the
// catalog does not take) refuses the whole statement, saying why.
//
//===----------------------------------------------------------------------===//

#include "PtxProgram.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <map>

using namespace llvm;

namespace hipify::ptx {

namespace {

class Parser {
public:
  Parser(const AsmStatement &S, std::vector<Token> Tokens)
      : S(S), Tokens(std::move(Tokens)) {}

  std::optional<PtxProgram> run(AsmRefusal &Out) {
    if (parse() && checkOperands())
      return std::move(P);
    Out = Refusal;
    return std::nullopt;
  }

private:
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
      Locals[Name] = *T;
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
    } else if (Op.starts_with("atom.") || Op.starts_with("red.")) {
      St.Atom = atomicOp(Op, Refusal);
      if (!St.Atom)
        return false;
    } else if (Op.starts_with("cp.async.")) {
      St.Copy = copyAsyncOp(Op, Refusal);
      if (!St.Copy)
        return false;
    } else if ((St.Warp = warpOp(Op))) {
    } else if (Op.starts_with("cvt.")) {
      St.I = cvtOp(Op, Refusal);
      if (!St.I)
        return false;
    } else if (const Instruction *I = lookup(Opcode)) {
      St.I = *I;
    } else {
      return refuse(Opcode, "an instruction the catalog does not have");
    }
    Opcodes.push_back(Opcode);
    if (tok().W != Token::Punct || tok().Text != ";") {
      do {
        auto Src = operand(Opcode);
        if (!Src)
          return false;
        St.Operands.push_back(std::move(*Src));
        if (punct("|")) { // d|p: match.all's predicate
          auto Pred = operand(Opcode);
          if (!Pred || Pred->W != Source::Local || Pred->Bits != 1 ||
              St.Operands.size() != 1 || !St.Warp ||
              !St.Warp->Layout.starts_with("d|p"))
            return refuse(Opcode, "a destination d|p it does not take");
          St.PredOut = std::move(*Pred);
        }
      } while (punct(","));
    }
    if (!punct(";") && tok().W != Token::End)
      return refuse(Opcode, "operands it cannot read");
    if (St.Copy && St.Copy->Copy && St.Operands.size() == 4)
      St.Copy->Operands = 4; // with src-size
    unsigned Want = St.Copy   ? St.Copy->Operands
                    : St.I    ? St.I->Sources + 1
                    : St.Atom ? 2 + St.Atom->Returns + St.Atom->Cas
                    : St.Warp ? unsigned(St.Warp->Layout.count(' ') + 1)
                              : 2;
    if (St.Operands.size() != Want)
      return refuse(Opcode, "not " + std::to_string(Want) + " operands");
    Stmts.push_back(std::move(St));
    return true;
  }

  std::optional<Source> operand(StringRef Opcode) {
    const Token &T = tok();
    bool Memory = Opcode.starts_with("ld.") || Opcode.starts_with("st.") ||
                  Opcode.starts_with("atom.") || Opcode.starts_with("red.") ||
                  Opcode.starts_with("cp.async.");
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
      Source X = Source::make(Source::Operand, "", T.Index);
      StringRef C = S.Operands[T.Index].Constraint;
      X.Bits = C.find_first_of("ld") != StringRef::npos ? 64
               : C.contains('h')                         ? 16
                                                         : 32;
      X.Float = C.find_first_of("fd") != StringRef::npos;
      return X;
    }
    if (T.W == Token::Register || T.W == Token::Word) {
      ++Pos;
      if (auto L = Locals.find(T.Text); L != Locals.end()) {
        Source X = Source::make(Source::Local, localName(T.Text));
        X.Bits = info(L->second).Bits;
        X.Float = isFloat(L->second);
        return X;
      }
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
    bool Pair = Opcode == "mov.b64" || Opcode == "mov.b32";
    if (T.W == Token::Punct && T.Text == "{" && (Pair || Memory)) {
      ++Pos;
      // A mov's pair is the halves of its width (Text: b64, b32).
      Source Vec =
          Source::make(Source::Vector, Pair ? Opcode.substr(4).str() : "");
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
      if (!St.Opcode.empty() && !operandsAgree(St))
        return refuse(St.Opcode, "a floating-point operand where the "
                                 "instruction takes bits or integers, or "
                                 "the reverse (write __float_as_uint...)");
      if (St.Copy) {
        const std::vector<Source> &O = St.Operands;
        uint64_t Size = 0;
        // The size an immediate (4, 8, 16) or an "n" operand; src-size a
        // value (not the ignore-src predicate, which means another thing).
        bool SizeRead =
            O.size() > 2 &&
            (O[2].W == Source::Number
                 ? !StringRef(O[2].Text).trim("()").getAsInteger(0, Size) &&
                       (Size == 4 || Size == 8 || Size == 16)
                 : O[2].W == Source::Operand &&
                       StringRef(S.Operands[O[2].Index].Constraint)
                           .contains('n'));
        if (St.Copy->Copy &&
            (O[0].W != Source::Memory || O[1].W != Source::Memory ||
             !SizeRead ||
             (O.size() == 4 && (O[3].W == Source::Memory ||
                                O[3].W == Source::Vector || O[3].Bits == 1))))
          return refuse(St.Opcode, "operands that are not [dst], [src], "
                                   "4, 8 or 16 and a source size");
        continue;
      }
      if (St.Warp) {
        if (St.Warp->Layout.starts_with("d") && !writable(St.Operands[0]))
          return refuse(St.Opcode, "a destination that is not an output or "
                                   "a register");
        continue;
      }
      if (St.Mem || St.Atom) {
        if (!memoryOperands(St))
          return false;
        continue;
      }
      if (!St.I)
        continue;
      if (!writable(St.Operands[0]))
        return refuse(St.Opcode, "a destination that is not an "
                                          "output or a register");
      for (const Source &X : ArrayRef(St.Operands).drop_front())
        if (X.W == Source::Vector && St.Operands[0].W == Source::Vector)
          return refuse(St.Opcode, "vectors on both sides");
      if ((St.I->CC == Carry::In || St.I->CC == Carry::InOut) && !CarrySet)
        return refuse(St.Opcode,
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
    bool Returns = St.Mem ? St.Mem->Load : St.Atom->Returns;
    unsigned Elements = St.Mem ? St.Mem->Elements : 1;
    const Source &Address = St.Operands[Returns ? 1 : 0];
    if (Address.W != Source::Memory)
      return refuse(St.Opcode, "an operand that is not an address where one "
                               "goes");
    for (const Source &X : St.Operands) {
      unsigned N = X.W == Source::Vector ? unsigned(X.Parts.size()) : 1;
      if (&X != &Address && (X.W == Source::Memory || N != Elements))
        return refuse(St.Opcode, "a value of another width than the access");
    }
    if (Returns && !writable(St.Operands[0]))
      return refuse(St.Opcode, "a destination that is not an output or a "
                               "register");
    return true;
  }
  /// Whether \p X holds what an instruction of type \p T reads or writes:
  /// floating point for .f32 and .f64, integers (bits) for the others. A
  /// float passed to .b32 (mov.b32 %0, %1 with "f") means its bits, which
  /// C++'s conversion would not keep.
  bool agrees(const Source &X, Type T) const {
    if (X.W == Source::Vector)
      return llvm::all_of(X.Parts,
                          [&](const Source &P) { return agrees(P, T); });
    if ((X.W != Source::Operand && X.W != Source::Local) || X.Bits == 1 ||
        T == Type::pred)
      return true;
    return X.Float == isFloat(T);
  }
  /// Every value operand of \p St agrees with its type.
  bool operandsAgree(const Stmt &St) const {
    ArrayRef<Source> Ops(St.Operands);
    if (St.I)
      return agrees(Ops[0], St.I->Dest) &&
             llvm::all_of(Ops.drop_front(), [&](const Source &X) {
               return agrees(X, St.I->From);
             });
    if (St.Mem)
      return agrees(Ops[St.Mem->Load ? 0 : 1], St.Mem->T);
    if (St.Atom)
      return llvm::all_of(Ops, [&](const Source &X) {
        return X.W == Source::Memory || agrees(X, St.Atom->T);
      });
    if (St.Warp) {
      SmallVector<StringRef, 6> Roles;
      St.Warp->Layout.split(Roles, ' ');
      for (auto [I, Role] : llvm::enumerate(Roles))
        if ((Role.starts_with("d") || Role == "v") &&
            !agrees(Ops[I], St.Warp->Dest))
          return false;
    }
    return true;
  }

  /// Whether \p X may be assigned: a register, an output, a vector of them.
  bool writable(const Source &X) const {
    if (X.W == Source::Vector)
      return llvm::all_of(X.Parts,
                          [&](const Source &P) { return writable(P); });
    return X.W == Source::Local ||
           (X.W == Source::Operand && S.Operands[X.Index].Output);
  }

  const AsmStatement &S;
  std::vector<Token> Tokens;
  size_t Pos = 0;
  AsmRefusal Refusal;
  PtxProgram P;
  std::vector<Stmt> &Stmts = P.Stmts;
  std::vector<std::string> &Opcodes = P.Opcodes;
  std::vector<const Special *> &Used = P.Used;
  std::map<std::string, Type> Locals;
};

} // namespace

std::string localName(StringRef Name) {
  std::string Out = "hipify_ptx_"; // apart from the names the C++ binds
  for (char C : Name)
    Out += isAlnum(C) ? C : '_';
  return Out;
}

std::optional<PtxProgram> readPtx(const AsmStatement &S, AsmRefusal &Refusal) {
  if (!S.TemplateRead) {
    Refusal = {"asm", "its template is not made of string literals only"};
    return std::nullopt;
  }
  if (S.Goto) {
    Refusal = {"asm goto", "it jumps to C++ labels"};
    return std::nullopt;
  }
  if (!S.OperandsRead) {
    Refusal = {"asm", "its operands could not be read (a constraint in "
                      "parts, a comment or #if among them)"};
    return std::nullopt;
  }
  auto Toks = tokenize(S.Template, S.Operands, Refusal);
  if (!Toks)
    return std::nullopt;
  return Parser(S, std::move(*Toks)).run(Refusal);
}

} // namespace hipify::ptx
