//===- PtxTranslate.cpp - the PTX of an asm statement, as C++ -------------===//
//
// The template, read (PtxParse.cpp: every instruction the catalog's), is
// written as C++.
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

#include "PtxProgram.h"
#include "hipify/Mapping/HipSpellings.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

#include <map>
#include "llvm/ADT/StringExtras.h"


using namespace llvm;

namespace hipify::ptx {

namespace {

class Translator {
public:
  Translator(StringRef B, const AsmStatement &S, WarpResolver Resolve)
      : B(B), S(S), Resolve(Resolve) {}

  AsmResult run() {
    AsmResult R;
    if (auto Read = readPtx(S, R.Refusal)) {
      P = std::move(*Read);
      if (resolveWarps(R.Refusal))
        R.Translation = build();
    }
    return R;
  }

private:
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
      text("hipify::ptx_pack_" + X.Text + "(");
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
  /// The pointer \p Address holds, to \p Qualifiers T.
  void pointer(StringRef Qualifiers, Type T, const Source &Address) {
    text("((" + Qualifiers.str() + info(T).Cpp.str() + " *)((" +
         (Qualifiers.contains("const") ? "const " : "") + "char *)(");
    source(Address.Parts[0], false);
    text(")" + Address.Text + "))");
  }
  /// Element \p N of the memory \p Address points to, as \p M accesses it:
  /// an lvalue (or the non-temporal builtin's pointer, \p Pointer).
  void element(const MemoryOp &M, const Source &Address, unsigned N,
               bool Pointer) {
    pointer(std::string(M.Load ? "const " : "") +
                (M.A == Access::Volatile ? "volatile " : ""),
            M.T, Address);
    text(Pointer ? " + " + std::to_string(N) : "[" + std::to_string(N) + "]");
  }
  /// atom and red: HIP's scoped atomic of the pointer; cas through the
  /// expected value, which it leaves holding the old one.
  void atomic(const Stmt &St) {
    const AtomicOp &A = *St.Atom;
    ArrayRef<Source> Ops(St.Operands);
    const Source &Address = Ops[A.Returns ? 1 : 0];
    ArrayRef<Source> Values = Ops.drop_front(A.Returns ? 2 : 1);
    std::string Cast = "(" + info(A.T).Cpp.str() + ")";
    std::string Tail = ", " + A.Order.str() + ", " + A.Scope.str() + ")";
    if (A.Cas) {
      text("{ " + info(A.T).Cpp.str() + " hipify_expected = " + Cast);
      source(Values[0], false);
      text("; " + A.Builtin.str() + "(");
      pointer("", A.T, Address);
      text(", &hipify_expected, " + Cast);
      source(Values[1], false);
      text(", " + A.Order.str() + ", " + A.Failure.str() + ", " +
           A.Scope.str() + "); ");
      source(Ops[0], false);
      text(" = hipify_expected; } ");
      return;
    }
    if (A.Returns) {
      source(Ops[0], false);
      text(" = ");
    } else {
      text("(void)");
    }
    text(A.Builtin.str() + "(");
    pointer("", A.T, Address);
    text(", " + Cast);
    source(Values[0], false);
    text(Tail + "; ");
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
    case Kind::HipCall:
      UsesHelper |= I.K == Kind::Call;
      text((I.K == Kind::Call ? "hipify::" : "") + I.Text.str() + "(");
      Each(", ", false);
      if (I.CC != Carry::None)
        text(", hipify_cc");
      text(")");
      return;
    case Kind::Convert:
      text(Cast + "(" + info(I.From).Cpp.str() + ")");
      source(Src[0], InPlace);
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
           !S.ClobbersMemory &&
           Stmts[0].Operands[0].W == Source::Operand &&
           StringRef(S.Operands[0].Constraint).starts_with("=");
  }

  AsmTranslation build() {
    AsmTranslation T;
    T.Instructions = P.Opcodes;
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
      // An input tied to an output ("0"(in)) is that output's first value.
      for (auto [I, Op] : llvm::enumerate(S.Operands)) {
        unsigned Tied = 0;
        if (!Op.Output && !StringRef(Op.Constraint).getAsInteger(10, Tied) &&
            Tied < S.Operands.size())
          text(binding(Tied) + " = " + binding(unsigned(I)) + "; ");
      }
      if (llvm::any_of(Stmts, [](const Stmt &St) {
            return St.I && St.I->CC != Carry::None;
          }))
        text("unsigned int hipify_cc = 0; ");
      // A "memory" clobber kept: no access moves across the statement.
      StringRef Barrier =
          S.ClobbersMemory ? "asm volatile(\"\" ::: \"memory\"); " : "";
      text(Barrier.str());
      for (const Stmt &St : Stmts)
        statement(St, T);
      text(Barrier.str() + "} while (0)");
    }
    T.UsesHelper = UsesHelper || llvm::any_of(P.Used, [](const Special *Sp) {
                     return Sp->Helper;
                   });
    for (const Special *Sp : P.Used)
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

  /// Each warp instruction's call at the target, and its width; false, with
  /// \p Refusal, where one has none.
  bool resolveWarps(AsmRefusal &Refusal) {
    for (const Stmt &St : Stmts) {
      if (!St.Warp)
        continue;
      Warp W;
      SmallVector<StringRef, 6> Roles;
      St.Warp->Layout.split(Roles, ' ');
      for (auto [I, Role] : llvm::enumerate(Roles)) {
        const Source &X = St.Operands[I];
        if (Role == "m")
          W.Mask = &X;
        else if (Role == "v")
          W.Values.push_back(&X);
        else if (Role == "c" || Role == "u") {
          // CUDA's width w is c = ((32 - w) << 8) | (0x1f, or 0 for up).
          uint64_t C = 0;
          bool Up = Role == "u";
          if (X.W != Source::Number ||
              StringRef(X.Text).trim("()").rtrim("uU").getAsInteger(0, C) ||
              (C & 0xff) != (Up ? 0u : 0x1fu) || (C >> 8) > 31 ||
              !llvm::isPowerOf2_64(32 - (C >> 8))) {
            Refusal = {St.Opcode, "a clamp CUDA's shuffle intrinsics do not "
                                  "make of a width"};
            return false;
          }
          W.Width = std::to_string(32 - (C >> 8));
        }
      }
      std::string Why;
      W.Call = Resolve(St.Warp->Cuda, !W.Mask || fullMask(*W.Mask), Why);
      if (!W.Call) {
        Refusal = {St.Opcode, Why};
        return false;
      }
      Warps[&St] = std::move(W);
    }
    return true;
  }
  /// Whether \p X is the full warp's mask: 0xffffffff or -1, in the
  /// template or as the operand's expression.
  bool fullMask(const Source &X) const {
    StringRef Text = X.W == Source::Number ? StringRef(X.Text).trim("()")
                     : X.W == Source::Operand
                         ? B.slice(S.Operands[X.Index].Begin,
                                   S.Operands[X.Index].End)
                         : StringRef();
    Text = Text.trim().rtrim("uUlL");
    int64_t Value = 0;
    return !Text.getAsInteger(0, Value) &&
           (Value == -1 || Value == 0xffffffff);
  }
  /// A warp instruction: the intrinsic's call.
  void warp(const Stmt &St, AsmTranslation &T) {
    const Warp &W = Warps.at(&St);
    bool Pred = St.Warp->Layout.starts_with("d|p"); // __match_all_sync's
    if (Pred)
      text("{ int hipify_pred; ");
    if (St.Warp->Layout.starts_with("d")) {
      source(St.Operands[0], false);
      text(" = ");
      if (St.Warp->MaskResult && St.Operands[0].Bits < 64)
        T.NarrowMasks.push_back(St.Warp->Cuda.str());
    }
    text(W.Call->Name + "(");
    bool First = true;
    auto Comma = [&] {
      if (!First)
        text(", ");
      First = false;
    };
    if (W.Mask && !W.Call->DropMask) {
      Comma();
      if (fullMask(*W.Mask)) {
        text(mapping::hip::FullLaneMask.str());
      } else {
        text("(unsigned long long)(");
        source(*W.Mask, false);
        text(")");
        T.PartialMasks.push_back(St.Opcode);
      }
    }
    for (const Source *V : W.Values) {
      Comma();
      text("(" + info(St.Warp->Dest).Cpp.str() + ")(");
      source(*V, false);
      text(")");
    }
    if (!W.Width.empty()) {
      Comma();
      text(W.Width);
    }
    if (Pred) {
      Comma();
      text("&hipify_pred");
    }
    text("); ");
    if (Pred && St.PredOut) {
      source(*St.PredOut, false);
      text(" = hipify_pred; ");
    }
    if (Pred)
      text("} ");
  }

  /// cp.async: the helper's copy, to the pointer of the shared address.
  void copy(const Stmt &St, AsmTranslation &T) {
    const std::vector<Source> &O = St.Operands;
    UsesHelper = T.UsesStateSpaces = true;
    text("hipify::ptx_cp_async(hipify::__cvta_shared_to_generic((size_t)(");
    source(O[0].Parts[0], false);
    text(")" + O[0].Text + "), (const char *)(");
    source(O[1].Parts[0], false);
    text(")" + O[1].Text);
    for (const Source &X : ArrayRef(O).drop_front(2)) {
      text(", ");
      source(X, false);
    }
    text("); ");
  }

  void statement(const Stmt &St, AsmTranslation &T) {
    if (!St.I && !St.Mem && !St.Atom && !St.Warp && !St.Copy) {
      text(St.Open + " ");
      return;
    }
    if (St.Copy && !St.Copy->Copy)
      return; // commit and wait: the copies were made at once
    if (!St.Predicate.empty())
      text("if (" + St.Predicate + ") ");
    if (St.Mem) {
      memory(St);
      return;
    }
    if (St.Atom) {
      atomic(St);
      return;
    }
    if (St.Warp) {
      warp(St, T);
      return;
    }
    if (St.Copy) {
      copy(St, T);
      return;
    }
    const Source &D = St.Operands[0];
    if (D.W == Source::Vector) { // mov.b64 {lo, hi}, a: a read once
      text("{ " + info(St.I->Dest).Cpp.str() + " hipify_pair = ");
      source(St.Operands[1], false);
      text("; ");
      for (unsigned Half = 0; Half < 2; ++Half) {
        source(D.Parts[Half], false);
        text(" = hipify::ptx_" + std::string(Half ? "hi_" : "lo_") + D.Text +
             "(hipify_pair); " + (Half ? "} " : ""));
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
  PtxProgram P;
  const std::vector<Stmt> &Stmts = P.Stmts;
  WarpResolver Resolve;
  /// A warp instruction, resolved.
  struct Warp {
    std::optional<WarpCall> Call;
    const Source *Mask = nullptr;
    std::vector<const Source *> Values;
    std::string Width; // shfl's
  };
  std::map<const Stmt *, Warp> Warps;
  std::vector<Piece> Pieces;
  bool UsesHelper = false;
};

} // namespace

std::optional<WarpCall> sameWarpCall(StringRef Cuda, bool, std::string &) {
  return WarpCall{Cuda.str(), false};
}

AsmResult translate(StringRef Buffer, const AsmStatement &S,
                    WarpResolver Warp) {
  return Translator(Buffer, S, Warp).run();
}

} // namespace hipify::ptx
