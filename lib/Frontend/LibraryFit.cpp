//===- LibraryFit.cpp - may a file's parse start from the library prelude? ===//

#include "LibraryFit.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DynamicRecursiveASTVisitor.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Token.h"
#include "llvm/Support/FormatVariadic.h"

#include <optional>

using namespace clang;
using namespace llvm;

namespace hipify::frontend {

std::string libraryHeaderText(ArrayRef<std::string> Headers) {
  std::string Text;
  for (const std::string &H : Headers)
    Text += "#include <" + H + ">\n";
  return Text;
}

LibraryFit::LibraryFit(const SourceManager &SM, ArrayRef<std::string> Names,
                       const LibraryFacts &Facts)
    : SM(SM), Facts(Facts) {
  for (const std::string &N : Names)
    Headers.insert(N);
}

bool LibraryFit::inProject(SourceLocation Loc) const {
  Loc = SM.getExpansionLoc(Loc);
  return Loc.isValid() && !SM.isInSystemHeader(Loc);
}

StringRef LibraryFit::owner(SourceLocation Loc) {
  if (Loc.isInvalid())
    return "";
  FileID F = SM.getFileID(SM.getExpansionLoc(Loc));
  if (auto It = Owners.find(F); It != Owners.end())
    return It->second;
  // In the library part when an #include of LibraryHeader is up the chain.
  bool InLibrary = false;
  for (FileID Up = F; Up.isValid();) {
    OptionalFileEntryRef File = SM.getFileEntryRefForID(Up);
    if (File && File->getName() == LibraryHeader) {
      InLibrary = Up != F;
      break;
    }
    SourceLocation Parent = SM.getIncludeLoc(Up);
    Up = Parent.isValid() ? SM.getFileID(Parent) : FileID();
  }
  OptionalFileEntryRef File = SM.getFileEntryRefForID(F);
  return Owners[F] = InLibrary && File ? File->getName() : StringRef();
}

void LibraryFit::use(SourceLocation Loc, StringRef Owner, const char *What) {
  if (inProject(Loc))
    Uses.push_back({SM.getExpansionLoc(Loc), Owner, What});
}

void LibraryFit::diagnostic(DiagnosticsEngine::Level Level,
                            SourceLocation Loc) {
  if (Level >= DiagnosticsEngine::Error) {
    LastError = inProject(Loc) ? SM.getExpansionLoc(Loc) : SourceLocation();
    if (!owner(Loc).empty()) // in the library's headers: where from, unknown
      Uses.push_back({SourceLocation(), "", "an error in the C++ library"});
  } else if (Level == DiagnosticsEngine::Note && LastError.isValid() &&
             !owner(Loc).empty()) {
    use(LastError, "", "an error concerning the C++ library");
    LastError = SourceLocation();
  }
}

void LibraryFit::InclusionDirective(SourceLocation HashLoc, const Token &,
                                    StringRef FileName, bool IsAngled,
                                    CharSourceRange, OptionalFileEntryRef File,
                                    StringRef, StringRef, const Module *, bool,
                                    SrcMgr::CharacteristicKind) {
  if (!IsAngled || !File || !Headers.contains(FileName))
    return;
  if (Bound.try_emplace(File->getName(), Bounds.size()).second)
    Bounds.push_back(HashLoc);
}

void LibraryFit::macroUse(const Token &Name, const MacroDefinition &MD,
                          const char *What) {
  // Most expansions are the system headers': those are not looked up.
  const MacroInfo *MI = MD.getMacroInfo();
  if (MI && inProject(Name.getLocation()))
    if (StringRef Owner = owner(MI->getDefinitionLoc()); !Owner.empty())
      use(Name.getLocation(), Owner, What);
}

void LibraryFit::MacroExpands(const Token &Name, const MacroDefinition &MD,
                              SourceRange, const MacroArgs *) {
  macroUse(Name, MD, "a use of a macro of the C++ library");
}
void LibraryFit::Defined(const Token &Name, const MacroDefinition &MD,
                         SourceRange) {
  macroUse(Name, MD, "a use of a macro of the C++ library");
}
void LibraryFit::Ifdef(SourceLocation, const Token &Name,
                       const MacroDefinition &MD) {
  macroUse(Name, MD, "a use of a macro of the C++ library");
}
void LibraryFit::Ifndef(SourceLocation, const Token &Name,
                        const MacroDefinition &MD) {
  macroUse(Name, MD, "a use of a macro of the C++ library");
}
void LibraryFit::Elifdef(SourceLocation, const Token &Name,
                         const MacroDefinition &MD) {
  macroUse(Name, MD, "a use of a macro of the C++ library");
}
void LibraryFit::Elifndef(SourceLocation, const Token &Name,
                          const MacroDefinition &MD) {
  macroUse(Name, MD, "a use of a macro of the C++ library");
}

void LibraryFit::MacroDefined(const Token &Name, const MacroDirective *) {
  if (const IdentifierInfo *II = Name.getIdentifierInfo())
    if (Facts.read(II->getName()))
      use(Name.getLocation(), "",
          "a definition of a macro the C++ library reads");
}

void LibraryFit::MacroUndefined(const Token &Name, const MacroDefinition &MD,
                                const MacroDirective *) {
  if (const IdentifierInfo *II = Name.getIdentifierInfo())
    if (Facts.read(II->getName()))
      use(Name.getLocation(), "",
          "a definition of a macro the C++ library reads");
}

void LibraryFit::PragmaDirective(SourceLocation Loc, PragmaIntroducerKind) {
  // Those that change no declaration a header makes: a loop's, the
  // diagnostics' (-w), MSVC's and editors' (clang ignores them). Another
  // (pack, push_macro, GCC visibility...) may change how a header reads.
  static const StringSet<> Harmless = {
      "once",       "unroll",  "nounroll", "unroll_and_jam", "nounroll_and_jam",
      "warning",    "message", "comment",  "deprecated",     "region",
      "endregion",  "mark"};
  if (!inProject(Loc))
    return;
  bool Invalid = false;
  StringRef Text = SM.getCharacterData(SM.getExpansionLoc(Loc), &Invalid);
  Text = Text.take_until([](char C) { return C == '\n'; }).ltrim("# \t");
  SmallVector<StringRef, 4> Words;
  Text.split(Words, ' ', /*MaxSplit=*/3, /*KeepEmpty=*/false);
  auto Word = [&](size_t I) {
    return I < Words.size()
               ? Words[I].trim().take_until([](char C) { return C == '('; })
               : StringRef();
  };
  bool Known = !Invalid && Word(0) == "pragma" &&
               (Harmless.contains(Word(1)) ||
                ((Word(1) == "GCC" || Word(1) == "clang") &&
                 Word(2) == "diagnostic"));
  if (!Known)
    use(Loc, "", "a #pragma");
}

namespace {

/// The project's references to declarations: to the prelude's headers'.
class References : public DynamicRecursiveASTVisitor {
public:
  explicit References(LibraryFit &Fit) : Fit(Fit) {}

  bool VisitDeclRefExpr(DeclRefExpr *E) override {
    return ref(E->getLocation(), E->getDecl());
  }
  bool VisitMemberExpr(MemberExpr *E) override {
    return ref(E->getMemberLoc(), E->getMemberDecl());
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) override {
    return ref(E->getLocation(), E->getConstructor());
  }
  bool VisitOverloadExpr(OverloadExpr *E) override {
    for (NamedDecl *D : E->decls())
      ref(E->getNameLoc(), D);
    return true;
  }
  bool VisitCXXNewExpr(CXXNewExpr *E) override {
    return ref(E->getBeginLoc(), E->getOperatorNew());
  }
  bool VisitCXXDeleteExpr(CXXDeleteExpr *E) override {
    return ref(E->getBeginLoc(), E->getOperatorDelete());
  }
  bool VisitTypeLoc(TypeLoc TL) override {
    const Type *T = TL.getTypePtr();
    if (const auto *TT = dyn_cast<TypedefType>(T))
      ref(TL.getBeginLoc(), TT->getDecl());
    if (const auto *TS = dyn_cast<TemplateSpecializationType>(T))
      ref(TL.getBeginLoc(), TS->getTemplateName().getAsTemplateDecl());
    if (const auto *DT = dyn_cast<DeducedTemplateSpecializationType>(T))
      ref(TL.getBeginLoc(), DT->getTemplateName().getAsTemplateDecl());
    return ref(TL.getBeginLoc(), T->getAsTagDecl());
  }
  bool VisitUsingShadowDecl(UsingShadowDecl *D) override {
    return ref(D->getLocation(), D->getTargetDecl());
  }
  bool VisitUsingDirectiveDecl(UsingDirectiveDecl *D) override {
    return ref(D->getLocation(), D->getNominatedNamespace());
  }
  bool VisitNamespaceAliasDecl(NamespaceAliasDecl *D) override {
    return ref(D->getLocation(), D->getNamespace());
  }

private:
  /// Where an entity first became visible: its first declaration.
  bool ref(SourceLocation Loc, const Decl *D) {
    if (D)
      if (StringRef Owner = Fit.owner(D->getCanonicalDecl()->getLocation());
          !Owner.empty())
        Fit.use(Loc, Owner, "a use of a declaration of the C++ library");
    return true;
  }

  LibraryFit &Fit;
};

} // namespace

std::string LibraryFit::misfit(ArrayRef<Decl *> Own) {
  if (Bound.size() < Headers.size())
    return "it does not include every header of the library prelude";
  References Refs(*this);
  for (Decl *D : Own)
    Refs.TraverseDecl(D);
  for (const Use &U : Uses) {
    // The first #include of a header that reads the file; of any, the last.
    std::optional<unsigned> First;
    if (U.Owner.empty())
      First = Bounds.size() - 1;
    else if (auto It = Facts.Within.find(U.Owner); It != Facts.Within.end())
      for (const std::string &H : It->second)
        if (auto B = Bound.find(H); B != Bound.end())
          First = std::min(First.value_or(B->second), B->second);
    if (First && U.Loc.isValid() &&
        !SM.isBeforeInTranslationUnit(U.Loc, Bounds[*First]))
      continue;
    if (U.Loc.isInvalid())
      return U.What;
    PresumedLoc P = SM.getPresumedLoc(U.Loc);
    return formatv("{0} at {1}:{2} comes before the #include of the library "
                   "header it concerns",
                   U.What, P.isValid() ? P.getFilename() : "?",
                   P.isValid() ? P.getLine() : 0)
        .str();
  }
  return "";
}

} // namespace hipify::frontend
