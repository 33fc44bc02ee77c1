//===- VectorOperators.cpp - project operators HIP's vector types define --===//
//
// CUDA's vector types (float3, int4, ...) are plain structs, so projects
// define their arithmetic themselves (cuda-samples' helper_math.h:
// `operator+=(float3 &a, float3 b)`). HIP's vector types are a class
// template that declares some of these operators as non-template members or
// friends, which ones depending on the HIP version
// (mapping::VectorNonTemplateOperators: binary * and / since 5.6): the
// project's operator and HIP's are then equally good, and every use is
// ambiguous on ROCm. HIP's member does
// what the project's does (lane by lane), so each such declaration is left
// out of ROCm builds: `#if !defined(ROCM_MACRO)` ... `#endif` around the
// lines it takes. One that shares its lines with other code, or that a
// macro spells, is reported instead (guard it for CUDA only or remove it),
// and so is each use of it, since that is where the compiler fails.
//
// A lane of a vector (v.x) passed where a function template deduces its
// parameter's type (cooperative groups' tile.shfl_xor(v.y, 1), std::max) is
// a float or an int in CUDA and an accessor proxy in HIP, which the template
// rejects or mistreats: the lane is read as its type first,
// static_cast<unsigned int>(v.y), the type CUDA deduces anyway.
//
// A CUDA vector type is told by its shape, not its name: a struct declared
// in a CUDA header (the SDK's or the built-in declarations) without
// constructors, whose fields are x, y, z, w in that order (one to four),
// all of one arithmetic type. dim3 has constructors and is not one.
//
//===----------------------------------------------------------------------===//

#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Rules/Rule.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/OperatorKinds.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;

namespace hipify::rules {

namespace {


class VectorOperators : public AstRule {
public:
  using AstRule::AstRule;

  bool VisitFunctionDecl(FunctionDecl *FD) override {
    const RecordDecl *V = clashes(*FD);
    auto At = V ? Info->spelledAt(FD->getLocation()) : std::nullopt;
    if (!At)
      return true;
    bool First = llvm::none_of(FD->redecls(), [&](const FunctionDecl *P) {
      return P != FD && P->getLocation() < FD->getLocation() &&
             Info->spelledAt(P->getLocation());
    });
    std::string What = "'" + FD->getNameAsString() + "' on '" +
                       V->getName().str() + "' is also defined by HIP's "
                       "vector types";
    if (!allGuardable(*FD)) {
      // Once per file: a prototype and its definition are one operator.
      if (First)
        diag(*At, core::Severity::Warning,
                     What + ", so its uses are ambiguous on ROCm; guard this "
                            "definition for CUDA only or remove it",
                     Tag::VectorOperator);
      return true;
    }
    auto [Begin, End] = *ownLines(*FD);
    llvm::StringRef Buffer = Ctx.Buffer;
    wrap({rewrite::Producer::VectorOperator, "", rewrite::Tier::Ast, "", ""},
         Begin, End, "#if !defined(" + Ctx.rocmMacro().str() + ")\n",
         End == Buffer.size() && !Buffer.ends_with("\n") ? "\n#endif\n"
                                                           : "#endif\n");
    if (First)
      diag(*At, core::Severity::Note,
                   What + ": left out of ROCm builds, which use HIP's",
                   Tag::VectorOperator);
    return true;
  }

  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) override {
    const auto *FD = dyn_cast_or_null<FunctionDecl>(E->getCalleeDecl());
    const RecordDecl *V = FD ? clashes(*FD) : nullptr;
    auto At = V ? Info->spelledAt(E->getOperatorLoc()) : std::nullopt;
    if (!At || allGuardable(*FD))
      return true;
    diag(*At, core::Severity::Warning,
                 "this '" + FD->getNameAsString() + "' on '" +
                     V->getName().str() +
                     "' is the project's own; HIP's vector types define it "
                     "too, so the use is ambiguous on ROCm",
                 Tag::VectorOperator);
    return true;
  }

  bool VisitCallExpr(CallExpr *E) override {
    const auto *FD = dyn_cast_or_null<FunctionDecl>(E->getCalleeDecl());
    const FunctionTemplateDecl *Pattern =
        FD ? FD->getPrimaryTemplate() : nullptr;
    if (!Pattern || isa<CXXOperatorCallExpr>(E) || explicitArguments(*E))
      return true;
    const FunctionDecl *Generic = Pattern->getTemplatedDecl();
    unsigned Written = writtenArguments(*E);
    for (unsigned I = 0; I < Written && I < Generic->getNumParams(); ++I) {
      const auto *Lane =
          dyn_cast<MemberExpr>(E->getArg(I)->IgnoreParenImpCasts());
      if (!Lane || !Generic->getParamDecl(I)->getType()->isDependentType())
        continue;
      QualType Base = Lane->getBase()->getType();
      if (Lane->isArrow())
        Base = Base->getPointeeType();
      if (Base.isNull() || !vectorType(Base))
        continue;
      if (auto Range = argumentRange(*Info, *E, I))
        wrap({rewrite::Producer::VectorOperator, "", rewrite::Tier::Ast, "", ""}, Range->first,
             Range->second,
             "static_cast<" +
                 Lane->getType().getUnqualifiedType().getAsString(
                     PrintingPolicy(Info->LO)) +
                 ">(",
             ")");
    }
    return true;
  }

private:
  /// Whether the call names its template's arguments (f<int>(v.x)): then
  /// nothing is deduced.
  static bool explicitArguments(const CallExpr &E) {
    const Expr *Callee = E.getCallee()->IgnoreParenImpCasts();
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Callee))
      return Ref->hasExplicitTemplateArgs();
    if (const auto *Member = dyn_cast<MemberExpr>(Callee))
      return Member->hasExplicitTemplateArgs();
    return true;
  }

  /// The CUDA vector type of the project's operator \p FD when HIP's vector
  /// types declare the same operator as a member; otherwise null.
  const RecordDecl *clashes(const FunctionDecl &FD) const {
    if (!FD.isOverloadedOperator() || isa<CXXMethodDecl>(FD) ||
        FD.getNumParams() == 0 || Info->isCuda(FD.getLocation()))
      return nullptr;
    llvm::StringRef Spelling = getOperatorSpelling(FD.getOverloadedOperator());
    const llvm::VersionTuple &Hip = Ctx.Opts.Targets.Hip;
    if (llvm::none_of(mapping::VectorNonTemplateOperators,
                      [&](const mapping::VectorOperator &Op) {
                        return Op.Spelling == Spelling &&
                               Hip >= llvm::VersionTuple(Op.Major, Op.Minor);
                      }))
      return nullptr;
    const RecordDecl *V = vectorType(FD.getParamDecl(0)->getType());
    if (!V)
      return nullptr;
    switch (FD.getOverloadedOperator()) {
    case OO_PlusPlus:
    case OO_MinusMinus:
      return V;
    default: // binary, or a compound assignment: HIP's takes two vectors
      return FD.getNumParams() == 2 &&
                     vectorType(FD.getParamDecl(1)->getType()) == V
                 ? V
                 : nullptr;
    }
  }

  /// [start of its first line, start of the line after its last) of \p D
  /// in its file, when no other code shares those lines (a comment after it
  /// may) and the file spells it, not a macro: where an #if can go around it.
  std::optional<std::pair<unsigned, unsigned>>
  ownLines(const FunctionDecl &D) const {
    const SourceManager &SM = Info->SM;
    if (!D.getLocation().isFileID() || !D.getEndLoc().isFileID())
      return std::nullopt;
    CharSourceRange R = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(D.getSourceRange()), SM, Info->LO);
    if (R.isInvalid())
      return std::nullopt;
    auto [File, Begin] = SM.getDecomposedLoc(R.getBegin());
    auto [EndFile, End] = SM.getDecomposedLoc(R.getEnd());
    if (File != EndFile)
      return std::nullopt;
    llvm::StringRef Text = SM.getBufferData(File);
    size_t Start = Text.find_last_of("\r\n", Begin);
    Start = Start == llvm::StringRef::npos ? 0 : Start + 1;
    size_t Eol = std::min(Text.find_first_of("\r\n", End), Text.size());
    llvm::StringRef After = Text.slice(End, Eol).ltrim();
    if (!D.doesThisDeclarationHaveABody())
      After.consume_front(";");
    After = After.trim();
    if (!Text.slice(Start, Begin).trim().empty() ||
        !(After.empty() || After.starts_with("//")))
      return std::nullopt;
    return std::make_pair(unsigned(Start),
                          unsigned(std::min(Eol + 1, Text.size())));
  }

  /// Whether every declaration of \p FD can be left out of ROCm builds.
  bool allGuardable(const FunctionDecl &FD) const {
    return llvm::all_of(FD.redecls(), [&](const FunctionDecl *D) {
      return ownLines(*D).has_value();
    });
  }

  /// The CUDA vector type \p T names, references and qualifiers aside.
  const RecordDecl *vectorType(QualType T) const {
    const auto *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
    if (!RD || !RD->getIdentifier() || !RD->hasDefinition() ||
        RD->hasUserDeclaredConstructor() ||
        !Info->isCuda(RD->getLocation()))
      return nullptr;
    RD = RD->getDefinition();
    static constexpr llvm::StringLiteral Lanes[] = {"x", "y", "z", "w"};
    unsigned N = 0;
    QualType Element;
    for (const FieldDecl *F : RD->fields()) {
      if (N == 4 || F->getName() != Lanes[N] ||
          !F->getType()->isArithmeticType() ||
          (N && F->getType().getCanonicalType() != Element))
        return nullptr;
      Element = F->getType().getCanonicalType();
      ++N;
    }
    return N ? RD->getCanonicalDecl() : nullptr;
  }
};

constexpr Tag Diagnostics[] = {Tag::VectorOperator};

} // namespace

extern const RuleSpec VectorOperatorRule = {
    rewrite::Producer::VectorOperator,
    "leaves the project's operators on CUDA vector types that HIP's vector "
    "types define too out of ROCm builds (their uses would be ambiguous), "
    "or reports them; reads a vector's lane as its type where a function "
    "template deduces from it",
    "", Diagnostics, always, create<VectorOperators>};

} // namespace hipify::rules
