//===- RewriteEngine.h - collect, merge and apply edits to one buffer -----===//
#ifndef HIPIFY_REWRITE_REWRITEENGINE_H
#define HIPIFY_REWRITE_REWRITEENGINE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

#include <optional>
#include <string>
#include <vector>

namespace hipify::rewrite {

/// Where an edit came from: the AST (the parser resolved the name) or the
/// token-level pass (code the AST never saw).
enum class Tier { Ast, Lexical };

llvm::StringRef tierName(Tier T);

/// Who made an edit: a rule, or another producer (Producers.def).
enum class Producer : unsigned char {
#define HIPIFY_PRODUCER(Id, Name, Compat, Role) Id,
#include "hipify/Rewrite/Producers.def"
};
/// The producer as the reports print it ("kernel-launch").
llvm::StringRef producerName(Producer P);
/// The producer printed as \p Name (a cached report), if any.
std::optional<Producer> producerNamed(llvm::StringRef Name);

/// How `hipify-cxx compat`, which leaves the source as it is, covers a
/// producer's edits: its Compat column in Producers.def.
enum class CompatCover : unsigned char {
  Always,      // the compat headers do it
  Header,      // an include: the compat header stands for its twin
  Call,        // a call's arguments: a helper or an adapter takes CUDA's
  Name,        // a name: a macro or declaration of the compat headers
  Dialect,     // nvcc's dialect, turned on by the main header
  TileShuffle, // the cooperative-groups helper's tiles take the value
  None         // not covered: said where it remains to do
};
CompatCover compatCover(Producer P);

/// What the code outside the rules knows of a producer's edits: its Role
/// column in Producers.def.
enum class EditRole : unsigned char {
  Guard,   // a preprocessor condition rewritten (counted as a guard)
  Launch,  // a kernel launch (counted as one)
  Include, // an #include written or renamed
  Plain
};
EditRole editRole(Producer P);

struct Origin {
  Producer Rule = Producer::ApiRename;
  llvm::StringRef Entry; // the mapping entry (CUDA name or header), if any
  Tier From = Tier::Ast;
  llvm::StringRef Category; // statistics category of the mapping entry
  llvm::StringRef Library;  // mapping family ("runtime", "blas", ...)
};

/// Replace [Offset, Offset + Length) of the input with Text (Length 0 inserts).
struct Edit {
  unsigned Offset = 0;
  unsigned Length = 0;
  std::string Text;
  Origin From;
  unsigned Group = 0;  // edits of one group apply together or not at all
  bool Counted = true; // counts once in the statistics (false: helper edit)
  /// A deletion whose text goes whatever else would change in it (an
  /// argument HIP takes no more): edits wholly inside it are dropped, not
  /// conflicts.
  bool Absorbs = false;
};

struct Conflict {
  Edit Dropped;
  Edit Against;
};

struct RewriteResult {
  std::string Output;
  std::vector<Edit> Applied; // in buffer order
  std::vector<Conflict> Conflicts;
};

/// \p Code commented out, as an edit disables a piece of code it keeps in
/// sight (a dead case label); compat knows such an edit by this text.
inline std::string commentedOut(llvm::StringRef Code) {
  return ("/* " + Code + " */").str();
}

/// For each line of the output that \p Applied (in buffer order) made of
/// \p Input, the input line it comes from (element 0 is output line 1): text
/// outside the edits keeps its line, an edit's text takes the lines of the
/// text it replaced.
std::vector<unsigned> outputLineOrigins(llvm::StringRef Input,
                                        llvm::ArrayRef<Edit> Applied);

/// Collects the edits of every producer for one buffer. Identical edits
/// (same range, same text) collapse into the first; edits whose ranges overlap
/// are all dropped and reported, together with the rest of their groups.
/// Insertions at one offset apply in arrival order, an #include's (EditRole
/// Include) before the others.
class RewriteEngine {
public:
  void add(Edit E) { Edits.push_back(std::move(E)); }
  /// A fresh group id for edits that must apply together.
  unsigned newGroup() { return ++LastGroup; }
  bool empty() const { return Edits.empty(); }
  /// Forgets every edit of \p Group (a rewrite found wrong after the fact).
  void discard(unsigned Group);
  RewriteResult apply(llvm::StringRef Input) const;

private:
  std::vector<Edit> Edits;
  unsigned LastGroup = 0;
};

} // namespace hipify::rewrite

#endif
