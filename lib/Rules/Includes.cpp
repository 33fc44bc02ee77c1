//===- Includes.cpp - #include of CUDA headers, and the implicit one ------===//
//
// An #include is rewritten by the header table only when it resolves into a
// CUDA header (the SDK or the built-in declarations): a project's own
// "util/cuda.h" keeps its name. Headers HIP does without, and a second include
// of the same HIP header, are removed with their line; a CUDA header the table
// does not know is reported.
//
// nvcc includes cuda_runtime.h implicitly and hipcc does not include
// hip_runtime.h: a file that uses CUDA but includes no CUDA header gets the
// HIP twin of cuda_runtime.h once, at the start of the line of its first
// top-level declaration (before the comment attached to it), in the rule's
// finish step, when every producer has said whether the file uses CUDA. A
// top-level declaration is never inside extern "C" {} or a namespace, so
// neither is the include.
//
//===----------------------------------------------------------------------===//

#include "hipify/Guards/GuardAnalysis.h"
#include "hipify/Rules/Rule.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/RawCommentList.h"
#include "clang/Lex/PPCallbacks.h"

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

class IncludeDirectives : public PPCallbacks {
public:
  IncludeDirectives(const SourceInfo &SI, FileContext &Ctx) : SI(SI), Ctx(Ctx) {}

  void InclusionDirective(SourceLocation HashLoc, const Token &IncludeTok,
                          StringRef FileName, bool IsAngled,
                          CharSourceRange FilenameRange,
                          OptionalFileEntryRef File, StringRef SearchPath,
                          StringRef RelativePath, const Module *SuggestedModule,
                          bool ModuleImported,
                          SrcMgr::CharacteristicKind FileType) override {
    const mapping::HeaderRecord *H = Ctx.Table.lookupHeader(FileName);
    // The legacy cuBLAS header matters wherever it is included from (a
    // project header, say).
    if (H && H->Main && File && SI.isCudaPath(File->getName()))
      Ctx.includesMainHeader(*H);
    auto Hash = SI.offset(HashLoc);
    if (!Hash)
      return;
    Ctx.HandledIncludes.insert(*Hash);
    if (Ctx.Table.isHipHeader(FileName)) // already HIP: nothing to add
      Ctx.IncludesCuda = true;
    if (!File || !SI.isCudaPath(File->getName()))
      return; // not found, or the project's own header
    Ctx.UsesCuda = true;
    auto NameBegin = SI.offset(FilenameRange.getBegin());
    if (!NameBegin)
      return;
    StringRef To;
    if (H && !H->Drop)
      To = Ctx.Table.headerFor(*H, Ctx.Opts.Targets);
    if (!H || (!H->Drop && To.empty())) {
      Ctx.diagnose(*NameBegin, core::Severity::Warning,
                   "'" + FileName.str() + "' has no HIP equivalent; left "
                                          "unchanged",
                   "hipify-unsupported");
      return;
    }
    rewrite::Edit E;
    E.From = {"include", H->Cuda, rewrite::Tier::Ast, "include", H->Library};
    unsigned NameEnd = *NameBegin + FileName.size() + 2; // <...> or "..."
    // A header HIP does without, or one already included unconditionally
    // (cuda.h and cuda_runtime.h both become hip/hip_runtime.h): remove the
    // line. Includes inside #if blocks are all kept: another configuration
    // may need each.
    bool Conditional = nesting(*Hash) > 0;
    bool Duplicate = !Conditional && !Ctx.HipIncludes.insert(To).second;
    if (H->Drop || Duplicate) {
      // The whole line, or just the directive when a comment shares it.
      auto Line = directiveLine(Ctx.Buffer, *Hash, NameEnd);
      E.Offset = Line ? Line->first : *Hash;
      E.Length = (Line ? Line->second : NameEnd) - E.Offset;
    } else {
      Ctx.IncludesCuda = true;
      E.Offset = *NameBegin + 1;
      E.Length = FileName.size();
      E.Text = To.str();
    }
    Ctx.Engine.add(std::move(E));
  }

  /// How many #if blocks enclose the directive at \p Hash.
  unsigned nesting(unsigned Hash) {
    if (!Directives)
      Directives = guards::scanDirectives(Ctx.Buffer);
    for (const guards::Directive &D : *Directives)
      if (D.Hash == Hash)
        return D.Nested;
    return 0;
  }

  void SourceRangeSkipped(SourceRange Range, SourceLocation EndifLoc) override {
    auto Begin = SI.offset(Range.getBegin());
    auto End = SI.offset(Range.getEnd());
    if (Begin && End)
      Ctx.Skipped.push_back({*Begin, *End});
  }

private:
  const SourceInfo &SI;
  FileContext &Ctx;
  std::optional<std::vector<guards::Directive>> Directives;
};

/// The header nvcc includes implicitly; its HIP counterpart is what a file
/// that uses CUDA without including anything needs.
constexpr llvm::StringLiteral ImplicitCudaHeader = "cuda_runtime.h";

class Includes : public Rule {
public:
  using Rule::Rule;
  std::unique_ptr<PPCallbacks> preprocessor(const SourceInfo &SI) override {
    return std::make_unique<IncludeDirectives>(SI, Ctx);
  }
  void endAst(ASTContext &AST, const SourceInfo &SI) override;
  void finish() override;
};

void Includes::endAst(ASTContext &AST, const SourceInfo &SI) {
  for (const Decl *D : AST.getTranslationUnitDecl()->decls()) {
    if (D->isImplicit())
      continue;
    SourceLocation Begin = SI.SM.getExpansionLoc(D->getBeginLoc());
    if (const RawComment *C = AST.getRawCommentForDeclNoCache(D))
      Begin = SI.SM.getExpansionLoc(C->getBeginLoc());
    if (auto Offset = SI.offset(Begin)) {
      Ctx.FirstDeclaration = lineStart(Ctx.Buffer, *Offset);
      return;
    }
  }
}

void Includes::finish() {
  if (!Ctx.UsesCuda || Ctx.IncludesCuda)
    return;
  const mapping::HeaderRecord *H = Ctx.Table.lookupHeader(ImplicitCudaHeader);
  if (!H || H->Hip.empty())
    return;
  StringRef EOL = Ctx.Buffer.contains("\r\n") ? "\r\n" : "\n";
  rewrite::Edit E;
  // Never before a UTF-8 byte-order mark.
  unsigned Start = Ctx.Buffer.starts_with("\xEF\xBB\xBF") ? 3 : 0;
  E.Offset = std::max(Ctx.FirstDeclaration.value_or(0), Start);
  E.Text = ("#include <" + H->Hip + ">" + EOL).str();
  E.From = {"implicit-include", H->Cuda, rewrite::Tier::Ast, "include",
            H->Library};
  E.Counted = false;
  Ctx.Engine.add(std::move(E));
}

constexpr llvm::StringLiteral Diagnostics[] = {"hipify-unsupported"};

} // namespace

extern const RuleSpec IncludeRule = {
    "include",
    "rewrites #include of CUDA headers; adds the HIP runtime header a file "
    "that uses CUDA needs",
    "--roc, --miopen", Diagnostics, always, create<Includes>};

} // namespace hipify::rules
