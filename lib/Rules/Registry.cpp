//===- Registry.cpp - the list of rules -----------------------------------===//
//
// The one list of rules (the HIPIFY_RULE lines of Producers.def), as
// clang-tidy's addCheckFactories is: a new rule is its own file in
// lib/Rules, its tests, and one line there (scripts/new-rule.py).
//
//===----------------------------------------------------------------------===//

#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Rules/Rule.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace hipify::rules {

#define HIPIFY_RULE(Id, Name, Spec, Compat, Role) extern const RuleSpec Spec;
#include "hipify/Rewrite/Producers.def"

Rule::~Rule() = default;

std::unique_ptr<Rule> Rule::make(const RuleSpec &Spec, FileContext &Ctx,
                                 const FileJob &Job) {
  std::unique_ptr<Rule> R = Spec.Create(Ctx, Job);
  R->Spec = &Spec;
  R->Job = &Job;
  return R;
}

rewrite::Producer Rule::self() const { return Spec->Id; }

llvm::ArrayRef<pp::Directive> Rule::directives() const {
  return Job->Directives;
}

rewrite::Origin Rule::origin(const mapping::ApiRecord &R) const {
  return recordOrigin(R, self());
}

rewrite::Origin recordOrigin(const mapping::ApiRecord &R, rewrite::Producer P) {
  return {P, R.Cuda, rewrite::Tier::Ast, R.Category, R.Library};
}

rewrite::Origin Rule::origin(rewrite::Tier From) const {
  return {self(), "", From, "", ""};
}

core::Diagnostic &Rule::diag(unsigned Offset, core::Severity Level,
                             std::string Message, Tag T,
                             const mapping::ApiRecord *R) {
  assert(llvm::is_contained(Spec->Diagnostics, T) &&
         "a rule emits a tag its RuleSpec does not declare");
  return Ctx.diagnose(Offset, Level, std::move(Message), T, R);
}

void Rule::wrap(const mapping::ApiRecord &R, unsigned Begin, unsigned End,
                std::string Open, std::string Close) {
  wrap(origin(R), Begin, End, std::move(Open), std::move(Close));
}

void Rule::wrap(const rewrite::Origin &From, unsigned Begin, unsigned End,
                std::string Open, std::string Close) {
  unsigned Group = Ctx.newEditGroup();
  replace(Ctx, From, Begin, 0, std::move(Open), Group);
  replace(Ctx, From, End, 0, std::move(Close), Group);
}

void replace(FileContext &Ctx, const rewrite::Origin &From, unsigned Offset,
             unsigned Length, std::string Text, unsigned Group, bool Counted) {
  rewrite::Edit Ed;
  Ed.Offset = Offset;
  Ed.Length = Length;
  Ed.Text = std::move(Text);
  Ed.From = From;
  Ed.Group = Group;
  Ed.Counted = Counted;
  Ctx.edit(std::move(Ed));
}

namespace {
/// Whether \p F runs on the host: not a kernel, and not device-only. A
/// lambda without execution-space attributes of its own runs where the
/// function around it does (clang's implicit ones say only that it may).
bool host(const FunctionDecl &F) {
  const auto *M = dyn_cast<CXXMethodDecl>(&F);
  if (M && M->getParent()->isLambda() &&
      llvm::none_of(F.attrs(), [](const Attr *A) {
        return isa<CUDAHostAttr, CUDADeviceAttr>(A) && !A->isImplicit();
      })) {
    for (const DeclContext *DC = M->getParent()->getDeclContext(); DC;
         DC = DC->getParent())
      if (const auto *Around = dyn_cast<FunctionDecl>(DC))
        return host(*Around);
    return true;
  }
  if (F.hasAttr<CUDAGlobalAttr>())
    return false;
  return F.hasAttr<CUDAHostAttr>() || !F.hasAttr<CUDADeviceAttr>();
}

} // namespace

bool inHostCode(const Expr &E, ASTContext &AST) {
  DynTypedNodeList Parents = AST.getParents(E);
  while (!Parents.empty()) {
    const DynTypedNode &P = Parents[0];
    if (const auto *L = P.get<LambdaExpr>())
      return host(*L->getCallOperator());
    if (const auto *F = P.get<FunctionDecl>())
      return host(*F);
    Parents = AST.getParents(P);
  }
  return true;
}

const UnresolvedLookupExpr *unresolvedCallee(const RecoveryExpr &E) {
  auto Sub = const_cast<RecoveryExpr &>(E).subExpressions();
  if (Sub.empty())
    return nullptr;
  const auto *Lookup =
      dyn_cast<UnresolvedLookupExpr>(Sub.front()->IgnoreParenImpCasts());
  return Lookup && Lookup->getNumDecls() > 0 ? Lookup : nullptr;
}

const NamedDecl *calledFunction(const CallExpr &Call) {
  if (const NamedDecl *FD = Call.getDirectCallee())
    return FD;
  if (const auto *U = dyn_cast<UnresolvedLookupExpr>(
          Call.getCallee()->IgnoreParenImpCasts()))
    if (U->getNumDecls() > 0)
      return *U->decls_begin();
  return nullptr;
}

std::optional<std::string> hipOverload(const mapping::MappingTable &Table,
                                       const FunctionDecl &FD) {
  const mapping::ApiRecord *R =
      FD.getIdentifier() ? Table.lookup(FD.getName()) : nullptr;
  if (!R || !FD.getDeclContext()->getRedeclContext()->isTranslationUnit())
    return std::nullopt;
  for (const mapping::RewriterStep &S : mapping::rewriterSteps(R->Rewriter))
    if (S.Family == mapping::Family::HipOverload && S.N < FD.getNumParams()) {
      std::string Type =
          FD.getParamDecl(S.N)
              ->getType()
              .getCanonicalType()
              .getUnqualifiedType()
              .getAsString(FD.getASTContext().getPrintingPolicy());
      if (llvm::is_contained(llvm::split(S.Value, '|'), Type))
        return Type;
    }
  return std::nullopt;
}

bool inCudaNamespace(const Decl &D, StringRef Namespace,
                     const SourceInfo &SI) {
  if (!SI.isCuda(D.getLocation()))
    return false;
  const DeclContext *NS = D.getDeclContext()->getEnclosingNamespaceContext();
  while (NS && !NS->getParent()->isTranslationUnit())
    NS = NS->getParent();
  const auto *Top = dyn_cast_or_null<NamespaceDecl>(NS);
  return Top && Top->getName() == Namespace;
}

std::vector<const CallExpr *> instantiatedCalls(const FunctionTemplateDecl &T,
                                                ASTContext &AST) {
  using namespace ast_matchers;
  std::vector<const CallExpr *> Calls;
  for (const FunctionDecl *F : T.specializations())
    if (const Stmt *Body = F->getBody())
      for (const BoundNodes &Found :
           match(findAll(callExpr().bind("call")), *Body, AST))
        Calls.push_back(Found.getNodeAs<CallExpr>("call"));
  return Calls;
}

unsigned writtenArguments(const CallExpr &Call) {
  unsigned Count = Call.getNumArgs();
  while (Count > 0 && isa<CXXDefaultArgExpr>(Call.getArg(Count - 1)))
    --Count;
  return Count;
}

SourceLocation calleeNameLoc(const CallExpr &Call) {
  const Expr *Callee = Call.getCallee()->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Callee))
    return Ref->getLocation();
  if (const auto *Lookup = dyn_cast<OverloadExpr>(Callee))
    return Lookup->getNameLoc();
  return {};
}

std::optional<std::pair<unsigned, unsigned>>
argumentRange(const SourceInfo &SI, const CallExpr &Call, unsigned N) {
  const Expr *Arg = Call.getArg(N);
  SourceRange Written = Arg->getSourceRange();
  CharSourceRange Range = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Written), SI.SM, SI.LO);
  auto Begin = SI.offset(Range.getBegin()), End = SI.offset(Range.getEnd());
  if (Begin && End && *Begin < *End)
    return std::make_pair(*Begin, *End);
  // Else the argument as written inside the macro body that spells the
  // call: between its name and its ')'. A macro the argument uses
  // (FULL_MASK in `#define SHFL(v) __shfl_sync(FULL_MASK, v, 1)`) is taken
  // by its name there, a parameter (v) where the body names it, never the
  // text they expand to, which is written elsewhere.
  auto Lo = SI.spelledAt(calleeNameLoc(Call)),
       Hi = SI.spelledAt(Call.getRParenLoc());
  if (!Lo || !Hi || *Lo >= *Hi)
    return std::nullopt;
  auto Inside = [&](SourceLocation L, bool AtEnd) -> std::optional<unsigned> {
    for (;;) {
      SourceLocation Spelled = SI.SM.getSpellingLoc(L);
      auto At = AtEnd ? SI.tokenEnd(Spelled) : SI.offset(Spelled);
      if (At && *At > *Lo && *At <= *Hi)
        return At;
      if (!L.isMacroID())
        return std::nullopt;
      CharSourceRange Caller = SI.SM.getImmediateExpansionRange(L);
      L = AtEnd ? Caller.getEnd() : Caller.getBegin();
    }
  };
  Begin = Inside(Written.getBegin(), false);
  End = Inside(Written.getEnd(), true);
  if (Begin && End && *Begin < *End)
    return std::make_pair(*Begin, *End);
  return std::nullopt;
}

void printRules(llvm::raw_ostream &OS) {
  OS << "| rule | what it does | options it reads | diagnostics |\n"
        "|---|---|---|---|\n";
  for (const RuleSpec &S : registeredRules()) {
    OS << "| `" << S.name() << "` | " << S.Summary << " |";
    llvm::SmallVector<llvm::StringRef, 4> Options;
    S.Options.split(Options, ", ", -1, /*KeepEmpty=*/false);
    llvm::ListSeparator Comma(",");
    for (llvm::StringRef O : Options)
      OS << Comma << " `" << O << "`";
    OS << " |";
    llvm::ListSeparator TagComma(",");
    for (Tag T : S.Diagnostics)
      OS << TagComma << " `" << tagName(T) << "`";
    OS << " |\n";
  }
}

llvm::Expected<std::vector<RuleSpec>> runOrder(llvm::ArrayRef<RuleSpec> Listed) {
  auto IsRule = [&](rewrite::Producer P) {
    return llvm::any_of(Listed, [&](const RuleSpec &S) { return S.Id == P; });
  };
  for (const RuleSpec &S : Listed)
    for (rewrite::Producer P : S.After)
      if (!IsRule(P))
        return llvm::createStringError(
            "rule '%s' runs after '%s', which is no rule",
            S.name().str().c_str(), rewrite::producerName(P).str().c_str());
  std::vector<RuleSpec> Order;
  auto Placed = [&](rewrite::Producer P) {
    return llvm::any_of(Order, [&](const RuleSpec &S) { return S.Id == P; });
  };
  while (Order.size() < Listed.size()) {
    // The first rule as listed that is not placed and whose After all are.
    const RuleSpec *Next = llvm::find_if(Listed, [&](const RuleSpec &S) {
      return !Placed(S.Id) && llvm::all_of(S.After, Placed);
    });
    if (Next == Listed.end()) {
      llvm::SmallVector<llvm::StringRef> Waiting;
      for (const RuleSpec &S : Listed)
        if (!Placed(S.Id))
          Waiting.push_back(S.name());
      return llvm::createStringError(
          "the rules' run-after make a cycle among: %s",
          llvm::join(Waiting, ", ").c_str());
    }
    Order.push_back(*Next);
  }
  return Order;
}

llvm::ArrayRef<RuleSpec> registeredRules() {
  static const std::vector<RuleSpec> Rules = [] {
    const RuleSpec Listed[] = {
#define HIPIFY_RULE(Id, Name, Spec, Compat, Role) Spec,
#include "hipify/Rewrite/Producers.def"
    };
    llvm::Expected<std::vector<RuleSpec>> Order = runOrder(Listed);
    if (!Order)
      llvm::report_fatal_error(Order.takeError());
    return std::move(*Order);
  }();
  return Rules;
}

std::string missingOverloadType(const Expr &Arg, llvm::StringRef Names,
                                const SourceInfo &SI,
                                const mapping::MappingTable &Table) {
  auto Listed = [&](const NamedDecl *D) {
    return D && D->getIdentifier() && SI.isCuda(D->getLocation()) &&
           llvm::is_contained(llvm::split(Names, '|'), D->getName());
  };
  const Expr *E = Arg.IgnoreParenImpCasts();
  QualType T = E->getType();
  if (T->isPointerType())
    if (const RecordDecl *P = T->getPointeeType()->getAsRecordDecl();
        Listed(P))
      return P->getName().str();
  for (const TypedefType *TD; (TD = T->getAs<TypedefType>());
       T = TD->desugar())
    if (Listed(TD->getDecl()))
      return TD->getDecl()->getName().str();
  if (const TagDecl *Tag = T->getAsTagDecl(); Listed(Tag))
    return Tag->getName().str();
  // Without the SDK the built-in declarations put a library's enumerators
  // in one enumeration: an enumerator is then the type's whose record
  // shares its section.
  const auto *Ref = dyn_cast<DeclRefExpr>(E);
  const auto *Enumerator =
      Ref ? dyn_cast<EnumConstantDecl>(Ref->getDecl()) : nullptr;
  const mapping::ApiRecord *Own =
      Enumerator && SI.isCuda(Enumerator->getLocation())
          ? Table.lookup(Enumerator->getName())
          : nullptr;
  if (Own && !Own->Section.empty())
    for (llvm::StringRef Name : llvm::split(Names, '|'))
      if (const mapping::ApiRecord *Type = Table.lookup(Name);
          Type && Type->Section == Own->Section)
        return Name.str();
  return {};
}

} // namespace hipify::rules
