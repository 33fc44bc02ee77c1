//===- Pipeline.cpp - translate one file: the rules, the lexical pass, edits ===//
//
// The one path every file takes. The registered rules are made for the file
// and run around the parse: their preprocessor callbacks during it, their
// AST visitors in one traversal (a visitor that forwards every node to each
// rule's), then the token-level stage for what the AST never saw (the
// lexical pass, which the rules may join), then the rules' finish steps.
//
// The traversal skips the top-level declarations of system headers (the CUDA
// SDK, the C++ library, the built-in declarations): most of an AST, and
// nothing a rule edits, since edits are spelled in the file itself. Those of
// the project's own headers are walked, as a macro of the file may be
// expanded there. The edits are merged by the rewrite
// engine, and the file's report is made from the edits applied.
//
// A file parsed from the library prelude (the C++ headers the run's files
// share) that does not fit it is translated again from the start, from the
// plain prelude: the rules of the first parse saw a parse that is void.
//
// A file whose #if nesting is too deep for clang's evaluator (it recurses
// without a limit) is not parsed: it is translated at token level only.
//
//===----------------------------------------------------------------------===//

#include "hipify/Rules/Pipeline.h"
#include "hipify/Guards/GuardAnalysis.h"
#include "hipify/Lexical/LexicalPass.h"

#include "clang/AST/ASTContext.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <optional>

using namespace clang;
using llvm::ArrayRef;
using llvm::SmallString;
using llvm::StringRef;
namespace sys = llvm::sys;

namespace hipify::rules {

namespace {

/// One traversal for every rule's visitor: each node is handed to each
/// visitor in the order of the rules, as if each had traversed the AST
/// alone (they share clang's default traversal settings).
class SharedTraversal : public AstVisitor {
public:
  explicit SharedTraversal(std::vector<AstVisitor *> Visitors)
      : Visitors(std::move(Visitors)) {}

  bool TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc NNS) override {
    for (AstVisitor *V : Visitors)
      if (!V->VisitNestedNameSpecifierLoc(NNS))
        return false;
    return AstVisitor::TraverseNestedNameSpecifierLoc(NNS);
  }

#define FORWARD(Method, Node)                                                  \
  bool Method(Node N) override {                                               \
    for (AstVisitor *V : Visitors)                                             \
      if (!V->Method(N))                                                       \
        return false;                                                          \
    return true;                                                               \
  }
  FORWARD(VisitAttr, Attr *)
  FORWARD(VisitDecl, Decl *)
  FORWARD(VisitStmt, Stmt *)
  FORWARD(VisitType, Type *)
  FORWARD(VisitTypeLoc, TypeLoc)
#define DECL(Class, Base) FORWARD(Visit##Class##Decl, Class##Decl *)
#include "clang/AST/DeclNodes.inc"
#define STMT(Class, Parent) FORWARD(Visit##Class, Class *)
#include "clang/AST/StmtNodes.inc"
#define TYPE(Class, Base) FORWARD(Visit##Class##Type, Class##Type *)
#include "clang/AST/TypeNodes.inc"
#define TYPELOC(Class, Base) FORWARD(Visit##Class##TypeLoc, Class##TypeLoc)
#include "clang/AST/TypeLocNodes.def"
#undef FORWARD

private:
  std::vector<AstVisitor *> Visitors;
};

/// The rules of one file, called by the parse.
class RuleSet : public frontend::ParseHooks {
public:
  RuleSet(FileContext &Ctx, const FileJob &Job) {
    for (const RuleSpec &S : registeredRules())
      if (S.Enabled(Ctx.Opts))
        Rules.push_back(Rule::make(S, Ctx, Job));
  }

  void start() {
    for (auto &R : Rules)
      R->start();
  }
  void beginParse(const SourceInfo &SI, Preprocessor &PP) override {
    for (auto &R : Rules)
      if (auto Callbacks = R->preprocessor(SI))
        PP.addPPCallbacks(std::move(Callbacks));
  }
  void endParse(ASTContext &AST, const SourceInfo &SI) override {
    std::vector<AstVisitor *> Visitors;
    for (auto &R : Rules)
      if (AstVisitor *V = R->visitor(AST, SI))
        Visitors.push_back(V);
    AST.setTraversalScope(frontend::ownDeclarations(AST));
    SharedTraversal(std::move(Visitors)).TraverseAST(AST);
    for (auto &R : Rules)
      R->endAst(AST, SI);
  }
  bool compilerDiagnostic(const clang::Diagnostic &Info, bool Apply) override {
    return llvm::any_of(Rules, [&](const std::unique_ptr<Rule> &R) {
      return R->compilerDiagnostic(Info, Apply);
    });
  }
  /// The rules' hooks in the token-level stage.
  std::vector<lexical::TokenHooks *> tokens() {
    std::vector<lexical::TokenHooks *> Hooks;
    for (auto &R : Rules)
      if (lexical::TokenHooks *H = R->tokens())
        Hooks.push_back(H);
    return Hooks;
  }
  void finish() {
    for (auto &R : Rules)
      R->finish();
  }

private:
  std::vector<std::unique_ptr<Rule>> Rules;
};

/// The first #if or #elif of \p Directives whose condition is nested too
/// deeply to evaluate.
const pp::Directive *
tooDeeplyNested(StringRef Buffer, ArrayRef<pp::Directive> Directives) {
  auto It = llvm::find_if(Directives, [&](const pp::Directive &D) {
    std::string Error;
    return (D.Name == "if" || D.Name == "elif") &&
           !guards::parseCondition(
                Buffer.slice(D.OperandBegin, D.OperandEnd), &Error) &&
           Error == guards::TooDeeplyNested;
  });
  return It == Directives.end() ? nullptr : &*It;
}

std::string absolutePath(StringRef Path) {
  SmallString<256> P(Path);
  sys::fs::make_absolute(P);
  sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

/// translate(), with \p Setup's library prelude if it has one: nullopt when
/// the file does not fit it (\p Misfit says why).
std::optional<Translation> translateOnce(const FileJob &Job, StringRef Buffer,
                                         const mapping::MappingTable &Table,
                                         const core::TranslateOptions &Opts,
                                         const frontend::ParseSetup *Setup,
                                         std::string &Misfit) {
  std::vector<pp::Directive> Directives = pp::scanDirectives(Buffer);
  FileJob Scanned = Job;
  Scanned.Directives = Directives;
  std::string Joined = lexical::joinSplitChevrons(Buffer);
  FileContext Ctx(Buffer, Table, Opts, Joined);
  RuleSet Rules(Ctx, Scanned);
  Rules.start();
  // A PyTorch extension's file: said so, or including PyTorch itself (the
  // parse also sees the includes of its headers).
  Ctx.Torch = Opts.Torch || pp::includesTorch(Buffer, Directives);
  frontend::ParseResult Parsed{true, ""};
  if (const pp::Directive *D = tooDeeplyNested(Buffer, Directives))
    Ctx.diagnose(D->Hash, core::Severity::Error,
                 "condition nested too deeply to parse; the file is "
                 "translated at token level only",
                 Tag::ClangError);
  else if (Setup)
    Parsed = frontend::parse(*Setup, Job.Path, Ctx, Rules);
  if (!Parsed.Misfit.empty()) {
    Misfit = std::move(Parsed.Misfit);
    return std::nullopt;
  }
  if (!Parsed.Started) {
    // Not a file clang cannot take but a command line it refuses: no
    // translation would be what the user asked for.
    Translation T;
    T.Report.File = Job.Path.str();
    T.Report.Status = report::FileStatus::Failed;
    T.Report.Problem = "cannot parse '" + Job.Path.str() + "'";
    for (const core::Diagnostic &D : Ctx.Diagnostics)
      T.Report.Problem += ": " + D.Message;
    return T;
  }
  lexical::runLexicalPass(Ctx, Rules.tokens());
  Rules.finish();

  rewrite::RewriteResult R = Ctx.Engine.apply(Buffer);
  for (const rewrite::Conflict &C : R.Conflicts)
    Ctx.diagnose(C.Dropped.Offset, core::Severity::Warning,
                 llvm::formatv("conflicting edits: '{0}' ({1}) and '{2}' ({3}) "
                         "overlap; neither applied",
                         C.Dropped.Text, rewrite::producerName(C.Dropped.From.Rule), C.Against.Text,
                         rewrite::producerName(C.Against.From.Rule)),
                 Tag::Conflict);

  Translation T;
  // What the token-level pass alone translated, and why the AST missed it.
  for (const rewrite::Edit &E : R.Applied) {
    if (E.From.From != rewrite::Tier::Lexical || E.From.Rule == rewrite::Producer::Guard)
      continue;
    bool InDefine = llvm::any_of(Directives, [&](const pp::Directive &D) {
      return D.Name == "define" && E.Offset >= D.Hash && E.Offset < D.End;
    });
    T.Report.TokenOnlyEdits.push_back(
        {E.Offset, Ctx.isSkipped(E.Offset) ? "inactive-branch"
                   : InDefine              ? "macro-body"
                                           : "not-parsed"});
  }
  T.Report.File = Job.Path.str();
  T.Report.UsedCudaSdk = Setup && Setup->Sdk.has_value();
  for (mapping::Helper H : Ctx.Helpers)
    T.Report.Helpers.push_back(mapping::helperName(H).str());
  T.Report.Applied = std::move(R.Applied);
  T.Report.Diagnostics = std::move(Ctx.Diagnostics);
  T.Report.Status = R.Output == Buffer ? report::FileStatus::Unchanged
                                       : report::FileStatus::Translated;
  T.Report.finish(Buffer);
  T.Output = std::move(R.Output);
  T.Dependencies = std::move(Ctx.Dependencies);
  T.Absent = std::move(Ctx.Absent);
  if (T.Dependencies.empty()) // not parsed: it read itself only
    T.Dependencies.push_back(absolutePath(Job.Path));
  return T;
}

} // namespace

Translation translate(const FileJob &Job, StringRef Buffer,
                      const mapping::MappingTable &Table,
                      const core::TranslateOptions &Opts,
                      const frontend::ParseSetup *Setup) {
  std::string Misfit;
  if (auto T = translateOnce(Job, Buffer, Table, Opts, Setup, Misfit))
    return std::move(*T);
  // Parsed again, from the CUDA prelude alone, with new rules and context.
  if (Setup->LibraryMisfit)
    Setup->LibraryMisfit(Misfit);
  frontend::ParseSetup Plain = *Setup;
  Plain.LibraryPrelude.clear();
  if (Setup->PlainPrelude)
    Plain.Prelude = Setup->PlainPrelude();
  return *translateOnce(Job, Buffer, Table, Opts, &Plain, Misfit);
}

} // namespace hipify::rules
