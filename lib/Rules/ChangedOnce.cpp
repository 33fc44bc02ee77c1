//===- ChangedOnce.cpp - a HIP change true of every call, said once -------===//
//
// A target HIP from before a change that made a twin behave as CUDA's does
// (hip-changed in the tables) gets a warning at each reference: "changed in
// HIP 7.0 to match CUDA; check the call". True of every call, it drowned
// the report (22 of them on the 19 bundled examples, the same text). The
// rule's finish(), after the AST and token stages that say them all
// (rules::reference()), keeps the first of a name's warnings in the file,
// with the lines of all of them, and drops the rest: each place is still
// named, once.
//
// Where the rule can tell that the change affects a use, that use keeps a
// warning of its own. A twin flagged last-call-status (hipGetLastError
// before HIP 7.0) returns the status of the last HIP call, CUDA's the last
// error of any call: right after a kernel launch or another CUDA call (the
// statement before it in its block), both return that call's status; any
// other call may read a different error, and is said where it is.
//
//===----------------------------------------------------------------------===//

#include "hipify/Rules/Rule.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;

namespace hipify::rules {

namespace {

/// The calls of one statement, and the blocks nested in it (whose own
/// calls are looked at with their statements).
class StatementParts : public RecursiveASTVisitor<StatementParts> {
public:
  std::vector<const CallExpr *> Calls;
  std::vector<const CompoundStmt *> Blocks;
  bool TraverseCompoundStmt(CompoundStmt *S) {
    Blocks.push_back(S);
    return true;
  }
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitCallExpr(CallExpr *E) {
    Calls.push_back(E);
    return true;
  }
};

StatementParts partsOf(Stmt *S) {
  StatementParts V;
  V.TraverseStmt(S);
  return V;
}

class ChangedOnce : public AstRule {
public:
  using AstRule::AstRule;

  bool VisitCompoundStmt(CompoundStmt *Block) override {
    // A block's first statement comes after the statement before the one
    // the block is in (a macro's do { ... } while (0)).
    Stmt *Before = BeforeBlock.lookup(Block);
    for (Stmt *S : Block->body()) {
      StatementParts Parts = partsOf(S);
      for (const CallExpr *C : Parts.Calls)
        if (lastCallStatus(*C) && !afterCudaCall(Before))
          if (auto At = Info->spelledAt(C->getCallee()->getExprLoc()))
            Affected.insert(*At);
      for (const CompoundStmt *Inner : Parts.Blocks)
        BeforeBlock[Inner] = Before;
      Before = S;
    }
    return true;
  }

  void finish() override {
    Ctx.foldDiagnostics(Tag::HipChanged, [&](ArrayRef<core::Diagnostic *> Ds) {
      return fold(Ds);
    });
  }

private:
  /// Keeps the first of each name's warnings \p Ds, with the lines of all,
  /// and those whose use the change affects; returns which to drop.
  std::vector<bool> fold(ArrayRef<core::Diagnostic *> Ds) {
    // The warnings of each name, in the order made (each at one place).
    llvm::StringMap<std::vector<size_t>> ByName;
    for (size_t I = 0; I < Ds.size(); ++I)
      if (!Ds[I]->Name.empty())
        ByName[Ds[I]->Name].push_back(I);
    std::vector<bool> Drop(Ds.size());
    for (auto &Entry : ByName) {
      std::vector<size_t> &Is = Entry.second;
      llvm::sort(Is, [&](size_t A, size_t B) {
        return Ds[A]->Offset < Ds[B]->Offset;
      });
      Is.erase(std::unique(Is.begin(), Is.end(),
                           [&](size_t A, size_t B) {
                             return Ds[A]->Offset == Ds[B]->Offset;
                           }),
               Is.end());
      std::string Lines;
      for (size_t I : Is)
        Lines +=
            (Lines.empty() ? "" : ", ") + std::to_string(lineOf(Ds[I]->Offset));
      auto Affects = [&](core::Diagnostic &D) {
        D.Message += llvm::formatv("; no launch or CUDA call comes right "
                                   "before the call at line {0}, so it may "
                                   "return another error than CUDA's",
                                   lineOf(D.Offset))
                         .str();
      };
      for (size_t I : llvm::drop_begin(Is))
        if (Affected.contains(Ds[I]->Offset))
          Affects(*Ds[I]);
        else
          Drop[I] = true;
      if (Is.size() > 1)
        Ds[Is.front()]->Message +=
            llvm::formatv("; said once for its {0} uses in this file, at "
                          "lines {1}",
                          Is.size(), Lines)
                .str();
      if (Affected.contains(Ds[Is.front()]->Offset))
        Affects(*Ds[Is.front()]);
    }
    return Drop;
  }

  /// Whether \p C calls a CUDA function flagged last-call-status.
  bool lastCallStatus(const CallExpr &C) const {
    const FunctionDecl *F = C.getDirectCallee();
    if (!F || !F->getIdentifier() || !Info->isCuda(F->getLocation()))
      return false;
    const mapping::ApiRecord *R = Ctx.Table.lookup(F->getName());
    return R && (R->Flags & mapping::FlagLastCallStatus);
  }
  /// Whether \p Before (a statement, or none) launches a kernel or calls
  /// a function of CUDA's API (a name of the tables; not an operator or a
  /// conversion, which the built-in declarations' types have).
  bool afterCudaCall(Stmt *Before) const {
    return Before && llvm::any_of(partsOf(Before).Calls, [&](const CallExpr *B) {
             const FunctionDecl *F = B->getDirectCallee();
             return isa<CUDAKernelCallExpr>(B) ||
                    (F && F->getIdentifier() && !isa<CXXMethodDecl>(F) &&
                     Info->isCuda(F->getLocation()) &&
                     Ctx.Table.lookup(F->getName()));
           });
  }
  unsigned lineOf(unsigned Offset) const {
    return 1 + Ctx.Buffer.take_front(Offset).count('\n');
  }

  llvm::DenseSet<unsigned> Affected; // offsets of calls the change affects
  llvm::DenseMap<const CompoundStmt *, Stmt *> BeforeBlock;
};

constexpr Tag Diagnostics[] = {Tag::HipChanged};

} // namespace

extern const RuleSpec ChangedOnceRule = {
    rewrite::Producer::ChangedOnce,
    "says a HIP change true of every call once per file, with its lines; "
    "per call where the use is affected",
    "--hip-version", Diagnostics, always, create<ChangedOnce>};

} // namespace hipify::rules
