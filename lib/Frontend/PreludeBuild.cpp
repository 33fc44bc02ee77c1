//===- PreludeBuild.cpp - precompile the header every parse starts with ---===//
//
// Most of a parse is the header every file includes first: clang's CUDA
// runtime wrapper (the SDK's runtime, much of the C++ library) or the
// built-in declarations. buildPrelude() precompiles it once (a PCH of that
// -include alone, from an empty source), with the library prelude's
// standard C++ headers after it when asked (LibraryFit.h), and writes beside
// the PCH the facts a parse checks its fit against (LibraryFacts), and the
// header names it looked up (PreludeNames) for any prelude. A prelude
// that reads a project file is refused: it would not be the same for every
// file.
//
//===----------------------------------------------------------------------===//

#include "Invocation.h"
#include "LibraryFit.h"
#include "hipify/Support/Files.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Frontend/TextDiagnosticBuffer.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace clang;
using namespace llvm;

namespace hipify::frontend {

namespace {

/// Writes \p Text to the file \p Path beside a prelude, whole or not at all
/// (another process may read it as soon as it is there); \p Problem says
/// why not.
void writeBeside(StringRef Path, StringRef Text, std::string &Problem) {
  if (Error E = support::writeFile(Path, Text))
    Problem = "cannot write '" + Path.str() + "': " + toString(std::move(E));
}

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
    std::string Text;
    raw_string_ostream Out(Text);
    // Sorted: a run looks them up in the file's own text (LibraryFacts).
    std::vector<StringRef> Identifiers;
    for (const auto &Entry : S->getPreprocessor().getIdentifierTable())
      Identifiers.push_back(Entry.getKey());
    llvm::sort(Identifiers);
    for (StringRef Identifier : Identifiers)
      Out << "i " << Identifier << "\n";
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
    writeBeside(Path, Text, Problem);
  }

  std::string Path;
  std::string &Problem;
  Sema *S = nullptr;
  std::shared_ptr<Graph> Includes = std::make_shared<Graph>();
};

/// Records the header names the prelude looks up and its system include
/// directories (PreludeNames), and writes them at the end of its
/// preprocessing.
class NameRecorder : public PPCallbacks {
public:
  NameRecorder(std::string Path, const HeaderSearch &Search,
               std::string &Problem)
      : Path(std::move(Path)), Search(Search), Problem(Problem) {}
  void InclusionDirective(SourceLocation, const Token &, StringRef FileName,
                          bool, CharSourceRange, OptionalFileEntryRef,
                          StringRef, StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    Names.insert(FileName);
  }
  void HasInclude(SourceLocation, StringRef FileName, bool,
                  OptionalFileEntryRef, SrcMgr::CharacteristicKind) override {
    Names.insert(FileName);
  }
  void EndOfMainFile() override {
    std::vector<StringRef> Sorted(Names.keys().begin(), Names.keys().end());
    llvm::sort(Sorted);
    std::string Text;
    raw_string_ostream Out(Text);
    for (StringRef N : Sorted)
      Out << "n " << N << "\n";
    for (auto D = Search.system_dir_begin(), E = Search.system_dir_end();
         D != E; ++D) {
      SmallString<256> Real;
      if (D->isNormalDir() && !sys::fs::real_path(D->getName(), Real))
        Out << "s " << Real << "\n";
    }
    writeBeside(Path, Text, Problem);
  }

private:
  std::string Path;
  const HeaderSearch &Search;
  std::string &Problem;
  StringSet<> Names;
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
    Preprocessor &PP = CI.getPreprocessor();
    PP.addPPCallbacks(std::make_unique<NameRecorder>(
        (Output + PreludeNames::Suffix).str(), PP.getHeaderSearchInfo(),
        Problem));
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

  /// A prelude with a problem is never put in place, even for a moment: a
  /// run finds one put in place without a lock (Preludes::make).
  bool shouldEraseOutputFiles() override {
    return !Problem.empty() || GeneratePCHAction::shouldEraseOutputFiles();
  }

private:
  StringRef Output;
  ArrayRef<std::string> Library;
  std::string &Problem;
  std::shared_ptr<ProjectDependencies> Deps =
      std::make_shared<ProjectDependencies>();
};

} // namespace

/// Calls \p F with each line (empty ones left out) of the file beside the
/// prelude \p Pch named with \p Suffix, and returns the file (the lines
/// are views of it); null when there is none.
static std::unique_ptr<MemoryBuffer>
eachLineBeside(StringRef Pch, StringRef Suffix,
               function_ref<void(StringRef)> F) {
  auto Buf = MemoryBuffer::getFile(Pch + Suffix);
  if (!Buf)
    return nullptr;
  SmallVector<StringRef, 0> Lines;
  (*Buf)->getBuffer().split(Lines, '\n', -1, /*KeepEmpty=*/false);
  for (StringRef L : Lines)
    F(L);
  return std::move(*Buf);
}

std::shared_ptr<const PreludeNames> PreludeNames::load(StringRef Pch) {
  auto Names = std::make_shared<PreludeNames>();
  if (!eachLineBeside(Pch, Suffix, [&](StringRef L) {
        if (L.consume_front("n "))
          Names->Names.push_back(L.str());
        else if (L.consume_front("s "))
          Names->SystemDirs.push_back(L.str());
      }))
    return nullptr;
  return Names;
}

bool LibraryFacts::read(StringRef Name) const {
  return std::binary_search(Identifiers.begin(), Identifiers.end(), Name);
}

std::shared_ptr<const LibraryFacts> LibraryFacts::load(StringRef Pch) {
  auto Facts = std::make_shared<LibraryFacts>();
  Facts->Text = eachLineBeside(Pch, Suffix, [&](StringRef L) {
    if (L.consume_front("i "))
      Facts->Identifiers.push_back(L);
    else if (L.consume_front("h ")) {
      auto [Header, File] = L.split('\t');
      Facts->Within[File].push_back(Header.str());
    }
  });
  if (!Facts->Text || !llvm::is_sorted(Facts->Identifiers))
    return nullptr;
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
  sys::fs::remove(Output + PreludeNames::Suffix);
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

} // namespace hipify::frontend
