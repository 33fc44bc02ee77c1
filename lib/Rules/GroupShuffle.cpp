//===- GroupShuffle.cpp - a group's shuffle of any value, by the helper ---===//
//
// CUDA's cooperative groups shuffle a value of any trivially copyable type:
// tile.shfl_xor(v, 1) with v a uint4, a struct, a __half. HIP's members
// (shfl, shfl_up, shfl_down, shfl_xor of thread_block_tile and
// coalesced_group) take integers and floating point only, a static_assert
// up to HIP 7.1 at least. Where the value is of another type, the call
// becomes the helper's, which moves it 32 bits at a time through the
// group's own member, bit for bit (helpers/hipify_cg.h):
//
//   tile.shfl_xor(v, 1)   ->  hipify::shfl_xor(tile, v, 1)
//   ptile->shfl(v, 0)     ->  hipify::shfl(*ptile, v, 0)
//
// A value HIP's member takes stays as it is, and so does one whose type a
// template decides. A call a macro spells, or whose group is implicit, is
// reported for a person instead.
//
// Compat mode keeps the source's call; the cg helper's tiles take it there
// where the group is a variable declared `auto` from tiled_partition<N> of a
// thread block (the tile is then the helper's, whose members take any
// value): those edits are tile-shuffle's, which compat covers; the others
// remain changes of the source, reported.
//
//===----------------------------------------------------------------------===//

#include "hipify/Mapping/Helpers.h"
#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Rules/Rule.h"

#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace hipify::rules {

namespace {

/// Whether HIP's group shuffles take a value of type \p T: an integer of
/// up to 64 bits, a float or a double (what its __shfl overloads move).
bool hipShuffles(const ASTContext &AST, QualType T) {
  const auto *B = dyn_cast<BuiltinType>(T.getCanonicalType());
  if (!B)
    return false;
  if (B->isInteger())
    return AST.getTypeSize(T) <= 64;
  return B->getKind() == BuiltinType::Float ||
         B->getKind() == BuiltinType::Double;
}

class GroupShuffle : public AstRule {
public:
  using AstRule::AstRule;

  bool VisitCallExpr(CallExpr *E) override {
    // The SDK's members are functions (tile.shfl(v, 0) is a member call);
    // the built-in declarations' are callable objects (an operator() call
    // whose first argument is the member).
    unsigned First = 0;
    const MemberExpr *Member = nullptr;
    if (const auto *Call = dyn_cast<CXXMemberCallExpr>(E))
      Member = dyn_cast<MemberExpr>(Call->getCallee()->IgnoreParens());
    else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E);
             Op && Op->getOperator() == OO_Call && Op->getNumArgs() > 0) {
      Member = dyn_cast<MemberExpr>(Op->getArg(0)->IgnoreParenImpCasts());
      First = 1;
    }
    if (!Member || E->getNumArgs() <= First || !groupShuffle(*Member))
      return true;
    const Expr *Value = E->getArg(First)->IgnoreParenImpCasts();
    QualType T = Value->getType().getNonReferenceType().getUnqualifiedType();
    if (T->isDependentType() || hipShuffles(*Context, T))
      return true;
    std::string Name = Member->getMemberDecl()->getName().str();
    std::string Helper = mapping::helperSpelling(Name);
    std::string What = "'" + Name + "' of a '" +
                       T.getAsString(PrintingPolicy(Info->LO)) +
                       "': HIP's cooperative groups shuffle only integers "
                       "and floating point";
    auto At = Info->spelledAt(Info->SM.getExpansionLoc(Member->getMemberLoc()));
    if (!At)
      return true;
    constexpr mapping::Helper Family = mapping::Helper::CooperativeGroups;
    std::string Header = mapping::helperFile(Family);
    if (!rewrite(*Member, E->getEndLoc(), Helper)) {
      diag(*At, core::Severity::Warning,
           What + "; call " + Helper + "(group, value, ...) of " + Header +
               " here (a macro spells this call)",
           Tag::Manual);
      return true;
    }
    Ctx.usesHelper(Family);
    diag(*At, core::Severity::Note,
         What + "; the helper '" + Helper + "' of " + Header +
             " moves it bit for bit",
         Tag::Helper);
    return true;
  }

private:
  /// Whether \p M names a shuffle of a group of CUDA's cooperative groups.
  bool groupShuffle(const MemberExpr &M) const {
    const ValueDecl *D = M.getMemberDecl();
    return D->getIdentifier() &&
           D->getName().starts_with(mapping::GroupShufflePrefix) &&
           inCudaNamespace(*D, mapping::CooperativeGroups, *Info);
  }

  /// group.NAME(args) -> HELPER(group, args), where the file spells the
  /// group and the call's parentheses (not a macro). Whether it did.
  bool rewrite(const MemberExpr &M, SourceLocation CallEnd,
               const std::string &Helper) {
    const Expr *Base = M.getBase();
    if (M.isImplicitAccess() || !Base->getBeginLoc().isFileID() ||
        !M.getEndLoc().isFileID() || !CallEnd.isFileID())
      return false;
    auto Begin = Info->spelledAt(Base->getBeginLoc());
    auto End = Info->tokenEnd(Base->getEndLoc());
    auto NameEnd = Info->tokenEnd(M.getEndLoc());
    if (!Begin || !End || !NameEnd)
      return false;
    llvm::StringRef Buffer = Ctx.Buffer;
    size_t Paren = Buffer.find_first_not_of(" \t\r\n", *NameEnd);
    if (Paren == llvm::StringRef::npos || Buffer[Paren] != '(')
      return false;
    unsigned Edits = Ctx.newEditGroup();
    rewrite::Origin From = origin();
    if (!M.isArrow() && autoTileOfBlock(*Base))
      From.Rule = rewrite::Producer::TileShuffle;
    replace(Ctx, From, *Begin, 0, Helper + "(" + (M.isArrow() ? "*" : ""),
            Edits, /*Counted=*/true);
    replace(Ctx, From, *End, Paren + 1 - *End, ", ", Edits);
    return true;
  }

  /// Whether \p Group names a variable declared `auto` (const or not)
  /// whose initializer partitions a thread block: tiled_partition<N>(block).
  static bool autoTileOfBlock(const Expr &Group) {
    const auto *Ref = dyn_cast<DeclRefExpr>(Group.IgnoreParenImpCasts());
    const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!Var || !Var->getInit() || !Var->getTypeSourceInfo() ||
        !Var->getTypeSourceInfo()->getType()->getContainedAutoType())
      return false;
    const auto *Call =
        dyn_cast<CallExpr>(Var->getInit()->IgnoreUnlessSpelledInSource());
    const FunctionDecl *FD = Call ? Call->getDirectCallee() : nullptr;
    if (!FD || !FD->getIdentifier() ||
        FD->getName() != mapping::TiledPartition || Call->getNumArgs() != 1)
      return false;
    const CXXRecordDecl *Parent =
        Call->getArg(0)->getType()->getAsCXXRecordDecl();
    return Parent && Parent->getIdentifier() &&
           Parent->getName() == mapping::ThreadBlock;
  }
};

constexpr Tag Diagnostics[] = {Tag::Helper, Tag::Manual};

} // namespace

extern const RuleSpec GroupShuffleRule = {
    rewrite::Producer::GroupShuffle,
    "writes a cooperative group's shuffle of a value HIP's members do not "
    "take (a vector, a struct, __half) as the helper's, which moves it bit for "
    "bit: tile.shfl_xor(v, 1) -> hipify::shfl_xor(tile, v, 1)",
    "",
    Diagnostics,
    always,
    create<GroupShuffle>};

} // namespace hipify::rules
