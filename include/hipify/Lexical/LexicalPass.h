//===- LexicalPass.h - the token-level stage of the pipeline --------------===//
#ifndef HIPIFY_LEXICAL_LEXICALPASS_H
#define HIPIFY_LEXICAL_LEXICALPASS_H

#include "hipify/Core/FileContext.h"

#include "clang/Basic/TokenKinds.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <utility>

namespace clang {
class LangOptions;
} // namespace clang

namespace hipify::lexical {

/// How a directive's operands use an identifier: `#ifdef X`, `defined(X)`
/// and `#undef X` test it, `#define X` defines it.
enum class MacroUse { None, Tested, Defined };

/// An identifier of the file, in code or in a directive's operands (not in
/// a comment, a string, or the text of #error, #warning, #pragma, #line).
struct Identifier {
  unsigned Offset = 0;
  llvm::StringRef Name; // as lexed (a continued line's name spelled apart)
  /// The identifier just before it (`case`, a type name), or "" where the
  /// token before is not one or a directive's line began.
  llvm::StringRef Before;
  bool Member = false; // after '.' or '->'
  MacroUse Use = MacroUse::None;
};

/// A rule's part in the token-level stage: called, in file order and in
/// every #if branch, for the constructs it takes. What a rule found in the
/// AST and what it finds here stay in the rule; the stage itself edits
/// nothing.
class TokenHooks {
public:
  /// Hands every rule that joins the stage a call of table name \p R
  /// renamed at token level, its name ending at \p NameEnd (see call()).
  using RenamedCall = llvm::function_ref<void(
      unsigned NameEnd, const mapping::ApiRecord &R, bool Skipped)>;

  virtual ~TokenHooks();
  /// An #include, #include_next or #import line: \p Hash is its '#',
  /// \p Operand where the text after the directive's name begins.
  virtual void include(unsigned Hash, unsigned Operand) {}
  /// A "<<<" token in code (not in a comment, string or directive text).
  virtual void chevrons(unsigned Offset) {}
  /// An identifier (the api-rename rule renames the table names the AST did
  /// not see); a call it renames is handed on through \p Renamed.
  virtual void identifier(const Identifier &Id, RenamedCall Renamed) {}
  /// A string literal at [Offset, Offset + Length), its prefix and quotes
  /// included.
  virtual void stringLiteral(unsigned Offset, unsigned Length) {}
  /// A name of the tables, \p R, renamed here (the AST did not see it) and
  /// ending at \p NameEnd, where a call's arguments may follow (see
  /// callArgument()); \p Skipped: in a branch the parse skipped.
  virtual void call(unsigned NameEnd, const mapping::ApiRecord &R,
                    bool Skipped) {}
};

/// Runs after the AST producers: lexes the whole file, every #if branch,
/// and hands \p Hooks, in file order, what they take.
void runLexicalPass(core::FileContext &Ctx,
                    llvm::ArrayRef<TokenHooks *> Hooks = {});

/// \p Buffer with the chevrons of each kernel launch written apart joined:
/// `k << < g, b >> > (x)` (which nvcc takes) as `k<<< g, b>>>  (x)`, the
/// blanks and comments between them moved after, so that every other byte
/// keeps its offset. Empty when no launch is split. `operator<< <T>` and a
/// nested template's `>> >` are not launches: a launch's "<<<" is followed
/// by its ">>>" and '(' outside brackets.
std::string joinSplitChevrons(llvm::StringRef Buffer);

/// [begin, end) of argument \p N of the call whose name ends at \p After
/// in \p Buffer (null-terminated); none if no call follows or it has fewer
/// arguments.
std::optional<std::pair<unsigned, unsigned>>
callArgument(llvm::StringRef Buffer, unsigned After, unsigned N);

/// The language the stage lexes: CUDA C++17, line comments included.
const clang::LangOptions &cudaLanguage();

/// [begin, end) of each piece of a bracketed list.
using Pieces = llvm::SmallVector<std::pair<unsigned, unsigned>, 4>;
/// The list whose opening token ('(', "<<<") is at \p Open in \p Buffer
/// (null-terminated), up to \p Close outside brackets, split at commas
/// outside brackets: each piece from its first token to the end of its last;
/// \p After, if given, gets the offset after \p Close. None when the text
/// ends first, a bracket closes that was not opened, or a piece is empty
/// ("()" has none).
std::optional<Pieces> listPieces(llvm::StringRef Buffer, unsigned Open,
                                 clang::tok::TokenKind Close,
                                 unsigned *After = nullptr);

} // namespace hipify::lexical

#endif
