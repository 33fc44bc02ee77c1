//===- TextureObjects.cpp - texture objects used as numbers ---------------===//
//
// CUDA's texture and surface objects (cudaTextureObject_t,
// cudaSurfaceObject_t, the driver's CUtexObject and CUsurfObject: the records
// flagged pointer-handle) are 64-bit integers; HIP's are pointers to an
// opaque struct, 64 bits too. Code that treats one as a number (cuda-samples'
// bindlessTexture packs it into a uint2 with `obj & 0xFFFFFFFF`, `obj >> 32`
// and makes it again from the two words) gets the integer CUDA has:
//
//   - an operand of arithmetic, a bit operation or a shift, and a value
//     converted to an integer (a cast, a return, an initialiser, an
//     assignment, an argument), is read as its 64 bits:
//     reinterpret_cast<unsigned long long>(obj);
//   - an integer converted to one where CUDA converts implicitly (a return,
//     an initialiser, an assignment, an argument; an arithmetic result) or
//     by a named cast, is made from its bits:
//     reinterpret_cast<hipTextureObject_t>(bits). A C-style or functional
//     cast of an integer to one compiles on HIP and means the same, and a
//     null constant is HIP's null pointer: both stay.
//
//   - an object compared with an integer that is not a null constant is
//     read as its bits too (two objects compare alike as pointers);
//   - the same conversions in a brace initialiser (of a scalar, an array's
//     elements, an aggregate's members, brace elision too), a member's
//     initialisers (a constructor's, a default one), a constructor's argument
//     and a default argument; an object a variadic function takes is read as
//     its bits (CUDA passes the integer).
//
// Pointer and integer convert both ways without loss on the 64-bit targets
// HIP has, so the value a program packs is the one it gets back. Each place
// is a note (hipify-texture-bits). Arithmetic that changes an object in
// place (obj += 1, ++obj), and a place a macro spells, is reported.
//
// The driver's device addresses (CUdeviceptr: flagged integer-address) are
// integers in CUDA and void* in HIP (hipDeviceptr_t): arithmetic on one
// (cuda-samples' `*dptr + stripeSize * idx`) does not compile on ROCm and is
// reported; casts to and from integers compile and mean the same.
//
//===----------------------------------------------------------------------===//

#include "hipify/Rules/Rule.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "llvm/ADT/DenseSet.h"

#include <array>
#include <map>
#include <set>
#include <tuple>

using namespace clang;

namespace hipify::rules {

namespace {

class TextureObjects : public AstRule {
public:
  using AstRule::AstRule;

  bool VisitBinaryOperator(BinaryOperator *E) override {
    arithmetic(E->getOpcode(), {E->getLHS(), E->getRHS()}, E->getOperatorLoc());
    if (E->getOpcode() == BO_Assign)
      convert(E->getRHS(), E->getLHS()->getType());
    return true;
  }
  bool VisitCompoundAssignOperator(CompoundAssignOperator *E) override {
    return VisitBinaryOperator(E);
  }
  bool VisitUnaryOperator(UnaryOperator *E) override {
    if (E->isIncrementDecrementOp())
      arithmetic(BO_AddAssign, {E->getSubExpr(), E->getSubExpr()},
                 E->getOperatorLoc());
    else if (E->isArithmeticOp() && E->getOpcode() != UO_LNot)
      arithmetic(BO_Add, {E->getSubExpr(), E->getSubExpr()},
                 E->getOperatorLoc());
    return true;
  }
  /// The built-in declarations' objects take their operators as calls.
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) override {
    OverloadedOperatorKind K = E->getOperator();
    if (K == OO_PlusPlus || K == OO_MinusMinus)
      arithmetic(BO_AddAssign, {E->getArg(0), E->getArg(0)},
                 E->getOperatorLoc());
    else if (E->isInfixBinaryOp())
      arithmetic(BinaryOperator::getOverloadedOpcode(K),
                 {E->getArg(0), E->getArg(1)}, E->getOperatorLoc());
    if (K == OO_Equal)
      convert(E->getArg(1), E->getArg(0)->getType());
    return true;
  }

  bool VisitExplicitCastExpr(ExplicitCastExpr *E) override {
    const Expr *From = E->getSubExpr();
    auto To = object(E->getType());
    // An object to an integer: from its bits. An integer to an object: a
    // C-style or functional cast compiles on HIP and means the same.
    if (!To && E->getType()->isIntegerType())
      return convert(From, E->getType()), true;
    if (To && !isa<CStyleCastExpr, CXXFunctionalCastExpr>(E))
      convert(From, E->getType());
    return true;
  }

  bool VisitReturnStmt(ReturnStmt *S) override {
    if (const Expr *Value = S->getRetValue())
      if (const auto *F = enclosingFunction(*S))
        convert(Value, F->getReturnType());
    return true;
  }
  bool VisitVarDecl(VarDecl *D) override {
    const auto *P = dyn_cast<ParmVarDecl>(D);
    if (!P)
      convert(D->getInit(), D->getType());
    else if (P->hasDefaultArg() && !P->hasUnparsedDefaultArg() &&
             !P->hasUninstantiatedDefaultArg())
      convert(P->getDefaultArg(), P->getType());
    return true;
  }
  /// A brace initialiser: each element converted to the type of the
  /// element, member or scalar it initialises.
  bool VisitInitListExpr(InitListExpr *E) override {
    initialised(E->isSemanticForm() ? E : E->getSemanticForm());
    return true;
  }
  /// A constructor's member initialisers and a member's default initialiser
  /// convert to the member's type, as an initialiser does.
  bool VisitCXXConstructorDecl(CXXConstructorDecl *D) override {
    for (const CXXCtorInitializer *I : D->inits())
      if (const FieldDecl *F = I->getMember(); F && I->isWritten())
        convert(I->getInit(), F->getType());
    return true;
  }
  bool VisitFieldDecl(FieldDecl *D) override {
    if (D->hasInClassInitializer())
      convert(D->getInClassInitializer(), D->getType());
    return true;
  }

  bool VisitCXXConstructExpr(CXXConstructExpr *E) override {
    arguments(*E->getConstructor(), {E->getArgs(), E->getNumArgs()});
    return true;
  }
  bool VisitCallExpr(CallExpr *E) override {
    if (isa<CXXOperatorCallExpr>(E))
      return true;
    if (const auto *F = dyn_cast_or_null<FunctionDecl>(E->getCalleeDecl()))
      arguments(*F, {E->getArgs(), E->getNumArgs()});
    return true;
  }

  void endAst(ASTContext &, const SourceInfo &) override { writeWraps(); }

private:
  /// The semantic form \p List of a brace initialiser: each element
  /// converted to the type of the element, member or scalar it initialises;
  /// a list the compiler made by brace elision (S s = {t1, t2} of a member
  /// array), which the traversal does not visit, in turn.
  void initialised(const InitListExpr *List) {
    if (!List || List->getType()->isDependentType())
      return;
    ArrayRef<Expr *> Inits(List->getInits(), List->getNumInits());
    for (const Expr *Init : Inits)
      if (const auto *Inner = dyn_cast_or_null<InitListExpr>(Init))
        initialised(Inner); // again where written: the wraps are a set
    QualType T = List->getType();
    if (const ArrayType *A = Context->getAsArrayType(T)) {
      for (const Expr *Init : Inits)
        convert(Init, A->getElementType());
    } else if (const FieldDecl *F = List->getInitializedFieldInUnion()) {
      if (!Inits.empty())
        convert(Inits[0], F->getType());
    } else if (const auto *R = T->getAsCXXRecordDecl()) {
      // An aggregate's bases come first, then its named members in order.
      Inits =
          Inits.drop_front(std::min<size_t>(R->getNumBases(), Inits.size()));
      for (const FieldDecl *F : R->fields()) {
        if (F->isUnnamedBitField())
          continue;
        if (Inits.empty())
          break;
        convert(Inits.front(), F->getType());
        Inits = Inits.drop_front();
      }
    } else if (Inits.size() == 1) {
      convert(Inits[0], T);
    }
  }

  /// One operand of \p Op in \p Sides that is an object: read as its bits
  /// where \p Op computes a new value, reported where it changes the
  /// object in place.
  void arithmetic(BinaryOperatorKind Op, std::array<const Expr *, 2> Sides,
                  SourceLocation Loc) {
    if (BinaryOperator::isComparisonOp(Op))
      return compared(Op, Sides);
    bool InPlace = BinaryOperator::isCompoundAssignmentOp(Op);
    if (!(computes(Op) || InPlace))
      return;
    for (const Expr *Side : Sides) {
      if (computed(*Side->IgnoreParenImpCasts()))
        continue; // an integer on HIP already
      QualType T = Side->IgnoreUnlessSpelledInSource()->getType();
      if (auto Name = object(T, mapping::FlagPointerHandle)) {
        // The object a compound assignment or an increment changes (its
        // first side) has no HIP form; one it only reads is read as bits.
        bool Changed = InPlace && Side == Sides[0];
        if (Changed)
          report(Loc, *Name, "arithmetic on one in place");
        else if (!wrap(*Side, "unsigned long long", *Name, "read as"))
          report(Loc, *Name, "arithmetic on one a macro spells");
        if (Sides[0] == Sides[1])
          return;
        continue;
      }
      if (auto Name = object(T, mapping::FlagIntegerAddress))
        return report(Loc, *Name, "", Tag::AddressArithmetic);
    }
  }

  /// An object compared with an integer: CUDA compares two integers, HIP
  /// has no comparison of a pointer with an integer, so the object is read
  /// as its bits. Two objects, and one tested for equality with a null
  /// constant, compare alike as pointers: they stay (an ordered comparison
  /// with 0 does not compile on HIP: read as bits too).
  void compared(BinaryOperatorKind Op, std::array<const Expr *, 2> Sides) {
    for (unsigned I = 0; I < 2; ++I) {
      const Expr *Side = Sides[I];
      const Expr *Other = Sides[1 - I]->IgnoreUnlessSpelledInSource();
      if (computed(*Side->IgnoreParenImpCasts()) || Other->isTypeDependent())
        continue;
      auto Name = object(Side->IgnoreUnlessSpelledInSource()->getType());
      bool Integer = computed(*Other) || (!object(Other->getType()) &&
                                          Other->getType()->isIntegerType());
      bool Null =
          BinaryOperator::isEqualityOp(Op) &&
          Other->isNullPointerConstant(*Context,
                                       Expr::NPC_ValueDependentIsNotNull);
      if (Name && Integer && !Null &&
          !wrap(*Side, "unsigned long long", *Name, "read as"))
        report(Side->getBeginLoc(), *Name,
               "a comparison of one a macro spells with an integer");
    }
  }

  /// The arguments \p Args of a call of \p F, each converted to its
  /// parameter's type; one that a variadic function takes as it is, as an
  /// integer: CUDA passes the object's 64 bits.
  void arguments(const FunctionDecl &F, ArrayRef<const Expr *> Args) {
    for (unsigned I = 0; I < Args.size(); ++I)
      if (I < F.getNumParams())
        convert(Args[I], F.getParamDecl(I)->getType());
      else if (F.isVariadic())
        convert(Args[I], Context->UnsignedLongLongTy);
  }

  /// \p Value converted to \p To: made from its bits where it is an integer
  /// on HIP (an arithmetic result, an integer) and \p To an object; read as
  /// its bits where it is an object and \p To an integer.
  void convert(const Expr *Value, QualType To) {
    if (!Value)
      return;
    const Expr *Written = Value->IgnoreUnlessSpelledInSource();
    if (Written->isTypeDependent() || To->isDependentType())
      return;
    bool Computed = computed(*Written);
    auto Of = Computed ? std::nullopt : object(Written->getType());
    // A cast's value is a temporary: a reference that binds to the value
    // itself, and a conditional whose branches differ, have no HIP form.
    bool Binds = To->isLValueReferenceType() &&
                 !To.getNonReferenceType().isConstQualified();
    bool Mixed = isa<AbstractConditionalOperator>(Written);
    QualType Plain = To.getNonReferenceType();
    if (auto Target = object(To)) {
      if (Written->getType()->isRealFloatingType())
        return report(Value->getBeginLoc(), *Target,
                      "a conversion of a floating value to one");
      bool Integer = Computed || (!Of && Written->getType()->isIntegerType());
      if (Integer && !Written->isNullPointerConstant(
                         *Context, Expr::NPC_ValueDependentIsNotNull))
        if (Binds || Mixed ||
            !wrap(*Value, hipName(*Target), *Target, "made from"))
          report(Value->getBeginLoc(), *Target,
                 "a conversion of an integer to one");
      return;
    }
    if (Of && Plain->isIntegerType() && !object(Plain))
      if (Binds || Mixed || !wrap(*Value, "unsigned long long", *Of, "read as"))
        report(Value->getBeginLoc(), *Of, "a conversion of one to an integer");
  }

  /// Whether \p E computes an integer (arithmetic, a bit operation, a
  /// shift, a sign): on HIP one whose object operands are read as bits.
  static bool computed(const Expr &E) {
    if (const auto *B = dyn_cast<BinaryOperator>(&E))
      return computes(B->getOpcode());
    if (const auto *U = dyn_cast<UnaryOperator>(&E))
      return U->isArithmeticOp() && U->getOpcode() != UO_LNot;
    if (const auto *C = dyn_cast<CXXOperatorCallExpr>(&E))
      return C->isInfixBinaryOp() &&
             computes(BinaryOperator::getOverloadedOpcode(C->getOperator()));
    return false;
  }
  /// Whether \p Op makes a new integer: arithmetic, a bit operation, a
  /// shift.
  static bool computes(BinaryOperatorKind Op) {
    return BinaryOperator::isAdditiveOp(Op) ||
           BinaryOperator::isMultiplicativeOp(Op) ||
           BinaryOperator::isBitwiseOp(Op) || BinaryOperator::isShiftOp(Op);
  }

  const FunctionDecl *enclosingFunction(const Stmt &S) const {
    for (DynTypedNodeList Parents = Context->getParents(S); !Parents.empty();
         Parents = Context->getParents(Parents[0])) {
      if (const auto *F = Parents[0].get<FunctionDecl>())
        return F;
      if (Parents[0].get<LambdaExpr>() || Parents[0].get<BlockExpr>())
        return nullptr; // a lambda's deduced return type: nothing to convert
    }
    return nullptr;
  }

  /// The HIP name of the object type \p Cuda.
  std::string hipName(llvm::StringRef Cuda) const {
    const mapping::ApiRecord *R = Ctx.Table.lookup(Cuda);
    return Ctx.Table.decide(*R, Ctx.Opts.Targets).To.str();
  }

  /// Records \p E to be written as reinterpret_cast<Type>(E), with a note;
  /// false where the file does not spell \p E whole (a macro's).
  bool wrap(const Expr &E, std::string Type, llvm::StringRef Name,
            llvm::StringRef How) {
    SourceLocation B = E.getBeginLoc(), End = E.getEndLoc();
    if (!B.isFileID() || !End.isFileID())
      return false;
    auto Begin = Info->offset(B), Past = Info->tokenEnd(End);
    if (!Begin || !Past)
      return false;
    if (!Wraps.insert({*Begin, *Past, Type}).second)
      return true; // an implicit cast of the same expression
    diag(*Begin, core::Severity::Note,
         ("'" + Name + "' is a 64-bit integer in CUDA and a pointer in HIP: " +
          How + " CUDA's integer (reinterpret_cast<" + Type +
          ">), which keeps every bit")
             .str(),
         Tag::TextureBits);
    return true;
  }

  /// Writes the recorded wraps: the openings at one offset outermost first
  /// and the closings at one offset as one edit, so that nested wraps which
  /// share an end stay balanced (the engine collapses identical edits). The
  /// edits of an outermost wrap and the wraps inside it are one group: they
  /// apply together, and are one change where compat mode reports them.
  void writeWraps() {
    std::map<unsigned, std::vector<std::pair<unsigned, std::string>>> Open;
    std::map<unsigned, unsigned> Close;
    for (const auto &[Begin, End, Type] : Wraps) {
      Open[Begin].push_back({End, Type});
      ++Close[End];
    }
    // Expressions nest: a wrap begins inside the outermost one before it,
    // or after its end.
    std::map<unsigned, unsigned> GroupEndingAt; // outermost end -> group
    unsigned Group = 0, Reach = 0;
    for (auto &[Offset, Types] : Open) {
      llvm::sort(Types, [](const auto &A, const auto &B) { return A > B; });
      if (Group == 0 || Offset >= Reach) {
        Group = Ctx.newEditGroup();
        Reach = Types.front().first;
        GroupEndingAt[Reach] = Group;
      }
      std::string Text;
      for (const auto &[End, Type] : Types)
        Text += "reinterpret_cast<" + Type + ">(";
      replace(Ctx, origin(), Offset, 0, std::move(Text), Group,
              /*Counted=*/true);
    }
    for (const auto &[Offset, Count] : Close)
      replace(Ctx, origin(), Offset, 0, std::string(Count, ')'),
              GroupEndingAt.lower_bound(Offset)->second);
    Wraps.clear();
  }

  /// The CUDA type \p T names, if it is one whose record has \p Flag (a
  /// texture or surface object, a device address): a CUDA declaration.
  std::optional<llvm::StringRef>
  object(QualType T, unsigned Flag = mapping::FlagPointerHandle) const {
    auto Known = [&](const NamedDecl *D) -> std::optional<llvm::StringRef> {
      if (!D || !D->getIdentifier() || !Info->isCuda(D->getLocation()))
        return std::nullopt;
      const mapping::ApiRecord *R = Ctx.Table.lookup(D->getName());
      return R && (R->Flags & Flag) ? std::optional(D->getName())
                                    : std::nullopt;
    };
    T = T.getNonReferenceType();
    while (const auto *TT = T->getAs<TypedefType>()) {
      if (auto Name = Known(TT->getDecl()))
        return Name;
      T = TT->desugar();
    }
    return Known(T->getAsRecordDecl()); // the built-in declarations
  }

  void report(SourceLocation Loc, llvm::StringRef Name, llvm::StringRef What,
              hipify::Tag Kind = Tag::TextureObject) {
    // An implicit cast of an expression reports once, where it is written.
    auto At = Info->spelledAt(Loc);
    if (!At || !Reported.insert(*At).second)
      return;
    diag(*At, core::Severity::Warning,
         Kind == Tag::AddressArithmetic
             ? ("'" + Name +
                "' is an integer in CUDA and a void* in HIP: "
                "arithmetic on one does not compile; compute on a "
                "char* (static_cast<char*>(p) + n) or an integer")
                   .str()
             : ("'" + Name +
                "' is an integer in CUDA and a pointer "
                "in HIP: " +
                What + " has no HIP form")
                   .str(),
         Kind);
  }

  llvm::DenseSet<unsigned> Reported;
  /// [begin, end) of an expression to write as reinterpret_cast<type>(...).
  std::set<std::tuple<unsigned, unsigned, std::string>> Wraps;
};

constexpr Tag Diagnostics[] = {Tag::TextureObject, Tag::TextureBits,
                               Tag::AddressArithmetic};

} // namespace

extern const RuleSpec TextureObjectRule = {
    rewrite::Producer::TextureObject,
    "reads and makes CUDA texture and surface objects used as integers as "
    "their 64 bits (HIP's are pointers), and reports arithmetic on driver "
    "device addresses",
    "",
    Diagnostics,
    always,
    create<TextureObjects>};

} // namespace hipify::rules
