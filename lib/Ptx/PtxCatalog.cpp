//===- PtxCatalog.cpp - the catalog of PTX a translation knows ------------===//
//
// PtxInstructions.def as tables, and the tokens of a template: PTX's words
// (opcodes with their dotted qualifiers, `.reg`, register names),
// `%N`/`%[name]` operands, `%`/`%%` registers, integers as C++ reads them
// too, and the punctuation of instructions, vectors and addresses.
//
//===----------------------------------------------------------------------===//

#include "PtxCatalog.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

using namespace llvm;

namespace hipify::ptx {

namespace {
constexpr TypeInfo Types[] = {
#define HIPIFY_PTX_TYPE(Id, Cpp, Bits) {#Id, Cpp, Bits},
#include "hipify/Ptx/PtxInstructions.def"
};

constexpr Instruction Catalog[] = {
#define HIPIFY_PTX_CALL(Opcode, Helper, Dest, Sources, CC)                     \
  {Opcode, Kind::Call, #Helper, Type::Dest, Sources, Carry::CC},
#define HIPIFY_PTX_HIP(Opcode, Function, Dest, Sources)                        \
  {Opcode, Kind::HipCall, #Function, Type::Dest, Sources, Carry::None,         \
   Type::Dest},
#define HIPIFY_PTX_OP(Opcode, K, Operator, T, Sources)                         \
  {Opcode, Kind::K, Operator, Type::T, Sources, Carry::None, Type::T},
#define HIPIFY_PTX_CVT_PAIR(Opcode, Helper)                                    \
  {Opcode, Kind::Call, #Helper, Type::b32, 2, Carry::None, Type::f32},
#include "hipify/Ptx/PtxInstructions.def"
};
constexpr Special Specials[] = {
#define HIPIFY_PTX_SPECIAL(Name, Expression, Bits, Helper, Note)               \
  {Name, Expression, Bits, Helper, Note},
#include "hipify/Ptx/PtxInstructions.def"
};

constexpr std::pair<StringRef, Access> Accesses[] = {
#define HIPIFY_PTX_ACCESS(Qualifier, A) {Qualifier, Access::A},
#include "hipify/Ptx/PtxInstructions.def"
};

struct AtomicInfo {
  StringRef Op, Builtin, Types;
};
constexpr AtomicInfo Atomics[] = {
#define HIPIFY_PTX_ATOMIC(Op, Builtin, Types) {Op, Builtin, Types},
#include "hipify/Ptx/PtxInstructions.def"
};
constexpr std::pair<StringRef, StringRef> Orders[] = {
#define HIPIFY_PTX_ORDER(Sem, Order, Failure) {Sem, Order},
#include "hipify/Ptx/PtxInstructions.def"
};
constexpr std::pair<StringRef, StringRef> FailureOrders[] = {
#define HIPIFY_PTX_ORDER(Sem, Order, Failure) {Sem, Failure},
#include "hipify/Ptx/PtxInstructions.def"
};
constexpr std::pair<StringRef, StringRef> Scopes[] = {
#define HIPIFY_PTX_SCOPE(Scope, HipScope) {Scope, HipScope},
#include "hipify/Ptx/PtxInstructions.def"
};

/// The second of the pair in \p Table whose first is \p Key, or empty.
template <size_t N>
StringRef lookupIn(const std::pair<StringRef, StringRef> (&Table)[N],
               StringRef Key) {
  for (auto [K, V] : Table)
    if (K == Key)
      return V;
  return {};
}

constexpr WarpOp Warps[] = {
#define HIPIFY_PTX_WARP(Opcode, Cuda, Dest, Layout, Mask)                      \
  {Opcode, Cuda, Type::Dest, Layout, Mask},
#include "hipify/Ptx/PtxInstructions.def"
};

} // namespace

const WarpOp *warpOp(StringRef Opcode) {
  auto *It = llvm::find_if(Warps,
                           [&](const WarpOp &W) { return W.Opcode == Opcode; });
  return It == std::end(Warps) ? nullptr : It;
}

std::optional<CopyAsyncOp> copyAsyncOp(StringRef Op, AsmRefusal &Refusal) {
  if (Op == "cp.async.commit_group" || Op == "cp.async.wait_all")
    return CopyAsyncOp{false, 0};
  if (Op == "cp.async.wait_group")
    return CopyAsyncOp{false, 1};
  // cp.async.{ca,cg}.shared{::cta}.global{.L2::64B...}: the copy to shared
  // memory, its cache hints the values' business no more than ld's.
  SmallVector<StringRef, 6> Parts;
  Op.split(Parts, '.');
  bool Shared = false, Global = false;
  for (StringRef Q : ArrayRef(Parts).drop_front(2)) {
    if (Q == "shared" || Q == "shared::cta")
      Shared = true;
    else if (Q == "global")
      Global = true;
    else if (!accessOf(Q) || *accessOf(Q) != Access::Plain) {
      Refusal = {Op.str(), "the qualifier ." + Q.str() +
                               " (a copy the catalog does not make)"};
      return std::nullopt;
    }
  }
  if (!Shared || !Global) {
    Refusal = {Op.str(), "a copy that is not global to shared memory"};
    return std::nullopt;
  }
  return CopyAsyncOp{true, 3};
}

std::optional<AtomicOp> atomicOp(StringRef Op, AsmRefusal &Refusal) {
  AtomicOp A;
  A.Returns = Op.starts_with("atom.");
  A.Order = lookupIn(Orders, "relaxed");
  A.Failure = lookupIn(FailureOrders, "relaxed");
  A.Scope = lookupIn(Scopes, "gpu");
  SmallVector<StringRef, 8> Parts;
  Op.split(Parts, '.');
  if (Parts.size() < 3) {
    Refusal = {Op.str(), "an atomic without an operation and a type"};
    return std::nullopt;
  }
  StringRef Type = Parts.back(), Name = Parts[Parts.size() - 2];
  const AtomicInfo *I = llvm::find_if(
      Atomics, [&](const AtomicInfo &X) { return X.Op == Name; });
  auto Ty = typeNamed(Type);
  if (I == std::end(Atomics) || !Ty ||
      !llvm::is_contained(llvm::split(I->Types, ' '), Type) ||
      (Name == "cas" && !A.Returns)) {
    Refusal = {Op.str(), "an atomic operation and type HIP's scoped "
                         "atomics do not have"};
    return std::nullopt;
  }
  A.Op = I->Op;
  A.Builtin = I->Builtin;
  A.T = *Ty;
  A.Cas = Name == "cas";
  for (StringRef Q : ArrayRef(Parts).slice(1, Parts.size() - 3)) {
    if (StringRef Order = lookupIn(Orders, Q); !Order.empty()) {
      A.Order = Order;
      A.Failure = lookupIn(FailureOrders, Q);
    }
    else if (StringRef Scope = lookupIn(Scopes, Q); !Scope.empty())
      A.Scope = Scope;
    else if (Q != "global") {
      Refusal = {Op.str(), "the qualifier ." + Q.str() +
                               " (an address space or order HIP's scoped "
                               "atomics do not take)"};
      return std::nullopt;
    }
  }
  return A;
}

std::optional<Instruction> cvtOp(StringRef Op, AsmRefusal &Refusal) {
  if (const Instruction *Pair = lookup(Op)) // to a pair of 16-bit floats
    return *Pair;
  SmallVector<StringRef, 6> Parts;
  Op.split(Parts, '.');
  auto D = Parts.size() >= 3 ? typeNamed(Parts[Parts.size() - 2]) : std::nullopt;
  auto A = Parts.size() >= 3 ? typeNamed(Parts.back()) : std::nullopt;
  auto IsInt = [&](Type T) { return !isFloat(T) && T != Type::pred; };
  auto Refuse = [&](StringRef Why) -> std::optional<Instruction> {
    Refusal = {Op.str(), Why.str()};
    return std::nullopt;
  };
  if (!D || !A || *D == Type::pred || *A == Type::pred || Parts.size() > 4)
    return Refuse("a conversion the catalog does not have (its types, or "
                  ".ftz, .sat)");
  StringRef Rounding = Parts.size() == 4 ? Parts[1] : "";
  if (isFloat(*D) || !isFloat(*A)) {
    // Integers to integers; any type to a floating-point one, rounded to
    // nearest (or widened: f32 to f64 is exact).
    bool Exact = IsInt(*D) && IsInt(*A)
                     ? Rounding.empty()
                     : Rounding == "rn" ||
                           (Rounding.empty() && *D == Type::f64 &&
                            *A == Type::f32);
    if (!Exact)
      return Refuse("a rounding C++'s conversion does not make (." +
                    Rounding.str() + ")");
    return Instruction{{}, Kind::Convert, "", *D, 1, Carry::None, *A};
  }
  // A floating-point type to an integer one: the helper of its rounding,
  // ptx_cvt_<rounding>_<d>_<a>. Their names, made once (the jobs of a run
  // share them across threads).
  static const StringSet<> Helpers = [] {
    StringSet<> Names;
    for (StringRef R : {
#define HIPIFY_PTX_CVT_ROUNDING(R) #R,
#include "hipify/Ptx/PtxInstructions.def"
         })
      for (const TypeInfo &To : Types)
        for (StringRef From : {"f32", "f64"})
          Names.insert(("ptx_cvt_" + R + "_" + To.Suffix + "_" + From).str());
    return Names;
  }();
  auto Helper = Helpers.find(("ptx_cvt_" + Rounding + "_" + info(*D).Suffix +
                              "_" + info(*A).Suffix)
                                 .str());
  if (Helper == Helpers.end())
    return Refuse("a conversion to an integer without a rounding it knows");
  return Instruction{{}, Kind::Call, Helper->getKey(), *D, 1, Carry::None, *A};
}

const TypeInfo &info(Type T) { return Types[unsigned(T)]; }

std::optional<Type> typeNamed(StringRef Suffix) {
  for (auto [I, T] : llvm::enumerate(Types))
    if (T.Suffix == Suffix)
      return Type(I);
  return std::nullopt;
}

std::optional<Access> accessOf(StringRef Q) {
  for (auto [Name, A] : Accesses)
    if (Name == Q)
      return A;
  return std::nullopt;
}

std::optional<MemoryOp> memoryOp(StringRef Op, AsmRefusal &Refusal) {
  MemoryOp M;
  M.Load = Op.starts_with("ld.");
  SmallVector<StringRef, 8> Parts;
  Op.drop_front(3).split(Parts, '.');
  auto Ty = typeNamed(Parts.back());
  if (!Ty || info(*Ty).Bits < 8) {
    Refusal = {Op.str(), "a type ld and st here do not have"};
    return std::nullopt;
  }
  M.T = *Ty;
  for (StringRef Q : ArrayRef(Parts).drop_back()) {
    if (Q == "v2" || Q == "v4") {
      M.Elements = Q == "v2" ? 2 : 4;
      continue;
    }
    auto A = accessOf(Q);
    if (!A) {
      Refusal = {Op.str(), "the qualifier ." + Q.str() +
                               " (an address space or memory order HIP code "
                               "has to say itself)"};
      return std::nullopt;
    }
    M.A = std::max(M.A, *A);
  }
  return M;
}

const Instruction *lookup(StringRef Opcode) {
  static const StringMap<const Instruction *> Map = [] {
    StringMap<const Instruction *> M;
    for (const Instruction &I : Catalog)
      M.try_emplace(I.Opcode, &I);
    return M;
  }();
  auto It = Map.find(Opcode);
  return It == Map.end() ? nullptr : It->second;
}
const Special *special(StringRef Name) {
  auto *It = llvm::find_if(Specials,
                           [&](const Special &S) { return S.Name == Name; });
  return It == std::end(Specials) ? nullptr : It;
}


std::optional<std::vector<Token>>
tokenize(StringRef T, ArrayRef<AsmOperand> Operands, AsmRefusal &Refusal) {
  std::vector<Token> Out;
  auto IsWordChar = [](char C) {
    return isAlnum(C) || C == '_' || C == '.' || C == '$' || C == ':';
  };
  for (size_t I = 0; I < T.size();) {
    char C = T[I];
    if (isSpace(C)) {
      ++I;
    } else if (T.substr(I).starts_with("//")) {
      I = T.find('\n', I);
    } else if (T.substr(I).starts_with("/*")) {
      size_t E = T.find("*/", I + 2);
      I = E == StringRef::npos ? T.size() : E + 2;
    } else if (C == '%') {
      ++I;
      bool Doubled = I < T.size() && T[I] == '%'; // "%%laneid"
      if (Doubled)
        ++I;
      Token Tok;
      if (!Doubled && I < T.size() && isDigit(T[I])) {
        size_t E = I;
        while (E < T.size() && isDigit(T[E]))
          ++E;
        Tok.W = Token::Operand;
        T.slice(I, E).getAsInteger(10, Tok.Index);
        I = E;
      } else if (!Doubled && I < T.size() && T[I] == '[') {
        size_t E = T.find(']', I);
        if (E == StringRef::npos) {
          Refusal = {"%[", "an operand name without its ']'"};
          return std::nullopt;
        }
        StringRef Name = T.slice(I + 1, E).trim();
        auto *Op = llvm::find_if(
            Operands, [&](const AsmOperand &O) { return O.Name == Name; });
        if (Op == Operands.end()) {
          Refusal = {("%[" + Name + "]").str(), "no operand of that name"};
          return std::nullopt;
        }
        Tok.W = Token::Operand;
        Tok.Index = unsigned(Op - Operands.begin());
        I = E + 1;
      } else {
        size_t E = I;
        while (E < T.size() && IsWordChar(T[E]))
          ++E;
        Tok.W = Token::Register;
        Tok.Text = T.slice(I, E).str();
        I = E;
      }
      Out.push_back(std::move(Tok));
    } else if (isDigit(C)) {
      size_t E = I;
      while (E < T.size() && isAlnum(T[E]))
        ++E;
      // An integer as C++ reads it too (not PTX's 0f3F800000 floats).
      StringRef N = T.slice(I, E);
      unsigned long long Value;
      if (StringRef(N).rtrim("uU").getAsInteger(0, Value)) {
        Refusal = {N.str(), "an immediate that is not an integer"};
        return std::nullopt;
      }
      Out.push_back({Token::Number, N.str()});
      I = E;
    } else if (IsWordChar(C)) {
      size_t E = I;
      while (E < T.size() && IsWordChar(T[E]))
        ++E;
      Out.push_back({Token::Word, T.slice(I, E).str()});
      I = E;
    } else if (StringRef(";,{}[]@!-+|").contains(C)) {
      Out.push_back({Token::Punct, std::string(1, C)});
      ++I;
    } else {
      Refusal = {std::string(1, C), "a character PTX's instructions here do "
                                    "not use"};
      return std::nullopt;
    }
  }
  Out.push_back({});
  return Out;
}

std::vector<std::string> catalogOpcodes() {
  std::vector<std::string> Out;
  for (const Instruction &I : Catalog)
    Out.push_back(I.Opcode.str());
  return Out;
}
std::vector<std::string> catalogSpecialRegisters() {
  std::vector<std::string> Out;
  for (const Special &Sp : Specials)
    Out.push_back("%" + Sp.Name.str());
  return Out;
}

} // namespace hipify::ptx
