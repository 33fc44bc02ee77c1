//===- WarpSize.cpp - device code written for 32-lane warps ---------------===//
//
// CUDA warps have 32 lanes; AMD wavefronts have 64 on CDNA (gfx9) and 32 on
// RDNA, and HIP's lane masks are 64-bit. Code that hard-wires 32 keeps
// compiling after translation and silently computes something else. This
// rule translates what is provably safe and reports the rest:
//
//  - lane masks (rewriter warp-mask-N in the tables): the full mask
//    0xffffffff (however spelled: FULL_MASK, ~0u, -1) becomes
//    0xffffffffffffffffull, which means "every lane" at
//    both widths (HIP's *_sync builtins reject 32-bit masks); any other
//    32-bit mask is reported and, where HIP has the call, widened to 64 bits
//    as it is (the same lanes, 0-31); a 64-bit mask returned by __ballot_sync
//    or __activemask (flag lane-mask-result) stored into 32 bits is reported;
//  - before HIP 6.2, which added the *_sync forms (rewriter unsynced-N),
//    and before 7.0, which declares them without HIP_ENABLE_WARP_SYNC_BUILTINS
//    (hip-opt-in), a call with the full-warp mask becomes the non-sync form
//    without it: __shfl_xor_sync(0xffffffff, v, m) is __shfl_xor(v, m), the
//    same on a wavefront of either width; with any other mask the call is
//    reported before 6.2, and keeps its _sync form with the macro defined
//    from 6.2 (the include rule);
//  - the literal 32 used as the warp size: x % 32, x / 32, x & 31 and x >> 5
//    where x involves a CUDA built-in variable (threadIdx, ...), a CUDA
//    built-in compared with 32 (warpSize == 32), and 32 held in a variable
//    or macro whose name says it is a warp's size (`int warp_size = 32;`,
//    `#define WARP_SIZE 32`, which then sizes per-warp data): reported,
//    since only the author knows whether 32 meant "a warp".
//
// Nothing here names a CUDA function: masks come from the table's
// rewriter ids, built-in variables from where they are declared.
//
//===----------------------------------------------------------------------===//

#include "hipify/Lexical/LexicalPass.h"
#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Rules/Rule.h"
#include "hipify/Support/Words.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/MacroInfo.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace hipify::rules {

namespace {

const Expr *bare(const Expr *E) { return E->IgnoreParenImpCasts(); }

std::optional<uint64_t> literal(const Expr *E) {
  if (const auto *L = dyn_cast<IntegerLiteral>(bare(E)))
    return L->getValue().getZExtValue();
  return std::nullopt;
}

class WarpSizeChecker : public AstVisitor {
public:
  WarpSizeChecker(ASTContext &AST, const SourceInfo &SI, FileContext &Ctx,
                  Rule &Owner)
      : AST(AST), SI(SI), Ctx(Ctx), Owner(Owner) {}

  bool VisitCallExpr(CallExpr *E) override {
    // In a template, a call with a dependent argument names its callee by
    // an unresolved lookup: its mask is known all the same.
    const NamedDecl *FD = calledFunction(*E);
    const mapping::ApiRecord *R =
        FD && FD->getIdentifier() && SI.isCuda(FD->getLocation())
            ? Ctx.Table.lookup(FD->getName())
            : nullptr;
    if (!R)
      return true;
    if (auto N = mapping::rewriterArgument(R->Rewriter, mapping::Family::WarpMask);
        N && *N < E->getNumArgs() && !unsynced(*R, *E))
      mask(*R, *E, *N);
    return true;
  }

  /// unsigned m = __ballot_sync(...): a 64-bit HIP mask kept in 32 bits.
  bool VisitVarDecl(VarDecl *D) override {
    if (D->getInit()) {
      stored(D->getInit(), D->getType());
      const Expr *Init = bare(D->getInit());
      if (const auto *List = dyn_cast<InitListExpr>(Init);
          List && List->getNumInits() == 1) // int warp_size{32}
        Init = bare(List->getInit(0));
      if (D->getType()->isIntegerType() && literal(Init) == 32 &&
          namesWarpSize(D->getName()))
        warn(Init->getBeginLoc(), warpSizeHeld(D->getName()), Tag::WarpSize);
    }
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *E) override {
    if (E->isAssignmentOp())
      stored(E->getRHS(), E->getLHS()->getType());
    return warpLiteral(E);
  }

private:
  /// The call under implicit conversions and temporaries, if any.
  static const CallExpr *call(const Expr *E) {
    while (true) {
      E = E->IgnoreImplicit();
      if (const auto *M = dyn_cast<CXXMemberCallExpr>(E)) // conversion op
        E = M->getImplicitObjectArgument();
      else if (const auto *C = dyn_cast<CallExpr>(E))
        return C;
      else
        return nullptr;
    }
  }

  void stored(const Expr *Value, QualType Target) {
    const CallExpr *Call = call(Value);
    const NamedDecl *FD = Call ? calledFunction(*Call) : nullptr;
    if (!FD || !FD->getIdentifier() || !SI.isCuda(FD->getLocation()) ||
        !Target->isIntegerType() || Target->isDependentType() ||
        AST.getTypeSize(Target) >= 64)
      return;
    const mapping::ApiRecord *R = Ctx.Table.lookup(FD->getName());
    if (R && (R->Flags & mapping::FlagLaneMaskResult))
      warn(Call->getBeginLoc(),
           "'" + FD->getName().str() +
               "' returns a 64-bit lane mask in HIP; keeping it in " +
               Target.getAsString() + " drops lanes 32-63",
           Tag::WarpMask);
  }

  bool warpLiteral(BinaryOperator *E) {
    auto Value = literal(E->getRHS());
    if (!Value)
      return true;
    BinaryOperatorKind Op = E->getOpcode();
    bool WarpArithmetic = ((Op == BO_Rem || Op == BO_Div) && *Value == 32) ||
                          (Op == BO_And && *Value == 31) ||
                          (Op == BO_Shr && *Value == 5);
    bool WarpCompare = E->isEqualityOp() && *Value == 32 &&
                       builtin(bare(E->getLHS()));
    if ((WarpArithmetic && usesBuiltin(E->getLHS())) || WarpCompare)
      warn(E->getRHS()->getBeginLoc(),
           "'" + std::to_string(*Value) +
               "' assumes 32-lane warps; AMD wavefronts have 64 lanes on "
               "CDNA: use warpSize",
           Tag::WarpSize);
    return true;
  }

  /// Whether a lane mask means every lane of a CUDA warp: 0xffffffff
  /// however spelled (FULL_MASK, ~0u, -1), or 64 bits of ones; or a local
  /// variable initialised so and never changed (`int mask = 0xffffffff;`).
  bool fullMask(const Expr &Arg) const {
    const Expr *E = bare(&Arg);
    if (constantFullMask(*E))
      return true;
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!Var || !Var->hasLocalStorage() || isa<ParmVarDecl>(Var) ||
        Var->getType().isVolatileQualified() || !Var->getInit() ||
        !constantFullMask(*bare(Var->getInit())))
      return false;
    const auto *Fn = dyn_cast<FunctionDecl>(Var->getDeclContext());
    const Stmt *Body = Fn ? Fn->getBody() : nullptr;
    return Body && onlyRead(*Var, *Body);
  }

  /// Whether every use of \p Var in \p Body reads its value, or passes it
  /// to a CUDA function: those take a mask by value, though the built-in
  /// declarations take any argument by forwarding reference.
  bool onlyRead(const VarDecl &Var, const Stmt &Body) const {
    using namespace ast_matchers;
    for (const BoundNodes &N :
         match(findAll(declRefExpr(to(varDecl(equalsNode(&Var)))).bind("use")),
               Body, AST)) {
      DynTypedNode Use = DynTypedNode::create(*N.getNodeAs<Expr>("use"));
      const Stmt *Parent = nullptr;
      do {
        auto Parents = AST.getParents(Use);
        Parent = Parents.size() == 1 ? Parents[0].get<Stmt>() : nullptr;
        Use = Parents.size() == 1 ? Parents[0] : DynTypedNode();
      } while (isa_and_nonnull<ParenExpr>(Parent));
      const auto *Cast = dyn_cast_or_null<ImplicitCastExpr>(Parent);
      const auto *Call = dyn_cast_or_null<CallExpr>(Parent);
      const NamedDecl *Callee = Call ? calledFunction(*Call) : nullptr;
      if (!(Cast && Cast->getCastKind() == CK_LValueToRValue) &&
          !(Callee && SI.isCuda(Callee->getLocation())))
        return false;
    }
    return true;
  }

  bool constantFullMask(const Expr &E) const {
    Expr::EvalResult Value;
    if (E.isValueDependent() || !E.EvaluateAsInt(Value, AST))
      return false;
    const llvm::APSInt &V = Value.Val.getInt();
    return V.isAllOnes() ||
           (V.getBitWidth() > 32 && V.getZExtValue() == 0xffffffffu);
  }

  /// A call with the full-warp mask of a function the target has only
  /// without it (unsyncedForm()) becomes that function, without the mask.
  /// The callee is claimed, so that it is not reported as unsupported.
  /// Whether the call was translated so.
  bool unsynced(const mapping::ApiRecord &R, const CallExpr &Call) {
    auto U = unsyncedForm(R, Ctx.Table, Ctx.Opts.Targets);
    if (!U || U->MaskArgument + 1 >= Call.getNumArgs() ||
        !fullMask(*Call.getArg(U->MaskArgument)))
      return false;
    auto Name = SI.spelledAt(calleeNameLoc(Call));
    auto Mask = argumentRange(SI, Call, U->MaskArgument);
    auto Next = argumentRange(SI, Call, U->MaskArgument + 1);
    if (!Name || !Mask || !Next)
      return false;
    // The mask, its comma and the blanks after it; a comment stays.
    size_t Comma = Ctx.Buffer.slice(Mask->second, Next->first).find(',');
    if (Comma == llvm::StringRef::npos)
      return false;
    unsigned End = Mask->second + Comma + 1;
    while (End < Next->first && llvm::isSpace(Ctx.Buffer[End]))
      ++End;
    Ctx.claim(*Name);
    unsigned Group = Ctx.newEditGroup();
    replace(Ctx, recordOrigin(R, rewrite::Producer::WarpMask), *Name,
            R.Cuda.size(), U->Hip.str(), Group, /*Counted=*/true);
    replace(Ctx, recordOrigin(R, rewrite::Producer::WarpMask), Mask->first,
            End - Mask->first, "", Group);
    return true;
  }

  /// A 32-bit lane mask: the full mask becomes HIP's 64-bit one, which
  /// means "every lane" at both widths; any other is reported.
  void mask(const mapping::ApiRecord &R, const CallExpr &Call, unsigned N) {
    const Expr &Arg = *Call.getArg(N);
    QualType T = bare(&Arg)->getType();
    if (T->isDependentType() || !T->isIntegerType() ||
        AST.getTypeSize(T) >= 64)
      return;
    if (fullMask(Arg))
      if (auto Range = argumentRange(SI, Call, N)) {
        replace(Ctx, recordOrigin(R, rewrite::Producer::WarpMask), Range->first,
                Range->second - Range->first,
                mapping::hip::FullLaneMask.str());
        return;
      }
    warn(Arg.getBeginLoc(),
         "lane mask of '" + R.Cuda.str() + "' is " +
             std::to_string(AST.getTypeSize(T)) +
             "-bit; HIP's masks are 64-bit (lanes 32-63 of a wavefront)",
         Tag::WarpMask);
    // HIP's *_sync functions reject a narrower mask (a static_assert): the
    // same lanes, 0-31, as a 64-bit mask, so that the call compiles where
    // the warning says what to check.
    if (!Ctx.Table.decide(R, Ctx.Opts.Targets).Rename)
      return;
    if (auto Range = argumentRange(SI, Call, N)) {
      unsigned Group = Ctx.newEditGroup();
      bool Signed = T->isSignedIntegerType();
      replace(Ctx, recordOrigin(R, rewrite::Producer::WarpMask), Range->first, 0,
              Signed ? "static_cast<unsigned long long>(static_cast<unsigned>("
                     : "static_cast<unsigned long long>(",
              Group);
      replace(Ctx, recordOrigin(R, rewrite::Producer::WarpMask), Range->second, 0,
              Signed ? "))" : ")", Group);
    }
  }

  /// A reference to a variable a CUDA header declares (threadIdx, warpSize).
  bool builtin(const Expr *E) const {
    if (const auto *M = dyn_cast<MemberExpr>(E))
      return builtin(bare(M->getBase()));
    if (const auto *PE = dyn_cast<PseudoObjectExpr>(E))
      return builtin(bare(PE->getSyntacticForm()));
    if (const auto *MP = dyn_cast<MSPropertyRefExpr>(E))
      return builtin(bare(MP->getBaseExpr()));
    if (const auto *O = dyn_cast<OpaqueValueExpr>(E))
      return O->getSourceExpr() && builtin(bare(O->getSourceExpr()));
    const auto *D = dyn_cast<DeclRefExpr>(E);
    return D && isa<VarDecl>(D->getDecl()) &&
           SI.isCuda(D->getDecl()->getLocation());
  }

  bool usesBuiltin(const Expr *E) const {
    if (builtin(bare(E)))
      return true;
    for (const Stmt *Child : E->children())
      if (const auto *CE = dyn_cast_or_null<Expr>(Child))
        if (usesBuiltin(CE))
          return true;
    return false;
  }

  void warn(SourceLocation Loc, std::string Message, hipify::Tag Tag) {
    if (auto Offset = SI.offset(SI.SM.getFileLoc(Loc)))
      Owner.diag(*Offset, core::Severity::Warning, std::move(Message),
                   Tag);
  }

  ASTContext &AST;
  const SourceInfo &SI;
  FileContext &Ctx;
  Rule &Owner;
};

/// `#define WARP_SIZE 32`: a warp size held in a macro.
class WarpSizeMacros : public PPCallbacks {
public:
  WarpSizeMacros(const SourceInfo &SI, Rule &Owner) : SI(SI), Owner(Owner) {}
  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    const MacroInfo *MI = MD->getMacroInfo();
    ArrayRef<Token> Body = MI->tokens();
    while (Body.size() >= 3 && Body.front().is(tok::l_paren) &&
           Body.back().is(tok::r_paren))
      Body = Body.drop_front().drop_back();
    if (MI->isFunctionLike() || Body.size() != 1 ||
        Body[0].isNot(tok::numeric_constant) ||
        !namesWarpSize(Name.getIdentifierInfo()->getName()))
      return;
    StringRef Spelled(Body[0].getLiteralData(), Body[0].getLength());
    uint64_t V;
    if (Spelled.rtrim("uUlL").getAsInteger(0, V) || V != 32)
      return;
    if (auto Offset = SI.offset(Body[0].getLocation()))
      Owner.diag(*Offset, core::Severity::Warning,
                 warpSizeHeld(Name.getIdentifierInfo()->getName()),
                 Tag::WarpSize);
  }

private:
  const SourceInfo &SI;
  Rule &Owner;
};

class WarpSize : public Rule, public lexical::TokenHooks {
public:
  using Rule::Rule;
  lexical::TokenHooks *tokens() override { return this; }

  /// The lane mask of a call in a branch the parse skipped (a device-only
  /// `#if __CUDA_ARCH__ >= 800` block; rewriter warp-mask-N), where HIP has
  /// the call: HIP's masks are 64-bit (a static_assert), so a full-mask
  /// literal (0xffffffff, ~0u, -1) becomes HIP's full mask, as the AST's
  /// half writes it, and any other mask, whose type only a parse would
  /// tell, is widened as an unsigned value (lanes 0-31), with a warning.
  void call(unsigned NameEnd, const mapping::ApiRecord &R,
            bool Skipped) override {
    auto N = mapping::rewriterArgument(R.Rewriter, mapping::Family::WarpMask);
    if (!Skipped || !N)
      return;
    auto Arg = lexical::callArgument(Ctx.ParseText, NameEnd, *N);
    if (!Arg)
      return;
    StringRef Spelled = Ctx.ParseText.slice(Arg->first, Arg->second);
    StringRef Text = Spelled.trim();
    unsigned Begin = Arg->first + Spelled.find_first_not_of(" \t\r\n");
    if (Text.starts_with(Widened) || Text == mapping::hip::FullLaneMask)
      return; // a translation's
    rewrite::Edit E;
    E.From = {rewrite::Producer::WarpMask, R.Cuda, rewrite::Tier::Lexical,
              R.Category, R.Library};
    E.Counted = false;
    StringRef Digits = Text.rtrim("uUlL");
    uint64_t V = 0;
    if (Text == "-1" || Text.rtrim("uU") == "~0" ||
        (!Digits.getAsInteger(0, V) && V == 0xffffffffu)) {
      E.Offset = Begin;
      E.Length = Text.size();
      E.Text = mapping::hip::FullLaneMask.str();
      Ctx.edit(std::move(E));
      return;
    }
    for (auto [At, Insert] :
         {std::pair{Begin, (Widened + "(").str()},
          {Begin + unsigned(Text.size()), std::string(")")}}) {
      rewrite::Edit Piece = E;
      Piece.Offset = At;
      Piece.Text = Insert;
      Ctx.edit(std::move(Piece));
    }
    diag(Begin, core::Severity::Warning,
         "lane mask of '" + R.Cuda.str() +
             "' in a branch the parse skipped: HIP's masks are 64-bit; "
             "widened as an unsigned value (lanes 0-31 of a wavefront; a "
             "signed 32-bit mask with lane 31 set would be sign-extended)",
         Tag::WarpMask, &R);
  }
  std::unique_ptr<PPCallbacks> preprocessor(const SourceInfo &SI) override {
    return std::make_unique<WarpSizeMacros>(SI, *this);
  }
  AstVisitor *visitor(ASTContext &AST, const SourceInfo &SI) override {
    return &Checker.emplace(AST, SI, Ctx, *this);
  }

private:
  static constexpr llvm::StringLiteral Widened =
      "static_cast<unsigned long long>";
  std::optional<WarpSizeChecker> Checker;
};

constexpr Tag Diagnostics[] = {Tag::WarpSize, Tag::WarpMask};

} // namespace

std::optional<UnsyncedForm> unsyncedForm(const mapping::ApiRecord &R,
                                         const mapping::MappingTable &Table,
                                         const mapping::Targets &Targets) {
  mapping::Decision Sync = Table.decide(R, Targets);
  if (Sync.Rename && Sync.OptIn.empty())
    return std::nullopt;
  for (const mapping::RewriterStep &S : mapping::rewriterSteps(R.Rewriter))
    if (S.Family == mapping::Family::Unsynced)
      if (const mapping::ApiRecord *To = Table.lookup(S.Value))
        if (mapping::Decision D = Table.decide(*To, Targets); D.Rename)
          return UnsyncedForm{S.N, D.To};
  return std::nullopt;
}

extern const RuleSpec WarpSizeRule = {
    rewrite::Producer::WarpSize,
    "widens full 32-bit lane masks and reports code written for 32-lane "
    "warps",
    "", Diagnostics, always, create<WarpSize>};

} // namespace hipify::rules
