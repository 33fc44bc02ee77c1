//===- InlineAsm.h - inline PTX: read, and translated when it is known ----===//
//
// CUDA device code writes PTX as GCC-style inline assembly:
//
//   asm volatile("bfe.u32 %0, %1, %2, %3;" : "=r"(ret) : "r"(v), "r"(p), "r"(l));
//
// AMD GPUs do not run PTX. This component reads such a statement from a
// file's text (its template, the operands' constraints and the C++
// expressions bound to them), reads the PTX of the template (instructions,
// `{ }` scopes, `.reg` declarations, `@p` predicates, `%N` operands, `%%`
// special registers, immediates) and, when every instruction is in the
// catalog (PtxInstructions.def), gives the C++ that computes the same: the
// edits that turn the statement into it. A statement is translated whole or
// not at all; one that is not says which instruction stops it.
//
// The text, not the AST, is read: the same statement in an #if branch the
// parse did not take, or in a macro's body, is translated too, and lint
// (no parse) reads it alike. The operands' expressions stay where they are:
// the edits fill the text between them, so the other rules' edits inside an
// operand still apply.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_PTX_INLINEASM_H
#define HIPIFY_PTX_INLINEASM_H

#include "hipify/Directives/Directives.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace hipify::ptx {

/// An operand of an asm statement: "=r"(ret).
struct AsmOperand {
  std::string Constraint; // "=r", "+l", "r", "n"...
  std::string Name;       // [name], if any
  unsigned Begin = 0;     // the expression in the parentheses, in the buffer
  unsigned End = 0;
  bool Output = false;
};

/// An asm statement as written: `asm` .. its closing parenthesis.
struct AsmStatement {
  unsigned Begin = 0, End = 0;
  /// The template: its literals' contents, unescaped and joined; with
  /// TemplateRead false when it is not made of literals only (a macro), the
  /// literals before the first piece that is not one.
  std::string Template;
  bool TemplateRead = true;
  std::vector<AsmOperand> Operands; // outputs, then inputs: %0, %1...
  /// False where the template reads but the operands do not (then End is
  /// Begin and Operands empty): reported, never translated.
  bool OperandsRead = true;
  bool Goto = false;
  /// A "memory" clobber: a compiler barrier around the statement.
  bool ClobbersMemory = false;
};

/// The asm statements of \p Buffer's code (\p Directives: its directives),
/// in every #if branch and in macro bodies, whose template is PTX's
/// (support::looksLikePtx): not host assembly, nor a compiler barrier.
std::vector<AsmStatement> findPtxStatements(llvm::StringRef Buffer,
                                            llvm::ArrayRef<pp::Directive> Directives);

/// The asm statement whose `asm` keyword is at \p At of \p Buffer, if it
/// reads as one.
std::optional<AsmStatement> readAsmStatement(llvm::StringRef Buffer,
                                             unsigned At);

/// A replacement of [Offset, Offset + Length) of the buffer.
struct TextEdit {
  unsigned Offset = 0, Length = 0;
  std::string Text;
};

/// What the translation of one statement gives.
struct AsmTranslation {
  std::vector<TextEdit> Edits;          // to apply together
  std::vector<std::string> Instructions; // the opcodes, in order
  bool UsesHelper = false;              // of helpers/hipify_ptx.h
  /// Of the device helper's too (hipify_device.h: cp.async's shared
  /// address made a pointer).
  bool UsesStateSpaces = false;
  /// A lane mask of the wavefront (64 bits) stored in a 32-bit operand:
  /// the register or intrinsic that gives it.
  std::vector<std::string> NarrowMasks;
  /// A member mask that is not the full warp's, passed as 64 bits: the
  /// instruction.
  std::vector<std::string> PartialMasks;
  /// What the translation says of a special register (its Note).
  std::vector<std::string> Notes;
};

/// Why a statement is not translated: the instruction (or construct) and
/// the reason.
struct AsmRefusal {
  std::string What;
  std::string Why;
};

/// The translation of \p S (read from \p Buffer), or why there is none.
struct AsmResult {
  std::optional<AsmTranslation> Translation;
  AsmRefusal Refusal;
};
/// What the target HIP calls a CUDA warp intrinsic (__ballot_sync): its
/// name, and whether the call drops the member mask (the unsynced form a
/// full-warp mask allows: __ballot).
struct WarpCall {
  std::string Name;
  bool DropMask = false;
};
/// The call of CUDA warp intrinsic \p Cuda at the target, \p FullMask
/// whether its mask is the full warp's; none, with \p Why, where the target
/// has no exact one.
using WarpResolver = llvm::function_ref<std::optional<WarpCall>(
    llvm::StringRef Cuda, bool FullMask, std::string &Why)>;
/// Every intrinsic under its own name, with its mask (lint's view).
std::optional<WarpCall> sameWarpCall(llvm::StringRef Cuda, bool FullMask,
                                     std::string &Why);
AsmResult translate(llvm::StringRef Buffer, const AsmStatement &S,
                    WarpResolver Warp = sameWarpCall);

/// The opcodes and special registers the catalog knows (for the docs).
std::vector<std::string> catalogOpcodes();
std::vector<std::string> catalogSpecialRegisters();

} // namespace hipify::ptx

#endif
