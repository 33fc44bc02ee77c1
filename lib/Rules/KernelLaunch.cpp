//===- KernelLaunch.cpp - k<<<g, b, s, st>>>(args) -> hipLaunchKernelGGL --===//
//
// Approach: the AST gives each piece of a launch exactly (callee, the four
// configuration arguments with the defaulted ones marked, the call arguments).
// Rather than re-printing the launch, only the punctuation between the pieces
// is replaced (rewriteLaunch, Launch.h):
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
// A mapping is accepted only when the text between the pieces is exactly the
// launch's punctuation ("<<<", ",", ">>>(") plus whitespace and comments, which
// are kept. Grid and block are wrapped in dim3() and a function template
// kernel in HIP_KERNEL_NAME(), as hipify-clang writes them (docs/compat.md).
// "<<<" spelled inside a header's macro is not this file's launch.
//
// A launch the AST never saw (a macro never expanded, an inactive branch,
// code that failed to parse) is met at the token-level stage and rewritten
// from its tokens (launchFromTokens), unless the AST saw that "<<<".
//
// nvcc takes chevrons written apart, `k << < g, b >> > (x)`; clang does not.
// The parse and the token stage read them joined (FileContext::ParseText),
// the rewrite takes each '<' and '>' between the pieces one by one, and a
// launch kept as it is (a kernel's default argument) gets its chevrons
// joined; with --cuda-kernel-execution-syntax, the nvcc-dialect rule joins
// them.
//
//===----------------------------------------------------------------------===//

#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Rules/Launch.h"
#include "hipify/Rules/Rule.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"

#include <map>

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

/// True when the kernel is a function template, its arguments deduced or
/// not: HIP_KERNEL_NAME() keeps a template-id one macro argument.
bool isTemplateKernel(const Expr *Callee) {
  Callee = Callee->IgnoreParenImpCasts();
  if (isa<UnresolvedLookupExpr>(Callee))
    return true;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Callee))
    if (const auto *FD = dyn_cast<FunctionDecl>(Ref->getDecl()))
      return FD->getPrimaryTemplate() || FD->getDescribedFunctionTemplate();
  return false;
}

using Spans = std::vector<std::pair<unsigned, unsigned>>;

class LaunchRewriter : public AstVisitor {
public:
  LaunchRewriter(const SourceInfo &SI, FileContext &Ctx, Rule &Owner,
                 llvm::DenseSet<unsigned> &Handled, Spans &Rewritten)
      : SI(SI), Ctx(Ctx), Owner(Owner), Handled(Handled),
        Rewritten(Rewritten) {}

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *E) override {
    const auto *Config = dyn_cast_or_null<CallExpr>(E->getConfig());
    // "<<<" spelled in a header's macro (HIP's hipLaunchKernelGGL on the
    // NVIDIA platform expands to one): not this file's launch.
    auto Chevrons = Config ? SI.spelledAt(Config->getBeginLoc()) : std::nullopt;
    if (!Chevrons)
      return true;
    Handled.insert(*Chevrons);
    for (const Expr *A : E->arguments())
      if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(A);
          Default && !portable(*Default->getParam())) {
        Owner.diag(*Chevrons, core::Severity::Note,
                     "kernel launch kept as <<<>>>, which HIP compiles: the "
                     "kernel's default argument '" +
                         Default->getParam()->getNameAsString() +
                         "' means something only where the kernel is "
                         "declared, and hipLaunchKernelGGL supplies none",
                     Tag::LaunchKept);
        return true;
      }
    Seen &S = Launches[*Chevrons];
    for (Strategy St :
         {Strategy::Expansion, Strategy::Spelling, Strategy::Parameters}) {
      std::optional<LaunchShape> L = shape(*E, *Config, PieceMapper(SI, St));
      if (auto Group = L ? rewriteLaunch(Ctx, *L) : std::nullopt) {
        S.Groups.push_back(*Group);
        Rewritten.push_back({L->CalleeEnd, L->ArgsBegin});
        return true;
      }
    }
    S.Failed = true;
    return true;
  }

  /// One launch spelled in a macro body is met once per expansion; all of
  /// them must agree, or none is rewritten (never half of one).
  void finish() {
    for (auto &[Chevrons, S] : Launches) {
      if (!S.Failed)
        continue;
      for (unsigned G : S.Groups)
        Ctx.discardEdits(G);
      Owner.diag(Chevrons, core::Severity::Warning,
                   S.Groups.empty()
                       ? "kernel launch spelled across several macros; left "
                         "unchanged"
                       : "kernel launch in a macro whose expansions need "
                         "different rewrites; left unchanged",
                   S.Groups.empty() ? Tag::Launch : Tag::Conflict);
    }
  }

private:
  /// The launch's pieces as mapped by \p M, if they map into the file in
  /// source order.
  std::optional<LaunchShape> shape(const CUDAKernelCallExpr &E,
                                   const CallExpr &Config,
                                   const PieceMapper &M) {
    const Expr *Callee = E.getCallee()->IgnoreImplicit();
    // Written configuration arguments: grid, block[, shared[, stream]].
    SmallVector<const Expr *, 4> ConfigArgs;
    for (const Expr *A : Config.arguments()) {
      if (isa<CXXDefaultArgExpr>(A) || ConfigArgs.size() == 4)
        break;
      // A launch from device code calls cudaLaunchDevice(nullptr, nullptr,
      // grid, ...): the nulls are implicit, located at "<<<".
      if (A->getBeginLoc() == Config.getBeginLoc())
        continue;
      ConfigArgs.push_back(A);
    }
    SmallVector<const Expr *, 8> Args;
    std::string Defaults;
    for (const Expr *A : E.arguments()) {
      const auto *Default = dyn_cast<CXXDefaultArgExpr>(A);
      if (!Default) {
        Args.push_back(A);
        continue;
      }
      Defaults += (Defaults.empty() ? "" : ", ") +
                  portable(*Default->getParam())->str();
    }

    LaunchShape L;
    auto CalleeBegin = M.begin(Callee->getBeginLoc());
    auto CalleeEnd = M.end(Callee->getEndLoc());
    auto ArgsBegin = Args.empty() ? M.begin(E.getRParenLoc())
                                  : M.begin(Args.front()->getBeginLoc());
    if (ConfigArgs.size() < 2 || !CalleeBegin || !CalleeEnd || !ArgsBegin)
      return std::nullopt;
    L.CalleeBegin = *CalleeBegin;
    L.CalleeEnd = *CalleeEnd;
    L.ArgsBegin = *ArgsBegin;
    L.HasArgs = !Args.empty();
    for (const Expr *A : ConfigArgs) {
      auto B = M.begin(A->getBeginLoc()), En = M.end(A->getEndLoc());
      if (!B || !En || *En <= *B)
        return std::nullopt;
      L.Config.push_back({*B, *En});
    }
    if (!Defaults.empty()) {
      auto CallEnd = M.begin(E.getRParenLoc());
      if (!CallEnd)
        return std::nullopt;
      L.Defaults = std::move(Defaults);
      L.CallEnd = *CallEnd;
    }
    L.WrapName = Ctx.Buffer.slice(L.CalleeBegin, L.CalleeEnd).contains('<') ||
                 M.fromParameter(Callee->getBeginLoc()) ||
                 isTemplateKernel(Callee);
    return L;
  }

  /// The default argument of \p P as its declaration spells it, when the
  /// text means the same at any call: literals, enumerators and operators
  /// on them, in a file (not a macro).
  std::optional<StringRef> portable(const ParmVarDecl &P) const {
    const Expr *Init = P.getDefaultArg();
    if (!Init || !contextFree(*Init) || !Init->getBeginLoc().isFileID() ||
        !Init->getEndLoc().isFileID())
      return std::nullopt;
    StringRef Text = Lexer::getSourceText(
        CharSourceRange::getTokenRange(Init->getSourceRange()), SI.SM, SI.LO);
    if (Text.empty())
      return std::nullopt;
    return Text;
  }
  static bool contextFree(const Stmt &S) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(&S))
      return isa<EnumConstantDecl>(Ref->getDecl()) &&
             Ref->getDecl()->getDeclContext()->getRedeclContext()
                 ->isTranslationUnit();
    if (!isa<IntegerLiteral, FloatingLiteral, CXXBoolLiteralExpr,
             CharacterLiteral, StringLiteral, CXXNullPtrLiteralExpr,
             GNUNullExpr, ParenExpr, ImplicitCastExpr, CStyleCastExpr,
             UnaryOperator, BinaryOperator, ConditionalOperator>(S))
      return false;
    return llvm::all_of(S.children(), [](const Stmt *C) {
      return C && contextFree(*C);
    });
  }

  struct Seen {
    std::vector<unsigned> Groups;
    bool Failed = false;
  };
  const SourceInfo &SI;
  FileContext &Ctx;
  Rule &Owner;
  llvm::DenseSet<unsigned> &Handled;
  Spans &Rewritten;
  std::map<unsigned, Seen> Launches; // by offset of "<<<"
};

/// The rule: each launch as the traversal meets it, then the verdict on
/// launches met in several expansions; then, at the token-level stage, the
/// launches the AST never saw.
class KernelLaunch : public Rule, public lexical::TokenHooks {
public:
  using Rule::Rule;
  AstVisitor *visitor(ASTContext &, const SourceInfo &SI) override {
    return &Rewriter.emplace(SI, Ctx, *this, Handled, Rewritten);
  }
  void endAst(ASTContext &, const SourceInfo &) override { Rewriter->finish(); }
  lexical::TokenHooks *tokens() override { return this; }
  void chevrons(unsigned Offset) override {
    if (Handled.contains(Offset) ||
        (Ctx.Opts.SkipExcluded && Ctx.isSkipped(Offset)))
      return;
    if (std::optional<LaunchShape> L = launchFromTokens(Ctx.ParseText, Offset))
      if (rewriteLaunch(Ctx, *L))
        Rewritten.push_back({L->CalleeEnd, L->ArgsBegin});
  }
  /// The chevrons written apart of a launch kept as it is (one HIP would
  /// not compile so): joined, as the parse read them.
  void finish() override { joinSplitChevrons(Ctx, origin(), Rewritten); }

private:
  std::optional<LaunchRewriter> Rewriter;
  /// The "<<<" of each launch the AST saw (rewritten, kept or reported).
  llvm::DenseSet<unsigned> Handled;
  /// [end of the kernel's name, its arguments) of each launch rewritten.
  Spans Rewritten;
};

constexpr Tag Diagnostics[] = {Tag::Launch, Tag::Conflict, Tag::LaunchKept};

} // namespace

extern const RuleSpec KernelLaunchRule = {
    rewrite::Producer::KernelLaunch,
    "rewrites k<<<grid, block, shared, stream>>>(args) as hipLaunchKernelGGL",
    "--keep-launch-syntax (off)", Diagnostics,
    [](const core::TranslateOptions &O) { return !O.KeepLaunchSyntax; },
    create<KernelLaunch>};

} // namespace hipify::rules
