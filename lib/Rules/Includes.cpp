//===- Includes.cpp - #include of CUDA headers, and the implicit one ------===//
//
// An #include is rewritten by the header table only when it resolves into a
// CUDA header (the SDK or the built-in declarations): a project's own
// "util/cuda.h" keeps its name. A framework's header (Caffe2's) is renamed
// where it is found, since the framework ships its HIP twin. Headers HIP does without, and a second include
// of the same HIP header, are removed with their line; a CUDA header the table
// does not know is reported.
//
// The HIP runtime header goes first. nvcc includes cuda_runtime.h implicitly,
// so CUDA code may include <cooperative_groups.h> before it or nothing at
// all; HIP's headers need hip_runtime.h before them, and hipcc includes
// nothing implicitly. So every file that uses CUDA, and every .cu file that
// is not empty (nvcc includes the runtime into each, whatever it uses), starts with the
// HIP twin of cuda_runtime.h, where hipify-clang puts it: after the #ifndef
// of an include guard or after #pragma once, whichever comes first (#pragma
// once may sit between the guard's #ifndef and #define), else at the first top-level #include or declaration, whichever comes
// first (before the comment attached to it), else at the top. A top-level
// declaration is never inside extern "C" {} or a namespace, so neither is
// the include. When the file's first top-level include of a CUDA header is
// itself one that becomes the runtime header (cuda.h, cuda_runtime.h), and
// no code precedes it, it is renamed where it stands, as hipify-clang does:
// nothing before it needs HIP. The other unconditional ones are removed (one
// in an #if block is renamed: another configuration may need it); "top
// level" and "unconditional" count an include guard as no #if block. This
// is decided in the rule's finish step, when every producer has said
// whether the file uses CUDA.
//
//===----------------------------------------------------------------------===//

#include "hipify/Guards/GuardAnalysis.h"
#include "hipify/Mapping/HipSpellings.h"
#include "hipify/Rules/Rule.h"
#include "hipify/Support/Words.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/RawCommentList.h"
#include "clang/Lex/PPCallbacks.h"
#include "llvm/Support/Path.h"

#include <set>

using namespace clang;

namespace hipify::rules {

namespace {

/// Offset of the first character of the line holding \p Offset.
unsigned lineStart(StringRef Buffer, unsigned Offset) {
  size_t NL = Buffer.substr(0, Offset).find_last_of("\n\r");
  return NL == StringRef::npos ? 0 : NL + 1;
}

/// [begin, end) of the whole line of the directive at \p Hash, newline
/// included, when nothing but the directive is on it.
std::optional<std::pair<unsigned, unsigned>>
directiveLine(StringRef Buffer, unsigned Hash, unsigned DirectiveEnd) {
  unsigned Begin = lineStart(Buffer, Hash);
  size_t End = Buffer.find_first_of("\r\n", DirectiveEnd);
  if (End == StringRef::npos)
    End = Buffer.size();
  if (!Buffer.slice(Begin, Hash).trim().empty() ||
      !Buffer.slice(DirectiveEnd, End).trim().empty())
    return std::nullopt;
  if (Buffer.substr(End).starts_with("\r\n"))
    End += 2;
  else if (End < Buffer.size())
    End += 1;
  return std::make_pair(Begin, unsigned(End));
}

/// The operand of directive \p D up to the first blank: a macro name.
StringRef operandName(StringRef Buffer, const pp::Directive &D) {
  return Buffer.slice(D.OperandBegin, D.OperandEnd)
      .take_until([](char C) { return C == ' ' || C == '\t'; });
}

/// True when the file opens with an include guard: #ifndef X first, then
/// #define X (with only #pragma lines, such as #pragma once, between them).
bool hasIncludeGuard(StringRef Buffer, ArrayRef<pp::Directive> Directives) {
  if (Directives.empty() || Directives[0].Name != "ifndef")
    return false;
  for (const pp::Directive &D : Directives.drop_front()) {
    if (D.Name == "pragma")
      continue;
    if (D.Name == "define" &&
        operandName(Buffer, D) == operandName(Buffer, Directives[0]))
      return true;
    return false;
  }
  return false;
}

/// An #include of a CUDA header that becomes the HIP runtime header.
struct RuntimeInclude {
  unsigned Hash, NameBegin, NameEnd; // '#'; the name without <> or ""
  bool Conditional;                   // inside an #if block
  const mapping::HeaderRecord *H;
};

/// What the rule learns of the file's #include lines, from the
/// preprocessor and from the token-level stage.
struct IncludesFound {
  std::vector<RuntimeInclude> Runtime; // in file order
  /// The '#' of the first top-level #include of a CUDA header.
  std::optional<unsigned> FirstCuda;
  /// The '#' of each #include the preprocessor handled.
  llvm::DenseSet<unsigned> Handled;
  /// The file includes runtimeHeader() as written (outside a skipped branch).
  bool IncludesRuntime = false;
  /// Helper families whose header an #include rewrite wrote, or the file
  /// includes already (a second run).
  std::set<mapping::Helper> HelpersIncluded;
};

/// Where the target HIP has no twin of the CUDA header \p H and a helper's
/// header stands in for it: rewrites the operand [\p Begin, \p End), <>
/// or "" included, as the quoted helper header (found beside the file),
/// and says so. Returns whether it did.
bool includeHelper(FileContext &Ctx, Rule &Owner, const mapping::HeaderRecord &H,
                   unsigned Begin, unsigned End, rewrite::Tier From,
                   IncludesFound &Found) {
  std::optional<mapping::Helper> F = Ctx.Table.helperFor(H, Ctx.Opts.Targets);
  if (!F)
    return false;
  rewrite::Edit E;
  E.Offset = Begin;
  E.Length = End - Begin;
  E.Text = "\"" + mapping::helperFile(*F) + "\"";
  E.From = {rewrite::Producer::Include, H.Cuda, From, "include", H.Library};
  Ctx.edit(std::move(E));
  Ctx.usesHelper(*F);
  Found.HelpersIncluded.insert(*F);
  Owner.diag(Begin, core::Severity::Note,
             mapping::helperNote(("HIP " + Ctx.Opts.Targets.Hip.getAsString() +
                                  " has no <" + H.Cuda + ">")
                                     .str(),
                                 *F),
             Tag::Helper, nullptr)
      .Name = H.Cuda.str();
  return true;
}

class IncludeDirectives : public PPCallbacks {
public:
  IncludeDirectives(const SourceInfo &SI, FileContext &Ctx, Rule &Owner,
                    ArrayRef<pp::Directive> Directives, IncludesFound &Found)
      : SI(SI), Ctx(Ctx), Owner(Owner), Directives(Directives),
        Guarded(hasIncludeGuard(Ctx.Buffer, Directives)), Found(Found) {}

  void InclusionDirective(SourceLocation HashLoc, const Token &IncludeTok,
                          StringRef FileName, bool IsAngled,
                          CharSourceRange FilenameRange,
                          OptionalFileEntryRef File, StringRef SearchPath,
                          StringRef RelativePath, const Module *SuggestedModule,
                          bool ModuleImported,
                          SrcMgr::CharacteristicKind FileType) override {
    const mapping::HeaderRecord *H = Ctx.Table.lookupHeader(FileName);
    auto Hash = SI.offset(HashLoc);
    if (!Hash)
      return;
    Found.Handled.insert(*Hash);
    if (FileName == Ctx.runtimeHeader()) // already HIP: nothing to add
      Found.IncludesRuntime = true;
    // A translation's own helper header: not to be included twice, and
    // written beside the output again (a second run), unless the project
    // has a header of that name.
    if (auto F = mapping::helperOfFile(FileName); F && !IsAngled) {
      Found.HelpersIncluded.insert(*F);
      if (!File || mapping::isWrittenHelper(File->getName()))
        Ctx.usesHelper(*F);
    }
    // Not found, or the project's own header; a framework's header may be
    // the project's (Caffe2's own tree), or not installed here (PyTorch's),
    // and is renamed all the same.
    if (!(H && H->Framework) && !(File && SI.isCudaPath(File->getName())))
      return;
    Ctx.refersToCuda();
    bool Conditional = nesting(*Hash) > 0;
    if (!Conditional && !Found.FirstCuda)
      Found.FirstCuda = *Hash;
    auto NameBegin = SI.offset(FilenameRange.getBegin());
    if (!NameBegin)
      return;
    StringRef To;
    if (H && !H->Drop)
      To = Ctx.Table.headerFor(*H, Ctx.Opts.Targets);
    if (H && !H->Drop && To.empty() &&
        includeHelper(Ctx, Owner, *H, *NameBegin,
                      *NameBegin + FileName.size() + 2, rewrite::Tier::Ast,
                      Found))
      return;
    if (!H || (!H->Drop && To.empty())) {
      const mapping::Targets &T = Ctx.Opts.Targets;
      std::string Why =
          H && !H->Hip.empty()
              ? ("'" + FileName + "' requires HIP " +
                 H->HipAdded.getAsString() + " (<" + H->Hip +
                 ">); target is " + T.Hip.getAsString())
                    .str()
              : "'" + FileName.str() + "' has no HIP equivalent";
      Owner.diag(*NameBegin, core::Severity::Warning, Why + "; left unchanged",
                   Tag::Unsupported, nullptr)
          .Name = FileName.str();
      return;
    }
    rewrite::Edit E;
    E.From = {rewrite::Producer::Include, H->Cuda, rewrite::Tier::Ast, "include", H->Library};
    unsigned NameEnd = *NameBegin + FileName.size() + 2; // <...> or "..."
    // A header HIP does without, or one already included unconditionally
    // (cuda.h and cuda_runtime.h both become hip/hip_runtime.h): remove the
    // line. Includes inside #if blocks are all kept: another configuration
    // may need each.
    if (!H->Drop && To == Ctx.runtimeHeader()) { // placed by finish()
      Found.Runtime.push_back({*Hash, *NameBegin + 1,
                         unsigned(*NameBegin + 1 + FileName.size()),
                         Conditional, H});
      return;
    }
    bool Duplicate = !Conditional && !Written.insert(To).second;
    if (!H->Drop && !Duplicate && To == FileName)
      return; // the target's header has its path (rocThrust's thrust/)
    if (H->Drop || Duplicate) {
      // The whole line, or just the directive when a comment shares it.
      auto Line = directiveLine(Ctx.Buffer, *Hash, NameEnd);
      E.Offset = Line ? Line->first : *Hash;
      E.Length = (Line ? Line->second : NameEnd) - E.Offset;
    } else {
      E.Offset = *NameBegin + 1;
      E.Length = FileName.size();
      E.Text = To.str();
    }
    Ctx.edit(std::move(E));
  }

  /// How many #if blocks, not counting an include guard, enclose the
  /// directive at \p Hash.
  unsigned nesting(unsigned Hash) {
    for (const pp::Directive &D : Directives)
      if (D.Hash == Hash)
        return D.Nested - (Guarded && D.Nested > 0);
    return 0;
  }

private:
  const SourceInfo &SI;
  FileContext &Ctx;
  Rule &Owner;
  ArrayRef<pp::Directive> Directives;
  bool Guarded; // the file has an include guard
  IncludesFound &Found;
  llvm::StringSet<> Written; // HIP headers an #include rewrite wrote
};

class Includes : public Rule, public lexical::TokenHooks {
public:
  Includes(FileContext &Ctx, const FileJob &Job)
      : Rule(Ctx), CudaSource(llvm::sys::path::extension(Job.Path) == ".cu") {}
  std::unique_ptr<PPCallbacks> preprocessor(const SourceInfo &SI) override {
    return std::make_unique<IncludeDirectives>(SI, Ctx, *this, directives(),
                                               Found);
  }
  void endAst(ASTContext &AST, const SourceInfo &SI) override {
    FirstDeclaration = firstDeclaration(AST, SI, Ctx.Buffer);
  }
  lexical::TokenHooks *tokens() override { return this; }
  void include(unsigned Hash, unsigned Operand) override;
  void finish() override;

private:
  void remove(unsigned Hash, unsigned End, const mapping::HeaderRecord &H);
  /// Defines the macros the target HIP needs for names the file uses
  /// (FileContext::needsOptIn).
  void defineOptIns(ArrayRef<pp::Directive> Directives);
  /// Includes the headers of the helpers the file uses (FileContext::helpers)
  /// that no rewritten #include brought.
  void includeHelpers(ArrayRef<pp::Directive> Directives,
                      const RuntimeInclude *InPlace);

  const bool CudaSource; // a .cu file: nvcc includes the runtime into it
  IncludesFound Found;
  std::optional<unsigned> FirstDeclaration; // firstDeclaration()
};

} // namespace

std::optional<unsigned> firstDeclaration(ASTContext &AST, const SourceInfo &SI,
                                         StringRef Buffer) {
  // Parsed declarations only (noload): a precompiled prelude's are in
  // headers, and loading them all would cost more than the parse.
  for (const Decl *D : AST.getTranslationUnitDecl()->noload_decls()) {
    if (D->isImplicit())
      continue;
    SourceLocation Begin = SI.SM.getExpansionLoc(D->getBeginLoc());
    if (const RawComment *C = AST.getRawCommentForDeclNoCache(D))
      Begin = SI.SM.getExpansionLoc(C->getBeginLoc());
    if (auto Offset = SI.offset(Begin))
      return lineStart(Buffer, *Offset);
  }
  return std::nullopt;
}

IncludePlaces includePlaces(StringRef Buffer,
                            ArrayRef<pp::Directive> Directives,
                            std::optional<unsigned> FirstDeclaration) {
  IncludePlaces P;
  // Never before a UTF-8 byte-order mark.
  unsigned Start = Buffer.starts_with("\xEF\xBB\xBF") ? 3 : 0;
  auto After = [&](const pp::Directive &D) {
    size_t End = findLineBreak(Buffer, D.End);
    return End == StringRef::npos ? unsigned(Buffer.size()) : unsigned(End + 1);
  };
  bool Guard = hasIncludeGuard(Buffer, Directives);
  unsigned Depth = Guard ? 1 : 0; // the #if depth of the file's own code
  std::optional<unsigned> Pragma;
  for (const pp::Directive &D : Directives) {
    if (D.Nested != Depth)
      continue;
    if (!Pragma && D.Name == "pragma" &&
        Buffer.slice(D.OperandBegin, D.OperandEnd) == "once")
      Pragma = After(D);
    if (!P.FirstInclude && (D.Name == "include" || D.Name == "include_next"))
      P.FirstInclude = D.Hash;
  }
  if (P.FirstInclude && FirstDeclaration &&
      *FirstDeclaration < lineStart(Buffer, *P.FirstInclude))
    P.FirstInclude.reset(); // code comes first
  if (Guard)
    P.Insert = std::min(After(Directives[0]), Pragma.value_or(~0u));
  else if (Pragma)
    P.Insert = *Pragma;
  else if (P.FirstInclude)
    P.Insert = lineStart(Buffer, *P.FirstInclude);
  else if (FirstDeclaration) {
    // Before the conditional block the declaration is in, if any: the
    // header is the whole file's, whatever the block's condition.
    P.Insert = *FirstDeclaration;
    std::optional<unsigned> Open;
    for (const pp::Directive &D : Directives) {
      if (D.Hash >= *FirstDeclaration)
        break;
      if (D.Nested != Depth)
        continue;
      if (D.Name == "if" || D.Name == "ifdef" || D.Name == "ifndef")
        Open = Open.value_or(D.Hash);
      else if (D.Name == "endif")
        Open.reset();
    }
    if (Open)
      P.Insert = lineStart(Buffer, *Open);
  } else
    P.Insert = Start;
  P.Insert = std::max(P.Insert, Start);
  return P;
}

namespace {

void Includes::remove(unsigned Hash, unsigned End,
                      const mapping::HeaderRecord &H) {
  rewrite::Edit E;
  E.From = {rewrite::Producer::Include, H.Cuda, rewrite::Tier::Ast, "include", H.Library};
  auto Line = directiveLine(Ctx.Buffer, Hash, End);
  E.Offset = Line ? Line->first : Hash;
  E.Length = (Line ? Line->second : End) - E.Offset;
  Ctx.edit(std::move(E));
}

void Includes::include(unsigned Hash, unsigned Operand) {
  // One the preprocessor did not handle (an inactive branch, or no parse at
  // all): an angle-bracket include of a table header is renamed by the
  // table. Whether a quoted one resolves into the CUDA SDK cannot be known
  // there; it is left alone.
  if (Found.Handled.contains(Hash))
    return;
  StringRef Rest = Ctx.Buffer.substr(Operand);
  Rest = Rest.substr(0, Rest.find_first_of("\r\n"));
  StringRef Trimmed = Rest.ltrim(" \t");
  if (!Trimmed.starts_with("<"))
    return;
  size_t Close = Trimmed.find('>');
  if (Close == StringRef::npos)
    return;
  StringRef Header = Trimmed.substr(1, Close - 1);
  if (Header == Ctx.runtimeHeader() && !Ctx.isSkipped(Hash))
    Found.IncludesRuntime = true;
  const mapping::HeaderRecord *H = Ctx.Table.lookupHeader(Header);
  if (!H)
    return;
  StringRef To = Ctx.Table.headerFor(*H, Ctx.Opts.Targets);
  unsigned Begin = Operand + (Trimmed.data() - Rest.data());
  if (To.empty() && !H->Drop &&
      includeHelper(Ctx, *this, *H, Begin, Begin + Close + 1,
                    rewrite::Tier::Lexical, Found)) {
    if (!Ctx.isSkipped(Hash))
      Ctx.refersToCuda();
    return;
  }
  if (To.empty()) // dropped or unsupported: needs the resolved header
    return;
  rewrite::Edit E;
  E.Offset = Begin + 1;
  E.Length = Header.size();
  E.Text = To.str();
  E.From = {rewrite::Producer::Include, H->Cuda, rewrite::Tier::Lexical,
            "include", H->Library};
  Ctx.edit(std::move(E));
  if (!Ctx.isSkipped(Hash)) {
    Ctx.refersToCuda();
    Found.IncludesRuntime |= To == Ctx.runtimeHeader();
  }
}

void Includes::finish() {
  StringRef To = Ctx.runtimeHeader();
  auto Rename = [&](const RuntimeInclude &R) {
    rewrite::Edit E;
    E.Offset = R.NameBegin;
    E.Length = R.NameEnd - R.NameBegin;
    E.Text = To.str();
    E.From = {rewrite::Producer::Include, R.H->Cuda, rewrite::Tier::Ast, "include",
              R.H->Library};
    Ctx.edit(std::move(E));
  };
  ArrayRef<pp::Directive> Directives = directives();
  defineOptIns(Directives); // before the runtime header, at the same place
  // The file's first top-level include of a CUDA header, if it becomes the
  // runtime header and no code precedes it, stays where it is.
  const RuntimeInclude *InPlace = nullptr;
  if (!Found.IncludesRuntime && !To.empty()) {
    IncludePlaces P = includePlaces(Ctx.Buffer, Directives, FirstDeclaration);
    for (const RuntimeInclude &R : Found.Runtime)
      if (Found.FirstCuda == R.Hash && !R.Conditional &&
          (!FirstDeclaration ||
           *FirstDeclaration >= lineStart(Ctx.Buffer, R.Hash)))
        InPlace = &R;
    // A .cu file gets it unless empty: nvcc includes the runtime into each.
    bool NonEmptySource =
        CudaSource && (FirstDeclaration || !Directives.empty());
    if (!InPlace &&
        (Ctx.usesCuda() || NonEmptySource || !Found.Runtime.empty())) {
      StringRef EOL = lineEnding(Ctx.Buffer);
      const mapping::HeaderRecord *H = Ctx.Table.lookupHeader(mapping::ImplicitCudaHeader);
      rewrite::Edit E;
      E.Offset = P.Insert;
      E.Text = ("#include <" + To + ">" + EOL).str();
      E.From = {rewrite::Producer::ImplicitInclude, H->Cuda, rewrite::Tier::Ast, "include",
                H->Library};
      E.Counted = false;
      Ctx.edit(std::move(E));
    }
  }
  for (const RuntimeInclude &R : Found.Runtime) {
    if (&R == InPlace || R.Conditional)
      Rename(R);
    else // the one at the top includes it
      remove(R.Hash, R.NameEnd + 1, *R.H);
  }
  includeHelpers(Directives, InPlace);
}

void Includes::includeHelpers(ArrayRef<pp::Directive> Directives,
                              const RuntimeInclude *InPlace) {
  // After the runtime header: on the line after it where it stays in place,
  // else where it goes. Each helper header includes what it needs of HIP's.
  StringRef EOL = lineEnding(Ctx.Buffer);
  unsigned At = includePlaces(Ctx.Buffer, Directives, FirstDeclaration).Insert;
  std::string Before; // a line break where the file ends without one
  if (InPlace) {
    size_t End = findLineBreak(Ctx.Buffer, InPlace->NameEnd);
    At = End == StringRef::npos ? Ctx.Buffer.size() : End + 1;
    if (End == StringRef::npos)
      Before = EOL.str();
  }
  for (mapping::Helper F : Ctx.helpers()) {
    if (Found.HelpersIncluded.count(F))
      continue;
    rewrite::Edit E;
    E.Offset = At;
    E.Text = Before + "#include \"" + mapping::helperFile(F) + "\"" + EOL.str();
    Before.clear();
    E.From = {rewrite::Producer::Include, "", rewrite::Tier::Ast, "include", ""};
    E.Counted = false;
    Ctx.edit(std::move(E));
  }
}

void Includes::defineOptIns(ArrayRef<pp::Directive> Directives) {
  if (Ctx.optIns().empty())
    return;
  // Before the file's first include (any of them may bring the HIP
  // headers), where the runtime header goes; unless the build defines it.
  unsigned At = includePlaces(Ctx.Buffer, Directives, FirstDeclaration).Insert;
  StringRef EOL = lineEnding(Ctx.Buffer);
  std::vector<std::string> Macros;
  for (const auto &M : Ctx.optIns())
    Macros.push_back(M.getKey().str());
  llvm::sort(Macros);
  for (const std::string &Macro : Macros) {
    rewrite::Edit E;
    E.Offset = At;
    E.Text = ("#ifndef " + Macro + EOL + "#define " + Macro + EOL +
              "#endif" + EOL)
                 .str();
    E.From = {rewrite::Producer::Include, "", rewrite::Tier::Ast, "include", ""};
    E.Counted = false;
    Ctx.edit(std::move(E));
    diag(At, core::Severity::Note,
         "HIP " + Ctx.Opts.Targets.Hip.getAsString() + " declares '" +
             Ctx.optIns().lookup(Macro) + "' as CUDA's only where " + Macro +
             " is defined: the file defines it before its includes "
             "(a header needs it defined by the build)",
         Tag::OptIn);
  }
}

constexpr Tag Diagnostics[] = {Tag::Unsupported, Tag::OptIn, Tag::Helper};

} // namespace

extern const RuleSpec IncludeRule = {
    rewrite::Producer::Include,
    "rewrites #include of CUDA headers; adds the HIP runtime header a file "
    "that uses CUDA, or any .cu file, needs",
    "--roc, --miopen", Diagnostics, always,
    [](FileContext &Ctx, const FileJob &Job) -> std::unique_ptr<Rule> {
      return std::make_unique<Includes>(Ctx, Job);
    }};

} // namespace hipify::rules
