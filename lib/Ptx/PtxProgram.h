//===- PtxProgram.h - the PTX of a template, read -------------------------===//
//
// Private to lib/Ptx. What the reader (PtxParse.cpp) makes of an asm
// statement's template, for the translator (PtxTranslate.cpp) to write as
// C++: statements (scopes, declarations, instructions of the catalog) whose
// operands are the statement's, registers, immediates, vectors, addresses.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_LIB_PTX_PTXPROGRAM_H
#define HIPIFY_LIB_PTX_PTXPROGRAM_H

#include "PtxCatalog.h"

#include <optional>
#include <string>
#include <vector>

namespace hipify::ptx {

struct Source {
  enum What { Operand, Local, Register, Number, Vector, Memory } W = Operand;
  std::string Text; // local name, register's expression, number
  unsigned Index = 0;
  const Special *Sp = nullptr;
  /// An operand's or register's width in bits: what it can store; and
  /// whether it holds floating point (an "f" or "d" operand, a .f32 one).
  unsigned Bits = 0;
  bool Float = false;
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
  std::optional<Instruction> I; // the catalog's, or a cvt
  std::optional<MemoryOp> Mem;
  std::optional<AtomicOp> Atom;
  const WarpOp *Warp = nullptr;
  std::optional<CopyAsyncOp> Copy;
  /// The predicate of a d|p destination (match.all), if written.
  std::optional<Source> PredOut;
  std::string Predicate; // the local, with '!' when negated
  std::vector<Source> Operands;
  static Stmt scope(std::string Open) {
    Stmt St;
    St.Open = std::move(Open);
    return St;
  }
};

/// A template, read: its statements, the opcodes in order, the special
/// registers it reads.
struct PtxProgram {
  std::vector<Stmt> Stmts;
  std::vector<std::string> Opcodes;
  std::vector<const Special *> Used;
};
/// The PTX of \p S's template, every instruction the catalog's and every
/// operand in its place, or why not.
std::optional<PtxProgram> readPtx(const AsmStatement &S, AsmRefusal &Refusal);
/// The C++ name of the template's register \p Name (hipify_r1).
std::string localName(llvm::StringRef Name);

} // namespace hipify::ptx

#endif
