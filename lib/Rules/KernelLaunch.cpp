//===- KernelLaunch.cpp - k<<<g, b, s, st>>>(args) -> hipLaunchKernelGGL --===//
//
// Approach: the AST gives each piece of a launch exactly (callee, the four
// configuration arguments with the defaulted ones marked, the call arguments).
// Rather than re-printing the launch, only the punctuation between the pieces
// is replaced:
//
//   k<<<g, b>>>(x, y)  ->  hipLaunchKernelGGL(k, dim3(g), dim3(b), 0, 0, x, y)
//   ^ insert    ^^^ ^^^^^ replace separators; the pieces stay as written
//
// so that renames inside the arguments (a cudaStream_t cast, say) apply too,
// and comments inside arguments survive. All edits of one launch form a group:
// if any of them conflicts, none is applied.
//
// Where the pieces are spelled: in the file (a piece may be a macro use, such
// as k<<<GRID, BLOCK>>>), entirely inside one macro argument, or entirely
// inside one macro body. A launch in a macro body whose callee or arguments come from the
// macro's parameters (#define LAUNCH(k, n) k<<<n, 256>>>()) is rewritten in
// the #define, where each piece maps to its parameter; the callee is then
// wrapped in HIP_KERNEL_NAME() since an expansion may pass a template-id.
// Anything else (pieces from different macros) is reported, not rewritten.
//
// Limits: comments between the pieces (inside "<<<" ... ">>>" separators) are
// dropped; a grid or block that already has type dim3 is not wrapped again.
//
//===----------------------------------------------------------------------===//

#include "hipify/Rules/AstRules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DynamicRecursiveASTVisitor.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace hipify::rules {

namespace {

/// How the locations of one launch map to offsets in the main file. One
/// strategy maps all pieces; the first whose offsets line up wins.
enum class Strategy {
  Expansion,  // the launch is written in the file; pieces may be macro uses
  Spelling,   // the launch is written inside one macro argument or body
  Parameters, // the launch is in a macro body, pieces come from parameters
};

class PieceMapper {
public:
  PieceMapper(const SourceInfo &SI, Strategy S) : SI(SI), S(S) {}

  std::optional<unsigned> begin(SourceLocation L) const {
    if (S == Strategy::Expansion)
      return SI.offset(SI.SM.getExpansionRange(L).getBegin());
    return SI.offset(spelling(L));
  }
  std::optional<unsigned> end(SourceLocation L) const {
    if (S == Strategy::Expansion)
      return SI.tokenEnd(SI.SM.getExpansionRange(L).getEnd());
    return SI.tokenEnd(spelling(L));
  }
  /// True when \p L maps to a macro parameter (whose arguments may differ
  /// from one expansion to the next).
  bool fromParameter(SourceLocation L) const {
    return S == Strategy::Parameters && L.isMacroID() &&
           SI.SM.isMacroArgExpansion(L);
  }

private:
  SourceLocation spelling(SourceLocation L) const {
    const SourceManager &SM = SI.SM;
    if (S == Strategy::Parameters && L.isMacroID() && SM.isMacroArgExpansion(L))
      L = SM.getImmediateExpansionRange(L).getBegin();
    return SM.getSpellingLoc(L);
  }

  const SourceInfo &SI;
  Strategy S;
};

/// True when the configuration argument as written already has type dim3
/// (looking through the implicit copy into the configuration call).
bool isDim3(const Expr *E) {
  E = E->IgnoreImplicit();
  if (const auto *C = dyn_cast<CXXConstructExpr>(E))
    if (!isa<CXXTemporaryObjectExpr>(C) && C->getNumArgs() >= 1)
      E = C->getArg(0)->IgnoreImplicit();
  if (const CXXRecordDecl *RD =
          E->getType().getNonReferenceType()->getAsCXXRecordDecl())
    return RD->getName() == "dim3";
  return false;
}

class LaunchRewriter : public DynamicRecursiveASTVisitor {
public:
  LaunchRewriter(const SourceInfo &SI, FileContext &Ctx) : SI(SI), Ctx(Ctx) {}

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *E) override {
    if (!SI.offset(SI.SM.getFileLoc(E->getBeginLoc())))
      return true; // not in the file being translated
    if (!rewrite(*E, PieceMapper(SI, Strategy::Expansion)) &&
        !rewrite(*E, PieceMapper(SI, Strategy::Spelling)) &&
        !rewrite(*E, PieceMapper(SI, Strategy::Parameters))) {
      auto At = SI.offset(SI.SM.getFileLoc(E->getBeginLoc()));
      Ctx.diagnose(*At, report::Severity::Warning,
                   "kernel launch spelled across several macros; left "
                   "unchanged",
                   "hipify-launch");
    }
    return true;
  }

private:
  bool rewrite(const CUDAKernelCallExpr &E, const PieceMapper &M) {
    const auto *Config = dyn_cast_or_null<CallExpr>(E.getConfig());
    if (!Config)
      return false;
    const Expr *Callee = E.getCallee()->IgnoreImplicit();

    // Written configuration arguments: grid, block[, shared[, stream]].
    SmallVector<const Expr *, 4> ConfigArgs;
    for (const Expr *A : Config->arguments()) {
      if (isa<CXXDefaultArgExpr>(A) || ConfigArgs.size() == 4)
        break;
      ConfigArgs.push_back(A);
    }
    if (ConfigArgs.size() < 2)
      return false;
    SmallVector<const Expr *, 8> Args;
    for (const Expr *A : E.arguments())
      if (!isa<CXXDefaultArgExpr>(A))
        Args.push_back(A);

    // Offsets of every boundary, in source order.
    auto CalleeBegin = M.begin(Callee->getBeginLoc());
    auto CalleeEnd = M.end(Callee->getEndLoc());
    SmallVector<std::pair<unsigned, unsigned>, 4> Pieces;
    for (const Expr *A : ConfigArgs) {
      auto B = M.begin(A->getBeginLoc()), En = M.end(A->getEndLoc());
      if (!B || !En)
        return false;
      Pieces.push_back({*B, *En});
    }
    auto ArgsBegin = Args.empty() ? M.begin(E.getRParenLoc())
                                  : M.begin(Args.front()->getBeginLoc());
    if (!CalleeBegin || !CalleeEnd || !ArgsBegin)
      return false;
    unsigned Last = *CalleeEnd;
    if (*CalleeBegin >= *CalleeEnd)
      return false;
    for (auto [B, En] : Pieces) {
      if (B < Last || En <= B)
        return false;
      Last = En;
    }
    if (*ArgsBegin < Last)
      return false;
    // The separators must be the launch's own punctuation: this rejects a
    // mapping where the pieces line up but are, say, macro arguments.
    auto Gap = [&](unsigned B, unsigned En) { return Ctx.Buffer.slice(B, En); };
    if (!Gap(*CalleeEnd, Pieces.front().first).contains("<<<") ||
        !Gap(Pieces.back().second, *ArgsBegin).contains(">>>"))
      return false;
    for (size_t I = 1; I < Pieces.size(); ++I)
      if (!Gap(Pieces[I - 1].second, Pieces[I].first).contains(','))
        return false;

    StringRef CalleeText =
        Ctx.Buffer.slice(*CalleeBegin, *CalleeEnd);
    bool WrapName = CalleeText.contains('<') ||
                    M.fromParameter(Callee->getBeginLoc());
    auto WrapDim = [&](size_t I) {
      const Expr *A = ConfigArgs[I];
      return M.fromParameter(A->getBeginLoc()) ||
             (!isDim3(A) && !A->isTypeDependent()) ||
             (A->isTypeDependent() &&
              !Ctx.Buffer.slice(Pieces[I].first, Pieces[I].second)
                   .starts_with("dim3("));
    };
    bool Wrap[2] = {WrapDim(0), WrapDim(1)};

    unsigned Group = Ctx.Engine.newGroup();
    auto Add = [&](unsigned Begin, unsigned End, std::string Text,
                   bool Counted) {
      rewrite::Edit Ed;
      Ed.Offset = Begin;
      Ed.Length = End - Begin;
      Ed.Text = std::move(Text);
      Ed.From = {"kernel-launch", "hipLaunchKernelGGL", rewrite::Tier::Ast,
                 "kernel-launch", "runtime"};
      Ed.Group = Group;
      Ed.Counted = Counted;
      Ctx.Engine.add(std::move(Ed));
    };
    Add(*CalleeBegin, *CalleeBegin,
        WrapName ? "hipLaunchKernelGGL(HIP_KERNEL_NAME(" : "hipLaunchKernelGGL(",
        true);
    Add(*CalleeEnd, Pieces[0].first,
        std::string(WrapName ? ")" : "") + ", " + (Wrap[0] ? "dim3(" : ""),
        false);
    Add(Pieces[0].second, Pieces[1].first,
        std::string(Wrap[0] ? ")" : "") + ", " + (Wrap[1] ? "dim3(" : ""),
        false);
    std::string Close = Wrap[1] ? ")" : "";
    for (size_t I = 2; I < Pieces.size(); ++I) {
      Add(Pieces[I - 1].second, Pieces[I].first, Close + ", ", false);
      Close.clear();
    }
    std::string Tail = Close;
    for (size_t I = Pieces.size(); I < 4; ++I)
      Tail += ", 0";
    if (!Args.empty())
      Tail += ", ";
    Add(Pieces.back().second, *ArgsBegin, Tail, false);
    return true;
  }

  const SourceInfo &SI;
  FileContext &Ctx;
};

} // namespace

void rewriteKernelLaunches(ASTContext &AST, const SourceInfo &SI,
                           FileContext &Ctx) {
  LaunchRewriter(SI, Ctx).TraverseAST(AST);
}

} // namespace hipify::rules
