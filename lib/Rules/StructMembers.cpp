//===- StructMembers.cpp - fields of CUDA structs HIP's struct lacks ------===//
//
// A CUDA struct renamed to its HIP counterpart (cudaDeviceProp ->
// hipDeviceProp_t) keeps its field accesses as written, but HIP's struct may
// name a field otherwise (sharedMemPerMultiprocessor is HIP 5.2's
// maxSharedMemoryPerMultiProcessor) or lack it (unifiedAddressing before
// HIP's rework of hipDeviceProp_t): then the translation does not compile.
// The tables hold one `member` record per known field, named struct.member
// (mappings/SCHEMA.md). For each member access whose field a CUDA header
// declares, the rule looks the field up: a field HIP names otherwise is
// renamed, one it lacks at the target is reported where it is written, and
// one HIP declares with another type that holds the CUDA type's bits (the
// record's read-as: __half2's x and y) is read through a reference cast.
//
// Limits: only member accesses (p.f, p->f) are seen; a designated
// initialiser or offsetof() naming such a field is not. A field CUDA's own
// headers no longer declare (deviceOverlap against CUDA 13) is no member
// access in the AST: the parse error reports it.
//
//===----------------------------------------------------------------------===//

#include "hipify/Rules/Rule.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;

namespace hipify::rules {

namespace {

class StructMembers : public AstRule {
public:
  using AstRule::AstRule;

  bool VisitMemberExpr(MemberExpr *E) override {
    const auto *Field = dyn_cast<FieldDecl>(E->getMemberDecl());
    if (!Field || !Field->getIdentifier() || !Info->isCuda(Field->getLocation()))
      return true;
    // A field of an anonymous union or struct is its enclosing struct's
    // (cudaGraphNodeParams' kernel, conditional).
    const RecordDecl *Struct = Field->getParent();
    while (Struct && Struct->isAnonymousStructOrUnion())
      Struct = dyn_cast<RecordDecl>(Struct->getParent());
    if (!Struct || !Struct->getIdentifier())
      return true;
    std::string Name = (Struct->getName() + "." + Field->getName()).str();
    const mapping::ApiRecord *R = Ctx.Table.lookup(Name);
    auto At = Info->spelledAt(E->getMemberLoc());
    if (!R || R->K != mapping::Kind::Member || !At ||
        !Ctx.Buffer.substr(*At).starts_with(Field->getName()))
      return true;
    if (R->Hip.empty()) { // the struct's own record names HIP's struct
      const mapping::ApiRecord *S = Ctx.Table.lookup(Struct->getName());
      std::string HipStruct =
          S && !S->Hip.empty() ? ("'" + S->Hip + "'").str() : "its struct";
      diag(*At, core::Severity::Warning,
                   llvm::formatv("'{0}' of '{1}' has no counterpart in {2} "
                                 "of HIP {3}{4}; left unchanged",
                                 Field->getName(), Struct->getName(),
                                 HipStruct,
                                 Ctx.Opts.Targets.Hip.getAsString(),
                                 R->Note.empty() ? "" : ": " + R->Note.str()),
                   Tag::Unsupported, R);
      return true;
    }
    rules::reference(Ctx, *At, Field->getName().size(), *R,
                     rewrite::Tier::Ast, rewrite::Producer::StructMember);
    if (!R->ReadAs.empty() && !ReadThroughCast.contains(E))
      readAs(*E, *R);
    return true;
  }

  /// An access already read through a reference cast is not cast again.
  bool VisitCXXReinterpretCastExpr(CXXReinterpretCastExpr *E) override {
    if (E->getTypeAsWritten()->isReferenceType())
      ReadThroughCast.insert(E->getSubExpr()->IgnoreParens());
    return true;
  }

private:
  /// HIP's field holds the bits of the CUDA field's type (__half2's x is an
  /// unsigned short in HIP, a __half in CUDA): the access as written, base
  /// and all, is read as that type, reinterpret_cast<half&>(h2.x) (const
  /// half& where the access is const).
  void readAs(const MemberExpr &E, const mapping::ApiRecord &R) {
    CharSourceRange Range = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(E.getSourceRange()), Info->SM, Info->LO);
    auto Begin = Info->offset(Range.getBegin());
    auto End = Info->offset(Range.getEnd());
    if (Begin && End && *Begin < *End)
      wrap(R, *Begin, *End,
           ("reinterpret_cast<" +
            llvm::StringRef(E.getType().isConstQualified() ? "const " : "") +
            R.ReadAs + "&>(")
               .str(),
           ")");
  }

  llvm::SmallPtrSet<const Expr *, 4> ReadThroughCast;
};

constexpr Tag Diagnostics[] = {
    Tag::Unsupported, Tag::CudaRemoved, Tag::CudaDeprecated,
    Tag::Deprecated, Tag::HipChanged};

} // namespace

extern const RuleSpec StructMemberRule = {
    rewrite::Producer::StructMember,
    "renames fields of CUDA structs that HIP's struct names otherwise and "
    "reports those it lacks at the target HIP version",
    "--hip-version", Diagnostics, always, create<StructMembers>};

} // namespace hipify::rules
