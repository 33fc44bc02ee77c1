//===- Directives.h - a buffer's preprocessor directives, without a parse -===//
//
// The directives of a file as its text spells them: found once per file (the
// pipeline hands them to every rule), read by the guard analysis, the rules
// that place and rename #include lines, lint, and the driver's look for
// PyTorch includes. No C++ parse and no clang: comments, string literals and
// line continuations are understood, nothing else.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_DIRECTIVES_DIRECTIVES_H
#define HIPIFY_DIRECTIVES_DIRECTIVES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <utility>
#include <vector>

namespace hipify::pp {

/// One preprocessor directive of a buffer, found without parsing C++
/// (comments, string literals and line continuations are understood).
struct Directive {
  unsigned Hash = 0;      // offset of '#'
  unsigned NameBegin = 0; // offset of the directive name ("if", "ifdef"...)
  llvm::StringRef Name;
  unsigned OperandBegin = 0, OperandEnd = 0; // the condition / macro, trimmed
                                             // of blanks and trailing comments
  unsigned End = 0;    // offset of the end of the logical line
  unsigned Line = 0;   // 1-based line of the '#'
  unsigned Nested = 0; // #if depth (0 outside any conditional)
};

/// Every directive of \p Buffer, in order.
std::vector<Directive> scanDirectives(llvm::StringRef Buffer);

/// Whether one of \p Directives (of \p Buffer) includes a PyTorch header
/// (torch/, ATen/, c10/): the file is a PyTorch extension's, whose ROCm
/// macro is USE_ROCM.
bool includesTorch(llvm::StringRef Buffer, llvm::ArrayRef<Directive> Directives);

/// What an #include directive \p D of \p Buffer names: "x" or <x>.
struct IncludeOperand {
  llvm::StringRef Spelled; // x
  bool Angled = false;
};
/// None for another directive, or an operand that is a macro.
std::optional<IncludeOperand> includeOperand(llvm::StringRef Buffer,
                                             const Directive &D);

/// [begin, end) of the code directive \p I guards: from the end of its line
/// to the next #elif/#else/#endif of its own #if (the end of \p Size).
std::pair<unsigned, unsigned>
guardedRange(llvm::ArrayRef<Directive> Directives, unsigned I,
             unsigned Size);

/// The length of the backslash-newline at \p P of \p Buffer (CR LF too),
/// or 0 when there is none.
size_t continuation(llvm::StringRef Buffer, size_t P);

/// Calls \p F for each word of code in [Begin, End) of \p Buffer: not in a
/// comment or a string or character literal.
void forEachCodeWord(llvm::StringRef Buffer, size_t Begin, size_t End,
                     llvm::function_ref<void(llvm::StringRef)> F);

} // namespace hipify::pp

#endif
