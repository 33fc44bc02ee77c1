//===- Pipeline.cpp - translate one file: the rules, their stages, edits --===//
//
// The one path every file takes. The registered rules are made for the file
// and run around the parse: their preprocessor callbacks during it, their
// AST visitors in one traversal (a visitor that forwards every node to each
// rule's), then the token-level stage for what the AST never saw (a
// dispatcher of tokens, which the rules join), then the rules' finish steps.
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
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <optional>
#include <set>

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

/// The rules of one file.
/// Notes in a file's facts what the preprocessor sees of it: the #if
/// branches it skips, and the CUDA main headers included, from the file or
/// a header it reads (the legacy cuBLAS header matters wherever it is
/// included from); \p Handled gets the file's #include lines it handled.
class PreprocessorFacts : public PPCallbacks {
public:
  PreprocessorFacts(const SourceInfo &SI, const FileContext &Ctx,
                    FileFacts &Facts, llvm::DenseSet<unsigned> &Handled)
      : SI(SI), Ctx(Ctx), Facts(Facts), Handled(Handled) {}
  void SourceRangeSkipped(SourceRange Range, SourceLocation) override {
    auto Begin = SI.offset(Range.getBegin());
    auto End = SI.offset(Range.getEnd());
    if (Begin && End)
      Facts.Skipped.push_back({*Begin, *End});
  }
  void InclusionDirective(SourceLocation HashLoc, const Token &,
                          StringRef FileName, bool, CharSourceRange,
                          OptionalFileEntryRef File, StringRef, StringRef,
                          const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    const mapping::HeaderRecord *H = Ctx.Table.lookupHeader(FileName);
    if (H && H->Main && File && SI.isCudaPath(File->getName()))
      Facts.includesMainHeader(Ctx.Table, *H);
    if (auto Hash = SI.offset(HashLoc))
      Handled.insert(*Hash);
  }

private:
  const SourceInfo &SI;
  const FileContext &Ctx;
  FileFacts &Facts;
  llvm::DenseSet<unsigned> &Handled;
};

/// After the parse, the file's own angle-bracket #include lines of CUDA main
/// headers that the preprocessor did not handle (one not found, or no parse
/// at all) in branches it did not skip.
void unhandledMainHeaders(const FileContext &Ctx,
                          ArrayRef<pp::Directive> Directives,
                          const llvm::DenseSet<unsigned> &Handled,
                          FileFacts &Facts) {
  for (const pp::Directive &D : Directives) {
    if (!llvm::is_contained({"include", "include_next", "import"}, D.Name) ||
        Handled.contains(D.Hash) || Ctx.isSkipped(D.Hash))
      continue;
    StringRef Operand = Ctx.Buffer.slice(D.OperandBegin, D.OperandEnd);
    size_t Close = Operand.find('>');
    if (!Operand.starts_with("<") || Close == StringRef::npos)
      continue;
    const mapping::HeaderRecord *H =
        Ctx.Table.lookupHeader(Operand.substr(1, Close - 1));
    if (H && H->Main)
      Facts.includesMainHeader(Ctx.Table, *H);
  }
}

class RuleSet {
public:
  /// The rules of the file of \p Ctx, whose facts \p Facts the parse adds
  /// to (the rules only read them, through \p Ctx).
  RuleSet(FileContext &Ctx, const FileJob &Job, FileFacts &Facts)
      : Ctx(Ctx), Job(Job), Facts(Facts) {
    for (const RuleSpec &S : registeredRules())
      if (S.Enabled(Ctx.Opts))
        Rules.push_back(Rule::make(S, Ctx, Job));
  }

  void start() {
    for (auto &R : Rules)
      R->start();
  }
  void beginParse(const SourceInfo &SI, Preprocessor &PP) {
    PP.addPPCallbacks(
        std::make_unique<PreprocessorFacts>(SI, Ctx, Facts, Handled));
    for (auto &R : Rules)
      if (auto Callbacks = R->preprocessor(SI))
        PP.addPPCallbacks(std::move(Callbacks));
  }
  void visitors(ASTContext &AST, const SourceInfo &SI,
                std::vector<AstVisitor *> &Out) {
    for (auto &R : Rules)
      if (AstVisitor *V = R->visitor(AST, SI))
        Out.push_back(V);
  }
  void endAst(ASTContext &AST, const SourceInfo &SI) {
    for (auto &R : Rules)
      R->endAst(AST, SI);
  }
  /// Every rule is offered \p Info (each fixes what falls in its file).
  bool compilerDiagnostic(const clang::Diagnostic &Info, bool Apply) {
    bool Taken = false;
    for (auto &R : Rules)
      Taken |= R->compilerDiagnostic(Info, Apply);
    return Taken;
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

  /// The parse has ended: the facts it leaves to the file's own lines.
  void endParse() { unhandledMainHeaders(Ctx, Job.Directives, Handled, Facts); }

private:
  const FileContext &Ctx;
  const FileJob &Job;
  FileFacts &Facts;
  llvm::DenseSet<unsigned> Handled; // the #include lines the parse handled
  std::vector<std::unique_ptr<Rule>> Rules;
};

/// A header of the run (FileJob::Headers) that the parse of a file enters:
/// translated with it, by rules of its own, from the text the parse read.
struct HeaderUnit {
  HeaderUnit(std::string P, StringRef Read, const FileJob &Of,
             const FileContext &Includer, const SourceInfo &SI)
      : Path(std::move(P)), Text(Read.str()),
        Directives(pp::scanDirectives(Text)), Job{Path, Of.Renamed,
                                                  Of.IncludeDirs, Directives,
                                                  nullptr},
        Facts([&] {
          FileFacts F;
          F.Torch = Includer.Facts.Torch;
          return F;
        }()),
        Ctx(Text, Includer.Table, Includer.Opts, {}, Facts),
        Rules(Ctx, Job, Facts), SI(SI) {
    Rules.start();
  }

  const std::string Path, Text;
  const std::vector<pp::Directive> Directives;
  const FileJob Job;
  FileFacts Facts; // the includer's PyTorch-ness; skipped ranges its own
  FileContext Ctx;
  RuleSet Rules;
  const SourceInfo SI;
};

/// What the parse of a file calls: its rules, and those of each header of
/// the run it enters, opened as the preprocessor enters it (its callbacks
/// see the header's own directives on).
class ParseUnits : public frontend::ParseHooks {
public:
  ParseUnits(RuleSet &Main, FileContext &Ctx, const FileJob &Job)
      : Main(Main), Ctx(Ctx), Job(Job) {}

  std::vector<std::unique_ptr<HeaderUnit>> Headers; // in the order entered

  void beginParse(const SourceInfo &SI, Preprocessor &PP) override {
    Main.beginParse(SI, PP);
    if (Job.Headers && !Job.Headers->empty())
      PP.addPPCallbacks(std::make_unique<Opener>(*this, SI, PP));
  }
  void endParse(ASTContext &AST, const SourceInfo &SI) override {
    std::vector<AstVisitor *> Visitors;
    Main.visitors(AST, SI, Visitors);
    for (auto &H : Headers)
      H->Rules.visitors(AST, H->SI, Visitors);
    AST.setTraversalScope(frontend::ownDeclarations(AST));
    SharedTraversal(std::move(Visitors)).TraverseAST(AST);
    Main.endAst(AST, SI);
    for (auto &H : Headers)
      H->Rules.endAst(AST, H->SI);
  }
  bool compilerDiagnostic(const clang::Diagnostic &Info, bool Apply) override {
    bool Taken = Main.compilerDiagnostic(Info, Apply);
    for (auto &H : Headers)
      Taken |= H->Rules.compilerDiagnostic(Info, Apply);
    return Taken;
  }
  FileContext *contextOf(FileID FID) override {
    if (Headers.empty())
      return nullptr;
    OptionalFileEntryRef F = SM->getFileEntryRefForID(FID);
    HeaderUnit *H = F ? ByFile.lookup(&F->getFileEntry()) : nullptr;
    return H ? &H->Ctx : nullptr;
  }

private:
  /// Opens a header of the run the first time the preprocessor enters it.
  class Opener : public PPCallbacks {
  public:
    Opener(ParseUnits &Units, const SourceInfo &SI, Preprocessor &PP)
        : Units(Units), SI(SI), PP(PP) {}
    void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                     SrcMgr::CharacteristicKind, FileID) override {
      if (Reason != EnterFile)
        return;
      const SourceManager &SM = PP.getSourceManager();
      FileID FID = SM.getFileID(Loc);
      OptionalFileEntryRef F = SM.getFileEntryRefForID(FID);
      if (!F || FID == SM.getMainFileID() ||
          !Seen.insert(&F->getFileEntry()).second)
        return;
      SmallString<256> Real;
      if (sys::fs::real_path(F->getName(), Real) ||
          !Units.Job.Headers->contains(Real))
        return;
      Units.Headers.push_back(
          std::make_unique<HeaderUnit>(std::string(Real), SM.getBufferData(FID),
                                       Units.Job, Units.Ctx, SI.forFile(*F)));
      HeaderUnit &H = *Units.Headers.back();
      Units.SM = &SM;
      Units.ByFile[&F->getFileEntry()] = &H;
      // Its rules' callbacks join the parse here, at its first line.
      H.Rules.beginParse(H.SI, PP);
    }

  private:
    ParseUnits &Units;
    const SourceInfo &SI;
    Preprocessor &PP;
    llvm::DenseSet<const FileEntry *> Seen;
  };

  RuleSet &Main;
  FileContext &Ctx;
  const FileJob &Job;
  const SourceManager *SM = nullptr;
  llvm::DenseMap<const FileEntry *, HeaderUnit *> ByFile;
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

/// The conflicts of \p R as warnings, each at its place.
void sayConflicts(const rewrite::RewriteResult &R,
                  std::vector<core::Diagnostic> &Out) {
  for (const rewrite::Conflict &C : R.Conflicts) {
    core::Diagnostic D;
    D.Offset = C.Dropped.Offset;
    D.Level = core::Severity::Warning;
    D.Message = llvm::formatv(
        "conflicting edits: '{0}' ({1}) and '{2}' ({3}) "
        "overlap; neither applied",
        C.Dropped.Text, rewrite::producerName(C.Dropped.From.Rule),
        C.Against.Text, rewrite::producerName(C.Against.From.Rule));
    D.Tag = Tag::Conflict;
    Out.push_back(std::move(D));
  }
}

/// Whether \p E changes any of [Begin, End) (an insertion: at the same
/// place, or strictly inside).
bool overlaps(const rewrite::Edit &E, unsigned Begin, unsigned End) {
  unsigned A = E.Offset, B = E.Offset + E.Length;
  if (A == B && Begin == End)
    return A == Begin;
  if (A == B)
    return Begin < A && A < End;
  if (Begin == End)
    return A < Begin && Begin < B;
  return Begin < B && A < End;
}

/// The translation of \p Ctx's file (\p Path) once its rules are done: the
/// edits merged, the report made from those applied.
Translation result(FileContext &Ctx, StringRef Path,
                   ArrayRef<pp::Directive> Directives, bool Sdk) {
  rewrite::RewriteResult R = Ctx.applyEdits();
  std::vector<core::Diagnostic> Diagnostics = Ctx.takeDiagnostics();
  sayConflicts(R, Diagnostics);
  Translation T;
  // What the token-level pass alone translated, and why the AST missed it.
  for (const rewrite::Edit &E : R.Applied) {
    if (E.From.From != rewrite::Tier::Lexical ||
        rewrite::editRole(E.From.Rule) == rewrite::EditRole::Guard)
      continue;
    bool InDefine = llvm::any_of(Directives, [&](const pp::Directive &D) {
      return D.Name == "define" && E.Offset >= D.Hash && E.Offset < D.End;
    });
    T.Report.TokenOnlyEdits.push_back(
        {E.Offset, Ctx.isSkipped(E.Offset) ? report::InactiveBranch
                   : InDefine              ? report::MacroBody
                                           : report::NotParsed});
  }
  T.Report.UsedCudaSdk = Sdk;
  for (mapping::Helper H : Ctx.helpers())
    T.Report.Helpers.push_back(mapping::helperName(H).str());
  T.Report.Overloads = Ctx.overloads();
  llvm::sort(T.Report.Overloads);
  T.Output =
      T.Report.conclude(Path, Ctx.Buffer, std::move(R), std::move(Diagnostics));
  return T;
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
  // A PyTorch extension's file: said so, or including PyTorch itself (the
  // parse also sees the includes of its headers).
  FileFacts Facts;
  Facts.Torch = Opts.Torch || pp::includesTorch(Buffer, Directives);
  FileContext Ctx(Buffer, Table, Opts, Joined, Facts);
  RuleSet Rules(Ctx, Scanned, Facts);
  Rules.start();
  ParseUnits Units(Rules, Ctx, Scanned);
  frontend::ParseResult Parsed{true, ""};
  if (const pp::Directive *D = tooDeeplyNested(Buffer, Directives))
    Ctx.diagnose(D->Hash, core::Severity::Error,
                 "condition nested too deeply to parse; the file is "
                 "translated at token level only",
                 Tag::ClangError);
  else if (Setup)
    Parsed = frontend::parse(*Setup, Job.Path, Ctx, Facts, Units);
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
    for (const core::Diagnostic &D : Ctx.diagnostics())
      T.Report.Problem += ": " + D.Message;
    return T;
  }
  bool Sdk = Setup && Setup->Sdk.has_value();
  Rules.endParse();
  lexical::runLexicalPass(Ctx, Rules.tokens());
  Rules.finish();
  Translation T = result(Ctx, Job.Path, Directives, Sdk);
  for (auto &H : Units.Headers) {
    // What the parse read is what the header is read with (the rules that
    // ask which headers the file's project headers include).
    H->Facts.Dependencies = Facts.Dependencies;
    H->Rules.endParse();
    lexical::runLexicalPass(H->Ctx, H->Rules.tokens());
    H->Rules.finish();
    T.Headers.push_back(result(H->Ctx, H->Path, H->Directives, Sdk).Report);
  }
  T.Dependencies = std::move(Facts.Dependencies);
  T.Absent = std::move(Facts.Absent);
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

Translation assembleHeader(StringRef Path, StringRef Buffer,
                           ArrayRef<report::FileReport> Parts) {
  // The places the AST of some includer's parse edits.
  std::vector<std::pair<unsigned, unsigned>> Ast;
  for (const report::FileReport &P : Parts)
    for (const rewrite::Edit &E : P.Applied)
      if (E.From.From == rewrite::Tier::Ast)
        Ast.push_back({E.Offset, E.Offset + E.Length});
  auto UnderAst = [&](const rewrite::Edit &E) {
    return E.From.From == rewrite::Tier::Lexical &&
           llvm::any_of(Ast, [&](std::pair<unsigned, unsigned> A) {
             return overlaps(E, A.first, A.second);
           });
  };
  rewrite::RewriteEngine Engine;
  std::vector<core::Diagnostic> Diagnostics;
  std::set<std::string> Helpers;
  unsigned Base = 0; // each part's groups apart from the others'
  for (const report::FileReport &P : Parts) {
    // A token-level edit where another includer's AST edits: that parse saw
    // the code this one skipped (the edit's whole group goes with it).
    llvm::DenseSet<unsigned> Dropped;
    unsigned Last = 0;
    for (const rewrite::Edit &E : P.Applied) {
      Last = std::max(Last, E.Group);
      if (E.Group && UnderAst(E))
        Dropped.insert(E.Group);
    }
    for (rewrite::Edit E : P.Applied) {
      if (E.Group ? Dropped.contains(E.Group) : UnderAst(E))
        continue;
      if (E.Group)
        E.Group += Base;
      Engine.add(std::move(E));
    }
    Base += Last;
    llvm::append_range(Diagnostics, P.Diagnostics);
    Helpers.insert(P.Helpers.begin(), P.Helpers.end());
  }
  rewrite::RewriteResult R = Engine.apply(Buffer);
  sayConflicts(R, Diagnostics);
  Translation T;
  // Why the token-level pass alone translated a place: as the includer
  // whose parse did it said.
  for (const rewrite::Edit &E : R.Applied) {
    if (E.From.From != rewrite::Tier::Lexical ||
        rewrite::editRole(E.From.Rule) == rewrite::EditRole::Guard)
      continue;
    unsigned Line = 1 + Buffer.take_front(E.Offset).count('\n');
    for (const report::FileReport &P : Parts)
      if (auto It = llvm::find_if(P.TokenOnly,
                                  [&](const report::TokenOnlyRegion &G) {
                                    return G.FirstLine <= Line &&
                                           Line <= G.LastLine;
                                  });
          It != P.TokenOnly.end()) {
        T.Report.TokenOnlyEdits.push_back({E.Offset, It->Reason});
        break;
      }
  }
  T.Report.Includers = Parts.size();
  T.Report.UsedCudaSdk = llvm::all_of(
      Parts, [](const report::FileReport &P) { return P.UsedCudaSdk; });
  T.Report.Helpers.assign(Helpers.begin(), Helpers.end());
  T.Output =
      T.Report.conclude(Path, Buffer, std::move(R), std::move(Diagnostics));
  T.Dependencies.push_back(absolutePath(Path));
  return T;
}

} // namespace hipify::rules
