//===- CudaFrontend.cpp - parse one file as CUDA -------------------------===//
//
// The parse of one file (its clang invocation: Invocation.cpp; the prelude
// it may start from: PreludeBuild.cpp).
//
// A missing #include is not an error (most CUDA code includes something
// this machine lacks), and no error stops the parse early: each one is kept
// as a diagnostic of the file, and the lexical pass covers what the parser
// could not. What is done with the preprocessor and the AST is the caller's
// (ParseHooks): the rules know the frontend, never the other way round.
//
// A parse given a prelude (the PCH of the header every file includes first)
// starts from it: the file's own #include directives still reach the
// callbacks (a header the PCH holds is skipped by its guard, after
// InclusionDirective),
// only the prelude's own directives and macro expansions are not seen, and
// they are never in the file. Clang checks the PCH against every header it
// was made of; when it refuses it, the file is parsed without it.
//
// The library prelude is that header with standard C++ headers after it
// (LibraryFit.h): a parse from it is checked as it goes, and one that does
// not fit ends void, for the caller to parse the file again without it.
//
//===----------------------------------------------------------------------===//

#include "Invocation.h"
#include "LibraryFit.h"

#include "hipify/Frontend/CudaFrontend.h"
#include "hipify/Support/Files.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Frontend/TextDiagnosticBuffer.h"
#include "clang/Frontend/Utils.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace clang;
using namespace llvm;

namespace hipify::frontend {

namespace {

/// Keeps clang's errors as diagnostics of the file being translated. While
/// \p Holding (a precompiled prelude is not loaded yet), they are held back:
/// released when it loads, dropped when clang refuses it.
class ErrorCollector : public DiagnosticConsumer {
public:
  ErrorCollector(core::FileContext &Ctx, ParseHooks &Hooks, bool Holding)
      : Ctx(Ctx), Hooks(Hooks), Holding(Holding) {}

  /// Also tells \p F where each error and note is.
  void setFit(LibraryFit *F) { Fit = F; }

  void release() {
    Holding = false;
    for (auto &[Offset, Message] : Held)
      Ctx.diagnose(Offset, core::Severity::Error, std::move(Message),
                   Tag::ClangError);
    Held.clear();
  }
  /// The first error held back: why a prelude was refused.
  StringRef firstHeld() const {
    return Held.empty() ? StringRef() : StringRef(Held.front().second);
  }

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    // The file's own text comes after the prelude: no fix before.
    if (Hooks.compilerDiagnostic(Info, /*Apply=*/!Holding))
      return;
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Fit && Info.hasSourceManager())
      Fit->diagnostic(Level, Info.getLocation());
    if (!Holding)
      projectRedefinition(Info);
    if (Level < DiagnosticsEngine::Error)
      return;
    SmallString<256> Message;
    Info.FormatDiagnostic(Message);
    unsigned Offset = 0;
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      const SourceManager &SM = Info.getSourceManager();
      SourceLocation Loc = SM.getFileLoc(Info.getLocation());
      // An error inside a header is reported at the #include of the main
      // file; one in a header translated with it, as that header's.
      while (Loc.isValid() && SM.getFileID(Loc) != SM.getMainFileID()) {
        if (core::FileContext *Own = Hooks.contextOf(SM.getFileID(Loc))) {
          Own->diagnose(SM.getFileOffset(Loc), core::Severity::Error,
                        std::string(Message), Tag::ClangError);
          return;
        }
        PresumedLoc P = SM.getPresumedLoc(Loc);
        if (P.isValid() && Message.find(" (in ") == StringRef::npos)
          Message += (" (in " + Twine(P.getFilename()) + ":" +
                      Twine(P.getLine()) + ")")
                         .str();
        Loc = SM.getIncludeLoc(SM.getFileID(Loc));
      }
      if (Loc.isValid())
        Offset = SM.getFileOffset(Loc);
    }
    if (Holding)
      Held.emplace_back(Offset, std::string(Message));
    else
      Ctx.diagnose(Offset, core::Severity::Error, std::string(Message),
                   Tag::ClangError);
  }

private:
  /// A CUDA name the project declares again in its own way (a dynlink
  /// header's enumerators, typedefs, functions): clang drops the project's
  /// declaration from the AST, but the name is the project's
  /// (FileContext::declaredByProject).
  void projectRedefinition(const Diagnostic &Info) {
    static constexpr unsigned Redefinitions[] = {
        diag::err_redefinition, diag::err_redefinition_of_enumerator,
        diag::err_redefinition_different_kind,
        diag::err_redefinition_different_type,
        diag::err_redefinition_different_typedef, diag::err_conflicting_types,
        diag::err_ovl_diff_return_type, diag::err_use_with_wrong_tag};
    if (!Info.hasSourceManager() || !is_contained(Redefinitions, Info.getID()))
      return;
    const SourceManager &SM = Info.getSourceManager();
    // Where the project wrote it: a CUDA macro may have renamed it
    // (cuda.h's cuGraphicsResourceSetMapFlags is cuGraphicsResourceSetMapFlags_v2).
    SourceLocation Loc = SM.getExpansionLoc(Info.getLocation());
    if (Loc.isInvalid() || SM.isInSystemHeader(Loc))
      return;
    // The name declared: the identifier at the diagnostic's place.
    StringRef Name = StringRef(SM.getCharacterData(Loc))
                         .take_while([](char C) {
                           return isAsciiIdentifierContinue(C);
                         });
    declared(SM, Loc, Name);
    // C++ skips the body of an enum defined again (or of another kind
    // before): its enumerators, which the AST never sees, are the
    // project's too.
    if (Info.getID() == diag::err_redefinition ||
        Info.getID() == diag::err_use_with_wrong_tag)
      for (SourceLocation E : skippedEnumerators(SM, Loc, Name))
        declared(SM, E,
                 StringRef(SM.getCharacterData(E)).take_while([](char C) {
                   return isAsciiIdentifierContinue(C);
                 }));
  }

  /// The project declares \p Name at \p Loc: the file's and the header's.
  void declared(const SourceManager &SM, SourceLocation Loc, StringRef Name) {
    const mapping::ApiRecord *R = Ctx.Table.lookup(Name);
    if (!R)
      return;
    core::FileContext *Own = Hooks.contextOf(SM.getFileID(Loc));
    Ctx.declaredByProject(*R, SM.getFileID(Loc) == SM.getMainFileID()
                                  ? std::optional(SM.getFileOffset(Loc))
                                  : std::nullopt);
    if (Own)
      Own->declaredByProject(*R, SM.getFileOffset(Loc));
  }

  /// The enumerators of `enum Name {...}` whose name (\p Name), or the
  /// keyword, is at \p Loc (none where it is no enum's definition): the
  /// identifiers after its brace and after each comma outside parentheses.
  std::vector<SourceLocation> skippedEnumerators(const SourceManager &SM,
                                                 SourceLocation Loc,
                                                 StringRef Name) {
    std::vector<SourceLocation> Out;
    StringRef Before =
        SM.getBufferData(SM.getFileID(Loc)).take_front(SM.getFileOffset(Loc));
    Before = Before.rtrim(" \t\r\n");
    if (Before.consume_back("class") || Before.consume_back("struct"))
      Before = Before.rtrim(" \t\r\n");
    if (Name != "enum" && !Before.ends_with("enum"))
      return Out;
    LangOptions LO;
    LO.CPlusPlus = true;
    Lexer L(SM.getLocForStartOfFile(SM.getFileID(Loc)), LO,
            SM.getBufferData(SM.getFileID(Loc)).begin(),
            SM.getCharacterData(Loc), SM.getBufferData(SM.getFileID(Loc)).end());
    Token T;
    L.LexFromRawLexer(T); // the name
    bool Open = false, Next = false;
    for (int Depth = 0; !L.LexFromRawLexer(T) && T.isNot(tok::eof);) {
      if (!Open) {
        if (T.is(tok::semi))
          return Out;
        Open = Next = T.is(tok::l_brace);
        continue;
      }
      if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
        ++Depth;
      else if (T.isOneOf(tok::r_paren, tok::r_square) && Depth)
        --Depth;
      else if (T.is(tok::r_brace) && !Depth--)
        break;
      else if (T.is(tok::comma) && !Depth)
        Next = true;
      else if (Next && T.is(tok::raw_identifier)) {
        Out.push_back(T.getLocation());
        Next = false;
      } else
        Next = false;
    }
    return Out;
  }

  core::FileContext &Ctx;
  ParseHooks &Hooks;
  bool Holding;
  LibraryFit *Fit = nullptr;
  std::vector<std::pair<unsigned, std::string>> Held;
};

class Consumer : public ASTConsumer {
public:
  /// \p Fit: set (by the action) once the parse begins.
  Consumer(const SourceInfo &SI, core::FileContext &Ctx, ParseHooks &Hooks,
           LibraryFit *const &Fit, std::string &Misfit)
      : SI(SI), Ctx(Ctx), Hooks(Hooks), Fit(Fit), Misfit(Misfit) {}
  void HandleTranslationUnit(ASTContext &AST) override {
    // A file that does not fit the library prelude: no rule sees its AST.
    if (Fit && !(Misfit = Fit->misfit(ownDeclarations(AST))).empty())
      return;
    Hooks.endParse(AST, SI);
  }
  /// With the shared parse (ParseSetup::SkipSystemBodies), the bodies of
  /// the system headers' functions (the SDK's, the C++ library's) are not
  /// parsed: no rule edits them, and the project's own headers are parsed
  /// whole, their errors reported.
  bool shouldSkipFunctionBody(Decl *D) override {
    return SI.SM.isInSystemHeader(D->getLocation());
  }

private:
  const SourceInfo &SI;
  core::FileContext &Ctx;
  ParseHooks &Hooks;
  LibraryFit *const &Fit;
  std::string &Misfit;
};

/// Where the project's own #include lines looked for a header and found no
/// file, before the one they took (or anywhere, for a header not found): a
/// file that appears there later changes the parse, so the cache must miss
/// (as ccache's "include file not found / too new" rules). Lines in system
/// headers are left out: their lookups come with the SDK and the compiler.
/// It also notes a file of a PyTorch extension (FileFacts::Torch).
class IncludeLookups : public PPCallbacks {
public:
  IncludeLookups(const Preprocessor &PP, core::FileContext &Ctx,
                 core::FileFacts &Facts, ParseHooks &Hooks)
      : PP(PP), Ctx(Ctx), Facts(Facts), Hooks(Hooks), Absent(Facts.Absent) {}

  void InclusionDirective(SourceLocation HashLoc, const Token &,
                          StringRef FileName, bool IsAngled, CharSourceRange,
                          OptionalFileEntryRef File, StringRef, StringRef,
                          const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    const SourceManager &SM = PP.getSourceManager();
    if (SM.isInSystemHeader(HashLoc))
      return;
    // The project includes PyTorch (here or through its own header).
    Facts.Torch |= mapping::hip::isTorchHeader(FileName);
    const HeaderSearch &HS = PP.getHeaderSearchInfo();
    std::vector<std::string> Dirs;
    if (!IsAngled)
      if (OptionalFileEntryRef From =
              SM.getFileEntryRefForID(SM.getFileID(HashLoc)))
        Dirs.push_back(sys::path::parent_path(From->getName()).str());
    for (const DirectoryLookup &D :
         IsAngled ? llvm::make_range(HS.angled_dir_begin(), HS.search_dir_end())
                  : HS.search_dir_range())
      if (D.isNormalDir())
        Dirs.push_back(D.getName().str());
    // A header of no table that the file (or a header translated with it)
    // includes and the parse did not find: what uses it was read without
    // it, and a compile needs it.
    core::FileContext *Into = SM.isInMainFile(HashLoc)
                                  ? &Ctx
                                  : Hooks.contextOf(SM.getFileID(HashLoc));
    if (!File && Into && !Ctx.Table.lookupHeader(FileName)) {
      core::Diagnostic &D = Into->diagnose(
          SM.getFileOffset(HashLoc), core::Severity::Note,
          "'" + FileName.str() +
              "' was not found (an -I missing, or a library not installed "
              "here): the code that uses it was read without it, and a "
              "compile needs it",
          Tag::HeaderNotFound);
      D.Name = FileName.str();
      // The project's directories: the includer's, and -I's (not the
      // system's, the compiler's or the built-in declarations').
      if (!IsAngled)
        D.Searched.push_back(Dirs.front());
      for (const DirectoryLookup &L : HS.search_dir_range())
        if (L.isNormalDir() && !L.isSystemHeaderDirectory() &&
            (!IsAngled || &L >= &*HS.angled_dir_begin()))
          D.Searched.push_back(L.getName().str());
      for (std::string &Dir : D.Searched) {
        SmallString<256> Abs(Dir);
        sys::fs::make_absolute(Abs);
        sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
        Dir = std::string(Abs);
      }
    }
    if (sys::path::is_absolute(FileName))
      return;
    for (const std::string &Dir : Dirs) {
      SmallString<256> Candidate(Dir);
      sys::path::append(Candidate, FileName);
      sys::fs::make_absolute(Candidate);
      if (!sys::fs::exists(Candidate))
        Absent.push_back(std::string(Candidate));
      else if (File && support::sameFile(Candidate, File->getName()))
        return;
    }
  }

private:
  const Preprocessor &PP;
  core::FileContext &Ctx;
  core::FileFacts &Facts;
  ParseHooks &Hooks;
  std::vector<std::string> &Absent;
};

/// Bounds macro expansion: a macro that expands into two of another, thirty
/// deep, is 2^30 tokens, minutes and gigabytes in clang. Past MaxTokens
/// tokens of macro bodies in one parse (real files stay far below it), every
/// macro is disabled for the rest of the parse and the file says where: the
/// code after it is read without its macros, and the lexical pass, which
/// expands none, translates it.
class ExpansionBound : public PPCallbacks {
public:
  static constexpr uint64_t MaxTokens = uint64_t(1) << 25;

  ExpansionBound(Preprocessor &PP, core::FileContext &Ctx)
      : PP(PP), Ctx(Ctx) {}

  void MacroExpands(const Token &Name, const MacroDefinition &MD,
                    SourceRange Range, const MacroArgs *) override {
    const MacroInfo *MI = MD.getMacroInfo();
    if (!MI || (Tokens += MI->getNumTokens() + 1) <= MaxTokens)
      return;
    if (!Said) {
      Said = true;
      const SourceManager &SM = PP.getSourceManager();
      SourceLocation Loc = SM.getExpansionLoc(Range.getBegin());
      while (Loc.isValid() && SM.getFileID(Loc) != SM.getMainFileID())
        Loc = SM.getIncludeLoc(SM.getFileID(Loc));
      unsigned Offset = Loc.isValid() ? SM.getFileOffset(Loc) : 0;
      // The macro as written in the file (the one expanding now may be a
      // macro its body names).
      StringRef Written = Ctx.Buffer.substr(Offset).take_while(
          [](char C) { return isAsciiIdentifierContinue(C); });
      Ctx.diagnose(Offset, core::Severity::Error,
                   formatv("the expansion of macro '{0}' exceeds {1} tokens "
                           "(real code stays far below); the rest of the file "
                           "is parsed without expanding macros",
                           Written.empty() ? PP.getSpelling(Name) : Written,
                           MaxTokens)
                       .str(),
                   Tag::Limit);
    }
    for (const auto &M : PP.macros())
      if (MacroInfo *Other = PP.getMacroInfo(M.first))
        if (Other->isEnabled())
          Other->DisableMacro();
  }

private:
  Preprocessor &PP;
  core::FileContext &Ctx;
  uint64_t Tokens = 0;
  bool Said = false;
};

/// Uses \p Prelude, when given, as the PCH of the file's first -include.
void usePrelude(CompilerInstance &CI, StringRef Prelude) {
  CI.getPreprocessorOpts().ImplicitPCHInclude = Prelude.str();
  // The SDK's headers are system headers: checked too.
  CI.getHeaderSearchOpts().ModulesValidateSystemHeaders = true;
}

/// How a parse went (the action does not outlive it).
struct ParseOutcome {
  bool Started = false;  // the compiler ran: its command line was sane
  bool Executed = false; // the parse began (the prelude, if any, loaded)
  std::string Refusal;   // else, why the prelude was refused
  std::string Misfit;    // why the file does not fit the library prelude
};

class Action : public ASTFrontendAction {
public:
  /// \p Library: the library prelude's setup when \p Prelude is it.
  Action(std::vector<std::string> CudaPrefixes, StringRef Prelude,
         bool SkipSystemBodies, const ParseSetup *Library,
         core::FileContext &Ctx, core::FileFacts &Facts, ParseHooks &Hooks,
         ErrorCollector &Errors, ParseOutcome &Outcome)
      : CudaPrefixes(std::move(CudaPrefixes)), Prelude(Prelude),
        SkipSystemBodies(SkipSystemBodies), Library(Library), Ctx(Ctx),
        Facts(Facts), Hooks(Hooks), Errors(Errors), Outcome(Outcome) {}

  bool BeginInvocation(CompilerInstance &CI) override {
    if (!Prelude.empty())
      usePrelude(CI, Prelude);
    CI.getFrontendOpts().SkipFunctionBodies = SkipSystemBodies;
    return true;
  }

  bool BeginSourceFileAction(CompilerInstance &CI) override {
    Outcome.Started = true;
    CI.getPreprocessor().SetSuppressIncludeNotFoundError(true);
    SI.emplace(CI.getSourceManager(), CI.getLangOpts(), CudaPrefixes);
    return true;
  }

  /// The prelude is loaded: the parse itself begins.
  void ExecuteAction() override {
    Outcome.Executed = true;
    Errors.release();
    Preprocessor &PP = getCompilerInstance().getPreprocessor();
    if (Library) {
      auto F = std::make_unique<LibraryFit>(
          PP.getSourceManager(), Library->LibraryHeaders, *Library->Library);
      Fit = F.get();
      Errors.setFit(Fit);
      PP.addPPCallbacks(std::move(F));
    }
    Hooks.beginParse(*SI, PP);
    Deps->attachToPreprocessor(PP);
    PP.addPPCallbacks(std::make_unique<IncludeLookups>(PP, Ctx, Facts, Hooks));
    PP.addPPCallbacks(std::make_unique<ExpansionBound>(PP, Ctx));
    ASTFrontendAction::ExecuteAction();
  }

  void EndSourceFileAction() override {
    for (StringRef D : Deps->getDependencies()) {
      SmallString<256> P(D);
      sys::fs::make_absolute(P);
      sys::path::remove_dots(P, /*remove_dot_dot=*/true);
      Facts.Dependencies.push_back(std::string(P));
    }
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &,
                                                 StringRef) override {
    return std::make_unique<Consumer>(*SI, Ctx, Hooks, Fit, Outcome.Misfit);
  }

private:
  std::vector<std::string> CudaPrefixes;
  StringRef Prelude;
  bool SkipSystemBodies;
  const ParseSetup *Library;
  LibraryFit *Fit = nullptr; // owned by the preprocessor
  core::FileContext &Ctx;
  core::FileFacts &Facts; // what the parse adds to the file's facts
  ParseHooks &Hooks;
  ErrorCollector &Errors;
  ParseOutcome &Outcome;
  std::optional<SourceInfo> SI;
  std::shared_ptr<ProjectDependencies> Deps =
      std::make_shared<ProjectDependencies>();
};

} // namespace

ParseHooks::~ParseHooks() = default;

/// One parse of \p Path, starting from \p Prelude if not empty, the
/// library prelude if \p Library.
static ParseOutcome parseOnce(const ParseSetup &Setup, StringRef Path,
                              StringRef Prelude, bool Library,
                              core::FileContext &Ctx, core::FileFacts &Facts,
                              ParseHooks &Hooks) {
  // What counts as a CUDA header: the SDK, the built-ins, clang's CUDA
  // runtime wrappers (a prefix: "__clang_cuda" matches that family of files;
  // cuda_wrappers/ holds C++ library headers, not CUDA).
  std::vector<std::string> CudaPrefixes = {
      BuiltinIncludeDir.str() + "/", Setup.ResourceDir + "/include/__clang_cuda"};
  if (Setup.Sdk)
    CudaPrefixes.push_back(Setup.Sdk->Path + "/include/");

  ErrorCollector Errors(Ctx, Hooks, /*Holding=*/!Prelude.empty());
  ParseOutcome Outcome;
  IntrusiveRefCntPtr<FileManager> Files = files(Path, Ctx.ParseText, Setup);
  tooling::ToolInvocation Invocation(
      commandLine(Setup, Path),
      std::make_unique<Action>(
          std::move(CudaPrefixes), Prelude, Setup.SkipSystemBodies,
          Library ? &Setup : nullptr, Ctx, Facts, Hooks, Errors, Outcome),
      Files.get());
  Invocation.setDiagnosticConsumer(&Errors);
  bool Ran = runSafely(Invocation);
  if (!Ran && Library && Outcome.Executed)
    Outcome.Misfit = "clang stopped";
  // Without an AST the lexical pass still translates the file.
  else if (!Ran && (Outcome.Executed || Prelude.empty()))
    Ctx.diagnose(0, core::Severity::Error,
                 "clang stopped while parsing this file; it is translated at "
                 "token level only",
                 Tag::ClangError);
  Outcome.Refusal = Errors.firstHeld().str();
  return Outcome;
}

std::vector<Decl *> ownDeclarations(ASTContext &AST) {
  const SourceManager &SM = AST.getSourceManager();
  std::vector<Decl *> Own;
  for (Decl *D : AST.getTranslationUnitDecl()->noload_decls()) {
    SourceLocation Loc = SM.getExpansionLoc(D->getLocation());
    if (Loc.isInvalid() || !SM.isInSystemHeader(Loc))
      Own.push_back(D);
  }
  return Own;
}

ParseResult parse(const ParseSetup &Setup, StringRef File,
                  core::FileContext &Ctx, core::FileFacts &Facts,
                  ParseHooks &Hooks) {
  SmallString<256> Path(File);
  sys::fs::make_absolute(Path);
  sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  // A refused prelude ran nothing: the next one is tried in the same context.
  // The library prelude's: by the caller, as a file that does not fit it.
  if (!Setup.LibraryPrelude.empty()) {
    ParseOutcome O = parseOnce(Setup, Path, Setup.LibraryPrelude,
                               /*Library=*/true, Ctx, Facts, Hooks);
    if (O.Executed)
      return {true, O.Misfit};
    if (O.Started && Setup.LibraryRejected)
      Setup.LibraryRejected(O.Refusal);
    if (O.Started)
      return {true, "the library prelude was refused"};
  }
  if (!Setup.Prelude.empty()) {
    ParseOutcome O =
        parseOnce(Setup, Path, Setup.Prelude, false, Ctx, Facts, Hooks);
    if (O.Executed)
      return {true, ""};
    // Refused (a header changed since it was built): parsed without it.
    if (O.Started && Setup.PreludeRejected)
      Setup.PreludeRejected(O.Refusal);
  }
  return {parseOnce(Setup, Path, "", false, Ctx, Facts, Hooks).Started, ""};
}

} // namespace hipify::frontend
