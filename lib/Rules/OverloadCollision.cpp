//===- OverloadCollision.cpp - functions that would collide once translated
//===//
//
// Two of the project's functions can be distinct in CUDA and one in HIP:
//
//   const char *errstr(cudaError_t e);   // both become
//   const char *errstr(CUresult e);      //   errstr(hipError_t): redefinition
//
// and the project's own overload of a CUDA device function can be one that
// HIP declares too (HIP 5.2 on declares atomicMax, atomicMin, atomicSub and
// atomicCAS on float and double, which CUDA does not):
//
//   __device__ float atomicMax(float *a, float v) { ... }   // redefinition
//
// The rule finds them in the AST and renames the project's function that
// would collide (of overloads that become one, all but the one whose CUDA
// signature sorts first, case aside: the same choice whichever file makes
// it; the project's own overload of a device function HIP declares), at its
// declarations and at every use the parse resolved to it, so each call
// calls exactly the function it called in CUDA:
//
//   errstr(CUresult)           ->  errstr_CUresult(hipError_t)
//   atomicMax(float *, float)  ->  atomicMax_project(float *, float)
//
// Each renamed function is a note (hipify-collision) at its declaration.
// Where the rename cannot be complete -- a call in a template whose
// overload its arguments decide, a call the parse could not resolve (without
// a CUDA SDK, an argument whose CUDA type the parse does not know), a
// constructor or an operator, a virtual function -- the rule renames nothing
// and says so (hipify-manual).
//
// A tree is one program: each file's report lists the functions of external
// linkage whose parameter types the translation changes (FileReport::
// Overloads); where one file saw only some of those that become one (it
// declares errstr(CUresult) itself, another file both), the run translates
// again with the whole tree's (TranslateOptions::TreeOverloads), and the
// rule decides with them. A macro body that names two of them, expanded
// with each, cannot call both: reported (hipify-manual). So is a definition
// in a #if branch the parse did not take that the token-level pass makes
// one of them: its calls there are not resolved.
//
// What HIP declares besides CUDA comes from the tables: a record's
// hip-overload-N=T1|T2 step (an overload with argument N of type T).
//
//===----------------------------------------------------------------------===//

#include "hipify/Rules/Rule.h"

#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <map>
#include <set>

using namespace clang;

namespace hipify::rules {

namespace {

bool identifierChar(char C) { return isAsciiIdentifierContinue(C); }

class OverloadCollision : public AstRule {
public:
  using AstRule::AstRule;

  bool VisitFunctionDecl(FunctionDecl *FD) override {
    if (FD->isFirstDecl() && !FD->isImplicit() && !FD->isInvalidDecl() &&
        !FD->isTemplated() && !FD->isTemplateInstantiation() &&
        !isa<CXXDeductionGuideDecl>(FD) && projects(FD->getLocation()))
      Functions.push_back(FD);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) override {
    if (const auto *FD = dyn_cast<FunctionDecl>(E->getDecl()))
      Uses.emplace_back(E->getLocation(), FD->getCanonicalDecl());
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) override {
    if (const auto *FD = dyn_cast<FunctionDecl>(E->getMemberDecl()))
      Uses.emplace_back(E->getMemberLoc(), FD->getCanonicalDecl());
    return true;
  }
  bool VisitCallExpr(CallExpr *E) override {
    if (E->isTypeDependent())
      if (const auto *O =
              dyn_cast<OverloadExpr>(E->getCallee()->IgnoreParens()))
        InTemplate.insert(O);
    return true;
  }
  bool VisitOverloadExpr(OverloadExpr *E) override {
    for (const NamedDecl *D : E->decls())
      if (const auto *FD = dyn_cast<FunctionDecl>(D->getUnderlyingDecl()))
        Open.emplace_back(E, FD->getCanonicalDecl());
    return true;
  }

  void endAst(ASTContext &AST, const SourceInfo &SI) override {
    PrintingPolicy Policy(SI.LO);
    Policy.SuppressTagKeyword = true;
    // The functions that become one once translated: same scope, name,
    // qualifiers and parameter types as HIP spells them.
    Groups Same;
    // The keys of the functions another file may declare too: only theirs
    // take the tree's overloads (a file's own, static, functions it sees
    // whole), and only the files that declare one translate again with them.
    std::set<std::string> Shared;
    for (const FunctionDecl *FD : Functions) {
      core::Overload O;
      O.Key = FD->getQualifiedNameAsString();
      std::string CudaKey = O.Key;
      if (const auto *M = dyn_cast<CXXMethodDecl>(FD)) {
        std::string Q = " " + M->getMethodQualifiers().getAsString() +
                        std::to_string(M->getRefQualifier());
        O.Key += Q;
        CudaKey += Q;
      }
      for (const ParmVarDecl *P : FD->parameters()) {
        O.Params.push_back(P->getType().getAsString(Policy));
        O.Key += ", " + hipSpelling(O.Params.back());
        CudaKey += ", " + O.Params.back();
      }
      O.Signature = signature(*FD, Policy);
      // One another file may declare otherwise: the run compares them. (A
      // class's members, a file's own functions, each file sees whole; a C
      // function has no overloads: one of its name elsewhere is another
      // program's, a kernel a driver loads by name.)
      if (O.Key != CudaKey && !isa<CXXMethodDecl>(FD) &&
          FD->isExternallyVisible() && !FD->isExternC()) {
        Ctx.sawOverload(O);
        Shared.insert(O.Key);
      }
      Same[O.Key].emplace_back(FD, std::move(O));
      if (auto Type = hipOverload(Ctx.Table, *FD))
        rename(*FD, FD->getNameAsString() + "_project",
               "'" + signature(*FD, Policy) +
                   "' is the project's own overload of a CUDA device "
                   "function that HIP declares too, on " +
                   *Type + " (a redefinition)");
    }
    inactiveDefinitions(Same);
    for (auto &[Key, Group] : Same) {
      // Of the overloads this file and the run's others declare, the one
      // whose CUDA signature sorts first keeps its name: the same choice
      // whichever file decides, in whatever order it declares them.
      std::vector<core::Overload> All;
      for (const auto &[FD, O] : Group)
        All.push_back(O);
      if (auto Tree = Ctx.Opts.TreeOverloads.find(Key);
          Shared.count(Key) && Tree != Ctx.Opts.TreeOverloads.end())
        llvm::append_range(All, Tree->second);
      llvm::sort(All, [](const core::Overload &A, const core::Overload &B) {
        int C = StringRef(A.Signature).compare_insensitive(B.Signature);
        return C ? C < 0 : A.Signature < B.Signature;
      });
      All.erase(std::unique(All.begin(), All.end()), All.end());
      if (All.size() < 2)
        continue;
      const core::Overload &Kept = All.front();
      auto KeptHere = llvm::find_if(
          Group, [&](const auto &P) { return P.second == Kept; });
      std::string KeptAs = "'" + Kept.Signature + "'" +
                           (KeptHere != Group.end() ? line(*KeptHere->first)
                                                    : " (in another file)");
      for (const auto &[FD, O] : Group)
        if (!(O == Kept))
          if (std::string Suffix = suffix(O.Params, Kept.Params);
              !Suffix.empty())
            rename(*FD, FD->getNameAsString() + "_" + Suffix,
                   "'" + O.Signature + "' and " + KeptAs +
                       " become the same function once translated");
    }
  }

private:
  using Groups = std::map<
      std::string, std::vector<std::pair<const FunctionDecl *, core::Overload>>>;

  /// \p Type's words as a comparison sees them: identifiers, '*' and '&',
  /// one space apart; with \p Named, a parameter as written: its last
  /// identifier is its name unless it is the type's only word or a builtin
  /// type's.
  static std::string typeWords(StringRef Type, bool Named) {
    std::vector<StringRef> Words;
    for (StringRef Rest = Type.split('=').first; !Rest.empty();) {
      Rest = Rest.drop_while(
          [](char C) { return !identifierChar(C) && C != '*' && C != '&'; });
      if (Rest.empty())
        break;
      size_t N = identifierChar(Rest.front()) ? Rest.find_if_not(identifierChar)
                                              : 1;
      Words.push_back(Rest.take_front(N));
      Rest = Rest.drop_front(std::min(N, Rest.size()));
    }
    static const llvm::StringSet<> Builtin = {
        "int", "char", "short", "long", "float", "double", "bool", "void",
        "unsigned", "signed", "const", "volatile", "struct", "enum"};
    unsigned Identifiers = llvm::count_if(
        Words, [](StringRef W) { return identifierChar(W.front()); });
    if (Named && Identifiers > 1 && identifierChar(Words.back().front()) &&
        !Builtin.contains(Words.back()))
      Words.pop_back();
    return llvm::join(Words, " ");
  }

  /// The definitions of the project's functions in #if branches the parse
  /// did not take, which the AST does not see but the token-level pass
  /// translates: one that becomes a function of \p Same (the same name and
  /// parameter types as HIP spells them) with other CUDA types is a
  /// redefinition in a build that takes the branch (cuda-samples'
  /// helper_cuda.h: _cudaGetErrorEnum(CUresult) under #ifdef
  /// __cuda_cuda_h__). Its calls cannot be resolved: reported.
  void inactiveDefinitions(const Groups &Same) {
    llvm::StringMap<std::vector<const core::Overload *>> ByName;
    for (const auto &[Key, Group] : Same)
      for (const auto &[FD, O] : Group)
        if (FD->getIdentifier() && FD->getDeclContext()->isFileContext() &&
            FD->getQualifiedNameAsString() == FD->getNameAsString())
          ByName[FD->getName()].push_back(&O);
    if (ByName.empty())
      return;
    for (auto [Begin, End] : Ctx.Facts.Skipped) {
      StringRef Text = Ctx.Buffer.slice(Begin, End);
      for (size_t At = 0; At < Text.size();) {
        size_t Word = Text.find_if_not(identifierChar, At);
        Word = Word == StringRef::npos ? Text.size() : Word;
        StringRef Name = Text.slice(At, Word);
        size_t Next = Text.find_if(identifierChar, std::max(Word, At + 1));
        bool Starts = At == 0 || !identifierChar(Text[At - 1]);
        auto Found = ByName.find(Name);
        At = Next == StringRef::npos ? Text.size() : Next;
        if (!Starts || Found == ByName.end())
          continue;
        StringRef After = Text.drop_front(Word).ltrim();
        if (!After.consume_front("("))
          continue;
        size_t Close = After.find(')');
        if (Close == StringRef::npos ||
            !After.drop_front(Close + 1).ltrim().starts_with("{"))
          continue; // a call or a prototype: no redefinition
        SmallVector<StringRef, 4> Params;
        After.take_front(Close).split(Params, ',');
        std::string Cuda = Name.str() + "(", Hip = Name.str() + "(";
        for (StringRef P : Params) {
          std::string Type = typeWords(P, /*Named=*/true);
          if (Type.empty() || Type == "void")
            continue;
          Cuda += (Cuda.back() == '(' ? "" : ", ") + Type;
          Hip += (Hip.back() == '(' ? "" : ", ") + hipSpelling(Type);
        }
        for (const core::Overload *O : Found->second) {
          std::string Other = Name.str() + "(", OtherHip = Other;
          for (const std::string &P : O->Params) {
            Other += (Other.back() == '(' ? "" : ", ") + typeWords(P, false);
            OtherHip += (OtherHip.back() == '(' ? "" : ", ") +
                        hipSpelling(typeWords(P, false));
          }
          if (Hip != OtherHip || Cuda == Other)
            continue;
          diag(Begin + Text.drop_back(Text.size() - Word).size() - Name.size(),
               core::Severity::Warning,
               "'" + Cuda + ")', in a #if branch the parse did not take, and '" +
                   O->Signature +
                   "' become the same function once translated: a build "
                   "that takes the branch defines it twice; rename one by "
                   "hand (the calls in that branch were not resolved)",
               Tag::Manual);
          break;
        }
      }
    }
  }

  /// Whether \p Loc is in the project's code (not CUDA's, not a system
  /// header's).
  bool projects(SourceLocation Loc) const {
    SourceLocation At = Info->SM.getExpansionLoc(Loc);
    return At.isValid() && !Info->SM.isInSystemHeader(At) && !Info->isCuda(At);
  }

  /// \p Type (as clang prints it) with each CUDA name the target renames in
  /// its HIP spelling.
  std::string hipSpelling(llvm::StringRef Type) const {
    std::string Out;
    while (!Type.empty()) {
      size_t Word = identifierChar(Type.front())
                        ? Type.find_if_not(identifierChar)
                        : Type.find_if(identifierChar);
      llvm::StringRef Piece = Type.take_front(Word);
      Type = Type.drop_front(Piece.size());
      if (const mapping::ApiRecord *R = Ctx.Table.lookup(Piece))
        if (mapping::Decision D = Ctx.Table.decide(*R, Ctx.Opts.Targets);
            D.Rename) {
          Out += D.To;
          continue;
        }
      Out += Piece;
    }
    return Out;
  }

  /// f(cudaError_t, int): the name and the parameter types as written.
  static std::string signature(const FunctionDecl &FD,
                               const PrintingPolicy &Policy) {
    std::string S = FD.getNameAsString() + "(";
    for (const ParmVarDecl *P : FD.parameters())
      S += (P->getFunctionScopeIndex() ? ", " : "") +
           P->getType().getAsString(Policy);
    return S + ")";
  }

  /// The names of the first parameter type of \p Params written otherwise
  /// than in \p Kept, joined by '_' (CUresult): what tells the two apart in
  /// CUDA; empty where nothing does (a parse that did not know the types).
  static std::string suffix(llvm::ArrayRef<std::string> Params,
                            llvm::ArrayRef<std::string> Kept) {
    for (unsigned I = 0; I < Params.size() && I < Kept.size(); ++I) {
      if (Params[I] == Kept[I])
        continue;
      std::string Out;
      for (llvm::StringRef Rest = Params[I]; !Rest.empty();) {
        Rest = Rest.drop_until(identifierChar);
        llvm::StringRef Word = Rest.take_while(identifierChar);
        Rest = Rest.drop_front(Word.size());
        if (!Word.empty() && Word != "const" && Word != "volatile")
          Out += (Out.empty() ? "" : "_") + Word.str();
      }
      if (!Out.empty())
        return Out;
    }
    return "";
  }

  /// " (line N)" where \p FD is declared in this file.
  std::string line(const FunctionDecl &FD) const {
    if (!Info->offset(Info->SM.getSpellingLoc(FD.getLocation())))
      return "";
    return " (line " +
           std::to_string(Info->SM.getPresumedLineNumber(
               Info->SM.getSpellingLoc(FD.getLocation()))) +
           ")";
  }

  /// Renames \p FD to \p To at its declarations and uses in this file, or
  /// says why it cannot (\p Why: what would collide).
  void rename(const FunctionDecl &FD, const std::string &To,
              const std::string &Why) {
    const FunctionDecl *Canonical = FD.getCanonicalDecl();
    std::vector<SourceLocation> Places;
    for (const FunctionDecl *D : FD.redecls())
      Places.push_back(D->getLocation());
    for (const auto &[Loc, Callee] : Uses)
      if (Callee == Canonical)
        Places.push_back(Loc);
    auto First = Info->spelledAt(Places.front());
    std::optional<unsigned> Where = First;
    const auto *M = dyn_cast<CXXMethodDecl>(&FD);
    std::string Blocker;
    if (!FD.getIdentifier())
      Blocker = "a constructor or an operator cannot be renamed";
    else if (M && M->isVirtual())
      Blocker = "a virtual function is renamed with those it overrides";
    for (const auto &[Call, Callee] : Open)
      if (Callee == Canonical && Blocker.empty()) {
        SourceLocation Loc = Call->getNameLoc();
        Blocker = "a call at line " +
                  std::to_string(Info->SM.getPresumedLineNumber(
                      Info->SM.getExpansionLoc(Loc))) +
                  (InTemplate.contains(Call)
                       ? " is in a template, whose arguments decide which "
                         "overload it calls"
                       : " is one the parse could not resolve");
        Where = Where ? Where : Info->spelledAt(Loc);
      }
    // A macro's body that names it and, where expanded elsewhere, another
    // function: one spelling cannot call both once translated.
    for (const auto &[Loc, Callee] : Uses) {
      if (Callee != Canonical || !Loc.isMacroID() || !Blocker.empty())
        continue;
      SourceLocation At = Info->SM.getSpellingLoc(Loc);
      for (const auto &[Other, OtherCallee] : Uses)
        if (OtherCallee != Canonical && Other.isMacroID() &&
            Info->SM.getSpellingLoc(Other) == At) {
          Blocker = "the macro body at line " +
                    std::to_string(Info->SM.getPresumedLineNumber(At)) +
                    " names it and, expanded elsewhere, '" +
                    OtherCallee->getNameAsString() +
                    "' of other parameter types: one spelling cannot call "
                    "both";
          Where = Where ? Where : Info->spelledAt(Loc);
          break;
        }
    }
    std::vector<unsigned> Offsets;
    for (SourceLocation Loc : Places) {
      SourceLocation At = Info->SM.getSpellingLoc(Loc);
      if (!Info->inFile(At))
        continue; // another file's: its own translation renames it
      auto Offset = Info->offset(At);
      if (!Offset || !Ctx.Buffer.substr(*Offset).starts_with(FD.getName()))
        Blocker = "a macro spells it";
      else
        Offsets.push_back(*Offset);
      Where = Where ? Where : Offset;
    }
    if (!Where)
      return;
    if (!Blocker.empty()) {
      diag(*Where, core::Severity::Warning,
           Why + "; rename it by hand (" + Blocker + ")", Tag::Manual);
      return;
    }
    llvm::sort(Offsets);
    Offsets.erase(std::unique(Offsets.begin(), Offsets.end()), Offsets.end());
    unsigned Group = Ctx.newEditGroup();
    for (unsigned Offset : Offsets)
      replace(Ctx, origin(), Offset, FD.getName().size(), To, Group,
              /*Counted=*/true);
    diag(*Where, core::Severity::Note,
         Why + ": renamed '" + To + "' here and at its uses (" +
             std::to_string(Offsets.size()) +
             " in this file), so each call calls the function it called",
         Tag::Collision);
  }

  std::vector<const FunctionDecl *> Functions; // the project's, first decls
  /// Where a function is named, and which (canonical declaration).
  std::vector<std::pair<SourceLocation, const FunctionDecl *>> Uses;
  /// An overload set named where the parse did not pick one (a template's
  /// call, an ambiguous one), and each function in it.
  std::vector<std::pair<const OverloadExpr *, const FunctionDecl *>> Open;
  /// Those that a template's call names, resolved by its arguments.
  llvm::SmallPtrSet<const OverloadExpr *, 4> InTemplate;
};

constexpr Tag Diagnostics[] = {Tag::Collision, Tag::Manual};

} // namespace

extern const RuleSpec OverloadCollisionRule = {
    rewrite::Producer::OverloadCollision,
    "renames the project's functions that would collide once translated, at "
    "their declarations and every use, in every file of the tree: of "
    "overloads that become one, all but the one whose CUDA signature sorts "
    "first (f(CUresult) beside f(cudaError_t): f_CUresult(hipError_t)); an "
    "overload of a device function HIP declares too (atomicMax on float: "
    "atomicMax_project)",
    "",
    Diagnostics,
    always,
    create<OverloadCollision>};

} // namespace hipify::rules
