//===- PtxCatalog.h - the catalog of PTX a translation knows, and PTX's tokens ===//
//
// Private to lib/Ptx. The tables of PtxInstructions.def as C++ (types,
// instructions, memory qualifiers, special registers) and the tokens of an
// asm statement's template, for the translator (PtxTranslate.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LIB_PTX_PTXCATALOG_H
#define HIPIFY_LIB_PTX_PTXCATALOG_H

#include "hipify/Ptx/InlineAsm.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace hipify::ptx {

enum class Type : unsigned char {
#define HIPIFY_PTX_TYPE(Id, Cpp, Bits) Id,
#include "hipify/Ptx/PtxInstructions.def"
};
struct TypeInfo {
  llvm::StringRef Suffix, Cpp;
  unsigned Bits;
};
const TypeInfo &info(Type T);
inline bool isFloat(Type T) { return T == Type::f32 || T == Type::f64; }
/// The type whose suffix is \p Suffix ("u32"), if any.
std::optional<Type> typeNamed(llvm::StringRef Suffix);

enum class Kind : unsigned char {
  Call,    // hipify_ptx.h's helper
  HipCall, // HIP's own function
  Move,
  Convert, // d = (Dest)(From)a
  Unary,
  Binary,
  Compare,
  Select
};
enum class Carry : unsigned char { None, Out, In, InOut };
/// An instruction of the catalog, with its type suffix.
struct Instruction {
  llvm::StringRef Opcode; // the catalog's (a cvt's: empty, the statement has it)
  Kind K;
  llvm::StringRef Text; // the helper, or the operator
  Type Dest;
  unsigned Sources;
  Carry CC;
  Type From = Type::b32; // a Convert's source type
};
const Instruction *lookup(llvm::StringRef Opcode);
/// cvt \p Op as an instruction, if the conversion is one the catalog
/// makes exactly; else why not.
std::optional<Instruction> cvtOp(llvm::StringRef Op, AsmRefusal &Refusal);

/// How ld and st access memory (the strongest of their qualifiers').
enum class Access : unsigned char { Plain, NonTemporal, Volatile };
/// The access of qualifier \p Q ("cs"), if the catalog has it.
std::optional<Access> accessOf(llvm::StringRef Q);

/// ld or st: ld{.ss}{.qualifiers}{.v2|.v4}.type.
struct MemoryOp {
  bool Load = true;
  Access A = Access::Plain;
  Type T = Type::b32;
  unsigned Elements = 1;
};
/// ld or st \p Op, if every qualifier is the catalog's; else why not.
std::optional<MemoryOp> memoryOp(llvm::StringRef Op, AsmRefusal &Refusal);

/// atom or red: {atom|red}{.sem}{.scope}{.global}.op.type.
struct AtomicOp {
  bool Returns = true; // atom (red returns nothing)
  llvm::StringRef Op, Builtin, Order, Failure, Scope;
  Type T = Type::b32;
  bool Cas = false;
};
/// atom or red \p Op, if the catalog has its operation, type and
/// qualifiers; else why not.
std::optional<AtomicOp> atomicOp(llvm::StringRef Op, AsmRefusal &Refusal);

/// A warp instruction: the CUDA intrinsic it is, and its operands' roles.
struct WarpOp {
  llvm::StringRef Opcode, Cuda;
  Type Dest;
  llvm::StringRef Layout; // "d v v c m"
  bool MaskResult;
};
const WarpOp *warpOp(llvm::StringRef Opcode);

/// cp.async: a copy ([dst], [src], cp-size{, src-size}), or a commit or
/// wait of groups (with the group count's operand, or none).
struct CopyAsyncOp {
  bool Copy = true;
  unsigned Operands = 3; // 3 or 4 for a copy
};
/// cp.async \p Op, if the catalog makes it exactly; else why not.
std::optional<CopyAsyncOp> copyAsyncOp(llvm::StringRef Op,
                                       AsmRefusal &Refusal);

struct Special {
  llvm::StringRef Name, Expression;
  unsigned Bits;
  bool Helper;
  llvm::StringRef Note;
};
const Special *special(llvm::StringRef Name);

/// One token of the template.
struct Token {
  enum What { Word, Operand, Register, Number, Punct, End } W = End;
  std::string Text;   // the word, register (no %), number or punctuation
  unsigned Index = 0; // an operand's
};
/// The tokens of \p T (whose operands are \p Operands), or a refusal.
std::optional<std::vector<Token>>
tokenize(llvm::StringRef T, llvm::ArrayRef<AsmOperand> Operands,
         AsmRefusal &Refusal);

/// A piece of the C++ a statement becomes: text, or the expression of
/// operand Operand (each once, in the order they are written).
struct Piece {
  std::string Text;
  int Operand = -1;
};
/// The edits of \p Buffer that turn statement \p S into \p Pieces: the
/// text between the operands' expressions (InlineAsm.cpp).
std::vector<TextEdit> editsFor(llvm::StringRef Buffer, const AsmStatement &S,
                               llvm::ArrayRef<Piece> Pieces);

} // namespace hipify::ptx

#endif
