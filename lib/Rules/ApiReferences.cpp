//===- ApiReferences.cpp - rename CUDA names the parser resolved ----------===//
//
// Walks the AST (not template instantiations: each piece of source is seen
// once) and the preprocessor's macro expansions. A reference is renamed when
// its declaration lives in a CUDA header and its name is in the mapping
// table; a project's own declaration that happens to share a CUDA name is
// left alone. Every identifier the AST resolved is "claimed", so the lexical
// pass that follows does not second-guess the parser.
//
// A reference spelled in a macro body is renamed in the #define, once, however
// often the macro is expanded (identical edits collapse in the engine).
//
// A name is renamed everywhere or nowhere. A CUDA name the project declares
// itself (a typedef, tag, enumerator or variable, a function it defines: the
// dynlink headers that re-declare the driver API) is the project's: it keeps
// its name at the declaration and at every use (FileContext::isProjectName,
// which the token-level half reads too), said once where it is declared. Only a
// declaration that merely repeats CUDA's (a function prototype, a namespace
// reopened) is CUDA's, and renamed with it. A macro with a CUDA name is
// renamed wherever it is defined, at its #define (the token-level half) and at
// each expansion: the HIP twin it becomes is no conflict in a HIP build.
//
//===----------------------------------------------------------------------===//

#include "ApiTokens.h"

#include "hipify/Mapping/Helpers.h"
#include "hipify/Rules/Rule.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DynamicRecursiveASTVisitor.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"

#include <map>

using namespace clang;

namespace hipify::rules {

namespace {

/// Shared by the AST visitor and the macro callbacks.
class ReferenceSink {
public:
  ReferenceSink(const SourceInfo &SI, FileContext &Ctx, Rule &Owner)
      : SI(SI), Ctx(Ctx), Owner(Owner) {}

  /// The record key of \p Name, declared in \p D or a member of it, where
  /// the tables name it with the outermost namespace around \p D: NS::NAME
  /// (CUDA's cooperative groups: cooperative_groups::reduce, whose plain
  /// name is many libraries', a group's member too, as CUDA's classes are
  /// not HIP's). "" where they do not, or for a framework's record (the
  /// token pass's, with its namespace as written).
  std::string qualifiedKey(const Decl *D, StringRef Name) const {
    const NamespaceDecl *Outer = nullptr;
    for (const DeclContext *C = D->getDeclContext(); C; C = C->getParent())
      if (const auto *N = dyn_cast<NamespaceDecl>(C);
          N && !N->isAnonymousNamespace())
        Outer = N;
    if (!Outer)
      return "";
    std::string Key = (Outer->getName() + "::" + Name).str();
    const mapping::ApiRecord *R = Ctx.Table.lookup(Key);
    return R && !mapping::isTorch(*R) ? Key : "";
  }

  /// The name \p Name spelled at \p Loc refers to an entity that is
  /// CUDA's (\p Cuda) or the project's; its record is \p Key's where one is
  /// given (a qualified name), else \p Name's.
  void reference(SourceLocation Loc, StringRef Name, bool Cuda,
                 StringRef Key = "") {
    auto Offset = SI.spelledAt(Loc);
    if (!Offset && Cuda && !Name.empty())
      optInOfHeader(Loc, Key.empty() ? Name : Key);
    if (!Offset || Name.empty())
      return;
    // The token must spell the name: not one pasted by ##, nor a misspelling
    // clang's typo correction resolved to another declaration. Such tokens
    // are left to the token-level half.
    StringRef Spelled = Ctx.Buffer.substr(*Offset, Name.size() + 1);
    if (!Spelled.starts_with(Name) ||
        (Spelled.size() > Name.size() &&
         (llvm::isAlnum(Spelled.back()) || Spelled.back() == '_')))
      return;
    const mapping::ApiRecord *R = Ctx.Table.lookup(Key.empty() ? Name : Key);
    if (R && mapping::isTorch(*R))
      return; // the token pass's, with its namespace
    // Already seen (a macro body expanded again), or a guard's to rewrite.
    if (!Ctx.claim(*Offset) || Ctx.isProtected(*Offset))
      return;
    if (auto It = CalledAs.find(*Offset); It != CalledAs.end())
      R = It->second;
    if (auto It = MissingFor.find(*Offset); It != MissingFor.end()) {
      std::string What = "'" + Name.str() + "' on '" + It->second + "': HIP " +
                         Ctx.Opts.Targets.Hip.getAsString() +
                         " has no such overload";
      // The record's helper has it, on the HIP type the CUDA one becomes.
      const mapping::ApiRecord *Type = Ctx.Table.lookup(It->second);
      auto Family = R ? mapping::helperNamed(R->Helper) : std::nullopt;
      if (!Family ||
          (Type && !Ctx.Table.decide(*Type, Ctx.Opts.Targets).Rename) ||
          ((R->Flags & mapping::FlagHelperForOverload) &&
           !Ctx.Table.decide(*R, Ctx.Opts.Targets).Rename)) {
        Owner.diag(*Offset, core::Severity::Warning,
                   What + "; translate the call by hand; left unchanged",
                   Tag::Unsupported, R);
        return;
      }
      replace(Ctx, recordOrigin(*R, rewrite::Producer::ApiRename), *Offset,
              Name.size(), R->HelperName.str(), 0, /*Counted=*/true);
      Ctx.usesHelper(*Family);
      Owner.diag(*Offset, core::Severity::Note,
                 mapping::helperNote(What, *Family, R->HelperName),
                 Tag::Helper, R);
      return;
    }
    if (R && isProjectName(*R))
      return;
    if (Cuda)
      Ctx.refersToCuda();
    // Built-in records rename CUDA's declarations only; a user's records
    // (--mappings) also rename the project's own, which is their purpose,
    // and so do a framework's, whose headers may be the project's.
    if (R && (Cuda || mapping::renamesProjectDeclarations(*R)))
      rules::reference(Ctx, *Offset, Name.size(), *R, rewrite::Tier::Ast,
                       rewrite::Producer::ApiRename, OldForm.contains(*Offset));
  }

  /// A CUDA name (record key \p Key) used at \p Loc in a header of the
  /// project this file includes, which the target HIP declares only where a
  /// macro is defined (HIP_ENABLE_WARP_SYNC_BUILTINS, 6.2 to 6.4). The macro
  /// must be defined before the unit's first HIP header: the header's own
  /// definition comes too late when the file included one before it, so
  /// the file defines it as well (FileContext::needsOptIn).
  void optInOfHeader(SourceLocation Loc, StringRef Key) {
    SourceLocation At = SI.SM.getSpellingLoc(Loc);
    if (SI.SM.isInSystemHeader(At) || SI.isCuda(At))
      return;
    const mapping::ApiRecord *R = Ctx.Table.lookup(Key);
    if (!R || R->HipOptIn.empty() || isProjectName(*R))
      return;
    mapping::Decision D = Ctx.Table.decide(*R, Ctx.Opts.Targets);
    if (D.Rename && !D.OptIn.empty())
      Ctx.needsOptIn(D.OptIn, D.To);
  }

  /// Whether \p R names something the project declares itself (see the file
  /// comment); a user's or a framework's record renames it all the same.
  bool isProjectName(const mapping::ApiRecord &R) const {
    return Ctx.isProjectName(R.Cuda) && !mapping::renamesProjectDeclarations(R);
  }

  /// Where the entity was first declared decides whether it is CUDA's: a
  /// project may reopen namespace cub or redeclare a CUDA function.
  void reference(SourceLocation Loc, const NamedDecl *D) {
    if (!D || !D->getIdentifier())
      return;
    if (auto Offset = SI.spelledAt(Loc); Offset && DeadCases.contains(*Offset))
      return;
    reference(Loc, D->getName(),
              SI.isCuda(D->getCanonicalDecl()->getLocation()),
              qualifiedKey(D, D->getName()));
    // A name of CUDA's the tables do not know: rule unknown-name's.
  }

  /// `struct cudaGraphicsResource *r`: HIP's name may be a typedef
  /// (hipGraphicsResource), which no `struct` may precede; C++ needs no
  /// keyword before a type's name, so the one before a CUDA type HIP names
  /// otherwise goes with the rename.
  void elaborated(TagTypeLoc TL) {
    const TagDecl *D = TL.getDecl();
    auto Keyword = SI.spelledAt(TL.getElaboratedKeywordLoc());
    auto Name = SI.spelledAt(TL.getNameLoc());
    if (!SI.LO.CPlusPlus || !Keyword || !Name || *Name <= *Keyword ||
        !D->getIdentifier() || !SI.isCuda(D->getCanonicalDecl()->getLocation()))
      return;
    StringRef Between = Ctx.Buffer.slice(*Keyword, *Name);
    StringRef Word = Between.rtrim(" \t");
    if (Word.size() == Between.size() ||
        !is_contained({"struct", "class", "union", "enum"}, Word))
      return;
    const mapping::ApiRecord *R = Ctx.Table.lookup(D->getName());
    if (!R || isProjectName(*R))
      return;
    // A helper declares the type as CUDA does (an enum as an enum): the
    // keyword stays, which compat mode's macro for the name leaves valid.
    mapping::Decision Dn = Ctx.Table.decide(*R, Ctx.Opts.Targets);
    if (!Dn.Rename || Dn.To.empty() || Dn.To == R->Cuda || Dn.HelperFamily)
      return;
    rewrite::Edit E;
    E.Offset = *Keyword;
    E.Length = Between.size();
    E.From = {rewrite::Producer::ApiRename, R->Cuda, rewrite::Tier::Ast, R->Category,
              R->Library};
    Ctx.edit(std::move(E));
  }

  /// `case X:` where X is CUDA's enumerator: rules::deadCase.
  void deadCase(const CaseStmt &S) {
    const auto *Ref = dyn_cast<DeclRefExpr>(S.getLHS()->IgnoreParenImpCasts());
    const auto *E = Ref ? dyn_cast<EnumConstantDecl>(Ref->getDecl()) : nullptr;
    if (!E || S.getRHS() || !SI.isCuda(E->getCanonicalDecl()->getLocation()) ||
        Ctx.Table.forgotten(E->getName()))
      return;
    const mapping::ApiRecord *R = Ctx.Table.lookup(E->getName());
    if (R && isProjectName(*R))
      return;
    auto Begin = SI.spelledAt(S.getKeywordLoc());
    auto Name = SI.spelledAt(Ref->getLocation());
    auto Colon = SI.spelledAt(S.getColonLoc());
    if (Begin && Name && Colon && *Colon > *Name &&
        rules::deadCase(Ctx, *Begin, *Name, *Colon + 1, E->getName(), R,
                        rewrite::Tier::Ast))
      DeadCases.insert(*Name);
  }

  const SourceInfo &SI;
  FileContext &Ctx;
  Rule &Owner;
  /// Offsets of the enumerators of the case labels deadCase commented out.
  llvm::DenseSet<unsigned> DeadCases;
  /// Calls of an overload HIP names otherwise, by the offset of the called
  /// name: the record whose name they take.
  std::map<unsigned, const mapping::ApiRecord *> CalledAs;
  /// Calls in the form from before their record's cuda-changed (old-arity,
  /// old-integer), by the offset of the called name.
  llvm::DenseSet<unsigned> OldForm;
  /// Calls whose overload the target HIP lacks (a missing-for step), with
  /// the CUDA type the argument points to: the record's helper's where it
  /// has one, else reported.
  std::map<unsigned, std::string> MissingFor;
};

/// Whether \p Arg, as written, is an integer (a device, a count, flags), and
/// not a null pointer spelled NULL.
bool integer(const Expr &Arg) {
  const Expr *E = Arg.IgnoreParenImpCasts();
  return !isa<GNUNullExpr>(E) &&
         E->getType()->isIntegralOrUnscopedEnumerationType();
}

class ReferenceVisitor : public AstVisitor {
public:
  explicit ReferenceVisitor(ReferenceSink &Sink) : Sink(Sink) {}

  bool VisitCallExpr(CallExpr *E) override {
    llvm::ArrayRef<const Expr *> Args(E->getArgs(), E->getNumArgs());
    call(calledFunction(*E), calleeNameLoc(*E),
         Args.take_front(writtenArguments(*E)));
    return true;
  }
  /// A call clang could not resolve (CUDA 12's cudaMemPrefetchAsync(p, n,
  /// device, stream) against CUDA 13's headers): the callee, then the
  /// arguments.
  bool VisitRecoveryExpr(RecoveryExpr *E) override {
    llvm::ArrayRef<Expr *> Parts = E->subExpressions();
    const Expr *Callee =
        Parts.empty() ? nullptr : Parts.front()->IgnoreParenImpCasts();
    const NamedDecl *FD = nullptr;
    SourceLocation NameLoc;
    if (const auto *Ref = dyn_cast_or_null<DeclRefExpr>(Callee)) {
      FD = Ref->getDecl();
      NameLoc = Ref->getLocation();
    } else if (const auto *Lookup = dyn_cast_or_null<OverloadExpr>(Callee)) {
      FD = Lookup->getNumDecls() ? *Lookup->decls_begin() : nullptr;
      NameLoc = Lookup->getNameLoc();
    }
    if (FD)
      call(FD, NameLoc, llvm::ArrayRef<const Expr *>(Parts.drop_front()));
    return true;
  }

  bool VisitCaseStmt(CaseStmt *S) override {
    Sink.deadCase(*S);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) override {
    Sink.reference(E->getLocation(), E->getDecl());
    return true;
  }
  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *E) override {
    if (E->getNumDecls() == 0)
      return true;
    // A cooperative group's function found through a using-declaration
    // (`using cooperative_groups::reduce;`) is looked up as the group's.
    const NamedDecl *D = *E->decls_begin();
    if (const NamedDecl *U = D->getUnderlyingDecl();
        U != D && U->getIdentifier() &&
        !Sink.qualifiedKey(U, U->getName()).empty())
      D = U;
    Sink.reference(E->getNameLoc(), D);
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) override {
    // Members are never renamed, but the token-level half must not rename them.
    // One the tables name with its namespace is looked up (a cooperative
    // group's HIP lacks at the target).
    const ValueDecl *Member = E->getMemberDecl();
    std::string Key = Member->getIdentifier()
                          ? Sink.qualifiedKey(Member, Member->getName())
                          : "";
    if (!Key.empty())
      Sink.reference(E->getMemberLoc(), Member->getName(),
                     Sink.SI.isCuda(Member->getCanonicalDecl()->getLocation()),
                     Key);
    else if (auto Offset = Sink.SI.spelledAt(E->getMemberLoc()))
      Sink.Ctx.claim(*Offset);
    return true;
  }
  /// tile.meta_group_rank() in a template, where tile is a
  /// cg::thread_block_tile<N> of a template parameter N: the member is
  /// unresolved, but the group's template is known (not where the group's
  /// type is itself unknown: auto tile = cg::tiled_partition<N>(block)).
  bool
  VisitCXXDependentScopeMemberExpr(CXXDependentScopeMemberExpr *E) override {
    QualType Base = E->getBaseType();
    if (E->isArrow() && !Base.isNull() && Base->isPointerType())
      Base = Base->getPointeeType();
    // (Canonical: through an alias template, tile_t<N>, to the group's.)
    const auto *Spec =
        Base.isNull()
            ? nullptr
            : Base.getCanonicalType()->getAs<TemplateSpecializationType>();
    const TemplateDecl *Group =
        Spec ? Spec->getTemplateName().getAsTemplateDecl() : nullptr;
    const IdentifierInfo *Member = E->getMember().getAsIdentifierInfo();
    if (!Group || !Member)
      return true;
    std::string Key = Sink.qualifiedKey(Group, Member->getName());
    if (!Key.empty())
      Sink.reference(E->getMemberLoc(), Member->getName(),
                     Sink.SI.isCuda(Group->getLocation()), Key);
    return true;
  }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) override {
    Sink.reference(TL.getNameLoc(), TL.getDecl());
    return true;
  }
  bool VisitRecordTypeLoc(RecordTypeLoc TL) override {
    Sink.reference(TL.getNameLoc(), TL.getDecl());
    Sink.elaborated(TL);
    return true;
  }
  bool VisitEnumTypeLoc(EnumTypeLoc TL) override {
    Sink.reference(TL.getNameLoc(), TL.getDecl());
    Sink.elaborated(TL);
    return true;
  }
  bool VisitUsingTypeLoc(UsingTypeLoc TL) override {
    Sink.reference(TL.getNameLoc(), TL.getDecl());
    return true;
  }
  bool VisitTemplateSpecializationTypeLoc(
      TemplateSpecializationTypeLoc TL) override {
    if (TemplateDecl *TD =
            TL.getTypePtr()->getTemplateName().getAsTemplateDecl())
      Sink.reference(TL.getTemplateNameLoc(), TD);
    return true;
  }
  bool VisitNestedNameSpecifierLoc(NestedNameSpecifierLoc NNS) override {
    if (NNS && NNS.getNestedNameSpecifier().getKind() ==
                   NestedNameSpecifier::Kind::Namespace)
      Sink.reference(NNS.getLocalBeginLoc(),
                     NNS.getNestedNameSpecifier()
                         .getAsNamespaceAndPrefix()
                         .Namespace);
    return true;
  }
  bool VisitUsingDirectiveDecl(UsingDirectiveDecl *D) override {
    Sink.reference(D->getIdentLocation(), D->getNominatedNamespaceAsWritten());
    return true;
  }
  bool VisitUsingDecl(UsingDecl *D) override {
    // using ::cudaMalloc; names the CUDA declaration it brings in.
    if (!D->shadows().empty())
      Sink.reference(D->getLocation(),
                     (*D->shadow_begin())->getTargetDecl());
    return true;
  }
  bool VisitNamedDecl(NamedDecl *D) override {
    if (isa<UsingDecl, UsingDirectiveDecl>(D))
      return true; // their names are references, visited above
    // A declaration's own name: the project's, never renamed lexically, but
    // renamed when it redeclares a CUDA entity (namespace cub { ... }), or
    // is a framework's or a user mapping file's name.
    // A constructor is spelled with its class's name, and renamed with it.
    const NamedDecl *Named = D;
    if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(D))
      Named = Ctor->getParent();
    const mapping::ApiRecord *R =
        Named->getIdentifier() ? Sink.Ctx.Table.lookup(Named->getName())
                               : nullptr;
    auto Offset = Sink.SI.spelledAt(D->getLocation());
    // The project's overload of a device function HIP declares too is
    // renamed (overload-collision): the name stays CUDA's elsewhere.
    const auto *FD = dyn_cast<FunctionDecl>(D);
    if (R && Named == D && ownDeclaration(*D) &&
        !(FD && hipOverload(Sink.Ctx.Table, *FD)))
      Sink.Ctx.declaredByProject(*R, Offset);
    if (R && mapping::isTorch(*R))
      return true; // the token pass's, with its namespace
    if (Offset) {
      Sink.Ctx.claim(*Offset);
      if (R && !Sink.isProjectName(*R) &&
          (mapping::renamesProjectDeclarations(*R) ||
           (Named->getCanonicalDecl() != Named &&
            Sink.SI.isCuda(Named->getCanonicalDecl()->getLocation()))))
        rules::reference(Sink.Ctx, *Offset, Named->getName().size(), *R,
                         rewrite::Tier::Ast, rewrite::Producer::ApiRename);
    }
    if (D->hasAttr<CUDAGlobalAttr>() || D->hasAttr<CUDADeviceAttr>() ||
        D->hasAttr<CUDASharedAttr>() || D->hasAttr<CUDAConstantAttr>())
      if (Sink.SI.offset(Sink.SI.SM.getExpansionLoc(D->getLocation())))
        Sink.Ctx.refersToCuda();
    return true;
  }

private:
  /// The struct that \p Arg, as written, points to (atomicAdd(__half *, ...)).
  /// Whether \p D, in one of the project's files and at global scope,
  /// declares something of the project's own (see the file comment), not
  /// one of CUDA's again.
  bool ownDeclaration(const NamedDecl &D) const {
    const SourceManager &SM = Sink.SI.SM;
    SourceLocation Loc = SM.getExpansionLoc(D.getLocation());
    // CUDA's names are global: a member, a local or a name in a namespace
    // of the project's is another name (an enumerator is its enum's scope's).
    const DeclContext *Scope = D.getDeclContext();
    if (isa<EnumConstantDecl>(D))
      Scope = Scope->getParent();
    if (Loc.isInvalid() || SM.isInSystemHeader(Loc) || Sink.SI.isCuda(Loc) ||
        !Scope->getRedeclContext()->isTranslationUnit())
      return false;
    if (D.isInvalidDecl() || isa<TypedefNameDecl, EnumConstantDecl, VarDecl>(D))
      return true;
    if (const auto *Tag = dyn_cast<TagDecl>(&D))
      return Tag->isThisDeclarationADefinition();
    if (const auto *F = dyn_cast<FunctionDecl>(&D))
      return F->doesThisDeclarationHaveABody() ||
             !Sink.SI.isCuda(F->getCanonicalDecl()->getLocation());
    return false;
  }

  /// A call of \p FD named at \p NameLoc with \p Args as written: one
  /// with the argument count of a called-as-N=NAME step is NAME's
  /// (cudaEventCreate(&e, flags) is cudaEventCreateWithFlags); one that an
  /// old-arity or old-integer step finds in the form from before CUDA
  /// changed it is the HIP counterpart's (cudaMemPrefetchAsync(p, n, device,
  /// stream)); one that a later-as step finds in the later form is NAME's
  /// where the target HIP has NAME's counterpart (CUDA 13's
  /// cudaMemPrefetchAsync(p, n, location, flags) is HIP 7.1's
  /// hipMemPrefetchAsync_v2); one whose argument a missing-for step names
  /// points to one of the step's CUDA types, or has one, calls an overload
  /// HIP lacks (atomicAdd on a __half, cublasGemmEx with a cudaDataType
  /// compute type): the helper's, or reported. Noted before its callee is visited,
  /// which renames it.
  void call(const NamedDecl *FD, SourceLocation NameLoc,
            llvm::ArrayRef<const Expr *> Args) {
    const mapping::ApiRecord *R =
        FD && FD->getIdentifier() ? Sink.Ctx.Table.lookup(FD->getName())
                                  : nullptr;
    auto Offset = R && !R->Rewriter.empty() ? Sink.SI.spelledAt(NameLoc)
                                            : std::nullopt;
    if (!Offset)
      return;
    unsigned Count = Args.size();
    for (const mapping::RewriterStep &S : mapping::rewriterSteps(R->Rewriter)) {
      if (S.Family == mapping::Family::CalledAs && S.N == Count)
        if (const mapping::ApiRecord *As = Sink.Ctx.Table.lookup(S.Value))
          Sink.CalledAs[*Offset] = As;
      if ((S.Family == mapping::Family::OldArity && S.N == Count) ||
          (S.Family == mapping::Family::OldInteger && S.N < Count && integer(*Args[S.N])))
        Sink.OldForm.insert(*Offset);
      if (S.Family == mapping::Family::MissingFor && S.N < Count &&
          Sink.SI.isCuda(FD->getLocation()))
        if (std::string Type = missingOverloadType(*Args[S.N], S.Value,
                                                   Sink.SI, Sink.Ctx.Table);
            !Type.empty())
          Sink.MissingFor[*Offset] = Type;
      if (S.Family == mapping::Family::LaterAs && S.N < Count && !integer(*Args[S.N]))
        if (const mapping::ApiRecord *As = Sink.Ctx.Table.lookup(S.Value);
            As && Sink.Ctx.Table.decide(*As, Sink.Ctx.Opts.Targets).Rename)
          Sink.CalledAs[*Offset] = As;
    }
  }

  ReferenceSink &Sink;
};

/// A macro expansion to take as a reference once the parse is done.
struct Expansion {
  SourceLocation Loc;
  StringRef Spelled; // the identifier table's
  bool Cuda;
};

class MacroReferences : public PPCallbacks {
public:
  MacroReferences(const SourceInfo &SI, FileContext &Ctx,
                  std::vector<Expansion> &Expansions)
      : SI(SI), Ctx(Ctx), Expansions(Expansions) {}

  /// A macro with a CUDA name is renamed wherever it is defined: the
  /// token-level half renames the project's #define of it too, so the name is
  /// renamed everywhere (a HIP header that defines the twin alike is no
  /// conflict). Another of the project's own macros is no use of CUDA (one
  /// expanded in another's body, `#define B (A + 1)`, made a plain C++
  /// file include the HIP runtime). Taken when the parse is done: the
  /// declaration a CUDA macro expands in may be the project's own of the
  /// name (`extern T *cuGraphicsResourceSetMapFlags;`, which cuda.h makes
  /// cuGraphicsResourceSetMapFlags_v2), known once clang has said so.
  void MacroExpands(const Token &Name, const MacroDefinition &MD,
                    SourceRange Range, const MacroArgs *Args) override {
    const MacroInfo *MI = MD.getMacroInfo();
    if (!MI)
      return;
    StringRef Spelled = Name.getIdentifierInfo()->getName();
    const mapping::ApiRecord *R = Ctx.Table.lookup(Spelled);
    // The project's macro of a name a helper stands in for is the
    // project's: no macro has the helper's name (hipify::__syncwarp).
    bool Cuda =
        SI.isCuda(MI->getDefinitionLoc()) ||
        (R && !Ctx.Table.decide(*R, Ctx.Opts.Targets).helperQualified());
    // Kept only where ReferenceSink::reference will use it: spelled in this
    // file, or a CUDA macro whose record asks its HIP header's opt-in (the
    // headers' own expansions, most of the unit's, are neither).
    if (!SI.spelledAt(Name.getLocation()) &&
        !(Cuda && R && !R->HipOptIn.empty()))
      return;
    Expansions.push_back({Name.getLocation(), Spelled, Cuda});
  }

private:
  const SourceInfo &SI;
  FileContext &Ctx;
  std::vector<Expansion> &Expansions;
};

/// The rule: the preprocessor's macro expansions and the AST's references,
/// and at token level the names the AST never saw (ApiTokens).
class ApiRename : public Rule {
public:
  explicit ApiRename(FileContext &Ctx) : Rule(Ctx), Tokens(Ctx) {}
  void start() override { Tokens.collectDeclared(); }
  lexical::TokenHooks *tokens() override { return &Tokens; }
  std::unique_ptr<PPCallbacks> preprocessor(const SourceInfo &SI) override {
    return std::make_unique<MacroReferences>(SI, Ctx, Expansions);
  }
  AstVisitor *visitor(ASTContext &, const SourceInfo &SI) override {
    Sink.emplace(SI, Ctx, *this);
    for (const Expansion &E : Expansions)
      Sink->reference(E.Loc, E.Spelled, E.Cuda);
    Expansions.clear();
    Visitor.emplace(*Sink);
    return &*Visitor;
  }

private:
  std::vector<Expansion> Expansions;
  std::optional<ReferenceSink> Sink;
  std::optional<ReferenceVisitor> Visitor;
  ApiTokens Tokens;
};

constexpr Tag Diagnostics[] = {
    Tag::Unsupported, Tag::Manual,     Tag::Deprecated,  Tag::CudaDeprecated,
    Tag::CudaRemoved, Tag::HipChanged, Tag::ProjectName, Tag::DeadCase,
    Tag::Helper,      Tag::MacroTest,  Tag::TorchKept};

} // namespace

extern const RuleSpec ApiRenameRule = {
    rewrite::Producer::ApiRename,
    "renames CUDA functions, types, enumerators, macros and namespaces",
    "--hip-version, --cuda-version, --roc, --miopen, --experimental, "
    "--mappings, --translate-strings, "
    "--skip-excluded-preprocessor-conditional-blocks, --torch",
    Diagnostics,
    always,
    create<ApiRename>};

} // namespace hipify::rules
