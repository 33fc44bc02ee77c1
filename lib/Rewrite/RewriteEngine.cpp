//===- RewriteEngine.cpp - collect, merge and apply edits -----------------===//
//
// Every producer (AST rules, the lexical pass, the include inserter) hands its
// edits here; nothing else writes output. A macro body expanded three times
// yields the same rename three times: identical edits collapse. Two different
// edits of overlapping text cannot both be right, so neither is applied and
// both are reported; a multi-edit rewrite (a kernel launch) loses all of its
// edits when one of them is dropped, so output is never half-rewritten.
//
//===----------------------------------------------------------------------===//

#include "hipify/Rewrite/RewriteEngine.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <set>
#include <tuple>

using namespace llvm;

namespace hipify::rewrite {

StringRef tierName(Tier T) { return T == Tier::Ast ? "ast" : "lexical"; }

static constexpr llvm::StringLiteral ProducerNames[] = {
#define HIPIFY_PRODUCER(Id, Name, Compat, Role) Name,
#include "hipify/Rewrite/Producers.def"
};

StringRef producerName(Producer P) {
  return ProducerNames[static_cast<unsigned>(P)];
}

CompatCover compatCover(Producer P) {
  static constexpr CompatCover Covers[] = {
#define HIPIFY_PRODUCER(Id, Name, Compat, Role) CompatCover::Compat,
#include "hipify/Rewrite/Producers.def"
  };
  return Covers[static_cast<unsigned>(P)];
}

EditRole editRole(Producer P) {
  static constexpr EditRole Roles[] = {
#define HIPIFY_PRODUCER(Id, Name, Compat, Role) EditRole::Role,
#include "hipify/Rewrite/Producers.def"
  };
  return Roles[static_cast<unsigned>(P)];
}

std::optional<Producer> producerNamed(StringRef Name) {
  for (unsigned I = 0; I < std::size(ProducerNames); ++I)
    if (ProducerNames[I] == Name)
      return static_cast<Producer>(I);
  return std::nullopt;
}

void RewriteEngine::discard(unsigned Group) {
  llvm::erase_if(Edits, [&](const Edit &E) { return E.Group == Group; });
}

static bool overlaps(const Edit &A, const Edit &B) {
  unsigned AEnd = A.Offset + A.Length, BEnd = B.Offset + B.Length;
  if (A.Length == 0 && B.Length == 0)
    return false; // insertions at one point apply in arrival order
  if (A.Length == 0)
    return A.Offset > B.Offset && A.Offset < BEnd;
  if (B.Length == 0)
    return B.Offset > A.Offset && B.Offset < AEnd;
  return A.Offset < BEnd && B.Offset < AEnd;
}

namespace {

/// The absorbing deletions of a set of edits, to ask in O(log n) whether one
/// holds an edit whole: sorted by offset, with, for each prefix, the two
/// furthest ends (an absorbing edit does not absorb itself).
class Absorbers {
public:
  explicit Absorbers(ArrayRef<const Edit *> Edits) {
    for (const Edit *E : Edits)
      if (E->Absorbs)
        Sorted.push_back(E);
    llvm::sort(Sorted, [](const Edit *A, const Edit *B) {
      return A->Offset < B->Offset;
    });
    Best.resize(Sorted.size());
    for (size_t I = 0; I < Sorted.size(); ++I) {
      Top2 T = I ? Best[I - 1] : Top2();
      T.add(Sorted[I]);
      Best[I] = T;
    }
  }

  /// Whether an absorbing edit other than \p E holds it whole: a
  /// replacement inside or at its ends, an insertion strictly inside.
  bool absorbed(const Edit &E) const {
    bool Insertion = E.Length == 0;
    // The absorbers that start at or before E (strictly before an insertion).
    auto End = Insertion
                   ? llvm::partition_point(Sorted, [&](const Edit *A) {
                       return A->Offset < E.Offset;
                     })
                   : llvm::partition_point(Sorted, [&](const Edit *A) {
                       return A->Offset <= E.Offset;
                     });
    size_t N = End - Sorted.begin();
    if (!N)
      return false;
    const Top2 &T = Best[N - 1];
    const Edit *A = T.First == &E ? T.Second : T.First;
    if (!A)
      return false;
    unsigned AEnd = A->Offset + A->Length;
    return Insertion ? E.Offset < AEnd : E.Offset + E.Length <= AEnd;
  }

private:
  /// The two edits of a prefix that reach furthest.
  struct Top2 {
    const Edit *First = nullptr, *Second = nullptr;
    void add(const Edit *E) {
      auto Reach = [](const Edit *X) { return X->Offset + X->Length; };
      if (!First || Reach(E) > Reach(First)) {
        Second = First;
        First = E;
      } else if (!Second || Reach(E) > Reach(Second)) {
        Second = E;
      }
    }
  };
  std::vector<const Edit *> Sorted;
  std::vector<Top2> Best;
};

} // namespace

RewriteResult RewriteEngine::apply(StringRef Input) const {
  // Unique edits, in arrival order (identical ones collapse into the
  // first, so that two copies of one absorbing deletion do not take each
  // other away); then none inside text another absorbing deletion removes
  // whole.
  std::vector<const Edit *> Unique;
  std::set<std::tuple<unsigned, unsigned, StringRef>> Seen;
  for (const Edit &E : Edits) {
    assert(E.Offset + E.Length <= Input.size() && "edit outside the buffer");
    if (Seen.insert({E.Offset, E.Length, E.Text}).second)
      Unique.push_back(&E);
  }
  Absorbers Absorbing(Unique);
  llvm::erase_if(Unique, [&](const Edit *E) { return Absorbing.absorbed(*E); });
  // Buffer order; at one offset insertions come before replacements, and
  // an #include written there before any other insertion: it belongs at the
  // file's level, not inside the #if another producer opens at that place
  // (a vector operator left out of ROCm builds).
  auto Key = [](const Edit *E) {
    bool Include = E->Length == 0 && editRole(E->From.Rule) == EditRole::Include;
    return std::make_tuple(E->Offset, E->Length != 0, !Include);
  };
  std::stable_sort(Unique.begin(), Unique.end(),
                   [&](const Edit *A, const Edit *B) { return Key(A) < Key(B); });

  RewriteResult R;
  std::vector<bool> Dropped(Unique.size());
  DenseSet<unsigned> DroppedGroups;
  auto Drop = [&](size_t I, size_t Against) {
    if (!Dropped[I])
      R.Conflicts.push_back({*Unique[I], *Unique[Against]});
    Dropped[I] = true;
    if (Unique[I]->Group)
      DroppedGroups.insert(Unique[I]->Group);
  };
  // Sweep: compare each edit with the earlier one that reaches furthest.
  size_t Furthest = 0;
  for (size_t I = 1; I < Unique.size(); ++I) {
    if (overlaps(*Unique[Furthest], *Unique[I])) {
      Drop(I, Furthest);
      Drop(Furthest, I);
    }
    const Edit *F = Unique[Furthest];
    if (Unique[I]->Offset + Unique[I]->Length > F->Offset + F->Length)
      Furthest = I;
  }
  for (size_t I = 0; I < Unique.size(); ++I)
    if (!Dropped[I] && Unique[I]->Group &&
        DroppedGroups.contains(Unique[I]->Group))
      Dropped[I] = true;

  unsigned Pos = 0;
  for (size_t I = 0; I < Unique.size(); ++I) {
    if (Dropped[I])
      continue;
    const Edit &E = *Unique[I];
    R.Output.append(Input.substr(Pos, E.Offset - Pos));
    R.Output.append(E.Text);
    Pos = E.Offset + E.Length;
    R.Applied.push_back(E);
  }
  R.Output.append(Input.substr(Pos));
  return R;
}

std::vector<unsigned> outputLineOrigins(StringRef Input,
                                        ArrayRef<Edit> Applied) {
  std::vector<unsigned> Origins{1};
  unsigned Line = 1; // of the input, where the copy has got to
  size_t Pos = 0;
  auto CopyTo = [&](size_t End) {
    for (char C : Input.slice(Pos, End))
      if (C == '\n')
        Origins.push_back(++Line);
  };
  for (const Edit &E : Applied) {
    CopyTo(E.Offset);
    unsigned Old = Input.substr(E.Offset, E.Length).count('\n');
    unsigned New = StringRef(E.Text).count('\n');
    for (unsigned K = 1; K <= New; ++K)
      Origins.push_back(Line + std::min(K, Old));
    Line += Old;
    Pos = E.Offset + E.Length;
  }
  CopyTo(Input.size());
  return Origins;
}

} // namespace hipify::rewrite
