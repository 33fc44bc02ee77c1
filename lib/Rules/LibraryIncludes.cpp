//===- LibraryIncludes.cpp - headers CUDA's bring and HIP's do not -------===//
//
// CUDA's runtime header brings some C and C++ library headers into every
// file (<string.h>: memcpy, memset, strlen...), and so did HIP's before 7.0;
// HIP 7.0's includes fewer (mapping::LibraryHeadersBeforeHip7). Code that
// uses them without including them compiles for CUDA and not for HIP 7. So,
// for a target of HIP 7 or later, each such header that the file's code
// needs and that neither the file nor one of its project headers includes
// (nor its C++ twin) is included beside the HIP runtime header, and a note
// says why.
//
// The same of CUDA's own headers that others bring (cublas_api.h includes
// cuda_bf16.h; hipBLAS's header does not include hip_bf16.h): where the
// parse finds a name the file's code uses declared in a CUDA header the
// tables flag include-where-used, and neither the file, its project headers
// nor the helper headers it uses include that header or its HIP twin, the
// twin is included, at
// every target that has it. The built-in declarations, without the SDK,
// are not per header: there the name's record says which CUDA header
// declares it (cuda-header, which the census writes and checks).
//
// What the code needs: the declaration of each function or variable it
// refers to, and the definition of each macro it expands (assert), when it
// lies in one of those headers itself. Not in a header they include
// (NULL's <stddef.h>, which every C header and HIP's own include), and
// which header read it first is not asked: that is the order of the parse,
// and a precompiled prelude's is not the file's (a CUDA header the file
// includes first, or the prelude's C++ library headers), while the
// translation must be the same with and without one. A header the file's
// code reaches only through a library header (<string> bringing <stdio.h>)
// therefore gets its own #include, which is what the standard asks anyway.
//
//===----------------------------------------------------------------------===//

#include "hipify/Frontend/CudaFrontend.h"
#include "hipify/Mapping/Helpers.h"
#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Rules/Rule.h"
#include "hipify/Support/Files.h"
#include "hipify/Support/Words.h"

#include "clang/AST/Expr.h"
#include "clang/Lex/MacroInfo.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace hipify::rules {

namespace {


class LibraryIncludes : public AstRule, public PPCallbacks {
public:
  using AstRule::AstRule;

  std::unique_ptr<PPCallbacks> preprocessor(const SourceInfo &SI) override {
    Info = &SI;
    // The pipeline owns the callbacks it is given: a forwarder to this.
    struct Forward : PPCallbacks {
      explicit Forward(LibraryIncludes &R) : R(R) {}
      void MacroExpands(const Token &Name, const MacroDefinition &MD,
                        SourceRange, const MacroArgs *) override {
        const MacroInfo *MI = MD.getMacroInfo();
        SourceLocation At = R.Info->SM.getExpansionLoc(Name.getLocation());
        if (MI && R.Info->inFile(At))
          R.reached(MI->getDefinitionLoc(), At,
                    Name.getIdentifierInfo()->getName(), /*Global=*/true);
      }
      LibraryIncludes &R;
    };
    return std::make_unique<Forward>(*this);
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) override {
    const ValueDecl *D = E->getDecl();
    SourceLocation At = Info->SM.getExpansionLoc(E->getLocation());
    if (isa<FunctionDecl, VarDecl>(D) && D->getIdentifier() && Info->inFile(At))
      reached(D->getLocation(), At, D->getName(), global(*D));
    return true;
  }
  /// A type's name (__nv_bfloat16): of CUDA's headers only (the C
  /// library's types come with its functions).
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) override {
    typeAt(*TL.getDecl(), TL.getNameLoc());
    return true;
  }
  bool VisitTagTypeLoc(TagTypeLoc TL) override {
    typeAt(*TL.getDecl(), TL.getNameLoc());
    return true;
  }

  void endAst(ASTContext &AST, const SourceInfo &SI) override {
    FirstDeclaration = firstDeclaration(AST, SI, Ctx.Buffer);
  }
  void finish() override;

  void typeAt(const NamedDecl &D, SourceLocation Loc) {
    SourceLocation At = Info->SM.getExpansionLoc(Loc);
    if (D.getIdentifier() && Info->inFile(At))
      reached(D.getLocation(), At, D.getName(), global(D), /*CudaOnly=*/true);
  }

  /// Whether \p D is at global scope, where a record's name is its own.
  static bool global(const NamedDecl &D) {
    return D.getDeclContext()->getRedeclContext()->isTranslationUnit();
  }

  /// Code of the file uses \p Name, declared (or defined) at \p Loc, at
  /// global scope where \p Global, at \p At; with \p CudaOnly, only where
  /// that is a CUDA header's.
  void reached(SourceLocation Loc, SourceLocation At, llvm::StringRef Name,
               bool Global, bool CudaOnly = false) {
    const SourceManager &SM = Info->SM;
    Loc = SM.getExpansionLoc(Loc);
    if (Loc.isInvalid() || !SM.isInSystemHeader(Loc))
      return;
    auto [It, New] = HeaderOf.try_emplace(SM.getFileID(Loc));
    if (New)
      It->second = neededHeader(SM.getFileID(Loc));
    // The built-in declarations are not per header: the record says which
    // CUDA header declares the name (its cuda-header, from the census).
    std::string Header = It->second.value_or("");
    if (!It->second && Global)
      if (const mapping::ApiRecord *R = Ctx.Table.lookup(Name))
        Header = twinWhereUsed(R->CudaHeader);
    if (Header.empty() || (CudaOnly && !isTwin(Header)))
      return;
    // The first use in the file names it.
    auto [Use, First] =
        Needed.try_emplace(Header, SM.getFileOffset(At), Name.str());
    if (!First && SM.getFileOffset(At) < Use->second.first)
      Use->second = {SM.getFileOffset(At), Name.str()};
  }

private:

  /// Whether \p Header is a HIP twin neededHeader() gave.
  static bool isTwin(llvm::StringRef Header) {
    return Header.starts_with("hip/");
  }

  bool cLibrary() const {
    return Ctx.Opts.Targets.Hip >=
           llvm::VersionTuple(mapping::LibraryHeadersDroppedInHip);
  }

  /// The header to include for a use of what \p File declares: \p File
  /// itself where it is one of LibraryHeadersBeforeHip7 (and the target
  /// lacks it), the HIP twin of a CUDA header flagged include-where-used;
  /// "". None for a header of the built-in declarations: the name decides.
  std::optional<std::string> neededHeader(FileID File) const {
    OptionalFileEntryRef Entry = Info->SM.getFileEntryRefForID(File);
    if (Entry && Entry->getName().starts_with(frontend::BuiltinIncludeDir))
      return std::nullopt;
    llvm::StringRef Name =
        Entry ? llvm::sys::path::filename(Entry->getName()) : "";
    if (cLibrary() &&
        llvm::any_of(mapping::LibraryHeadersBeforeHip7,
                     [&](const auto &H) { return H.first == Name; }))
      return Name.str();
    if (Entry && Info->isCudaPath(Entry->getName()))
      return twinWhereUsed(Name);
    return "";
  }

  /// The HIP twin at the target of CUDA header \p Name where the tables
  /// flag it include-where-used; "".
  std::string twinWhereUsed(llvm::StringRef Name) const {
    const mapping::HeaderRecord *H = Ctx.Table.lookupHeader(Name);
    return H && H->IncludeWhereUsed
               ? Ctx.Table.headerFor(*H, Ctx.Opts.Targets).str()
               : "";
  }

  std::optional<unsigned> FirstDeclaration; // firstDeclaration()
  llvm::DenseMap<FileID, std::optional<std::string>> HeaderOf;
  /// Header -> the first use (offset, name) that needs it.
  llvm::StringMap<std::pair<unsigned, std::string>> Needed;
};

void LibraryIncludes::finish() {
  if (Needed.empty())
    return;
  llvm::ArrayRef<pp::Directive> Directives = directives();
  // What the file and its project headers include (the parse read them:
  // the same with a prelude and without).
  llvm::StringSet<> Included;
  auto Includes = [&](llvm::StringRef Text, llvm::ArrayRef<pp::Directive> Of) {
    for (const pp::Directive &D : Of)
      if (auto Op = pp::includeOperand(Text, D))
        Included.insert(Op->Spelled);
  };
  Includes(Ctx.Buffer, Directives);
  // The helper headers the file includes bring what they include.
  for (mapping::Helper H : Ctx.helpers()) {
    llvm::StringRef Text = mapping::helperText(H);
    Includes(Text, pp::scanDirectives(Text));
  }
  for (const std::string &Header : Ctx.Facts.Dependencies)
    if (auto Buf = support::readSourceFile(Header, support::DefaultMaxFileSize))
      Includes((*Buf)->getBuffer(), pp::scanDirectives((*Buf)->getBuffer()));
    else
      llvm::consumeError(Buf.takeError()); // read by the parse a moment ago
  std::vector<std::string> Headers;
  for (const auto &[Header, Twin] : mapping::LibraryHeadersBeforeHip7)
    if (Needed.contains(Header) && !Included.contains(Header) &&
        !(Twin.size() && Included.contains(Twin)))
      Headers.push_back(Header.str());
  // CUDA's headers: not where the file includes the twin, or a CUDA header
  // whose twin it is.
  std::vector<std::string> Twins;
  for (const auto &Need : Needed) {
    llvm::StringRef Twin = Need.getKey();
    if (isTwin(Twin) && !Included.contains(Twin) &&
        llvm::none_of(Included, [&](const auto &I) {
          const mapping::HeaderRecord *H = Ctx.Table.lookupHeader(I.getKey());
          return H && Ctx.Table.headerFor(*H, Ctx.Opts.Targets) == Twin;
        }))
      Twins.push_back(Twin.str());
  }
  llvm::sort(Twins);
  if (Headers.empty() && Twins.empty())
    return;
  unsigned At = includePlaces(Ctx.Buffer, Directives, FirstDeclaration).Insert;
  llvm::StringRef EOL = lineEnding(Ctx.Buffer);
  std::string Text;
  for (const std::string &H : Headers) {
    Text += "#include <" + H + ">" + EOL.str();
    diag(At, core::Severity::Note,
                 "HIP " + Ctx.Opts.Targets.Hip.getAsString() +
                     "'s headers no longer include <" + H +
                     ">, which CUDA's bring: included for '" +
                     Needed.lookup(H).second + "'",
                 Tag::LibraryInclude);
  }
  for (const std::string &H : Twins) {
    Text += "#include <" + H + ">" + EOL.str();
    diag(At, core::Severity::Note,
         "CUDA's headers the file includes bring the declaration of '" +
             Needed.lookup(H).second + "'; HIP's twins of them do not bring <" +
             H + ">: included",
         Tag::LibraryInclude);
  }
  // After the runtime header the include rule puts at the same place.
  replace(Ctx, {rewrite::Producer::LibraryInclude, "", rewrite::Tier::Ast, "include", ""}, At,
          0, std::move(Text));
}

constexpr Tag Diagnostics[] = {Tag::LibraryInclude};

} // namespace

/// Its includes follow the runtime header the include rule's finish()
/// inserts at the same place (insertions at one place keep their order).
constexpr rewrite::Producer After[] = {rewrite::Producer::Include};

extern const RuleSpec LibraryIncludeRule = {
    rewrite::Producer::LibraryInclude,
    "includes the C library headers CUDA's runtime header brings and HIP "
    "7's no longer does (<string.h>...), and the HIP twins of CUDA headers "
    "others bring (cuda_bf16.h by cublas_v2.h), where the file's code needs "
    "them",
    "--hip-version", Diagnostics, always, create<LibraryIncludes>, After};

} // namespace hipify::rules
