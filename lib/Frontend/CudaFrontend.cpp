//===- CudaFrontend.cpp - parse one file as CUDA -------------------------===//
//
// Builds the clang invocation for one file: CUDA mode, host side only, and
// either a CUDA SDK (with what clang 22 needs for CUDA 13: the cccl include
// directory, no version check) or, without one, the built-in declarations
// generated from the mapping tables, served from an in-memory directory and
// force-included the way nvcc includes cuda_runtime.h.
//
// The file's bytes are served from memory too, so that the AST's offsets are
// offsets into exactly the buffer the edits apply to. A missing #include is
// not an error (most CUDA code includes something this machine lacks), and
// no error stops the parse early: each one is kept as a diagnostic of the
// file, and the lexical pass covers what the parser could not. What is done
// with the preprocessor and the AST is the caller's (ParseHooks): the rules
// know the frontend, never the other way round.
//
// Most of a parse is the header every file includes first: clang's CUDA
// runtime wrapper (the SDK's runtime, much of the C++ library) or the
// built-in declarations. buildPrelude precompiles it once (a PCH of that
// -include alone, from an empty source), and a parse given it starts from
// the PCH: the file's own #include directives still reach the callbacks
// (a header the PCH holds is skipped by its guard, after InclusionDirective),
// only the prelude's own directives and macro expansions are not seen, and
// they are never in the file. Clang checks the PCH against every header it
// was made of; when it refuses it, the file is parsed without it.
//
// The library prelude is that header with standard C++ headers after it
// (LibraryFit.h): a parse from it is checked as it goes, and one that does
// not fit ends void, for the caller to parse the file again without it.
//
//===----------------------------------------------------------------------===//

#include "hipify/Frontend/CudaFrontend.h"
#include "LibraryFit.h"
#include "hipify/Support/Files.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "clang/Frontend/TextDiagnosticBuffer.h"
#include "clang/Frontend/Utils.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace clang;
using namespace llvm;

namespace hipify::frontend {

/// The empty source a prelude is precompiled from.
static constexpr llvm::StringLiteral PreludeSource = "/__hipify_builtin__/prelude.cu";
/// The headers a prelude may be: the first -include of a command line, with
/// the SDK (clang's) or without (ours).
static constexpr llvm::StringLiteral CudaWrapperHeader =
    "__clang_cuda_runtime_wrapper.h";
static constexpr llvm::StringLiteral BuiltinCoreHeader = "__hipify_core.h";

static std::optional<VersionTuple> sdkVersion(StringRef Path) {
  SmallString<256> CudaH(Path);
  sys::path::append(CudaH, "include", "cuda.h");
  auto Buf = MemoryBuffer::getFile(CudaH);
  if (!Buf)
    return std::nullopt;
  SmallVector<StringRef, 2> M;
  if (!Regex("#define[ \t]+CUDA_VERSION[ \t]+([0-9]+)")
           .match((*Buf)->getBuffer(), &M))
    return std::nullopt;
  unsigned V = 0;
  if (M[1].getAsInteger(10, V))
    return std::nullopt;
  return VersionTuple(V / 1000, (V % 1000) / 10);
}

std::optional<CudaSdk> findCudaSdk(StringRef Explicit) {
  std::vector<std::string> Candidates;
  if (!Explicit.empty())
    Candidates.push_back(Explicit.str());
  else {
    if (auto Env = sys::Process::GetEnv("CUDA_PATH"))
      Candidates.push_back(*Env);
    Candidates.push_back("/usr/local/cuda");
  }
  for (const std::string &C : Candidates) {
    SmallString<256> Runtime(C);
    sys::path::append(Runtime, "include", "cuda_runtime.h");
    if (!sys::fs::exists(Runtime))
      continue;
    SmallString<256> Abs(C);
    sys::fs::make_absolute(Abs);
    sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
    CudaSdk Sdk{std::string(Abs), sdkVersion(Abs).value_or(VersionTuple())};
    return Sdk;
  }
  return std::nullopt;
}

std::vector<std::string> commandLine(const ParseSetup &Setup, StringRef File) {
  std::vector<std::string> Args = {"clang++"};
  Args.insert(Args.end(), Setup.ArgsBefore.begin(), Setup.ArgsBefore.end());
  // No typo correction: a misspelt or removed CUDA name must stay what it
  // is, not become another declaration. No carets: no "N errors generated".
  // Relocatable device code: a kernel launched from device code (dynamic
  // parallelism) is then parsed as a launch, for the rules to report.
  for (const char *A : {"-x", "cuda", "--cuda-host-only", "-fgpu-rdc", "-nocudalib",
                        "-fsyntax-only", "-w", "-ferror-limit=0",
                        "-fparse-all-comments", "-fno-spell-checking",
                        "-fno-caret-diagnostics"})
    Args.push_back(A);
  Args.push_back("-resource-dir");
  Args.push_back(Setup.ResourceDir);
  for (const std::string &Arch : Setup.GpuArchs)
    Args.push_back("--cuda-gpu-arch=" + Arch);
  if (Setup.Sdk) {
    Args.push_back("--cuda-path=" + Setup.Sdk->Path);
    Args.push_back("-Wno-unknown-cuda-version");
    Args.push_back("-isystem");
    Args.push_back(Setup.Sdk->Path + "/include/cccl");
    // Library headers the SDK lacks (cudnn.h, ...) come from the built-ins.
    Args.push_back("-idirafter");
    Args.push_back(BuiltinIncludeDir.str());
  } else {
    const VersionTuple &V = Setup.CudaVersion;
    Args.push_back("-nocudainc");
    Args.push_back("-isystem");
    Args.push_back(BuiltinIncludeDir.str());
    Args.push_back("-include");
    Args.push_back(BuiltinCoreHeader.str());
    Args.push_back("-D__HIPIFY_CUDA_VERSION=" +
                   std::to_string(V.getMajor() * 1000 +
                                  V.getMinor().value_or(0) * 10));
  }
  // HIP headers (code already translated) resolve to empty stand-ins rather
  // than to a HIP installation that would not parse against CUDA.
  Args.push_back("-isystem");
  Args.push_back(BuiltinHipStubDir.str());
  Args.insert(Args.end(), Setup.Args.begin(), Setup.Args.end());
  Args.push_back(File.str());
  return Args;
}

namespace {

/// Keeps clang's errors as diagnostics of the file being translated. While
/// \p Holding (a precompiled prelude is not loaded yet), they are held back:
/// released when it loads, dropped when clang refuses it.
class ErrorCollector : public DiagnosticConsumer {
public:
  ErrorCollector(core::FileContext &Ctx, bool Holding)
      : Ctx(Ctx), Holding(Holding) {}

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
    if (nvccDialect(Info)) {
      if (!Holding) // the file's own text comes after the prelude
        fix(Info);
      return;
    }
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
      // An error inside a header is reported at the #include of the main file.
      while (Loc.isValid() && SM.getFileID(Loc) != SM.getMainFileID()) {
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
  /// Code that nvcc accepts and clang rejects, where clang's fix-it is the
  /// whole translation: `"%d"PRId` (a string literal then a macro with no
  /// blank between: nvcc's host compilers concatenate them, C++11 reads a
  /// user-defined literal) gets its blank. Not an error of the source.
  static bool nvccDialect(const Diagnostic &Info) {
    return Info.getID() == diag::ext_reserved_user_defined_literal;
  }
  /// Applies the fix-its of \p Info that fall in the file being translated;
  /// a header gets them when it is translated itself.
  void fix(const Diagnostic &Info) {
    if (!Info.hasSourceManager())
      return;
    const SourceManager &SM = Info.getSourceManager();
    for (const FixItHint &F : Info.getFixItHints()) {
      SourceLocation Begin = F.RemoveRange.getBegin(),
                     End = F.RemoveRange.getEnd();
      if (!F.InsertFromRange.isInvalid() || F.RemoveRange.isTokenRange() ||
          Begin.isMacroID() ||
          End.isMacroID() || SM.getFileID(Begin) != SM.getMainFileID() ||
          SM.getFileID(End) != SM.getMainFileID())
        continue;
      rewrite::Edit Ed;
      Ed.Offset = SM.getFileOffset(Begin);
      Ed.Length = SM.getFileOffset(End) - Ed.Offset;
      Ed.Text = F.CodeToInsert;
      Ed.From = {rewrite::Producer::NvccDialect, "", rewrite::Tier::Ast, "", ""};
      Ed.Counted = false;
      Ctx.Engine.add(std::move(Ed));
    }
  }

  /// A CUDA name the project declares again in its own way (a dynlink
  /// header's enumerators, typedefs, functions): clang drops the project's
  /// declaration from the AST, but the name is the project's
  /// (FileContext::ProjectNames).
  void projectRedefinition(const Diagnostic &Info) {
    static constexpr unsigned Redefinitions[] = {
        diag::err_redefinition, diag::err_redefinition_of_enumerator,
        diag::err_redefinition_different_kind,
        diag::err_redefinition_different_type,
        diag::err_redefinition_different_typedef, diag::err_conflicting_types,
        diag::err_ovl_diff_return_type};
    if (!Info.hasSourceManager() || !is_contained(Redefinitions, Info.getID()))
      return;
    const SourceManager &SM = Info.getSourceManager();
    SourceLocation Loc = Info.getLocation();
    if (Loc.isInvalid() || !Loc.isFileID() || SM.isInSystemHeader(Loc))
      return;
    // The name declared: the identifier at the diagnostic's place.
    StringRef Name = StringRef(SM.getCharacterData(Loc))
                         .take_while([](char C) {
                           return isAsciiIdentifierContinue(C);
                         });
    if (const mapping::ApiRecord *R = Ctx.Table.lookup(Name))
      Ctx.declaredByProject(*R, SM.getFileID(Loc) == SM.getMainFileID()
                                    ? std::optional(SM.getFileOffset(Loc))
                                    : std::nullopt);
  }

  core::FileContext &Ctx;
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
    Ctx.Parsed = true;
    Hooks.endParse(AST, SI);
  }
  /// With the shared parse, the bodies of the system headers' functions
  /// (the SDK's, the C++ library's) are not parsed: no rule edits them, and
  /// the project's own headers are parsed whole, their errors reported.
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

/// The project's files a parse reads: for depfiles and the cache.
class ProjectDependencies : public DependencyCollector {
  bool sawDependency(StringRef Filename, bool FromModule, bool IsSystem,
                     bool IsModuleFile, bool IsMissing) override {
    return !IsSystem && !IsMissing && !Filename.starts_with(BuiltinRoot);
  }
};

/// Where the project's own #include lines looked for a header and found no
/// file, before the one they took (or anywhere, for a header not found): a
/// file that appears there later changes the parse, so the cache must miss
/// (as ccache's "include file not found / too new" rules). Lines in system
/// headers are left out: their lookups come with the SDK and the compiler.
/// It also notes a file of a PyTorch extension (FileContext::Torch).
class IncludeLookups : public PPCallbacks {
public:
  IncludeLookups(const Preprocessor &PP, core::FileContext &Ctx)
      : PP(PP), Ctx(Ctx), Absent(Ctx.Absent) {}

  void InclusionDirective(SourceLocation HashLoc, const Token &,
                          StringRef FileName, bool IsAngled, CharSourceRange,
                          OptionalFileEntryRef File, StringRef, StringRef,
                          const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    const SourceManager &SM = PP.getSourceManager();
    if (SM.isInSystemHeader(HashLoc))
      return;
    // The project includes PyTorch (here or through its own header).
    Ctx.Torch |= mapping::hip::isTorchHeader(FileName);
    // A header of no table that the file includes and the parse did not
    // find: what uses it was read without it, and a compile needs it.
    if (!File && SM.isInMainFile(HashLoc) && !Ctx.Table.lookupHeader(FileName))
      Ctx.diagnose(SM.getFileOffset(HashLoc), core::Severity::Note,
                   "'" + FileName.str() +
                       "' was not found (an -I missing, or a library not "
                       "installed here): the code that uses it was read "
                       "without it, and a compile needs it",
                   Tag::HeaderNotFound)
          .Name = FileName.str();
    if (sys::path::is_absolute(FileName))
      return;
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
         const ParseSetup *Library, core::FileContext &Ctx, ParseHooks &Hooks,
         ErrorCollector &Errors, ParseOutcome &Outcome)
      : CudaPrefixes(std::move(CudaPrefixes)), Prelude(Prelude),
        Library(Library), Ctx(Ctx), Hooks(Hooks), Errors(Errors),
        Outcome(Outcome) {}

  bool BeginInvocation(CompilerInstance &CI) override {
    if (!Prelude.empty()) {
      usePrelude(CI, Prelude);
      CI.getFrontendOpts().SkipFunctionBodies = true;
    }
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
    PP.addPPCallbacks(std::make_unique<IncludeLookups>(PP, Ctx));
    PP.addPPCallbacks(std::make_unique<ExpansionBound>(PP, Ctx));
    ASTFrontendAction::ExecuteAction();
  }

  void EndSourceFileAction() override {
    for (StringRef D : Deps->getDependencies()) {
      SmallString<256> P(D);
      sys::fs::make_absolute(P);
      sys::path::remove_dots(P, /*remove_dot_dot=*/true);
      Ctx.Dependencies.push_back(std::string(P));
    }
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &,
                                                 StringRef) override {
    return std::make_unique<Consumer>(*SI, Ctx, Hooks, Fit, Outcome.Misfit);
  }

private:
  std::vector<std::string> CudaPrefixes;
  StringRef Prelude;
  const ParseSetup *Library;
  LibraryFit *Fit = nullptr; // owned by the preprocessor
  core::FileContext &Ctx;
  ParseHooks &Hooks;
  ErrorCollector &Errors;
  ParseOutcome &Outcome;
  std::optional<SourceInfo> SI;
  std::shared_ptr<ProjectDependencies> Deps =
      std::make_shared<ProjectDependencies>();
};

/// Empties two of Sema's lists of the prelude before it is written: every
/// parse would read them back at its end, only to issue warnings (clang's
/// -w drops them) and device diagnostics about the prelude's own functions,
/// whose bodies were parsed (and their diagnostics recorded) when it was
/// built, not in the file's parse.
///  - unused file-scope declarations: a warning each (-Wunused-function...);
///  - declarations to check for CUDA's deferred diagnostics: the prelude's
///    functions, whose calls reach only the prelude's declarations.
/// A tenth of a parse of a real program.
class PreludeListsDropper : public SemaConsumer {
  Sema *S = nullptr;
  void InitializeSema(Sema &SemaRef) override { S = &SemaRef; }
  void HandleTranslationUnit(ASTContext &) override {
    // Built from an empty source: all of the list is local.
    S->UnusedFileScopedDecls.erase(
        S->UnusedFileScopedDecls.begin(nullptr, /*LocalOnly=*/true),
        S->UnusedFileScopedDecls.end());
    S->DeclsToCheckForDeferredDiags.clear();
  }
};

/// Writes the library prelude's facts (LibraryFacts) beside it: the
/// identifiers its preprocessing read, and each file it read with the
/// library headers whose #include reads it (what #include reaches what,
/// skipped files included).
class FactsWriter : public SemaConsumer {
  using Graph = StringMap<std::vector<std::string>>;

public:
  FactsWriter(std::string Path, std::string &Problem)
      : Path(std::move(Path)), Problem(Problem) {}

  /// What #include reaches what, for the preprocessor to fill.
  std::unique_ptr<PPCallbacks> recorder(const SourceManager &SM) {
    return std::make_unique<Recorder>(SM, Includes);
  }

private:
  struct Recorder : PPCallbacks {
    Recorder(const SourceManager &SM, std::shared_ptr<Graph> Includes)
        : SM(SM), Includes(std::move(Includes)) {}
    void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef,
                            bool, CharSourceRange, OptionalFileEntryRef File,
                            StringRef, StringRef, const Module *, bool,
                            SrcMgr::CharacteristicKind) override {
      OptionalFileEntryRef From =
          SM.getFileEntryRefForID(SM.getFileID(HashLoc));
      if (From && File)
        (*Includes)[From->getName()].push_back(File->getName().str());
    }
    const SourceManager &SM;
    std::shared_ptr<Graph> Includes;
  };

  void InitializeSema(Sema &SemaRef) override { S = &SemaRef; }
  void HandleTranslationUnit(ASTContext &) override {
    std::error_code EC;
    raw_fd_ostream Out(Path, EC);
    for (const auto &Entry : S->getPreprocessor().getIdentifierTable())
      Out << "i " << Entry.getKey() << "\n";
    // Each library header's #include: the files it reaches.
    for (const std::string &Header : Includes->lookup(LibraryHeader)) {
      StringSet<> Seen = {Header};
      std::vector<std::string> Todo = {Header};
      while (!Todo.empty()) {
        std::string F = std::move(Todo.back());
        Todo.pop_back();
        Out << "h " << Header << "\t" << F << "\n";
        for (const std::string &Next : Includes->lookup(F))
          if (Seen.insert(Next).second)
            Todo.push_back(Next);
      }
    }
    Out.close();
    if (Out.has_error()) {
      Problem = "cannot write '" + Path + "': " + Out.error().message();
      Out.clear_error(); // said here, not by the destructor's fatal error
    }
  }

  std::string Path;
  std::string &Problem;
  Sema *S = nullptr;
  std::shared_ptr<Graph> Includes = std::make_shared<Graph>();
};

/// Precompiles the first -include of the command line, alone: the prelude
/// header, when it is one (the others are the project's, parsed with each
/// file). It must read no file of the project's: those are the file's
/// dependencies, seen only in its own parse.
class PreludeAction : public GeneratePCHAction {
public:
  /// \p Library: the library prelude's headers, if it is one.
  PreludeAction(StringRef Output, ArrayRef<std::string> Library,
                std::string &Problem)
      : Output(Output), Library(Library), Problem(Problem) {}

  bool BeginInvocation(CompilerInstance &CI) override {
    std::vector<std::string> &Includes = CI.getPreprocessorOpts().Includes;
    if (Includes.empty() || (Includes.front() != CudaWrapperHeader &&
                             Includes.front() != BuiltinCoreHeader)) {
      Problem = "the command line includes no CUDA prelude first";
      return false;
    }
    Includes.resize(1);
    if (!Library.empty())
      Includes.push_back(LibraryHeader.str());
    // The templates it uses are instantiated once here, not in every file;
    // its functions' bodies, all system headers', are skipped, as in a
    // file's parse.
    CI.getLangOpts().PCHInstantiateTemplates = true;
    CI.getFrontendOpts().SkipFunctionBodies = true;
    CI.getFrontendOpts().OutputFile = Output.str();
    return GeneratePCHAction::BeginInvocation(CI);
  }

  bool BeginSourceFileAction(CompilerInstance &CI) override {
    Deps->attachToPreprocessor(CI.getPreprocessor());
    return GeneratePCHAction::BeginSourceFileAction(CI);
  }

  /// PreludeListsDropper first: the lists are gone before the PCH is written.
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef InFile) override {
    std::vector<std::unique_ptr<ASTConsumer>> Consumers;
    Consumers.push_back(std::make_unique<PreludeListsDropper>());
    if (!Library.empty()) {
      auto Facts = std::make_unique<FactsWriter>(
          (Output + LibraryFacts::Suffix).str(), Problem);
      CI.getPreprocessor().addPPCallbacks(
          Facts->recorder(CI.getSourceManager()));
      Consumers.push_back(std::move(Facts));
    }
    Consumers.push_back(GeneratePCHAction::CreateASTConsumer(CI, InFile));
    return std::make_unique<MultiplexConsumer>(std::move(Consumers));
  }

  void EndSourceFileAction() override {
    if (!Deps->getDependencies().empty())
      Problem = "the prelude reads the project's '" +
                Deps->getDependencies().front() + "'";
    GeneratePCHAction::EndSourceFileAction();
  }

private:
  StringRef Output;
  ArrayRef<std::string> Library;
  std::string &Problem;
  std::shared_ptr<ProjectDependencies> Deps =
      std::make_shared<ProjectDependencies>();
};

/// The file system of a parse: the real one, with the built-in headers, the
/// prelude's empty source, the library prelude's header (of \p Setup) and
/// \p Path (whose bytes are \p Buffer) served from memory.
IntrusiveRefCntPtr<FileManager> files(StringRef Path, StringRef Buffer,
                                      const ParseSetup &Setup) {
  auto Memory = makeIntrusiveRefCnt<vfs::InMemoryFileSystem>();
  for (const BuiltinFile &B : builtinFiles())
    Memory->addFile(BuiltinRoot + "/" + B.Name, 0,
                    MemoryBuffer::getMemBuffer(B.Content, B.Name, false));
  Memory->addFile(PreludeSource, 0, MemoryBuffer::getMemBuffer(""));
  if (!Setup.LibraryHeaders.empty())
    Memory->addFile(LibraryHeader, 0,
                    MemoryBuffer::getMemBufferCopy(
                        libraryHeaderText(Setup.LibraryHeaders)));
  Memory->addFile(Path, 0, MemoryBuffer::getMemBuffer(Buffer, Path, false));
  auto Overlay = makeIntrusiveRefCnt<vfs::OverlayFileSystem>(
      vfs::getRealFileSystem());
  Overlay->pushOverlay(Memory);
  return makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), Overlay);
}

/// Runs \p Invocation as parse() does: on a thread with a large stack,
/// recovering from a crash. False after a crash.
bool runSafely(tooling::ToolInvocation &Invocation) {
  // Clang recurses on deeply nested input (an #if of 20,000 parentheses),
  // and one pathological file must not take the run down.
  CrashRecoveryContext::Enable();
  CrashRecoveryContext Recovery;
  return Recovery.RunSafelyOnThread([&] { Invocation.run(); },
                                    /*RequestedStackSize=*/256u << 20);
}

} // namespace

ParseHooks::~ParseHooks() = default;

std::shared_ptr<const LibraryFacts> LibraryFacts::load(StringRef Pch) {
  auto Buf = MemoryBuffer::getFile(Pch + Suffix);
  if (!Buf)
    return nullptr;
  auto Facts = std::make_shared<LibraryFacts>();
  SmallVector<StringRef, 0> Lines;
  (*Buf)->getBuffer().split(Lines, '\n', -1, /*KeepEmpty=*/false);
  for (StringRef L : Lines) {
    if (L.consume_front("i "))
      Facts->Identifiers.insert(L);
    else if (L.consume_front("h ")) {
      auto [Header, File] = L.split('\t');
      Facts->Within[File].push_back(Header.str());
    }
  }
  return Facts;
}

Error buildPrelude(const ParseSetup &Setup, StringRef Output) {
  std::string Problem;
  TextDiagnosticBuffer Errors;
  auto Action =
      std::make_unique<PreludeAction>(Output, Setup.LibraryHeaders, Problem);
  IntrusiveRefCntPtr<FileManager> Files = files(PreludeSource, "", Setup);
  tooling::ToolInvocation Invocation(commandLine(Setup, PreludeSource),
                                     std::move(Action), Files.get());
  Invocation.setDiagnosticConsumer(&Errors);
  bool Ran = runSafely(Invocation);
  if (Problem.empty() && Errors.err_begin() != Errors.err_end())
    Problem = Errors.err_begin()->second;
  if (Problem.empty() && !Ran)
    Problem = "clang stopped";
  if (Problem.empty())
    return Error::success();
  sys::fs::remove(Output);
  sys::fs::remove(Output + LibraryFacts::Suffix);
  // Clang writes the PCH to OUTPUT-XXXXXXXX.pch.tmp first, and a write that
  // failed (a full disk) leaves it behind.
  std::error_code EC;
  std::string Temporary = (sys::path::stem(Output) + "-").str();
  for (sys::fs::directory_iterator I(sys::path::parent_path(Output), EC), E;
       I != E && !EC; I.increment(EC)) {
    StringRef Name = sys::path::filename(I->path());
    if (Name.starts_with(Temporary) && Name.ends_with(".pch.tmp"))
      sys::fs::remove(I->path());
  }
  return createStringError(inconvertibleErrorCode(), Problem);
}

/// One parse of \p Path, starting from \p Prelude if not empty, the
/// library prelude if \p Library.
static ParseOutcome parseOnce(const ParseSetup &Setup, StringRef Path,
                              StringRef Prelude, bool Library,
                              core::FileContext &Ctx, ParseHooks &Hooks) {
  // What counts as a CUDA header: the SDK, the built-ins, clang's CUDA
  // runtime wrappers (a prefix: "__clang_cuda" matches that family of files;
  // cuda_wrappers/ holds C++ library headers, not CUDA).
  std::vector<std::string> CudaPrefixes = {
      BuiltinIncludeDir.str() + "/", Setup.ResourceDir + "/include/__clang_cuda"};
  if (Setup.Sdk)
    CudaPrefixes.push_back(Setup.Sdk->Path + "/include/");

  ErrorCollector Errors(Ctx, /*Holding=*/!Prelude.empty());
  ParseOutcome Outcome;
  IntrusiveRefCntPtr<FileManager> Files = files(Path, Ctx.Buffer, Setup);
  tooling::ToolInvocation Invocation(
      commandLine(Setup, Path),
      std::make_unique<Action>(std::move(CudaPrefixes), Prelude,
                               Library ? &Setup : nullptr, Ctx, Hooks, Errors,
                               Outcome),
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
                  core::FileContext &Ctx, ParseHooks &Hooks) {
  SmallString<256> Path(File);
  sys::fs::make_absolute(Path);
  sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
  // A refused prelude ran nothing: the next one is tried in the same context.
  // The library prelude's: by the caller, as a file that does not fit it.
  if (!Setup.LibraryPrelude.empty()) {
    ParseOutcome O = parseOnce(Setup, Path, Setup.LibraryPrelude,
                               /*Library=*/true, Ctx, Hooks);
    if (O.Executed)
      return {true, O.Misfit};
    if (O.Started && Setup.LibraryRejected)
      Setup.LibraryRejected(O.Refusal);
    if (O.Started)
      return {true, "the library prelude was refused"};
  }
  if (!Setup.Prelude.empty()) {
    ParseOutcome O = parseOnce(Setup, Path, Setup.Prelude, false, Ctx, Hooks);
    if (O.Executed)
      return {true, ""};
    // Refused (a header changed since it was built): parsed without it.
    if (O.Started && Setup.PreludeRejected)
      Setup.PreludeRejected(O.Refusal);
  }
  return {parseOnce(Setup, Path, "", false, Ctx, Hooks).Started, ""};
}

} // namespace hipify::frontend
