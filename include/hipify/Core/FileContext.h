//===- FileContext.h - the state shared by the producers of one file ------===//
#ifndef HIPIFY_CORE_FILECONTEXT_H
#define HIPIFY_CORE_FILECONTEXT_H

#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Mapping/MappingTable.h"
#include "hipify/Core/Diagnostic.h"
#include "hipify/Core/Overload.h"
#include "hipify/Rewrite/RewriteEngine.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringSet.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace hipify::core {

/// What to make ROCm do at a CUDA-only #if guard (--guard-policy): decide
/// from the guarded code, take it, skip it, or leave guards alone.
enum class GuardPolicy { Auto, Include, Exclude, Off };

/// The part of the options that decides what a translation produces: each
/// field but the targets' versions and RocmMacroGiven is a
/// HIPIFY_TRANSLATE_OPTION line of Support/Options.def (what it means: its
/// Help there).
struct TranslateOptions {
  mapping::Targets Targets;
#define HIPIFY_TRANSLATE_OPTION(Field, Type, Default, Flag, Group, Help, ...)  \
  Type Field = Default;
#include "hipify/Support/Options.def"
  bool RocmMacroGiven = false; // --rocm-macro given: PyTorch files keep it
  /// A tree's functions that become one once translated, as the whole run
  /// saw them (rules' overload-collision decides with them what one file's
  /// parse cannot see): by Key, two or more.
  std::map<std::string, std::vector<Overload>> TreeOverloads;
};

/// Every option of \p T as text, one line: what the cache's key holds of
/// the options, so that no option can be left out of it.
std::string describe(const TranslateOptions &T);

/// What the pipeline and the parse find about a file, for its rules to read
/// and none to change: the pipeline owns them, and a FileContext holds them
/// const. What the file's text gives is known before the rules start; what
/// the preprocessor sees is added during the parse, before any rule's AST
/// or token-level hook runs.
struct FileFacts {
  /// A PyTorch extension's file (--torch, or it or a header it reads
  /// includes torch/, ATen/ or c10/): PyTorch's CUDA names are renamed (the
  /// torch tables), and its ROCm macro is PyTorch's, USE_ROCM.
  bool Torch = false;
  /// [begin, end) offsets of #if branches the preprocessor skipped.
  std::vector<std::pair<unsigned, unsigned>> Skipped;
  /// The files the parse read, the file itself included, as absolute paths;
  /// not system headers (the CUDA SDK, the built-ins): those come with the
  /// SDK's version.
  std::vector<std::string> Dependencies;
  /// Paths where the parse looked for a header the project includes and
  /// found nothing: a file appearing at one changes the parse.
  std::vector<std::string> Absent;
  /// Families whose legacy main header the file includes (cublas.h), with
  /// that header, and families whose v2 main header it includes
  /// (includesMainHeader): rules::reference() reports v2-only names
  /// under legacy.
  llvm::StringMap<llvm::StringRef> LegacyApis;
  llvm::StringSet<> V2Apis;

  /// Notes that the file includes the main header \p H of \p Table.
  void includesMainHeader(const mapping::MappingTable &Table,
                          const mapping::HeaderRecord &H);
};

/// One file being translated: its bytes, the table and the options, its
/// facts (read-only), the edits and diagnostics of every producer, and what
/// the producers tell each other (what the AST claimed, the project's own
/// names, whether the file uses CUDA), which each adds to through a method
/// and none can take back. What one rule learns for itself stays in the
/// rule.
class FileContext {
public:
  FileContext(llvm::StringRef Buffer, const mapping::MappingTable &Table,
              const TranslateOptions &Opts, llvm::StringRef ParseText = {},
              const FileFacts &Facts = noFacts())
      : Buffer(Buffer), ParseText(ParseText.empty() ? Buffer : ParseText),
        Table(Table), Opts(Opts), Facts(Facts) {}
  /// The facts of a file nothing has looked at (a test's, a fragment's).
  static const FileFacts &noFacts();

  const llvm::StringRef Buffer;
  /// What the parser and the token-level stage read: Buffer, or the same
  /// bytes with a kernel launch's chevrons written apart joined
  /// (lexical::joinSplitChevrons), every other byte at its offset. Edits
  /// and the text they keep are Buffer's.
  const llvm::StringRef ParseText;
  const mapping::MappingTable &Table;
  const TranslateOptions &Opts;
  const FileFacts &Facts;

  /// The file's edits, each a producer's, through these methods only: the
  /// engine itself is the context's (RewriteEngine says how edits merge).
  void edit(rewrite::Edit E) { Engine.add(std::move(E)); }
  /// A fresh group id for edits that must apply together.
  unsigned newEditGroup() { return Engine.newGroup(); }
  /// Takes back every edit of \p Group (a rewrite found wrong after the
  /// fact: only the producer that made the group may).
  void discardEdits(unsigned Group) { Engine.discard(Group); }
  bool hasEdits() const { return !Engine.empty(); }
  /// The edits applied to Buffer.
  rewrite::RewriteResult applyEdits() const { return Engine.apply(Buffer); }

  /// What the producers tell each other, each added through its method and
  /// never taken back: a rule reads what others said, and cannot change it.
  ///
  /// The identifier at \p Offset is resolved (by the AST, or by a rule that
  /// rewrites its directive): the token-level stage leaves it. Returns whether
  /// it was not claimed before.
  bool claim(unsigned Offset) { return Claimed.insert(Offset).second; }
  bool isClaimed(unsigned Offset) const { return Claimed.contains(Offset); }
  /// Another producer rewrites [Begin, End) as a whole (a guard): the
  /// token-level stage leaves its identifiers alone.
  void protect(unsigned Begin, unsigned End) {
    Protected.push_back({Begin, End});
  }
  bool isProtected(unsigned Offset) const;
  /// Notes that the project declares the CUDA name of \p R itself (at
  /// \p Offset, when in this file; said there once): the name is left as it
  /// is at the declaration and at every use, by the AST and the token-level
  /// stage alike. A user's or a framework's record renames the project's names
  /// all the same.
  void declaredByProject(const mapping::ApiRecord &R,
                         std::optional<unsigned> Offset);
  bool isProjectName(llvm::StringRef Cuda) const {
    return ProjectNames.contains(Cuda);
  }
  /// The file refers to CUDA: it gets the HIP runtime's header.
  void refersToCuda() { UsesCuda = true; }
  bool usesCuda() const { return UsesCuda; }
  /// The build must define \p Macro for the target HIP to declare \p Name
  /// (Decision::OptIn), renamed here: the file defines it before its
  /// includes. Each macro with the first such name.
  void needsOptIn(llvm::StringRef Macro, llvm::StringRef Name) {
    OptIns.try_emplace(Macro, Name.str());
  }
  const llvm::StringMap<std::string> &optIns() const { return OptIns; }
  /// The helper family \p H stands in for a name the target HIP lacks
  /// (Decision::HelperFamily): the file includes its header.
  void usesHelper(mapping::Helper H) { Helpers.insert(H); }
  /// A function of the project whose parameter types the translation
  /// changes, for the run to compare across its files.
  void sawOverload(Overload O) { Overloads.push_back(std::move(O)); }
  const std::vector<Overload> &overloads() const { return Overloads; }
  const std::set<mapping::Helper> &helpers() const { return Helpers; }

  /// The diagnostics said so far, in the order said.
  llvm::ArrayRef<core::Diagnostic> diagnostics() const { return Diagnostics; }
  /// Whether a producer left a reference in [Begin, End) unchanged because
  /// the target HIP lacks it, or to manual work.
  bool leftUntranslated(unsigned Begin, unsigned End) const;
  /// The diagnostics of tag \p T said so far, in order, handed to the one
  /// rule that folds them (changed-once, in finish(), after the stages that
  /// say them):
  /// \p Fold may reword them and returns, for each, whether to drop it.
  void foldDiagnostics(
      hipify::Tag T,
      llvm::function_ref<std::vector<bool>(llvm::ArrayRef<core::Diagnostic *>)>
          Fold);
  /// The diagnostics, once the producers are done: the report's.
  std::vector<core::Diagnostic> takeDiagnostics() {
    return std::move(Diagnostics);
  }

  /// The macro that marks a ROCm build in this file's guards.
  llvm::StringRef rocmMacro() const {
    return Facts.Torch && !Opts.RocmMacroGiven
               ? llvm::StringRef(mapping::hip::TorchRocmMacro)
               : llvm::StringRef(Opts.RocmMacro);
  }

  /// Adds a diagnostic about \p R (its name, kind and family), if given;
  /// the caller may name what it concerns otherwise (a header, a name the
  /// tables do not know) through the result.
  core::Diagnostic &diagnose(unsigned Offset, core::Severity Level,
                             std::string Message, hipify::Tag Tag,
                             const mapping::ApiRecord *R = nullptr);
  bool isSkipped(unsigned Offset) const;

  /// The HIP header every file that uses CUDA starts with (the twin of
  /// mapping::ImplicitCudaHeader at the targets), or "" if none.
  llvm::StringRef runtimeHeader() const;

private:
  rewrite::RewriteEngine Engine;
  std::vector<core::Diagnostic> Diagnostics;
  llvm::DenseSet<unsigned> Claimed;
  llvm::StringSet<> ProjectNames;
  std::vector<std::pair<unsigned, unsigned>> Protected;
  llvm::StringMap<std::string> OptIns;
  std::set<mapping::Helper> Helpers;
  std::vector<Overload> Overloads;
  bool UsesCuda = false;
};

} // namespace hipify::core

#endif
