//===- UnknownName.cpp - the names no mapping table knows, reported -------===//
//
// The tables are a census of CUDA's names (tools/hipify-census checks that
// every public name of CUDA 13's headers is a record), but a translation
// meets names they cannot know: those of a newer CUDA, of a library whose
// headers they do not cover, or of a header the parse did not find. Such a
// name is left as it is, HIP will not compile it, and a run that says
// nothing about it is how a shared header stops every unit of a tree while
// the run exits 0. This rule says it, at the name's line, as
// hipify-unsupported (in every report format, counted in the totals):
//
//  - a reference the parse resolved into CUDA's headers (the SDK's, clang's
//    CUDA headers or the built-in declarations) to a function, enumerator,
//    type or variable at global scope, or a macro, that no record names:
//    spelled as CUDA spells its API (mapping::cuda::spelledLikeApi: cudaX,
//    cuX, CU_X, cublasX, nvtxX, __x...), or a function or enumerator of
//    another spelling that is not an internal __name. Not members, operators
//    or namespaced names (the C++ library's; CUDA's own are records);
//  - a name clang found undeclared (use of undeclared identifier, unknown
//    type name, no template named) that is spelled as CUDA spells its API:
//    with or without the SDK, `__dp4a` in a device function before the
//    tables knew it, `cudaNewCall` of a newer CUDA. A name with two leading
//    underscores counts in device code only (the body of a __device__ or
//    __global__ function): elsewhere such names are the compiler's and the
//    C library's.
//
// A name a record names is api-rename's, which says what HIP lacks; a name
// the project declares is the project's. The rule edits nothing.
//
//===----------------------------------------------------------------------===//

#include "hipify/Mapping/CudaSpellings.h"
#include "hipify/Rules/Rule.h"

#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Lex/MacroInfo.h"
#include "llvm/ADT/StringExtras.h"

#include <map>
#include <utility>
#include <vector>

using namespace clang;

namespace hipify::rules {

namespace {

class UnknownName : public AstRule {
public:
  using AstRule::AstRule;

  std::unique_ptr<PPCallbacks> preprocessor(const SourceInfo &SI) override {
    Info = &SI;
    struct Forward : PPCallbacks {
      UnknownName &R;
      explicit Forward(UnknownName &R) : R(R) {}
      void MacroExpands(const Token &Name, const MacroDefinition &MD,
                        SourceRange, const MacroArgs *) override {
        R.macro(Name, MD);
      }
    };
    return std::make_unique<Forward>(*this);
  }

  bool compilerDiagnostic(const clang::Diagnostic &D, bool) override {
    unsigned ID = D.getID();
    if (Info && D.hasSourceManager() &&
        (ID == diag::err_undeclared_var_use ||
         ID == diag::err_undeclared_var_use_suggest ||
         ID == diag::err_undeclared_use ||
         ID == diag::err_undeclared_use_suggest ||
         ID == diag::err_unknown_typename ||
         ID == diag::err_unknown_typename_suggest ||
         ID == diag::err_no_template))
      if (auto Offset = Info->spelledAt(D.getLocation()))
        Undeclared.emplace(*Offset, identifierAt(*Offset).str());
    return false; // still an error of the file
  }

  bool VisitFunctionDecl(FunctionDecl *FD) override {
    if (!FD->doesThisDeclarationHaveABody() ||
        !(FD->hasAttr<CUDAGlobalAttr>() || FD->hasAttr<CUDADeviceAttr>()))
      return true;
    SourceRange Body = FD->getBody()->getSourceRange();
    auto Begin = Info->offset(Info->SM.getExpansionLoc(Body.getBegin()));
    auto End = Info->offset(Info->SM.getExpansionLoc(Body.getEnd()));
    if (Begin && End && *Begin <= *End)
      DeviceBodies.emplace_back(*Begin, *End);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) override {
    reference(E->getLocation(), *E->getDecl());
    return true;
  }
  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *E) override {
    if (E->getNumDecls())
      reference(E->getNameLoc(), **E->decls_begin());
    return true;
  }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) override {
    reference(TL.getNameLoc(), *TL.getDecl());
    return true;
  }
  bool VisitTagTypeLoc(TagTypeLoc TL) override {
    reference(TL.getNameLoc(), *TL.getDecl());
    return true;
  }
  bool VisitTemplateSpecializationTypeLoc(
      TemplateSpecializationTypeLoc TL) override {
    if (TemplateDecl *TD =
            TL.getTypePtr()->getTemplateName().getAsTemplateDecl())
      reference(TL.getTemplateNameLoc(), *TD);
    return true;
  }

  void finish() override {
    for (const auto &[Offset, Name] : Undeclared) {
      bool InDevice = llvm::any_of(DeviceBodies, [&](auto Body) {
        return Body.first <= Offset && Offset <= Body.second;
      });
      if (!Name.empty() && !Ctx.Table.lookup(Name) &&
          !Ctx.Table.forgotten(Name) && !Ctx.isProjectName(Name) &&
          mapping::cuda::spelledLikeApi(Name, InDevice))
        say(Offset, Name, calledAt(Offset + Name.size()) ? "function" : "",
            "'" + Name +
                "' is undeclared and spelled as CUDA's API names are; no "
                "mapping table knows it (a newer CUDA's name, or one a "
                "header not found declares); left unchanged");
    }
  }

private:
  /// clang's undeclared names, by offset.
  std::map<unsigned, std::string> Undeclared;
  /// The bodies of the file's device functions, as offsets.
  std::vector<std::pair<unsigned, unsigned>> DeviceBodies;

  StringRef identifierAt(unsigned Offset) const {
    StringRef Rest = Ctx.Buffer.substr(Offset);
    return Rest.take_while([](char C) { return llvm::isAlnum(C) || C == '_'; });
  }

  /// Whether a call's parenthesis follows \p Offset.
  bool calledAt(unsigned Offset) const {
    return Ctx.Buffer.substr(Offset).ltrim(" \t").starts_with("(");
  }

  /// Says \p Message of \p Name, a \p Kind ("function": a call, which the
  /// totals count as one) spelled at \p Offset.
  void say(unsigned Offset, StringRef Name, StringRef Kind,
           std::string Message) {
    core::Diagnostic &D = diag(Offset, core::Severity::Warning,
                               std::move(Message), Tag::Unsupported);
    D.Name = Name.str();
    D.Kind = Kind;
  }

  /// \p Name, spelled at \p Loc, names \p What of CUDA's headers that no
  /// record names.
  void unknownAt(SourceLocation Loc, StringRef Name, StringRef What) {
    if (auto Offset = Info->spelledAt(Loc);
        Offset && identifierAt(*Offset) == Name)
      say(*Offset, Name, What,
          "'" + Name.str() + "' is a CUDA " + What.str() +
              " the mapping tables do not know; left unchanged");
  }

  void reference(SourceLocation Loc, const NamedDecl &D) {
    if (!D.getIdentifier())
      return;
    bool Enumerator = isa<EnumConstantDecl>(D);
    bool Function = isa<FunctionDecl>(D) && !isa<CXXMethodDecl>(D);
    StringRef What = Enumerator ? "enumerator"
                     : Function ? "function"
                     : isa<TypeDecl, TemplateDecl>(D) ? "type"
                     : isa<VarDecl>(D) && !isa<ParmVarDecl>(D) ? "variable"
                                                                : "";
    // An enumerator's scope is its enum's.
    const DeclContext *Scope = D.getDeclContext();
    if (Enumerator)
      Scope = Scope->getParent();
    StringRef Name = D.getName();
    if (What.empty() || !Scope->getRedeclContext()->isTranslationUnit() ||
        !Info->isCuda(D.getCanonicalDecl()->getLocation()) ||
        Ctx.Table.lookup(Name) || Ctx.Table.forgotten(Name) ||
        !(mapping::cuda::spelledLikeApi(Name, /*InDevice=*/true) ||
          ((Enumerator || Function) && !Name.starts_with("_"))))
      return;
    unknownAt(Loc, Name, What);
  }

  /// A macro of CUDA's headers, spelled as CUDA's API is, that no record
  /// names (not the compiler's, __CUDA_ARCH__ and friends, which the guard
  /// analysis knows).
  void macro(const Token &Name, const MacroDefinition &MD) {
    const MacroInfo *MI = MD.getMacroInfo();
    StringRef Spelled = Name.getIdentifierInfo()->getName();
    if (!MI || !Info->isCuda(MI->getDefinitionLoc()) ||
        Ctx.Table.lookup(Spelled) || Ctx.Table.forgotten(Spelled) ||
        !mapping::cuda::spelledLikeApi(Spelled, /*InDevice=*/false) ||
        llvm::any_of(Ctx.Table.guardMacros(),
                     [&](const mapping::GuardMacro &G) {
                       return G.Macro == Spelled;
                     }))
      return;
    unknownAt(Name.getLocation(), Spelled, "macro");
  }
};

constexpr Tag Diagnostics[] = {Tag::Unsupported};

} // namespace

extern const RuleSpec UnknownNameRule = {
    rewrite::Producer::UnknownName,
    "reports the names CUDA's headers declare that the mapping tables do not "
    "know, and the names the parse found undeclared that are spelled as CUDA "
    "spells its API (__dp4a in device code, cudaX, CU_X)",
    "", Diagnostics, always, create<UnknownName>};

} // namespace hipify::rules
